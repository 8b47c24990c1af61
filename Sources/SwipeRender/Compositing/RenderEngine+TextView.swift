import SwipeDocument
import SwipeReader

/// The text view drawn by the engine that draws the fixed pages, for the window and `render`
/// alike: a page's blocks laid out with this engine's fonts, and the layout drawn in
/// target pixels over the reader's background.
extension RenderEngine {
    /// `blocks` (`TextViewBlock.blocks(of:index:builder:interaction:)` of a page) in the text view
    /// of a window of `viewport` pixels.
    public func textView(_ blocks: [TextViewBlock], style: TextViewStyle, viewport: Point, baseSize: Double) -> TextViewLayout {
        TextViewLayout(blocks: blocks, style: style, viewport: viewport, baseSize: baseSize, measure: RasterizerTextMeasure(rasterizer: text))
    }

    /// Clears the target to the view's background and draws `layout` scrolled down by `scroll` pixels.
    public func draw(_ layout: TextViewLayout, scroll: Double) {
        drawOwn(layout.items(scroll: scroll), background: layout.style.backgroundColor)
    }
}
