import Foundation
import SwipeDocument
import SwipeRender

/// Writes synthetic Swipe documents for the benchmark: many pages (with templates, text and
/// animations, like real books), or one page with many animated elements.
enum DocumentGenerator {
    /// A document of `pages` pages, each with a template, a title, a few boxes and an animation;
    /// `imageNames` (one per page) adds a picture to every page.
    static func book(pages: Int, imageNames: [String] = []) -> String {
        var out = """
        { "title": "Generated book", "dimension": [1280, 720],
          "templates": { "pages": { "*": { "bc": "#f4f0e8", "duration": 0.5, "elements": [ { "id": "title", "x": 40, "y": 20, "w": 1200, "h": 80, "fontSize": 48 } ] } },
                         "elements": { "box": { "w": 200, "h": 120, "cornerRadius": 12, "bc": "#3f8fe0", "to": { "rotate": 20, "opacity": 0.5 } } } },
          "pages": [
        """
        for i in 0..<pages {
            let picture = i < imageNames.count ? ##", { "img": "\##(imageNames[i])", "x": 700, "y": 160, "w": 520, "h": 390 }"## : ""
            out += ##"    { "elements": [ { "id": "title", "text": "Page \##(i + 1)" }, { "template": "box", "x": \##(40 + i % 5 * 20), "y": 160 }, { "template": "box", "x": 300, "y": 320, "bc": "#e07a3f" }, { "text": "Body text of page \##(i + 1) that wraps over a couple of lines.", "x": 40, "y": 560, "w": 600, "h": 100, "fontSize": 28 }\##(picture) ] }"##
            out += i + 1 < pages ? ",\n" : "\n"
        }
        return out + "  ]\n}\n"
    }

    /// One page with `count` animated elements (a mix of `to` and `loop` animations, boxes and paths).
    static func animatedPage(elements count: Int) -> String {
        var items: [String] = []
        for i in 0..<count {
            let x = i % 40 * 31, y = i / 40 % 22 * 32
            switch i % 4 {
            case 0: items.append(##"{ "x": \##(x), "y": \##(y), "w": 24, "h": 24, "bc": "#3f8fe0", "to": { "rotate": 90, "translate": [10, 5] } }"##)
            case 1: items.append(##"{ "x": \##(x), "y": \##(y), "w": 24, "h": 24, "bc": "#e07a3f", "cornerRadius": 6, "loop": { "style": "wiggle", "count": 2 } }"##)
            case 2: items.append(##"{ "x": \##(x), "y": \##(y), "path": "M0,0 L20,0 L10,18 Z", "fillColor": "#4caf50", "to": { "scale": 1.5, "fillColor": "#8bc34a" } }"##)
            default: items.append(##"{ "x": \##(x), "y": \##(y), "w": 24, "h": 24, "bc": "#9c27b0", "opacity": 0.5, "loop": { "style": "blink" }, "repeat": true }"##)
            }
        }
        return #"{ "dimension": [1280, 720], "pages": [ { "duration": 1, "elements": [ "# + items.joined(separator: ",\n") + " ] } ] }\n"
    }

    /// A 640×480 picture that differs for every seed (a gradient with a coloured disc).
    static func picture(seed: Int) -> RasterImage {
        let w = 640, h = 480
        var image = RasterImage(width: w, height: h)
        let cx = Double((seed * 97) % w), cy = Double((seed * 57) % h)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let inDisc = (Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy) < 6400
                image.pixels[i] = inDisc ? UInt8(seed * 37 % 256) : UInt8(x * 255 / w)
                image.pixels[i + 1] = inDisc ? UInt8(seed * 91 % 256) : UInt8(y * 255 / h)
                image.pixels[i + 2] = UInt8((seed * 13) % 256)
                image.pixels[i + 3] = 255
            }
        }
        return image
    }

    /// Writes `text` to a new file in a fresh temporary folder and returns its path.
    static func write(_ text: String, name: String, in folder: URL? = nil) throws -> String {
        let dir = try folder ?? makeFolder()
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func makeFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
