import SwipeDocument

/// Which appearance a colour is wanted for. Only colours vary by appearance in SnappTheming; an
/// unspecified system appearance is asked for as `.light`, as upstream does.
public enum ThemeAppearance: String, Sendable, CaseIterable {
    case light, dark
}

/// A colour as a theme defines it: one for both appearances, or `{"light", "dark"}`.
enum ThemeColorValue: Hashable, Sendable {
    case fixed(Color)
    case dynamic(light: Color, dark: Color)

    func color(_ appearance: ThemeAppearance) -> Color {
        switch self {
        case .fixed(let c): return c
        case .dynamic(let light, let dark): return appearance == .light ? light : dark
        }
    }
}

extension ThemeReader {
    /// A colour slot: `$colors/name`, a hex string, or `{"light": hex, "dark": hex}`.
    func color(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeColorValue>? {
        token(node, path, .colors, literal: colorValue)
    }

    /// A colour written in place.
    func colorValue(_ node: JSONNode, _ path: JSONPath) -> ThemeColorValue? {
        switch node.value {
        case .string(let s):
            return hex(s, node, path).map { .fixed($0) }
        case .object:
            return fields(node, path, "a light/dark colour") { f in
                let light = f.required("light", side)
                let dark = f.required("dark", side)
                guard let light, let dark else { return nil }
                return .dynamic(light: light, dark: dark)
            }
        default:
            error(node, path, "a colour should be a hex string such as \"#FF8800\", {\"light\", \"dark\"} or \"$colors/name\", not \(node.kindDescription)")
            return nil
        }
    }

    /// One side of a light/dark colour: a hex string only (SnappTheming follows no alias there).
    private func side(_ node: JSONNode, _ path: JSONPath) -> Color? {
        guard let s = node.string else {
            error(node, path, "the light and dark sides of a colour should be hex strings, not \(node.kindDescription)")
            return nil
        }
        if s.hasPrefix("$") {
            error(node, path, "\"\(s)\": the light and dark sides of a colour are hex colours, not aliases (SnappTheming follows none here)")
            return nil
        }
        return hex(s, node, path)
    }

    /// A hex colour string, in the theme's colour format.
    func hex(_ text: String, _ node: JSONNode, _ path: JSONPath) -> Color? {
        switch ThemeHexColor.parse(text, format: colorFormat) {
        case .ok(let c): return c
        case .warn(let c, let message): warning(node, path, message); return c
        case .invalid(let message): error(node, path, message); return nil
        }
    }
}

extension Theme {
    /// The colour `name` (without `$colors/`) in `appearance`; nil when it is not defined or its
    /// alias chain is broken, so the caller uses its default theme's colour.
    public func color(_ name: String, _ appearance: ThemeAppearance) -> Color? {
        colorTokens.value(named: name)?.color(appearance)
    }

    func color(_ token: ThemeToken<ThemeColorValue>, _ appearance: ThemeAppearance) -> Color? {
        colorTokens.resolve(token)?.color(appearance)
    }
}
