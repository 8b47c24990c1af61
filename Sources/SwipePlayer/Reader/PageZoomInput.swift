import Foundation
import SwipeDocument
import SwipeReader

/// Zooming the page in a document's or a story's window (`PageZoom`): two fingers pinch it around
/// their midpoint and pan it, a double tap zooms to 2× there or back to fit, Ctrl+wheel zooms
/// around the mouse, and `zoom in`, `zoom out`, `zoom reset` (+, −, Ctrl+0) step. While the page is
/// zoomed a drag pans it; only a drag that starts with the zoomed page's edge showing turns it (the
/// zoom then ends). It sits before the page's own gestures in the screen's chain: what it does
/// not take (a tap, a long press, a drag on a fitted page) goes on to them.
final class PageZoomInput {
    /// The fingers down, measured together.
    private var touches = MultiTouch()
    /// Two fingers went down: every finger event is this feature's until the last one lifts.
    private var multiTouch = false
    /// The fingers' scale and centroid when they last zoomed the page (nil: they have not begun to).
    private var pinched: (scale: Double, centroid: Point)?
    private var doubleTap = DoubleTap()
    /// The press of one pointer (the mouse, one finger) while the page is zoomed.
    private var press: Press?

    private struct Press {
        var down: Point
        var time: Double
        var last: Point
        /// Whether it pans the page (it moved past the tap slop away from the page's edge).
        var panning = false
        /// Whether it turns the page (it moved past the tap slop with the edge showing).
        var turning = false
    }

    /// Something else took the fingers (the reader menu opened over three): they are forgotten.
    func release() {
        touches.removeAll()
        multiTouch = false
        pinched = nil
        press = nil
        doubleTap.reset()
    }

    /// A finger lifting, noticed at the head of the chain whoever then has the event (a selection,
    /// a panel, the reader menu): it is no longer down for the zoom. Never takes the event.
    func noticeLift(_ input: ReaderInput) -> ReaderOutcome {
        if case .finger(let f) = input.event, f.phase == .up { touches.up(f.id) }
        return .ignored
    }

    /// Fingers down and moving (`multiTouch`): a pinch zooms once they spread or close by
    /// `PageZoom.pinchSlop`, and their midpoint pans the page while it is zoomed.
    private func fingers(_ phase: InputEvent.Phase, id: Int64, at p: Point, time t: Double, on page: any ZoomablePage) -> Bool {
        switch phase {
        case .down:
            touches.down(id, at: p)
            guard touches.count >= 2 else { return false }
            if !multiTouch {
                // The first finger's press ends here: no tap, no page drag.
                page.pageGestureTaken(at: t)
                multiTouch = true
                press = nil
                doubleTap.reset()
            }
            // The measures start again from here.
            restartPinch()
        case .moved:
            touches.moved(id, to: p)
            guard multiTouch else { return false }
            guard let now = touches.measure else { return true }
            let before = pinched ?? (1, now.centroid - now.travel)
            let pinching = abs(now.spread) > PageZoom.pinchSlop, panning = page.zoom.isZoomed && length(now.travel) > GestureRecognizer.tapSlop
            guard pinched != nil || pinching || panning else { return true }
            var zoom = page.zoom
            let area = page.zoomArea
            // What was under the fingers' centroid grows about it, then follows it.
            if touches.count >= 2, before.scale > 0 { zoom.zoom(by: now.scale / before.scale, around: before.centroid, in: area) }
            zoom.pan(by: now.centroid - before.centroid, in: area)
            page.zoom = zoom
            pinched = (now.scale, now.centroid)
        case .up:
            touches.up(id)
            guard multiTouch else { return false }
            restartPinch()
            if touches.count == 0 { multiTouch = false }
        }
        return true
    }

    /// A finger went down or up during a pinch: the fingers' measures start again where they are.
    private func restartPinch() {
        guard pinched != nil else { return }
        pinched = touches.measure.map { ($0.scale, $0.centroid) }
    }

    /// One pointer on the page: a second tap soon after a first toggles the zoom; while zoomed, a
    /// drag pans the page unless it starts towards the page's edge showing.
    private func pointer(_ pointer: GestureRecognizer.Input, in session: any PageZoomHost) -> ReaderOutcome {
        let page = session.zoomablePage
        switch pointer {
        case .pointerDown(let p, let t):
            press = Press(down: p, time: t, last: p)
            return .ignored
        case .pointerMoved(let p, let t):
            guard var held = press else { return .ignored }
            defer { press = held }
            if !held.panning && !held.turning {
                guard length(p - held.down) > GestureRecognizer.tapSlop else { return .ignored }
                doubleTap.reset()
                var zoom = page.zoom
                if zoom.turnsPage(drag: p - held.down, in: page.zoomArea) {
                    held.turning = true
                    if zoom.isZoomed {
                        zoom.reset()
                        page.zoom = zoom
                    }
                    return .ignored
                }
                held.panning = true
                page.pageGestureTaken(at: t)
            }
            guard held.panning else { return .ignored }
            var zoom = page.zoom
            zoom.pan(by: p - held.last, in: page.zoomArea)
            page.zoom = zoom
            held.last = p
            return .handled
        case .pointerUp(let p, let t):
            guard let held = press else { return .ignored }
            press = nil
            if held.panning { return .handled }
            // A tap is quick: a long press (a selection) starts no double tap.
            guard !held.turning, t - held.time < GestureRecognizer.longPressDelay, doubleTap.tap(at: p, time: t) else { return .ignored }
            var zoom = page.zoom
            zoom.toggle(at: p, in: page.zoomArea)
            page.zoom = zoom
            page.pageGestureTaken(at: t)
            // The first tap found the page empty and showed the controls: it was a zoom's after all.
            session.chrome.withdrawControls()
            return .handled
        case .wheel, .key:
            return .ignored
        }
    }

    /// `zoom in`, `zoom out` (around the window's centre) and `zoom reset`.
    private func perform(_ command: Command, on page: any ZoomablePage) -> Bool {
        var zoom = page.zoom
        let area = page.zoomArea, center = area.viewport * 0.5
        switch command {
        case .zoomIn: zoom.zoom(by: PageZoom.step, around: center, in: area)
        case .zoomOut: zoom.zoom(by: 1 / PageZoom.step, around: center, in: area)
        case .zoomReset: zoom.reset()
        default: return false
        }
        page.zoom = zoom
        return true
    }

    private func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}

/// What the zoom reaches: the page it magnifies, the window (the mouse, fingers), and the controls
/// a double tap's first tap showed.
protocol PageZoomHost: AnyObject {
    var zoomablePage: any ZoomablePage { get }
    var context: ScreenContext { get }
    var chrome: PlayerChrome { get set }
}

extension PageZoomInput: ReaderFeature {
    func handle(_ input: ReaderInput, in session: any PageZoomHost) -> ReaderOutcome {
        let page = session.zoomablePage
        if input.isKeyDown {
            guard let command = input.command(.reader), perform(command, on: page) else { return .ignored }
            return .handled
        }
        if let notches = PointerInput.zoomWheel(input.event) {
            var zoom = page.zoom
            zoom.zoom(by: pow(PageZoom.step, notches), around: PointerInput.mouse(session.context), in: page.zoomArea)
            page.zoom = zoom
            return .handled
        }
        if let contact = PointerInput.contact(input.event, context: session.context), case .finger(let id) = contact.source,
           fingers(contact.phase, id: id, at: contact.point, time: input.time, on: page) {
            return .handled
        }
        guard let pointer = input.pointer else { return .ignored }
        return self.pointer(pointer, in: session)
    }
}
