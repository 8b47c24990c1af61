import CSDL2
import Foundation
import SwipeDocument
import SwipeMedia
import SwipeRender

/// What a document screen draws: the pages at their clocks, the chrome and the features over them,
/// or the overview or the annotation list in their place.
extension DocumentScreen {
    /// The ribbons the page indicator shows for the page shown (its bookmark), while it shows.
    func pageMarks(at t: Double) -> [Color] {
        let page = shownPage
        return PageMarks.ribbons(chrome: chrome, decorator: engine.decorator, at: t) { $0.page == page }
    }

    /// The page overview: every page shown as a thumbnail at its clock, marked with its bookmark,
    /// its highlights and its number of search matches.
    func drawOverview(at time: Double) {
        overview.draw(on: engine, style: chrome.style, marks: OverviewController.marks(annotations: annotations, search: search.session) { $0.page }) { page, frame in
            engine.drawThumbnail(page: page, clock: playback.clock(page, at: time), into: frame)
        }
    }

    /// Draws the document at `position` with the pages' clocks at `time` through `engine` (this
    /// screen's, or the presenter view's on another renderer).
    public func draw(with engine: RenderEngine, position: Double, at time: Double, viewport: Point, shake: Double = 0, pressed: PlayButtonID? = nil) {
        engine.draw(position: position, clock: { self.playback.clock($0, at: time) },
                    repeatClock: { self.playback.repeatClock($0, at: time) },
                    playing: { self.playback.isPlaying($0, at: time) || self.videos.isPlaying($0, at: time) },
                    videoElapsed: { self.videos.elapsed($0, at: time) }, shake: shake, pressed: pressed,
                    updated: { self.interaction.page($0, at: time) }, viewport: viewport)
    }

    public func draw(at time: Double) {
        let viewport = context.viewport
        if overview.isOpen {
            drawOverview(at: time)
            return
        }
        if annotationList.isOpen {
            engine.drawOwn(annotationList.items(), background: chrome.style.listBackground)
            return
        }
        // The frame where motion stops is drawn once: pictures get their size in it.
        engine.compositor.isAtRest = !isAnimating(at: time)
        zoomFrames = max(0, zoomFrames - 1)
        draw(with: engine, position: navigator.position, at: time, viewport: viewport,
             shake: sound?.shakeOffset(at: time, pageWidth: engine.composer.pageSize.x) ?? 0, pressed: press.button)
        var over = chrome.items(viewport: viewport, page: shownPage, pageCount: document.pages.count,
                                language: languageTitle, back: canGoBack, marks: pageMarks(at: time), at: time) + search.items(viewport: viewport, style: chrome.style)
            + highlighter.items(annotations: annotations, viewport: viewport, style: chrome.style)
            + decorationFocus.items(engine: engine, viewport: viewport, style: chrome.style)
        if let editor = settingsEditor, !context.kiosk {
            over += settingsPanel.items(editor: editor, context: context, indicatorOpacity: chrome.indicatorOpacity(at: time), language: languageTitle)
        }
        over += readerMenu.items(self)
        if !over.isEmpty { engine.drawOver(over) }
        if context.showsInput { inputOverlay.draw(with: engine, context: context, at: time) }
        let cover = presenter.cover(viewport: viewport)
        if !cover.isEmpty { engine.drawOver(cover) }
    }
}
