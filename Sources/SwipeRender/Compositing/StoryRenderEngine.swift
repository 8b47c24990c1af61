import Foundation
import SwipeDocument
import SwipeReader

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
    /// The styles decorations are drawn in (the theme's tints; the default theme's, made on first
    /// need, until set).
    public lazy var decorationStyles = DecorationStyleRegistry() {
        didSet { sceneDecorations = [:] }
    }
    /// Each scene's decorations resolved, until the decorations, their styles or the window's size change.
    private var sceneDecorations: [Int: PageDecorations] = [:]
    private var decoratedViewport = Point(0, 0)
    /// A story's items are in the window's pixels, drawn at one pixel a unit: measured so, its
    /// lines wrap where they are drawn (at 2, a font size rounded otherwise may wrap them elsewhere).
    private lazy var textBoxes = TextRangeBoxes(text: TextRasterizer(fonts: fonts), scale: 1)

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

    /// Clears the target to black and draws a story's display items (a scene laid out for a window
    /// of its own size), moved by `origin` pixels (a scene fitted into a window of another shape),
    /// magnified by `zoom`.
    public func draw(_ items: [DisplayItem], at origin: Point = Point(0, 0), zoom: PageZoom = PageZoom()) {
        compositor.draw(items, screen: zoom.transform * .translation(origin.x, origin.y), background: .black)
        lastFrame = items
    }

    /// What `draw` drew last (the scene's pixels, before moving by its origin), for taps and selections.
    public private(set) var lastFrame: [DisplayItem] = []

    /// The topmost text label at point `p` (the scene's pixels) in the last frame.
    public func text(at p: Point) -> TextTarget? { TextTarget.topmost(at: p, in: lastFrame) }

    /// The character boundary of `target`'s text nearest point `p` (the scene's pixels).
    public func textOffset(in target: TextTarget, at p: Point) -> Int? { target.offset(at: p, measure: textBoxes) }

    /// Draws `items` (window pixels) over what was drawn: the player's own controls.
    public func drawOver(_ items: [DisplayItem]) { compositor.drawOver(items) }

    /// `captions` as drawn over the scene at `scene` (`CaptionBand`, window pixels) in `style`.
    public func captionItems(_ captions: [Caption], viewport: Point, scene: Rect, style: PlayerStyle) -> [DisplayItem] {
        CaptionBand.items(captions, viewport: viewport, page: scene, style: style, measure: textBoxes)
    }

    /// Clears the target to `background` and draws `items` (window pixels): the player's own page.
    public func drawOwn(_ items: [DisplayItem], background: Color) {
        compositor.draw(items, screen: .identity, background: background)
    }

    /// Draws scene `index` as `layout` lays it out once its transformations have run, with its
    /// decorations, shrunk into `frame` (window pixels) over what was drawn: a thumbnail of the
    /// overview, the same picture as the scene in the window, smaller.
    public func drawThumbnail(_ story: BokenStory, scene index: Int, pictures: StoryPictures, layout: StoryLayout, into frame: Rect) {
        let size = layout.viewport
        guard story.scenes.indices.contains(index), size.x > 0, size.y > 0 else { return }
        let items = layout.items(story, scene: index, time: .infinity, pictures: pictures, decorations: decorations(of: story, scene: index, viewport: size))
        compositor.drawOver(items, screen: .translation(frame.x, frame.y) * .scale(frame.width / size.x, frame.height / size.y))
    }

    /// Decodes every picture of the story on a background thread, so the window never waits for one.
    public func warmUp(_ pictures: StoryPictures) {
        let images = self.images, refs = Array(pictures.references.values)
        DispatchQueue.global(qos: .userInitiated).async {
            for r in refs { _ = images.frame(r) }
        }
    }
}
