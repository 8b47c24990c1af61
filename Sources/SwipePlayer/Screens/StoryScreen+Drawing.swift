import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// What a story screen draws: the scene laid out for the window and cross-faded in, under the
/// session's overlays (or the overview in its place, `ReaderSession.draw`).
extension StoryScreen {
    public func draw(at t: Double) { session.draw(at: t) }

    /// The scene, cross-faded in over the one it replaces, its focused and pressed buttons shown;
    /// or its text view in its place.
    func drawPage(at t: Double) {
        if showsTextView { return drawTextView(at: t) }
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
        drawCaptions(at: t)
    }

    /// With the `captions` setting on, what is heard as captions at the bottom of the window, as a
    /// document's are: the scene read aloud (R), the sentence spoken with its word marked, and the
    /// scene's audio by the WebVTT file beside it (`audio.vtt`, `audio.LANG.vtt`), timed from when
    /// the scene appeared.
    private func drawCaptions(at t: Double) {
        guard presentation?.captions == true else { return }
        var captions = sound?.speechProgress(at: t)?.caption.map { [$0] } ?? []
        if let audio = sceneAudio[navigator.current], sound?.isPlayingPageSound == true,
           let cue = captionTracks.track(for: AssetReference(audio.path, relativeTo: nil), named: nil, language: captionLanguage)?.text(at: navigator.sceneTime(at: t)) {
            captions.append(Caption(text: cue))
        }
        if !captions.isEmpty { engine.drawOver(engine.captionItems(captions, viewport: context.viewport, scene: sceneFrame, style: context.style)) }
    }

    /// Scene `scene` as an overview's thumbnail: laid out as the window shows it, once its
    /// transformations have run.
    func drawThumbnail(_ scene: Int, at t: Double, into frame: Rect) {
        engine.drawThumbnail(story, scene: scene, pictures: pictures, layout: layout, into: frame)
    }
}
