import SwipeDocument

/// A switch (`toggleStyle`, singular upstream): its tint when on, and when disabled.
public struct ThemeToggleStyle: Hashable, Sendable {
    public var tint: Color
    public var disabledTint: Color

    public init(tint: Color, disabledTint: Color) {
        self.tint = tint
        self.disabledTint = disabledTint
    }
}

/// A toggle style as written.
struct ThemeToggleStyleSpec: Hashable, Sendable {
    var tint: ThemeToken<ThemeColorValue>
    var disabledTint: ThemeToken<ThemeColorValue>
}

extension ThemeReader {
    /// A `toggleStyle` entry: `tintColor` and `disabledTintColor`, both required.
    func toggleStyle(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeToggleStyleSpec>? {
        token(node, path, .toggleStyle) { node, path in
            fields(node, path, "a toggle style") { f in
                let tint = f.required("tintColor", color)
                let disabled = f.required("disabledTintColor", color)
                guard let tint, let disabled else { return nil }
                return ThemeToggleStyleSpec(tint: tint, disabledTint: disabled)
            }
        }
    }
}

extension Theme {
    /// The toggle style `name` in `appearance`; nil when a colour cannot be resolved.
    public func toggleStyle(_ name: String, _ appearance: ThemeAppearance) -> ThemeToggleStyle? {
        guard let spec = toggleStyleTokens.value(named: name),
              let tint = color(spec.tint, appearance),
              let disabled = color(spec.disabledTint, appearance)
        else { return nil }
        return ThemeToggleStyle(tint: tint, disabledTint: disabled)
    }
}
