/// The player's own `accessibilityLabel` key (of elements, and of Boken stories' elements): what a
/// screen reader calls the element, written as `text` is (a string, `{language: text}` or
/// `{"ref": id}`) but never a `valueOf`. Other engines ignore it.
extension TextSource {
    static func label(_ n: JSONNode) -> Parsed<TextSource> {
        let expected = "\"accessibilityLabel\" should be a string, {language: text} or {\"ref\": id}"
        switch n.value {
        case .string(let s): return .ok(.plain(s))
        case .object(let o) where o["valueOf"] == nil:
            if case .ok(let source) = parse(n) { return .ok(source) }
            return .invalid("\(expected), with a string for each language")
        default:
            return .invalid("\(expected), not \(n.kindDescription)")
        }
    }
}
