/// The colour names the Boken engine knows for shapes (its `ColorName`), as UIKit defines them.
/// Other colours are read as Swipe colours, with a warning that the engine would not draw them.
public enum BokenColor {
    public static let names: [String: Color] = [
        "white": Color(1, 1, 1), "lightGrey": Color(2.0 / 3, 2.0 / 3, 2.0 / 3), "darkGrey": Color(1.0 / 3, 1.0 / 3, 1.0 / 3),
        "black": Color(0, 0, 0), "red": Color(1, 0, 0), "green": Color(0, 1, 0), "blue": Color(0, 0, 1),
        "orange": Color(1, 0.5, 0), "yellow": Color(1, 1, 0),
    ]

    /// A shape's colour: black when not written, as the engine's default.
    static func read(_ r: ObjectReader, _ key: String) -> Color {
        if let name = r.node(key)?.string, let c = names[name] { return c }
        guard let c = r.color(key) else { return names["black"]! }
        let list = names.keys.sorted().joined(separator: ", ")
        r.log.warning(at: r.object[key]?.offset ?? r.offset, path: r.path / key, "not one of the Boken engine's colour names (\(list)); drawn as a Swipe colour")
        return c
    }
}
