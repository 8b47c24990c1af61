import SwipeDocument

/// A segmented control (`segmentControlStyle`, singular upstream): a button style for the selected
/// segment and one for the others, inside a track with its own colours, border, padding and shape.
public struct ThemeSegmentControlStyle: Hashable, Sendable {
    public var selected: ThemeButtonStyle
    public var normal: ThemeButtonStyle
    public var surface: ThemeInteractiveColor
    public var border: ThemeInteractiveColor
    public var borderWidth: Double
    public var padding: Double
    public var shape: ThemeShape

    public init(selected: ThemeButtonStyle, normal: ThemeButtonStyle, surface: ThemeInteractiveColor, border: ThemeInteractiveColor,
                borderWidth: Double, padding: Double, shape: ThemeShape) {
        self.selected = selected
        self.normal = normal
        self.surface = surface
        self.border = border
        self.borderWidth = borderWidth
        self.padding = padding
        self.shape = shape
    }
}

/// A segmented control style as written.
struct ThemeSegmentControlStyleSpec: Hashable, Sendable {
    var selected: ThemeToken<ThemeButtonStyleSpec>
    var normal: ThemeToken<ThemeButtonStyleSpec>
    var surface: ThemeToken<ThemeInteractiveColorSpec>
    var border: ThemeToken<ThemeInteractiveColorSpec>
    var borderWidth: ThemeToken<Double>
    var padding: ThemeToken<Double>
    var shape: ThemeToken<ThemeShapeSpec>
}

extension ThemeReader {
    /// A `segmentControlStyle` entry: all seven fields required.
    func segmentControlStyle(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeSegmentControlStyleSpec>? {
        token(node, path, .segmentControlStyle) { node, path in
            fields(node, path, "a segment control style") { f in
                let selected = f.required("selectedButtonStyle", buttonStyle)
                let normal = f.required("normalButtonStyle", buttonStyle)
                let surface = f.required("surfaceColor", interactiveColor)
                let border = f.required("borderColor", interactiveColor)
                let width = f.required("borderWidth", metric)
                let padding = f.required("padding", metric)
                let shape = f.required("shape", shape)
                guard let selected, let normal, let surface, let border, let width, let padding, let shape else { return nil }
                return ThemeSegmentControlStyleSpec(selected: selected, normal: normal, surface: surface, border: border,
                                                    borderWidth: width, padding: padding, shape: shape)
            }
        }
    }
}

extension Theme {
    /// The segmented control style `name` in `appearance`; nil when any part cannot be resolved.
    public func segmentControlStyle(_ name: String, _ appearance: ThemeAppearance) -> ThemeSegmentControlStyle? {
        guard let spec = segmentControlStyleTokens.value(named: name),
              let selected = buttonStyle(spec.selected, appearance),
              let normal = buttonStyle(spec.normal, appearance),
              let surface = interactiveColor(spec.surface, appearance),
              let border = interactiveColor(spec.border, appearance),
              let width = metric(spec.borderWidth),
              let padding = metric(spec.padding),
              let shape = shape(spec.shape)
        else { return nil }
        return ThemeSegmentControlStyle(selected: selected, normal: normal, surface: surface, border: border,
                                        borderWidth: width, padding: padding, shape: shape)
    }
}
