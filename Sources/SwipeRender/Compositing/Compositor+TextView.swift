import SwipeDocument
import SwipeReader

/// The text view drawn by the compositor that draws the pages and the stories' scenes, for the
/// window and `render` alike: blocks laid out with the fonts that draw them, and the layout drawn
/// in target pixels over the reader's background.
extension Compositor {
    /// `blocks` (a page's or a scene's, `TextViewBlock`) in the text view of a window of `viewport` pixels.
    public func textView(_ blocks: [TextViewBlock], style: TextViewStyle, viewport: Point, baseSize: Double) -> TextViewLayout {
        TextViewLayout(blocks: blocks, style: style, viewport: viewport, baseSize: baseSize, measure: RasterizerTextMeasure(rasterizer: rasterizer.text))
    }

    /// Clears the target to the view's background and draws `layout` scrolled down by `scroll`
    /// pixels, `marks` under their words.
    public func draw(_ layout: TextViewLayout, scroll: Double, marks: [TextViewMark] = []) {
        draw(layout.items(scroll: scroll, marks: marks), screen: .identity, background: layout.style.backgroundColor)
    }
}
