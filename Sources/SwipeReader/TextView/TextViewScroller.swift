import SwipeDocument

/// Scrolling the text view down a long page, pure: the wheel, keys (a line, a window, the top,
/// the end) and a drag move it, clamped to the content; a press that does not move is a tap, and
/// a sideways swipe turns the page as on the fixed page. Never sideways: the column always fits.
public struct TextViewScroller: Equatable, Sendable {
    /// Pixels scrolled down from the top.
    public private(set) var offset = 0.0
    private var press: Press?

    private struct Press: Equatable, Sendable {
        var down: Point
        var last: Point
        var scrolling = false
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

    /// Keeps `frame` (content pixels; a word read aloud) in the window: when any of it is outside,
    /// scrolled so that it is a third of the way down.
    public mutating func reveal(_ frame: Rect, in layout: TextViewLayout) {
        guard frame.y < offset || frame.y + frame.height > offset + layout.viewport.y else { return }
        offset = min(layout.maxScroll, max(0, frame.y - layout.viewport.y / 3))
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

    public mutating func pointerDown(_ p: Point) { press = Press(down: p, last: p) }

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
