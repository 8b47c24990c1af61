import SwipeDocument

/// A button's look: colours per state for its surface, label and border, the border's width (a
/// stroke centred on the shape's outline, as SnappTheming draws it), the shape and the label's
/// typography. SnappTheming requires all six.
public struct ThemeButtonStyle: Hashable, Sendable {
    public var surface: ThemeInteractiveColor
    public var text: ThemeInteractiveColor
    public var border: ThemeInteractiveColor
    public var borderWidth: Double
    public var shape: ThemeShape
    public var typography: ThemeTypography

    public init(surface: ThemeInteractiveColor, text: ThemeInteractiveColor, border: ThemeInteractiveColor,
                borderWidth: Double, shape: ThemeShape, typography: ThemeTypography) {
        self.surface = surface
        self.text = text
        self.border = border
        self.borderWidth = borderWidth
        self.shape = shape
        self.typography = typography
    }
}

/// A button style as written.
struct ThemeButtonStyleSpec: Hashable, Sendable {
    var surface: ThemeToken<ThemeInteractiveColorSpec>
    var text: ThemeToken<ThemeInteractiveColorSpec>
    var border: ThemeToken<ThemeInteractiveColorSpec>
    var borderWidth: ThemeToken<Double>
    var shape: ThemeToken<ThemeShapeSpec>
    var typography: ThemeToken<ThemeTypographySpec>
}

extension ThemeReader {
    /// A button style slot: `$buttonStyles/name` or the style's object, each field a value or an alias.
    func buttonStyle(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeButtonStyleSpec>? {
        token(node, path, .buttonStyles) { node, path in
            fields(node, path, "a button style") { f in
                let surface = f.required("surfaceColor", interactiveColor)
                let text = f.required("textColor", interactiveColor)
                let border = f.required("borderColor", interactiveColor)
                let width = f.required("borderWidth", metric)
                let shape = f.required("shape", shape)
                let typography = f.required("typography", typography)
                guard let surface, let text, let border, let width, let shape, let typography else { return nil }
                return ThemeButtonStyleSpec(surface: surface, text: text, border: border, borderWidth: width, shape: shape, typography: typography)
            }
        }
    }
}

extension Theme {
    /// The button style `name` in `appearance`; nil when any part cannot be resolved (SnappTheming
    /// then shows its fallback style: clear colours, a 102 pt system font).
    public func buttonStyle(_ name: String, _ appearance: ThemeAppearance) -> ThemeButtonStyle? {
        buttonStyle(.alias(name), appearance)
    }

    func buttonStyle(_ token: ThemeToken<ThemeButtonStyleSpec>, _ appearance: ThemeAppearance) -> ThemeButtonStyle? {
        buttonStyleTokens.resolve(token).flatMap { buttonStyle($0, appearance) }
    }

    private func buttonStyle(_ spec: ThemeButtonStyleSpec, _ appearance: ThemeAppearance) -> ThemeButtonStyle? {
        guard let surface = interactiveColor(spec.surface, appearance),
              let text = interactiveColor(spec.text, appearance),
              let border = interactiveColor(spec.border, appearance),
              let width = metric(spec.borderWidth),
              let shape = shape(spec.shape),
              let typography = typography(spec.typography)
        else { return nil }
        return ThemeButtonStyle(surface: surface, text: text, border: border, borderWidth: width, shape: shape, typography: typography)
    }
}
