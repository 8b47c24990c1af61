import SwipeDocument
import SwipeReader
import SwipeRender

/// The gesture lab's SDL side: feeds the pointer and fingers of input events and the recognizer's
/// decisions to an `InputLab`, and hands its display items to the document's compositor. The lab
/// decides what is drawn; this only adapts.
final class InputOverlay {
    private(set) var lab: InputLab
    /// The items drawn last frame, their storage reused frame after frame.
    private var items: [DisplayItem] = []

    init(thresholds: GestureThresholds, video: VideoSetup) {
        lab = InputLab(thresholds: thresholds, video: video)
    }

    /// Follows the pointer or finger `event` moves, if it moves one.
    func handle(_ event: InputEvent, context: ScreenContext, at t: Double) {
        guard let c = PointerInput.contact(event, context: context) else { return }
        switch c.phase {
        case .down: lab.down(c.source, at: c.point, time: t)
        case .moved: lab.moved(c.source, to: c.point, time: t)
        case .up: lab.up(c.source, at: c.point, time: t)
        }
    }

    /// Takes in the recognizer's last decision and whether the press is a drag.
    func follow(_ gestures: GestureRecognizer) {
        lab.recognizer(report: gestures.lastReport, dragging: gestures.isDragging)
    }

    /// Draws the lab over what `engine` drew.
    func draw(with engine: RenderEngine, context: ScreenContext, at t: Double) {
        lab.items(viewport: context.viewport, style: context.style, at: t, into: &items)
        engine.drawOver(items)
    }
}
