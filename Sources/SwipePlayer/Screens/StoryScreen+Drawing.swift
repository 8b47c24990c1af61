import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// What a story screen draws: the scene laid out for the window and cross-faded in, the chrome and
/// the features over it, or the overview in its place.
extension StoryScreen {
    public func draw(at t: Double) {
        if overview.isOpen {
            drawOverview()
            return
        }
        let frame = sceneFrame, layout = self.layout
        let size = layout.viewport, current = navigator.current
        var items: [DisplayItem] = []
        let decorations = engine.decorations(of: story, scene: current, viewport: size)
        if let p = navigator.fadeProgress(at: t), let old = navigator.leaving, story.scenes.indices.contains(old) {
            items += layout.items(story, scene: old, time: .infinity, pictures: pictures, decorations: engine.decorations(of: story, scene: old, viewport: size))
            items += layout.items(story, scene: current, time: sceneTime(at: t), pictures: pictures, opacity: p, decorations: decorations)
        } else {
            items += layout.items(story, scene: current, time: sceneTime(at: t), pictures: pictures, focus: focus, pressed: pressed, decorations: decorations)
        }
        engine.compositor.isAtRest = !isAnimating(at: t)
        zoomFrames = max(0, zoomFrames - 1)
        engine.draw(items, at: Point(frame.x, frame.y), zoom: zoom)
        let viewport = context.viewport
        var over = chrome.items(viewport: viewport, page: current, pageCount: story.scenes.count, language: nil, back: false,
                                label: StoryLayout.indicatorLabel(story, scene: current), marks: pageMarks(at: t), at: t)
            + search.items(viewport: viewport, style: chrome.style) + highlighter.items(annotations: annotations, viewport: viewport, style: chrome.style)
        if let editor = settingsEditor, !context.kiosk {
            over += settingsPanel.items(editor: editor, context: context, indicatorOpacity: chrome.indicatorOpacity(at: t))
        }
        over += readerMenu.items(self)
        engine.drawOver(over)
    }

    /// The scenes at a glance: each laid out as the window shows it, once its transformations have
    /// run, labelled with its `sceneId` and marked with its bookmark, highlights and search matches.
    func drawOverview() {
        let story = self.story, layout = self.layout, pictures = self.pictures, resolver = StoryLocatorResolver(story: story)
        overview.draw(on: engine, style: chrome.style, label: { StoryLayout.indicatorLabel(story, scene: $0) },
                      marks: OverviewController.marks(annotations: annotations, search: search.session) { resolver.scene(of: $0) }) { scene, frame in
            engine.drawThumbnail(story, scene: scene, pictures: pictures, layout: layout, into: frame)
        }
    }

    /// The ribbons the scene indicator shows for the scene shown (its bookmark), while it shows.
    func pageMarks(at t: Double) -> [Color] {
        let resolver = StoryLocatorResolver(story: story), current = navigator.current
        return PageMarks.ribbons(chrome: chrome, decorator: engine.decorator, at: t) { resolver.scene(of: $0) == current }
    }
}
