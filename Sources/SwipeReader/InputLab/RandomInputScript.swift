import SwipeDocument

/// A seeded, endless stream of random input for soak tests: taps, slow drags, flings, paging and
/// window keys, wheel notches and touches of two to four fingers, in positions relative to the
/// window (0…1). Each input comes as the frames it spans, every frame's events to be delivered
/// together; every press is released within its input, and no key carries a modifier, so the
/// stream never asks a kiosk to exit. The same seed always gives the same stream.
public struct RandomInputScript: Sendable {
    /// One event, at a position relative to the window.
    public enum Event: Equatable, Sendable {
        case mouseDown(Point), mouseMove(Point), mouseUp(Point)
        case fingerDown(Int, Point), fingerMove(Int, Point), fingerUp(Int, Point)
        /// A key by its name as key bindings name it ("right", "q", "escape").
        case key(String)
        /// Wheel notches (positive: away from the user).
        case wheel(Int)
    }

    /// The keys drawn from: paging, the window's, the document's and those a kiosk swallows.
    public static let keys = ["right", "left", "up", "down", "pagedown", "pageup", "space", "home", "end", "escape", "backspace",
                              "q", "f", "f11", "h", "/", "l", "m", "9", "0", "g", "return", "tab", "a"]

    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next input, as its frames.
    public mutating func next() -> [[Event]] {
        switch unit() {
        case ..<0.2: return tap()
        case ..<0.4: return stroke(frames: 2 + int(3), fling: false)
        case ..<0.6: return stroke(frames: 1 + int(2), fling: true)
        case ..<0.8: return [[.key(Self.keys[int(Self.keys.count)])]]
        case ..<0.9: return fingers(2 + int(3))
        default: return [[.wheel(int(2) == 0 ? 1 : -1)]]
        }
    }

    private mutating func tap() -> [[Event]] {
        let p = point()
        if int(2) == 0 { return [[.mouseDown(p)], [.mouseUp(p)]] }
        let id = int(1000)
        return [[.fingerDown(id, p)], [.fingerUp(id, p)]]
    }

    /// A drag along either axis with a mouse or one finger; a fling is short and quick, a drag
    /// goes further over more frames.
    private mutating func stroke(frames: Int, fling: Bool) -> [[Event]] {
        let from = point()
        let reach = fling ? 0.1 + unit() * 0.2 : 0.1 + unit() * 0.8
        let sign = int(2) == 0 ? -1.0 : 1.0
        let along = int(2) == 0 ? Point(reach * sign, 0) : Point(0, reach * sign)
        let mouse = int(2) == 0, id = int(1000)
        var out: [[Event]] = [[mouse ? .mouseDown(from) : .fingerDown(id, from)]]
        for i in 1...frames {
            let p = from + along * (Double(i) / Double(frames))
            out.append([mouse ? .mouseMove(p) : .fingerMove(id, p)])
        }
        let end = from + along
        out.append([mouse ? .mouseUp(end) : .fingerUp(id, end)])
        return out
    }

    /// `count` fingers going down in one frame, moving together, and lifting in either order.
    private mutating func fingers(_ count: Int) -> [[Event]] {
        let base = int(1000) * 10
        let ids = (0..<count).map { base + $0 }
        var at = ids.map { _ in point() }
        var out = [zip(ids, at).map { Event.fingerDown($0, $1) }]
        let d = Point(unit() * 0.4 - 0.2, unit() * 0.4 - 0.2)
        for _ in 0..<(1 + int(3)) {
            at = at.map { $0 + d * 0.25 }
            out.append(zip(ids, at).map { .fingerMove($0, $1) })
        }
        let lift = int(2) == 0 ? Array(zip(ids, at)) : Array(zip(ids, at).reversed())
        out.append(lift.map { .fingerUp($0, $1) })
        return out
    }

    private mutating func point() -> Point { Point(unit(), unit()) }

    /// A whole number in 0..<n.
    private mutating func int(_ n: Int) -> Int { Int(random() % UInt64(max(1, n))) }

    /// A number in 0..<1.
    private mutating func unit() -> Double { Double(random() >> 11) / Double(1 << 53) }

    /// SplitMix64: small, fast, and the same on every machine.
    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
