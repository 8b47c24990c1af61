import SwipeDocument

/// A token as written: a value, or an alias naming another entry of the category the slot reads
/// (followed when the token is looked up, so a theme laid over this one can change its target).
enum ThemeToken<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)
    case alias(String)
}

/// What one name of a table holds, one step at a time (for the alias checks).
enum ThemeLink: Equatable {
    case missing
    case value
    case alias(String)
}

/// The names and links of a table whatever its values, so a category can be walked by name.
protocol ThemeTableLinks {
    var names: [String] { get }
    func link(_ name: String) -> ThemeLink
}

/// One category of a theme: its tokens by name, in the order they were written.
struct ThemeTable<Value: Hashable & Sendable>: Hashable, Sendable, ThemeTableLinks {
    private(set) var names: [String] = []
    private(set) var tokens: [String: ThemeToken<Value>] = [:]

    /// Sets `name` (a later value replaces an earlier one, keeping its place).
    mutating func set(_ name: String, _ token: ThemeToken<Value>) {
        if tokens.updateValue(token, forKey: name) == nil { names.append(name) }
    }

    /// The value `name` stands for, aliases followed; nil when it, or a link of its chain, is missing
    /// or the chain goes round.
    func value(named name: String) -> Value? {
        var name = name
        var seen = Set<String>()
        while seen.insert(name).inserted {
            switch tokens[name] {
            case .value(let v)?: return v
            case .alias(let next)?: name = next
            case nil: return nil
            }
        }
        return nil
    }

    func resolve(_ token: ThemeToken<Value>) -> Value? {
        switch token {
        case .value(let v): return v
        case .alias(let name): return value(named: name)
        }
    }

    func link(_ name: String) -> ThemeLink {
        switch tokens[name] {
        case nil: return .missing
        case .value?: return .value
        case .alias(let next)?: return .alias(next)
        }
    }

    /// SnappTheming's `override(with:)` for one category: key by key, `other` wins; no merge inside
    /// an entry.
    func overriding(with other: ThemeTable) -> ThemeTable {
        var merged = self
        for name in other.names { if let token = other.tokens[name] { merged.set(name, token) } }
        return merged
    }

    /// Every value written literally, in order (not those reached through aliases).
    var values: [Value] {
        names.compactMap { if case .value(let v)? = tokens[$0] { return v } else { return nil } }
    }
}
