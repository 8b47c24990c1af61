import SwipeDocument

/// A drop shadow (`shadows`, SnappTheming 0.1.3): colour, blur radius, offset and spread, in points.
/// (SnappTheming's SwiftUI helper ignores `spread`; it is kept here for the caller to honour.)
public struct ThemeShadow: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public var spread: Double

    public init(color: Color, radius: Double, x: Double, y: Double, spread: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
        self.spread = spread
    }
}

/// A shadow as written.
struct ThemeShadowSpec: Hashable, Sendable {
    var color: ThemeToken<ThemeColorValue>
    /// radius, x, y, spread.
    var numbers: [ThemeToken<Double>]
}

extension ThemeReader {
    /// A `shadows` entry: `color`, `radius`, `x`, `y`, `spread`, all required.
    func shadow(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeShadowSpec>? {
        token(node, path, .shadows) { node, path in
            fields(node, path, "a shadow") { f in
                let color = f.required("color", color)
                let numbers = ["radius", "x", "y", "spread"].map { f.required($0, metric) }
                let read = numbers.compactMap { $0 }
                guard let color, read.count == numbers.count else { return nil }
                return ThemeShadowSpec(color: color, numbers: read)
            }
        }
    }
}

extension Theme {
    /// The shadow `name` in `appearance`; nil when a part cannot be resolved (SnappTheming's
    /// fallback is a deliberately loud pink shadow).
    public func shadow(_ name: String, _ appearance: ThemeAppearance) -> ThemeShadow? {
        guard let spec = shadowTokens.value(named: name), let color = color(spec.color, appearance) else { return nil }
        let n = spec.numbers.compactMap { metric($0) }
        guard n.count == 4 else { return nil }
        return ThemeShadow(color: color, radius: n[0], x: n[1], y: n[2], spread: n[3])
    }
}
