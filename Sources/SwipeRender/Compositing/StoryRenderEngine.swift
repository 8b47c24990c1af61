import Foundation
import SwipeCore

/// Draws Boken stories with the same compositor, fonts and pictures as documents: the window's
/// story screen and `render` of a story share it, so both show the same picture.
public final class StoryRenderEngine: CompositingEngine {
    /// The pictures a loaded story found, with their sizes read from their files.
    public func pictures(_ result: StoryLoadResult) -> StoryPictures {
        StoryPictures(result, sizes: images)
    }

    /// What is drawn on the story besides it (bookmarks, search hits, highlights), by group.
    public var decorator = Decorator() {
        didSet { if decorator.generation != oldValue.generation { sceneDecorations = [:] } }
    }
    /// The styles decorations are drawn in (the theme's tints).
    public var decorationStyles = DecorationStyleRegistry() {
        didSet { sceneDecorations = [:] }
    }
    /// Each scene's decorations resolved, until the decorations, their styles or the window's size change.
    private var sceneDecorations: [Int: PageDecorations] = [:]
    private var decoratedViewport = Point(0, 0)
    private lazy var textBoxes = TextRangeBoxes(text: TextRasterizer(fonts: fonts))

    /// Scene `index`'s decorations as `StoryLayout.items` draws them (nil: none), resolved once
    /// through the story's locators (a locator's `sceneId` first, so they follow a moved scene).
    public func decorations(of story: BokenStory, scene index: Int, viewport: Point) -> PageDecorations? {
        if viewport != decoratedViewport {
            sceneDecorations = [:]
            decoratedViewport = viewport
        }
        if let known = sceneDecorations[index] { return known.isEmpty ? nil : known }
        let resolver = StoryLocatorResolver(story: story)
        let resolved = PageDecorations(decorator.decorations { resolver.scene(of: $0) == index }, resolver: resolver, styles: decorationStyles,
                                       measure: textBoxes, pageSize: viewport)
        sceneDecorations[index] = resolved
        return resolved.isEmpty ? nil : resolved
    }

    /// Clears the target and draws a story's display items (window pixels).
    public func draw(_ items: [DisplayItem]) {
        compositor.draw(items, screen: .identity, background: .black)
    }

    /// Decodes every picture of the story on a background thread, so the window never waits for one.
    public func warmUp(_ pictures: StoryPictures) {
        let images = self.images, refs = Array(pictures.references.values)
        DispatchQueue.global(qos: .userInitiated).async {
            for r in refs { _ = images.frame(r) }
        }
    }
}
