import SwipeDocument
import SwipeReader

/// The text view's words measured with the fonts that draw them (`TextRasterizer`, SDL_ttf at the
/// pixel size): what the window and `render` lay the view out with.
public struct RasterizerTextMeasure: TextMeasuring {
    public let rasterizer: TextRasterizer

    public init(rasterizer: TextRasterizer) { self.rasterizer = rasterizer }

    public func width(of text: String, in font: TextViewFont) -> Double {
        // A line's spaces at its ends are not drawn, so spaces are measured between two letters.
        guard text.allSatisfy(\.isWhitespace) else { return advance(text, font) }
        return advance("x" + text + "x", font) - advance("xx", font)
    }

    private func advance(_ text: String, _ font: TextViewFont) -> Double {
        Double(rasterizer.measure([TextRun(text: text, fontNames: font.drawnNames, pixelSize: font.size, color: .black, alignment: .left)], width: 1 << 24).width)
    }
}
