import Foundation
import SwipeDocument

/// How well a text stands out from what is drawn behind it, measured on the rendered page as a
/// reader sees it (WCAG 1.4.3): two pictures of the page, one with the text and one without it, are
/// compared in the text's box. The pixels that differ are the glyphs; the one that differs most is
/// a glyph's solid core, whose colour is the text's as drawn (its opacity and the page's effects
/// included; the anti-aliased edges are mixes with what is behind); each glyph pixel's background
/// is the same pixel without the text. The figure is the
/// text colour's contrast with the background at the glyphs' 10th percentile — the worst part of
/// a gradient or picture behind it, not one stray pixel. Pure.
public enum TextContrast {
    /// The text's contrast in `box` (pixels of both pictures), or nil when no pixel differs there.
    public static func ratio(with: PagePixels, without: PagePixels, in box: Rect) -> Double? {
        guard with.width == without.width, with.height == without.height else { return nil }
        let x0 = max(0, Int(box.x.rounded(.down))), y0 = max(0, Int(box.y.rounded(.down)))
        let x1 = min(with.width, Int((box.x + box.width).rounded(.up))), y1 = min(with.height, Int((box.y + box.height).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        let a = with.rgba, b = without.rgba
        var glyphs: [Int] = []
        var core = 0, farthest = -1
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * with.width + x) * 4
                guard a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] else { continue }
                glyphs.append(i)
                let d = (0..<3).reduce(0) { $0 + (Int(a[i + $1]) - Int(b[i + $1])) * (Int(a[i + $1]) - Int(b[i + $1])) }
                if d > farthest { farthest = d; core = i }
            }
        }
        guard !glyphs.isEmpty else { return nil }
        let ink = Contrast.luminance(r: a[core], g: a[core + 1], b: a[core + 2])
        let ratios = glyphs.map { Contrast.ratio(ink, Contrast.luminance(r: b[$0], g: b[$0 + 1], b: b[$0 + 2])) }.sorted()
        return ratios[Int(Double(ratios.count - 1) * 0.1)]
    }

    /// WCAG's minimum for text of `fontSize` document pixels: 3:1 from 24 px (18 pt) up, which
    /// WCAG calls large, 4.5:1 below.
    public static func minimum(fontSize: Double) -> Double {
        fontSize >= 24 ? Contrast.minimumGraphicRatio : Contrast.minimumTextRatio
    }
}

/// A picture of a page: straight RGBA bytes, `width * height * 4`, row by row.
public struct PagePixels: Sendable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Draws a page of the checked document at the document's size, one pixel a document unit, as the
/// window draws it: the accessibility check's eyes for the contrast rule. `page` is the page as its
/// events left it (its animations are applied at `clock` by the drawing).
public protocol PageDrawing {
    func draw(_ page: Page, index: Int, clock: Double) -> PagePixels?
}
