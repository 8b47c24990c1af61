/// The colour names the Boken engine knows for shapes (its `ColorName`), as UIKit defines them.
/// Other colours are read as Swipe colours, and a missing one is black, with a warning: the engine
/// crashes on a shape without one of its names.
public enum BokenColor {
    public static let names: [String: Color] = [
        "white": Color(1, 1, 1), "lightGrey": Color(2.0 / 3, 2.0 / 3, 2.0 / 3), "darkGrey": Color(1.0 / 3, 1.0 / 3, 1.0 / 3),
        "black": Color(0, 0, 0), "red": Color(1, 0, 0), "green": Color(0, 1, 0), "blue": Color(0, 0, 1),
        "orange": Color(1, 0.5, 0), "yellow": Color(1, 1, 0),
    ]

    /// A shape's colour: black when not written (the default the engine declares, but its decoder
    /// leaves none).
    static func read(_ r: ObjectReader, _ key: String) -> Color {
        if let name = r.node(key)?.string, let c = names[name] { return c }
        if !r.has(key) { r.log.warning(at: r.offset, path: r.path, "the shape has no \"\(key)\": \(BokenEngineFailure.crashes.phrase); drawn in black") }
        guard let c = r.color(key) else { return names["black"]! }
        let list = names.keys.sorted().joined(separator: ", ")
        r.log.warning(at: r.object[key]?.offset ?? r.offset, path: r.path / key,
                      "not one of the Boken Engine's colour names (\(list)): \(BokenEngineFailure.crashes.phrase); drawn as a Swipe colour")
        return c
    }
}
