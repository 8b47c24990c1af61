import SwipeDocument

extension ThemeReader {
    /// A metric slot: a JSON number (points) or `$metrics/name`. A number written as a string is an
    /// error, as it makes SnappTheming reject the theme; one beyond ±`NumberBounds.length` points
    /// is clamped, with a warning, so no row or control grows without end.
    func metric(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<Double>? {
        token(node, path, .metrics) { node, path in
            if let v = node.number {
                let checked = NumberBounds.checked(v, in: -NumberBounds.length...NumberBounds.length, "a metric")
                if case .warn(_, let m) = checked { warning(node, path, m) }
                return checked.value
            }
            if let s = node.string, Double(s) != nil {
                error(node, path, "\"\(s)\" is a string: a metric is a number, written without quotes")
            } else {
                error(node, path, "a metric should be a number or \"$metrics/name\", not \(node.kindDescription)")
            }
            return nil
        }
    }
}

extension Theme {
    /// The metric `name` in points; nil when not defined or its alias chain is broken.
    public func metric(_ name: String) -> Double? { metricTokens.value(named: name) }

    func metric(_ token: ThemeToken<Double>) -> Double? { metricTokens.resolve(token) }
}
