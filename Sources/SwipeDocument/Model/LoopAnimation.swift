/// The `loop` animation of an element: a motion repeated `count` times inside the `timing` window
/// of the page clock.
public struct LoopAnimation: Equatable, Sendable {
    public enum Style: String, Sendable, CaseIterable { case vibrate, wiggle, spin, blink, shift, path, sprite }
    /// The direction of a `shift` loop.
    public enum Direction: String, Sendable { case n, s, e, w }

    /// nil for a style the player does not know (it then does nothing, like the original engine).
    public var style: Style?
    public var timing: Timing
    public var count: Double
    /// vibrate: distance in screen points (10); wiggle: angle in degrees (15).
    public var delta: Double
    public var clockwise: Bool
    public var direction: Direction
    /// Key-frame paths of a `path` loop.
    public var paths: [PathSource]

    init(_ r: ObjectReader, context: DecodeContext) {
        let styles = Dictionary(uniqueKeysWithValues: Style.allCases.map { ($0.rawValue, $0) })
        if r.has("style") {
            style = r.word("style", styles)
        } else {
            r.log.warning(at: r.offset, path: r.path, "a loop needs a \"style\" (\(Style.allCases.map(\.rawValue).joined(separator: ", "))); this loop does nothing")
            style = nil
        }
        timing = Timing.read(r)
        count = r.float32("count", in: 0...1_000_000) ?? 1
        delta = r.number("delta") ?? (style == .wiggle ? 15 : 10)
        clockwise = r.bool("clockwise") ?? true
        direction = r.word("direction", ["n": .n, "s": .s, "e": .e, "w": .w]) ?? .s
        if let n = r.node("path") {
            let items = n.array ?? [n]
            paths = items.enumerated().compactMap { i, item in context.pathSource(item, path: n.array == nil ? r.path("path") : r.path("path") / i) }
        } else {
            paths = []
            if style == .path { r.log.warning(at: r.offset, path: r.path, "a \"path\" loop needs a \"path\" (one path or an array); this loop does nothing") }
        }
        r.finish("a loop")
    }
}
