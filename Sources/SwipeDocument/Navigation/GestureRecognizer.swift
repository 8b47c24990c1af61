/// Turns device-neutral input — a pointer (mouse or one touch finger, in window pixels), the
/// scroll wheel and paging keys — into `Navigator` calls, so the window's SDL event code stays a
/// thin translation. Pure: time is always a parameter.
///
/// Pointer: a press becomes a drag only once it moves more than `tapSlop` pixels from where it went
/// down; a release before that is a tap, which `handle` returns. A press while the pages move grabs
/// them at once (and is then no tap). A press held that still for `longPressDelay` is a long press,
/// which `longPress(at:)` reports once while it is held; the window may then take the press over
/// (`yieldPress`: selecting text), or leave it, and its release is a tap as before.
///
/// Wheel: mice and touchpads both arrive as wheel input and need different treatment.
/// - A whole-number delta outside a continuous gesture is a mouse notch: it steps one page per
///   notch, relative to a settle in progress (like keys), so the wheel feels like clicking through.
/// - Fractional deltas (touchpads, high-resolution wheels) move the pages continuously like a drag
///   (`linesPerPage` lines make one page), limited to one page from where the gesture began. When
///   no wheel input has come for `wheelQuiet` seconds the gesture is released like a drag, with the
///   velocity it had at its last input: a flick turns the page, a short slow scroll springs back.
///   Whole numbers arriving within such a gesture belong to it.
public struct GestureRecognizer: Equatable, Sendable {
    /// One input event, with its time in seconds.
    public enum Input: Equatable, Sendable {
        case pointerDown(Point, time: Double)
        case pointerMoved(Point, time: Double)
        case pointerUp(Point, time: Double)
        /// Scroll amounts in lines, SDL's precise wheel unit (one mouse notch is 1): `dy > 0` scrolls
        /// down, towards the next page; `dx > 0` scrolls right, revealing what lies to the right.
        /// Horizontal paging follows `dx` when it dominates and `dy` otherwise, so a plain mouse
        /// wheel pages every document.
        case wheel(dx: Double, dy: Double, time: Double)
        /// A paging key; `shift` reverses `next` and `previous` (Space and Shift-Space).
        case key(Key, shift: Bool, time: Double)

        var time: Double {
            switch self {
            case .pointerDown(_, let t), .pointerMoved(_, let t), .pointerUp(_, let t), .wheel(_, _, let t), .key(_, _, let t): t
            }
        }
    }

    /// What a paging key asks for (the window maps arrows, PageUp/PageDown, Space, Home/End).
    public enum Key: Sendable {
        case next, previous, first, last
    }

    /// A gesture that the navigator does not consume, for the window to act on.
    public enum Recognized: Equatable, Sendable {
        /// A press and release without dragging, at the release point.
        case tap(Point)
        /// A press held without dragging for `longPressDelay`, at the point it went down.
        case longPress(Point)
    }

    /// How far (pixels) a press may wander and still be a tap.
    public static let tapSlop = 6.0
    /// Wheel silence (seconds) that ends a continuous wheel gesture.
    public static let wheelQuiet = 0.15
    /// How long (seconds) a press held within `tapSlop` takes to become a long press.
    public static let longPressDelay = 0.5

    /// Continuous wheel travel, in lines, that moves one page.
    public var linesPerPage: Double
    /// The last gesture decided (a tap, a release, a wheel notch or the end of a wheel scroll).
    public private(set) var lastReport: GestureReport?
    /// The page length (pixels) of the last input, for reporting a wheel release in pixels.
    private var pageLength = 0.0

    private var pointer: Pointer?
    /// The time of the last input of a continuous wheel gesture in progress.
    private var wheelTime: Double?

    private struct Pointer: Equatable, Sendable {
        var down: Point
        var downTime: Double
        var last: Point
        var dragging: Bool
        /// Its long press has been reported.
        var longPressed = false
    }

    public init(linesPerPage: Double = 30) {
        self.linesPerPage = linesPerPage
    }

    /// The numbers gestures are decided by.
    public var thresholds: GestureThresholds {
        GestureThresholds(tapSlop: Self.tapSlop, velocityWindow: DragSamples.window, flingProjection: Navigator.flingProjection, turnPoint: 0.5,
                          rubberBandLimit: Navigator.rubberBandLimit, wheelQuiet: Self.wheelQuiet, linesPerPage: linesPerPage)
    }

    /// Where the pointer held down now went down (nil: none is).
    public var pressPoint: Point? { pointer?.down }

    /// Whether the pointer held down has become a drag (moved past `tapSlop`, or grabbed moving pages).
    public var isDragging: Bool { pointer?.dragging == true }

    /// When the press held now becomes a long press if it stays where it is (nil: it cannot: none
    /// is held, it drags, or its long press was reported): the window wakes then.
    public var longPressDeadline: Double? {
        guard let p = pointer, !p.dragging, !p.longPressed else { return nil }
        return p.downTime + Self.longPressDelay
    }

    /// The long press of the press held, once `time` reaches `longPressDeadline` (reported once).
    public mutating func longPress(at time: Double) -> Recognized? {
        guard let deadline = longPressDeadline, time >= deadline, let down = pointer?.down else { return nil }
        pointer?.longPressed = true
        return .longPress(down)
    }

    /// The press held now is the caller's from here on (a long press started a selection): its
    /// moves no longer drag the pages and its release is no tap.
    public mutating func yieldPress() { pointer = nil }

    /// The press held now is taken by something else (a second or third finger opened a panel or
    /// a menu): a drag of the pages settles on the nearest page without a fling, and its release
    /// is no tap.
    public mutating func cancelPress(navigator: inout Navigator, at time: Double) {
        guard let held = pointer else { return }
        pointer = nil
        if held.dragging { navigator.release(at: time, velocity: 0) }
    }

    /// Applies one input to `navigator`; `pageLength` is the page's size in window pixels along the
    /// paging axis. Returns a tap when the input completed one.
    @discardableResult
    public mutating func handle(_ input: Input, navigator: inout Navigator, pageLength: Double) -> Recognized? {
        self.pageLength = pageLength
        advance(to: input.time, navigator: &navigator)
        switch input {
        case .pointerDown(let p, let time):
            endWheel(navigator: &navigator, at: time)
            pointer = Pointer(down: p, downTime: time, last: p, dragging: navigator.isMoving)
            if navigator.isMoving { navigator.beginDrag(at: time) }
        case .pointerMoved(let p, let time):
            move(to: p, navigator: &navigator, pageLength: pageLength, at: time)
        case .pointerUp(let p, let time):
            move(to: p, navigator: &navigator, pageLength: pageLength, at: time)
            guard let released = pointer else { return nil }
            pointer = nil
            let distance = Self.distance(p, released.down)
            guard released.dragging else {
                lastReport = GestureReport(gesture: .tap, time: time, distance: distance)
                return .tap(p)
            }
            if let r = navigator.endDrag(at: time) { report(r, gesture: GestureReport.gesture(of: r), distance: distance, at: time) }
        case .wheel(let dx, let dy, let time):
            wheel(along(dx: dx, dy: dy, paging: navigator.paging), navigator: &navigator, pageLength: pageLength, at: time)
        case .key(let key, let shift, let time):
            wheelTime = nil
            switch key {
            case .next: navigator.step(shift ? -1 : 1, at: time)
            case .previous: navigator.step(shift ? 1 : -1, at: time)
            case .first: navigator.go(to: 0, at: time)
            case .last: navigator.go(to: navigator.pageCount - 1, at: time)
            }
        }
        return nil
    }

    /// Releases a continuous wheel gesture once the wheel has been quiet for `wheelQuiet`; call it
    /// every frame before `Navigator.advance` (the navigator reports moving during the gesture).
    public mutating func advance(to time: Double, navigator: inout Navigator) {
        if let last = wheelTime, time >= last + Self.wheelQuiet { endWheel(navigator: &navigator, at: time) }
    }

    private mutating func move(to p: Point, navigator: inout Navigator, pageLength: Double, at time: Double) {
        guard var current = pointer else { return }
        if !current.dragging {
            guard Self.distance(p, current.down) > Self.tapSlop else { return }
            navigator.beginDrag(at: current.downTime)
            current.dragging = true
        }
        navigator.drag(by: p - current.last, pageLength: pageLength, at: time)
        current.last = p
        pointer = current
    }

    private mutating func wheel(_ lines: Double, navigator: inout Navigator, pageLength: Double, at time: Double) {
        guard pointer == nil, lines != 0 else { return }
        if wheelTime == nil, lines == lines.rounded() {
            let most = Double(navigator.pageCount)
            navigator.step(Int(max(-most, min(most, lines))), at: time)
            lastReport = GestureReport(gesture: .wheel, time: time, distance: 0, target: navigator.targetPage ?? navigator.currentPage)
            return
        }
        if wheelTime == nil { navigator.beginDrag(at: time, reach: 1) }
        wheelTime = time
        guard linesPerPage > 0 else { return }
        navigator.drag(byPages: lines / linesPerPage, at: time)
    }

    private mutating func endWheel(navigator: inout Navigator, at time: Double) {
        guard let last = wheelTime else { return }
        wheelTime = nil
        if let r = navigator.release(at: time, velocity: navigator.velocity(at: last)) { report(r, gesture: .wheel, distance: 0, at: time) }
    }

    private mutating func report(_ r: Navigator.Release, gesture: GestureReport.Gesture, distance: Double, at time: Double) {
        lastReport = GestureReport(gesture: gesture, time: time, distance: distance, velocity: r.velocity, pixelVelocity: r.velocity * pageLength,
                                   release: r, target: r.target)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// The wheel travel along the paging direction, in lines towards the next page.
    private func along(dx: Double, dy: Double, paging: Paging) -> Double {
        switch paging {
        case .vertical: dy
        case .leftToRight: abs(dx) > abs(dy) ? dx : dy
        case .rightToLeft: abs(dx) > abs(dy) ? -dx : dy
        }
    }
}
