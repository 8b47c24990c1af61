/// Where text sits in its box: horizontally and vertically (`textAlign` may name one or both,
/// e.g. `["left", "bottom"]`).
public struct TextAlignment: Equatable, Hashable, Sendable {
    /// `leftInCenteredBlock` is no `textAlign` word: lines flush left in a block as wide as its
    /// widest line, the block centred, as SpriteKit draws a multi-line label without a paragraph
    /// style (a Boken story's text labels).
    public enum Horizontal: String, Sendable { case left, center, right, justified, leftInCenteredBlock }
    public enum Vertical: String, Sendable { case top, center, bottom }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(_ horizontal: Horizontal = .center, _ vertical: Vertical = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    static func parse(_ n: JSONNode) -> Parsed<TextAlignment> {
        let words: [String]
        if let s = n.string { words = [s] } else if let a = n.array, a.allSatisfy({ $0.string != nil }) { words = a.compactMap(\.string) } else {
            return .invalid("\"textAlign\" should be a string or an array of strings, not \(n.kindDescription)")
        }
        var result = TextAlignment()
        var sawTop = false
        var sawBottom = false
        for w in words {
            switch w {
            case "left": result.horizontal = .left
            case "right": result.horizontal = .right
            case "center": break
            case "justified": result.horizontal = .justified
            case "top": sawTop = true
            case "bottom": sawBottom = true
            default:
                return .invalid("\"\(w)\" is not a text alignment (left, center, right, justified, top, bottom)")
            }
        }
        result.vertical = sawBottom ? .bottom : sawTop ? .top : .center
        if sawTop && sawBottom { return .warn(result, "\"textAlign\" names both top and bottom; bottom wins") }
        return .ok(result)
    }
}
