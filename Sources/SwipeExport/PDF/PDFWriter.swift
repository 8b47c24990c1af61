import CCairo
import Foundation
import SwipeDocument
import SwipeRender

/// A PDF through Cairo's PDF surface, one page per picture: the page is the picture (lossless,
/// at 144 dpi: a picture of W×H pixels makes a page of W/2×H/2 points), and under it the page's
/// texts as real PDF text at their places, so they can be searched, selected and copied although
/// what is seen is the picture.
final class PDFWriter {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let path: String

    init(path: String, width: Int, height: Int) throws {
        self.path = path
        surface = cairo_pdf_surface_create(path, Double(width) / 2, Double(height) / 2)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw ExportError("cannot write \(path): \(reason)")
        }
        cairo = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Adds a page showing `image` over `texts` (in the image's pixels).
    func addPage(_ image: RasterImage, texts: [PageText]) throws {
        cairo_pdf_surface_set_size(surface, Double(image.width) / 2, Double(image.height) / 2)
        cairo_save(cairo)
        cairo_scale(cairo, 0.5, 0.5)
        for t in texts { draw(t) }
        let picture = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
        defer { cairo_surface_destroy(picture) }
        cairo_surface_flush(picture)
        let stride = Int(cairo_image_surface_get_stride(picture))
        if let data = cairo_image_surface_get_data(picture) {
            image.pixels.withUnsafeBufferPointer { src in
                for y in 0..<image.height {
                    let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        row[x] = UInt32(src[i]) << 16 | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(picture)
        cairo_set_source_surface(cairo, picture, 0, 0)
        // Shown pixel for pixel at 144 dpi: viewers must not smooth it (/Interpolate false).
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_show_page(cairo)
        try check()
    }

    /// Finishes the file.
    func finish() throws {
        cairo_surface_finish(surface)
        try check()
    }

    /// One text's lines, wrapped to its box's width, from its top-left.
    private func draw(_ t: PageText) {
        guard t.fontSize > 0.5 else { return }
        cairo_select_font_face(cairo, t.fontName ?? "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, t.fontSize)
        cairo_set_source_rgb(cairo, t.color.r, t.color.g, t.color.b)
        var y = t.origin.y + t.fontSize
        for line in wrapped(t.text, width: t.width) {
            cairo_move_to(cairo, t.origin.x, y)
            cairo_show_text(cairo, line)
            y += t.fontSize * 1.2
        }
    }

    private func wrapped(_ text: String, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                var extents = cairo_text_extents_t()
                cairo_text_extents(cairo, candidate, &extents)
                if extents.x_advance > width, !line.isEmpty {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    private func check() throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ExportError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
