import SwipeDocument

/// A reference to another token, `$category/name`, read with SnappTheming's grammar exactly: the
/// text starts with `$` and contains `/`; what follows the *last* `$`, split on `/` with empty parts
/// dropped, must be exactly two parts. So `$colors//x` and `$a$colors/x` are `colors/x`, while
/// `$colors/a/b`, `$colors/` and `$/x` are not aliases at all.
struct ThemeAlias: Hashable, Sendable, CustomStringConvertible {
    var category: String
    var name: String

    init(category: String, name: String) {
        self.category = category
        self.name = name
    }

    /// nil when `text` is not an alias.
    init?(_ text: String) {
        guard text.hasPrefix("$"), text.contains("/"), let dollar = text.lastIndex(of: "$") else { return nil }
        let parts = text[text.index(after: dollar)...].split(separator: "/")
        guard parts.count == 2 else { return nil }
        category = String(parts[0])
        name = String(parts[1])
    }

    /// `$category/name`, as it is best written.
    var description: String { "$\(category)/\(name)" }
}
