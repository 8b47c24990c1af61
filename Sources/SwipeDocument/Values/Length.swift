import Foundation

/// A length in document units, or a percentage of a reference length (the parent's size, or the
/// document height for font sizes).
public enum Length: Equatable, Hashable, Sendable {
    case units(Double)
    case percent(Double)

    public func resolved(against reference: Double) -> Double {
        switch self {
        case .units(let v): return v
        case .percent(let p): return reference * p / 100
        }
    }
}

/// A width or height: a length, or `fill` (aspect-fill the parent). An absent width or height means
/// the element's natural size (or the whole parent when it has none).
public enum Extent: Equatable, Hashable, Sendable {
    case length(Length)
    case fill
}

/// An x or y position: a length, or a keyword aligning the element inside its parent
/// (`left`/`top` = start, `center`, `right`/`bottom` = end).
public enum Coordinate: Equatable, Hashable, Sendable {
    case length(Length)
    case start
    case center
    case end
}

extension Length {
    /// Parses `12`, `12.5`, `"50%"`. A number written as a string (`"50"`) is read as that number,
    /// with a warning, because that is what its author meant. Lengths beyond ±`NumberBounds.length`
    /// units or ±`NumberBounds.percent` percent are clamped, with a warning; `"inf"` is refused.
    public static func parse(_ node: JSONNode) -> Parsed<Length> {
        switch node.value {
        case .number(let n): return bounded(.units(n))
        case .string(let s): return parse(string: s).then(bounded)
        default: return .invalid("expected a number or a percentage such as \"50%\", found \(node.kindDescription)")
        }
    }

    private static func bounded(_ length: Length) -> Parsed<Length> {
        switch length {
        case .units(let v):
            return NumberBounds.checked(v, in: -NumberBounds.length...NumberBounds.length, "the length").then { .ok(.units($0)) }
        case .percent(let p):
            return NumberBounds.checked(p, in: -NumberBounds.percent...NumberBounds.percent, "the percentage").then { .ok(.percent($0)) }
        }
    }

    static func parse(string s: String) -> Parsed<Length> {
        let trimmed = s.trimmingSpaces
        if trimmed.hasSuffix("%"), let p = Double(String(trimmed.dropLast()).trimmingSpaces) {
            if trimmed != s || trimmed.dropLast().last == " " {
                return .warn(.percent(p), "spaces in \"\(s)\" are not allowed by the original engine, which reads it as 0")
            }
            if p < 0 {
                return .warn(.percent(p), "negative percentage \"\(s)\": the original engine reads it as 0")
            }
            return .ok(.percent(p))
        }
        if let n = Double(trimmed) {
            return .warn(.units(n), "the number \(trimmed) is written as a string; write it without quotes (the original engine reads \"\(s)\" as 100%)")
        }
        return .invalid("\"\(s)\" is neither a number nor a percentage such as \"50%\"")
    }
}

extension Extent {
    public static func parse(_ node: JSONNode) -> Parsed<Extent> {
        if node.string == "fill" { return .ok(.fill) }
        switch Length.parse(node) {
        case .ok(let l): return .ok(.length(l))
        case .warn(let l, let m): return .warn(.length(l), m)
        case .invalid(let m): return .invalid(m.replacingFirst("expected a number or a percentage", with: "expected a number, a percentage or \"fill\""))
        }
    }
}

extension Coordinate {
    /// Parses an x (`horizontal`) or y position with its axis' keywords.
    public static func parse(_ node: JSONNode, horizontal: Bool) -> Parsed<Coordinate> {
        if let s = node.string {
            switch (s, horizontal) {
            case ("center", _): return .ok(.center)
            case ("left", true), ("top", false): return .ok(.start)
            case ("right", true), ("bottom", false): return .ok(.end)
            case ("top", true), ("bottom", true), ("left", false), ("right", false):
                return .invalid("\"\(s)\" is a keyword for \(horizontal ? "y" : "x"), not \(horizontal ? "x" : "y")")
            default: break
            }
        }
        switch Length.parse(node) {
        case .ok(let l): return .ok(.length(l))
        case .warn(let l, let m): return .warn(.length(l), m)
        case .invalid:
            let words = horizontal ? "\"left\", \"center\" or \"right\"" : "\"top\", \"center\" or \"bottom\""
            return .invalid("expected a number, a percentage or \(words), found \(node.string.map { "\"\($0)\"" } ?? node.kindDescription)")
        }
    }
}

extension String {
    var trimmingSpaces: String { trimmingCharacters(in: .whitespaces) }

    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
