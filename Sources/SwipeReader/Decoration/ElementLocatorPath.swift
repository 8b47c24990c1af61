import SwipeDocument

/// Which element of a page a locator means: the ids leading to it through nested `elements`, in
/// the page as drawn (templates merged), with `@N` (its index among its siblings) for an element
/// without an id. Written joined by `/` (`intro/title`, `@2/@0`); `%`, `/` and a leading `@` in
/// an id are percent-escaped.
public struct ElementLocatorPath: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One step down the element tree.
    public enum Step: Equatable, Hashable, Sendable {
        case id(String)
        case index(Int)
    }

    public var steps: [Step]

    public init(_ steps: [Step]) { self.steps = steps }

    /// Reads the written form; nil when it is empty or a step is malformed.
    public init?(_ string: String) {
        var steps: [Step] = []
        for part in string.split(separator: "/", omittingEmptySubsequences: false) {
            if part.hasPrefix("@") {
                guard let n = Int(part.dropFirst()), n >= 0 else { return nil }
                steps.append(.index(n))
            } else {
                guard !part.isEmpty, let id = String(part).removingPercentEscapes else { return nil }
                steps.append(.id(id))
            }
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
    }

    public var description: String {
        steps.map { step in
            switch step {
            case .index(let n): return "@\(n)"
            case .id(let id): return id.escapedForLocator
            }
        }.joined(separator: "/")
    }

    /// The path naming the element at `indices` of `elements`: its id where the element has one
    /// that no sibling shares, its index otherwise; nil when `indices` leads nowhere.
    public init?(indices: [Int], in elements: [Element]) {
        var level = elements
        var steps: [Step] = []
        for i in indices {
            guard level.indices.contains(i) else { return nil }
            let e = level[i]
            if let id = e.id, !id.isEmpty, level.filter({ $0.id == id }).count == 1 { steps.append(.id(id)) } else { steps.append(.index(i)) }
            level = e.elements
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
    }

    /// The child indices this path leads to in `elements`, nil when a step finds nothing (the
    /// first element with an id, as the original engine's lookups find).
    public func indices(in elements: [Element]) -> [Int]? {
        var level = elements
        var out: [Int] = []
        for step in steps {
            let found: Int?
            switch step {
            case .index(let n): found = level.indices.contains(n) ? n : nil
            case .id(let id): found = level.firstIndex { $0.id == id }
            }
            guard let i = found else { return nil }
            out.append(i)
            level = level[i].elements
        }
        return out
    }
}

private extension String {
    var escapedForLocator: String {
        var out = ""
        for (k, c) in enumerated() {
            switch c {
            case "%": out += "%25"
            case "/": out += "%2F"
            case "@" where k == 0: out += "%40"
            default: out.append(c)
            }
        }
        return out
    }

    /// The string with `%XX` escapes decoded; nil when an escape is malformed.
    var removingPercentEscapes: String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let b = utf8.popFirst() {
            guard b == UInt8(ascii: "%") else { bytes.append(b); continue }
            guard utf8.count >= 2, let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(v)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
