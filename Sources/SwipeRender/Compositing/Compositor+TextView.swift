import SwipeDocument
import SwipeReader

/// The text view drawn by the compositor that draws the pages and the stories' scenes, for the
/// window and `render` alike: blocks laid out with the fonts that draw them, and the layout drawn
/// in target pixels over the reader's background with the page's decorations on its words.
extension Compositor {
    /// `blocks` (a page's or a scene's, `TextViewBlock`) in the text view of a window of `viewport` pixels.
    public func textView(_ blocks: [TextViewBlock], style: TextViewStyle, viewport: Point, baseSize: Double) -> TextViewLayout {
        TextViewLayout(blocks: blocks, style: style, viewport: viewport, baseSize: baseSize, measure: RasterizerTextMeasure(rasterizer: rasterizer.text))
    }

    /// Clears the target to the view's background and draws `layout` scrolled down by `scroll`
    /// pixels, with `decorations`, and `marks` under their words.
    public func draw(_ layout: TextViewLayout, scroll: Double, decorations: TextViewDecorations = TextViewDecorations(), marks: [TextViewMark] = []) {
        draw(layout.items(scroll: scroll, decorations: decorations, marks: marks), screen: .identity, background: layout.style.backgroundColor)
    }
}

extension RenderEngine {
    /// Page `page`'s decorations on its words in the text view `layout`, found as the fixed page finds them.
    public func textViewDecorations(page: Int, in layout: TextViewLayout) -> TextViewDecorations {
        TextViewDecorations(decorator.decorations(onPage: page), resolver: LocatorResolver(document: document, language: language), styles: decorationStyles,
                            layout: layout)
    }
}

extension StoryRenderEngine {
    /// Scene `scene`'s decorations on its words in the text view `layout`, found as the scene finds them.
    public func textViewDecorations(_ story: BokenStory, scene: Int, in layout: TextViewLayout) -> TextViewDecorations {
        let resolver = StoryLocatorResolver(story: story)
        return TextViewDecorations(decorator.decorations { resolver.scene(of: $0) == scene }, resolver: resolver, styles: decorationStyles, layout: layout)
    }
}
