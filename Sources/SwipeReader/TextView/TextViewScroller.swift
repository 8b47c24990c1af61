import SwipeDocument

/// Scrolling the text view down a long page, pure: the wheel, keys (a line, a window, the top,
/// the end) and a drag move it, clamped to the content; a press that does not move is a tap, one
/// held still is a long press (a word selected, as on the fixed page), and a sideways swipe turns
/// the page as on the fixed page. Never sideways: the column always fits.
public struct TextViewScroller: Equatable, Sendable {
    /// Pixels scrolled down from the top.
    public private(set) var offset = 0.0
    private var press: Press?

    private struct Press: Equatable, Sendable {
        var down: Point
        var last: Point
        var time: Double
        var scrolling = false

        /// Whether it went further than a tap may.
        var moved: Bool { abs(last.x - down.x) > TextViewScroller.slop || abs(last.y - down.y) > TextViewScroller.slop || scrolling }
    }

    /// What a pointer's press came to when it lifted.
    public enum Gesture: Equatable, Sendable {
        case none
        case tap(Point)
        /// A sideways swipe: to the next page (towards the reader's left), else the previous one.
        case turn(next: Bool)
    }

    /// How far a press moves before it scrolls or swipes, in pixels.
    public static let slop = 12.0

    public init() {}

    /// Back to the top (a new page).
    public mutating func reset() {
        offset = 0
        press = nil
    }

    public mutating func scroll(by dy: Double, in layout: TextViewLayout) {
        offset = min(layout.maxScroll, max(0, offset + dy))
    }

    /// Shows content box `rect` (a search match, a bookmark's words): at the window's top when
    /// `atTop`, else, unless it is already all in the window, a third of the way down it.
    public mutating func reveal(_ rect: Rect, atTop: Bool, in layout: TextViewLayout) {
        if atTop {
            offset = 0
            scroll(by: rect.y, in: layout)
        } else if rect.y < offset || rect.y + rect.height > offset + layout.viewport.y {
            offset = 0
            scroll(by: rect.y - layout.viewport.y / 3, in: layout)
        }
    }

    /// The wheel turned `notches` away from the reader: three lines up per notch.
    public mutating func wheel(_ notches: Double, in layout: TextViewLayout) {
        scroll(by: -notches * 3 * line(layout), in: layout)
    }

    /// A key: up and down a line, page up and down nine tenths of the window, home and end; false
    /// for other keys.
    public mutating func key(_ key: Command.Menu, in layout: TextViewLayout) -> Bool {
        switch key {
        case .up: scroll(by: -line(layout), in: layout)
        case .down: scroll(by: line(layout), in: layout)
        case .pageup: scroll(by: -layout.viewport.y * 0.9, in: layout)
        case .pagedown: scroll(by: layout.viewport.y * 0.9, in: layout)
        case .first: offset = 0
        case .last: offset = layout.maxScroll
        default: return false
        }
        return true
    }

    public mutating func pointerDown(_ p: Point, at time: Double) { press = Press(down: p, last: p, time: time) }

    /// When the press now down becomes a long press, if it stays still (nil: none can).
    public var longPressDeadline: Double? {
        guard let press, !press.moved else { return nil }
        return press.time + GestureRecognizer.longPressDelay
    }

    /// Where a press held still for `GestureRecognizer.longPressDelay` went down, once, at `time`:
    /// the press is then the long press's (its drag scrolls nothing, its lift is no tap).
    public mutating func longPress(at time: Double) -> Point? {
        guard let deadline = longPressDeadline, time >= deadline, let down = press?.down else { return nil }
        press = nil
        return down
    }

    /// A drag up or down scrolls the content with it.
    public mutating func pointerMoved(_ p: Point, in layout: TextViewLayout) {
        guard var current = press else { return }
        let moved = p - current.down
        if !current.scrolling, abs(moved.y) > Self.slop, abs(moved.y) >= abs(moved.x) { current.scrolling = true }
        if current.scrolling { scroll(by: current.last.y - p.y, in: layout) }
        current.last = p
        press = current
    }

    public mutating func pointerUp(_ p: Point, in layout: TextViewLayout) -> Gesture {
        guard let current = press else { return .none }
        press = nil
        let moved = p - current.down
        if current.scrolling { return .none }
        if abs(moved.x) > max(Self.slop, layout.viewport.x / 8) { return .turn(next: moved.x < 0) }
        return abs(moved.x) <= Self.slop && abs(moved.y) <= Self.slop ? .tap(p) : .none
    }

    private func line(_ layout: TextViewLayout) -> Double { layout.runs.first?.frame.height ?? 40 }
}
