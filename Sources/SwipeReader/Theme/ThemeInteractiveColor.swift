import SwipeDocument

/// A colour per control state. SnappTheming has normal, pressed and disabled (disabled wins over
/// pressed); `focused` is our compatible extension (a key SnappTheming ignores), for keyboard
/// focus. A state not written is the normal colour.
public struct ThemeInteractiveColor: Hashable, Sendable {
    public var normal: Color
    public var pressed: Color
    public var disabled: Color
    public var focused: Color

    public init(normal: Color, pressed: Color? = nil, disabled: Color? = nil, focused: Color? = nil) {
        self.normal = normal
        self.pressed = pressed ?? normal
        self.disabled = disabled ?? normal
        self.focused = focused ?? normal
    }
}

/// An interactive colour as written: a colour slot per state.
struct ThemeInteractiveColorSpec: Hashable, Sendable {
    var normal: ThemeToken<ThemeColorValue>
    var pressed: ThemeToken<ThemeColorValue>?
    var disabled: ThemeToken<ThemeColorValue>?
    var focused: ThemeToken<ThemeColorValue>?
}

extension ThemeReader {
    /// An `interactiveColors` entry, or a button's colour slot: one colour for every state (a hex
    /// string, `{"light", "dark"}` or `$colors/name`), `$interactiveColors/name`, or
    /// `{"normal", "pressed"?, "disabled"?, "focused"?}`.
    func interactiveColor(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeInteractiveColorSpec>? {
        switch alias(node, path, accepting: [.interactiveColors, .colors]) {
        case .alias(.colors, let name): return .value(ThemeInteractiveColorSpec(normal: .alias(name)))
        case .alias(_, let name): return .alias(name)
        case .invalid: return nil
        case .none: break
        }
        let states = ["normal", "pressed", "disabled", "focused"]
        guard let object = node.object, states.contains(where: { object[$0] != nil }) else {
            return colorValue(node, path).map { .value(ThemeInteractiveColorSpec(normal: .value($0))) }
        }
        return fields(node, path, "an interactive colour") { f in
            let normal = f.required("normal", color)
            let pressed = f.optional("pressed", color)
            let disabled = f.optional("disabled", color)
            let focused = f.optional("focused", color)
            return normal.map { ThemeInteractiveColorSpec(normal: $0, pressed: pressed, disabled: disabled, focused: focused) }
        }.map { .value($0) }
    }
}

extension Theme {
    /// The interactive colour `name` in `appearance`; nil when a state's colour cannot be resolved.
    public func interactiveColor(_ name: String, _ appearance: ThemeAppearance) -> ThemeInteractiveColor? {
        interactiveColor(.alias(name), appearance)
    }

    func interactiveColor(_ token: ThemeToken<ThemeInteractiveColorSpec>, _ appearance: ThemeAppearance) -> ThemeInteractiveColor? {
        interactiveColorTokens.resolve(token).flatMap { interactiveColor($0, appearance) }
    }

    private func interactiveColor(_ spec: ThemeInteractiveColorSpec, _ appearance: ThemeAppearance) -> ThemeInteractiveColor? {
        guard let normal = color(spec.normal, appearance) else { return nil }
        var states: [Color?] = []
        for token in [spec.pressed, spec.disabled, spec.focused] {
            guard let token else { states.append(nil); continue }
            guard let c = color(token, appearance) else { return nil }
            states.append(c)
        }
        return ThemeInteractiveColor(normal: normal, pressed: states[0], disabled: states[1], focused: states[2])
    }
}
