import SwipeDocument

/// A shape as written: its radii may be aliases to metrics.
enum ThemeShapeSpec: Hashable, Sendable {
    case fixed(ThemeShape)
    case roundedRectangle(width: ThemeToken<Double>, height: ThemeToken<Double>, style: ThemeShapeStyle)
    case unevenRoundedRectangle(corners: [ThemeToken<Double>], style: ThemeShapeStyle)
}

extension ThemeReader {
    static let shapeTypes = ["rectangle", "ellipse", "circle", "capsule", "roundedRectangle", "unevenRoundedRectangle"]
    /// The corners of `cornerRadii`, in `ThemeShape.unevenRoundedRectangle`'s order.
    static let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]
    static let shapeFields = ["style", "cornerRadius", "cornerSize", "cornerRadii"]

    /// A `shapes` entry; SnappTheming's own lookup treats an entry that is an alias as missing.
    func shapeEntry(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeShapeSpec>? {
        let token = shape(node, path)
        if case .alias? = token {
            warning(node, path, "SnappTheming's shape lookup does not follow an entry that is an alias (only a button style's $shapes/… does; swipe-player always does)")
        }
        return token
    }

    /// A shape slot: `$shapes/name` or `{"type", fields}`, the fields beside `type` (SnappTheming
    /// 0.1 and later) or under `"value"` (0.0.7, the form of the schema page).
    func shape(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeShapeSpec>? {
        token(node, path, .shapes) { node, path in
            fields(node, path, "a shape") { f in
                guard let type = f.required("type", shapeType) else {
                    f.object.accept("value", "style", "cornerRadius", "cornerSize", "cornerRadii")
                    return nil
                }
                guard f.has("value") else { return shapeFields(type, f) }
                for key in Self.shapeFields where f.has(key) {
                    f.object.accept(key)
                    warning(node, path / key, "\"\(key)\" is ignored: this shape's fields are read from \"value\"")
                }
                return f.optional("value") { node, path in
                    fields(node, path, "a shape's value") { shapeFields(type, $0) }.map { spec in
                        log.note(at: node.offset, path: path, "the shape's fields are under \"value\", as in SnappTheming 0.0.7; from 0.1 they sit beside \"type\"\(Self.nestedConsequence[type] ?? "")")
                        return spec
                    }
                }
            }
        }
    }

    /// What SnappTheming 0.1 and later make of a 0.0.7 shape of each type.
    private static let nestedConsequence = [
        "roundedRectangle": ", and SnappTheming 0.1 draws this one as a plain rectangle",
        "capsule": ", and SnappTheming 0.1 ignores this one's style",
        "unevenRoundedRectangle": ", and SnappTheming 0.1 rejects a theme with this one",
    ]

    private func shapeType(_ node: JSONNode, _ path: JSONPath) -> String? {
        if let s = node.string, Self.shapeTypes.contains(s) { return s }
        let written = node.string.map { "\"\($0)\"" } ?? node.kindDescription
        let guess = node.string.flatMap { ObjectReader.nearest(to: $0, in: Set(Self.shapeTypes)) }.map { " (did you mean \"\($0)\"?)" } ?? ""
        error(node, path, "\(written) is not a shape type\(guess): \(Self.shapeTypes.joined(separator: ", "))")
        return nil
    }

    /// The fields of a shape of `type`, wherever they are written.
    private func shapeFields(_ type: String, _ f: ThemeFields) -> ThemeShapeSpec? {
        switch type {
        case "ellipse": return .fixed(.ellipse)
        case "circle": return .fixed(.circle)
        case "capsule": return .fixed(.capsule(style(f)))
        case "roundedRectangle":
            if f.has("cornerRadius") {
                if f.has("cornerSize") {
                    f.object.accept("cornerSize")
                    warning(f.node, f.path / "cornerSize", "\"cornerSize\" is ignored: \"cornerRadius\" is used, as SnappTheming does")
                }
                let radius = f.required("cornerRadius", metric)
                let style = style(f)
                return radius.map { .roundedRectangle(width: $0, height: $0, style: style) }
            }
            if f.has("cornerSize") {
                let size = f.required("cornerSize") { node, path in
                    fields(node, path, "a corner size") { s -> (ThemeToken<Double>, ThemeToken<Double>)? in
                        let width = s.required("width", metric)
                        let height = s.required("height", metric)
                        guard let width, let height else { return nil }
                        return (width, height)
                    }
                }
                let style = style(f)
                return size.map { .roundedRectangle(width: $0.0, height: $0.1, style: style) }
            }
            _ = style(f)
            warning(f.node, f.path, "a roundedRectangle needs \"cornerRadius\" or \"cornerSize\"; drawn as a rectangle, as SnappTheming does")
            return .fixed(.rectangle)
        case "unevenRoundedRectangle":
            let radii = f.required("cornerRadii") { node, path in
                fields(node, path, "cornerRadii") { c -> [ThemeToken<Double>]? in
                    let radii = Self.corners.map { c.required($0, metric) }
                    let read = radii.compactMap { $0 }
                    return read.count == radii.count ? read : nil
                }
            }
            let style = style(f)
            return radii.map { .unevenRoundedRectangle(corners: $0, style: style) }
        default: return .fixed(.rectangle)
        }
    }

    /// `style`: circular or continuous (the default). Another value is reported and the default used.
    private func style(_ f: ThemeFields) -> ThemeShapeStyle {
        f.optional("style") { node, path in
            if let s = node.string, let style = ThemeShapeStyle(rawValue: s) { return style }
            warning(node, path, "\(node.string.map { "\"\($0)\"" } ?? node.kindDescription) is not a shape style (circular or continuous); continuous is used")
            return .continuous
        } ?? .continuous
    }
}

extension Theme {
    /// The shape `name`, aliases followed; nil when a radius cannot be resolved (SnappTheming uses
    /// 0 and circular corners then).
    public func shape(_ name: String) -> ThemeShape? { shape(.alias(name)) }

    func shape(_ token: ThemeToken<ThemeShapeSpec>) -> ThemeShape? { shapeTokens.resolve(token).flatMap(shape) }

    private func shape(_ spec: ThemeShapeSpec) -> ThemeShape? {
        switch spec {
        case .fixed(let shape):
            return shape
        case .roundedRectangle(let width, let height, let style):
            guard let w = metric(width), let h = metric(height) else { return nil }
            return .roundedRectangle(cornerWidth: w, cornerHeight: h, style: style)
        case .unevenRoundedRectangle(let corners, let style):
            let r = corners.compactMap { metric($0) }
            guard r.count == 4 else { return nil }
            return .unevenRoundedRectangle(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3], style: style)
        }
    }
}
