import SwipeDocument

/// A font at a size: SnappTheming's typography has no weight, line height or spacing.
public struct ThemeTypography: Hashable, Sendable {
    public var font: ThemeFont
    /// Points.
    public var size: Double

    public init(font: ThemeFont, size: Double) {
        self.font = font
        self.size = size
    }
}

/// A typography as written: its font and size, each a value or an alias.
struct ThemeTypographySpec: Hashable, Sendable {
    var font: ThemeToken<ThemeFont>
    var size: ThemeToken<Double>
}

extension ThemeReader {
    /// A typography slot: `$typography/name` or `{"font", "fontSize"}` (both required).
    func typography(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeTypographySpec>? {
        token(node, path, .typography) { node, path in
            fields(node, path, "a typography") { f in
                let font = f.required("font", font)
                let size = f.required("fontSize") { node, path -> ThemeToken<Double>? in
                    let size = metric(node, path)
                    if case .value(let v)? = size, v <= 0 {
                        error(node, path, "a font size should be more than 0, not \(NumberBounds.format(v))")
                        return nil
                    }
                    return size
                }
                guard let font, let size else { return nil }
                return ThemeTypographySpec(font: font, size: size)
            }
        }
    }
}

extension Theme {
    /// The typography `name`: nil when it, its font or its size cannot be resolved, or the size is
    /// not positive (SnappTheming draws the system font at size 0 then).
    public func typography(_ name: String) -> ThemeTypography? { typography(.alias(name)) }

    func typography(_ token: ThemeToken<ThemeTypographySpec>) -> ThemeTypography? {
        typographyTokens.resolve(token).flatMap(typography)
    }

    private func typography(_ spec: ThemeTypographySpec) -> ThemeTypography? {
        guard let font = font(spec.font), let size = metric(spec.size), size > 0 else { return nil }
        return ThemeTypography(font: font, size: size)
    }
}
