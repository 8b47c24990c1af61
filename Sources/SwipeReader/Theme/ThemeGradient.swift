import SwipeDocument

/// A gradient as written: colours and numbers may be aliases.
enum ThemeGradientSpec: Hashable, Sendable {
    case linear(colors: [ThemeToken<ThemeColorValue>], start: Point, end: Point)
    case radial(colors: [ThemeToken<ThemeColorValue>], center: Point, startRadius: ThemeToken<Double>, endRadius: ThemeToken<Double>)
    case angular(colors: [ThemeToken<ThemeColorValue>], center: Point, startAngle: ThemeToken<Double>, endAngle: ThemeToken<Double>)
}

extension ThemeReader {
    /// SnappTheming's unit-point keywords (leading is x 0: no right-to-left mirroring).
    static let unitPoints: [String: Point] = [
        "top": Point(0.5, 0), "bottom": Point(0.5, 1), "leading": Point(0, 0.5), "trailing": Point(1, 0.5),
        "center": Point(0.5, 0.5), "topLeading": Point(0, 0), "topTrailing": Point(1, 0),
        "bottomLeading": Point(0, 1), "bottomTrailing": Point(1, 1),
    ]

    /// A `gradients` entry: linear (`startPoint`, `endPoint`), radial (`center`, `startRadius`,
    /// `endRadius`) or angular (`center`, `startAngle`, `endAngle`), tried in that order, each with
    /// `colors`; or `$gradients/name`.
    func gradientEntry(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeGradientSpec>? {
        let token = token(node, path, .gradients, literal: gradient)
        if case .alias? = token {
            warning(node, path, "SnappTheming's gradient lookup does not follow an entry that is an alias (swipe-player does)")
        }
        return token
    }

    private func gradient(_ node: JSONNode, _ path: JSONPath) -> ThemeGradientSpec? {
        fields(node, path, "a gradient") { f in
            if f.has("startPoint") && f.has("endPoint") {
                let colors = f.required("colors") { colorList($0, $1, linear: true) }
                let start = f.required("startPoint", point)
                let end = f.required("endPoint", point)
                guard let colors, let start, let end else { return nil }
                return .linear(colors: colors, start: start, end: end)
            }
            // Radial (radii) or angular (angles): a center and two metrics.
            let pairs = [("startRadius", "endRadius"), ("startAngle", "endAngle")]
            if f.has("center"), let (first, last) = pairs.first(where: { f.has($0.0) && f.has($0.1) }) {
                let colors = f.required("colors") { colorList($0, $1, linear: false) }
                let center = f.required("center", point)
                let from = f.required(first, metric)
                let to = f.required(last, metric)
                guard let colors, let center, let from, let to else { return nil }
                return first == "startRadius"
                    ? .radial(colors: colors, center: center, startRadius: from, endRadius: to)
                    : .angular(colors: colors, center: center, startAngle: from, endAngle: to)
            }
            _ = f.optional("colors") { colorList($0, $1, linear: false) }
            error(node, path, "not a gradient SnappTheming knows: a linear one has \"startPoint\" and \"endPoint\", a radial one \"center\", \"startRadius\" and \"endRadius\", an angular one \"center\", \"startAngle\" and \"endAngle\"")
            f.fail()
            return nil
        }
    }

    /// A gradient's `colors`: a non-empty array of colour slots.
    private func colorList(_ node: JSONNode, _ path: JSONPath, linear: Bool) -> [ThemeToken<ThemeColorValue>]? {
        guard let items = node.array, !items.isEmpty else {
            error(node, path, "\"colors\" should be a non-empty array of colours, not \(node.array == nil ? node.kindDescription : "an empty one")")
            return nil
        }
        var colors: [ThemeToken<ThemeColorValue>] = []
        for (i, item) in items.enumerated() {
            if let c = color(item, path / i) { colors.append(c) }
            if linear, colorFormat == .argb, let s = item.string, s.filter(\.isHexDigit).count == 8 {
                warning(item, path / i, "SnappTheming reads the 8-digit colours of a linear gradient as RGBA whatever the colour format; swipe-player reads this one as ARGB")
            }
        }
        return colors.count == items.count ? colors : nil
    }

    /// A unit point: a keyword such as "topLeading", or `[x, y]`.
    private func point(_ node: JSONNode, _ path: JSONPath) -> Point? {
        if let word = node.string {
            if let p = Self.unitPoints[word] { return p }
            let suggestion = ObjectReader.nearest(to: word, in: Set(Self.unitPoints.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
            error(node, path, "\"\(word)\" is not a unit point\(suggestion): use top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing or [x, y]")
            return nil
        }
        if let a = node.array {
            guard a.count == 2 else {
                error(node, path, "a unit point array should be [x, y]: two numbers, not \(a.count)")
                return nil
            }
            if let x = a[0].number, let y = a[1].number { return Point(x, y) }
            for (i, n) in a.enumerated() where n.number == nil {
                error(n, path / i, "a unit point's coordinates are numbers, not \(n.kindDescription)")
            }
            return nil
        }
        error(node, path, "a unit point should be a keyword such as \"top\" or [x, y], not \(node.kindDescription)")
        return nil
    }
}

extension Theme {
    /// The gradient `name` in `appearance`; nil when a colour or number of it cannot be resolved.
    public func gradient(_ name: String, _ appearance: ThemeAppearance) -> ThemeGradient? {
        guard let spec = gradientTokens.value(named: name) else { return nil }
        func colors(_ tokens: [ThemeToken<ThemeColorValue>]) -> [Color]? {
            let colors = tokens.compactMap { color($0, appearance) }
            return colors.count == tokens.count ? colors : nil
        }
        switch spec {
        case .linear(let tokens, let start, let end):
            return colors(tokens).map { .linear(colors: $0, start: start, end: end) }
        case .radial(let tokens, let center, let r0, let r1):
            guard let c = colors(tokens), let r0 = metric(r0), let r1 = metric(r1) else { return nil }
            return .radial(colors: c, center: center, startRadius: r0, endRadius: r1)
        case .angular(let tokens, let center, let a0, let a1):
            guard let c = colors(tokens), let a0 = metric(a0), let a1 = metric(a1) else { return nil }
            return .angular(colors: c, center: center, startAngle: a0, endAngle: a1)
        }
    }
}
