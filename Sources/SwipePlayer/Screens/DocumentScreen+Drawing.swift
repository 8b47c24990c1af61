import CSDL2
import Foundation
import SwipeDocument
import SwipeMedia
import SwipeRender

/// What a document screen draws: the pages at their clocks under the session's overlays (or the
/// overview or the annotation list in their place, `ReaderSession.draw`), the gesture lab and a
/// presenter's blank screen over everything.
extension DocumentScreen {
    /// Draws the document at `position` with the pages' clocks at `time` through `engine` (this
    /// screen's, or the presenter view's on another renderer).
    public func draw(with engine: RenderEngine, position: Double, at time: Double, viewport: Point, shake: Double = 0, pressed: PlayButtonID? = nil) {
        engine.draw(position: position, clock: { self.playback.clock($0, at: time) },
                    repeatClock: { self.playback.repeatClock($0, at: time) },
                    playing: { self.playback.isPlaying($0, at: time) || self.videos.isPlaying($0, at: time) },
                    videoElapsed: { self.videos.elapsed($0, at: time) }, shake: shake, pressed: pressed,
                    updated: { self.interaction.page($0, at: time) }, viewport: viewport)
    }

    public func draw(at time: Double) { session.draw(at: time) }

    /// The pages at their clocks, shaken by the sound's vibration, the play button held pressed;
    /// or the text view of the page shown in their place.
    func drawPage(at time: Double) {
        if showsTextView { return drawTextView(at: time) }
        // The frame where motion stops is drawn once: pictures get their size in it.
        engine.compositor.isAtRest = !isAnimating(at: time)
        zoomFrames = max(0, zoomFrames - 1)
        draw(with: engine, position: navigator.position, at: time, viewport: context.viewport,
             shake: sound?.shakeOffset(at: time, pageWidth: engine.composer.pageSize.x) ?? 0, pressed: press.button)
        drawCaptions(at: time)
    }

    /// With the `captions` setting on, what is heard and seen now as captions over the pages, as
    /// `render` and `export` draw them: the videos' in the frame drawn, the page's speech or the
    /// page read aloud (R) at the word spoken, each playing page's `audio`.
    private func drawCaptions(at time: Double) {
        guard presentation?.captions == true else { return }
        engine.captionStyle = context.style
        var captions = engine.videoCaptions()
        if let spoken = sound?.speechProgress(at: time)?.caption { captions.append(spoken) }
        captions += playStarts.keys.sorted().compactMap { engine.audioCaption(page: $0, elapsed: time - playStarts[$0]!) }
        if !captions.isEmpty { engine.drawOver(engine.captionItems(captions, viewport: context.viewport)) }
    }

    /// Page `page` as an overview's thumbnail, at its clock.
    func drawThumbnail(_ page: Int, at time: Double, into frame: Rect) {
        engine.drawThumbnail(page: page, clock: playback.clock(page, at: time), into: frame)
    }

    /// The gesture lab, and a presenter's blank screen over everything.
    func drawTop(at time: Double) {
        if context.showsInput { inputOverlay.draw(with: engine, context: context, at: time) }
        let cover = presenter.cover(viewport: context.viewport)
        if !cover.isEmpty { engine.drawOver(cover) }
    }
}
