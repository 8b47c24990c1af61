/// A font the text view lays words out in: its names (the first installed is used), its size in
/// pixels, and whether it is bold (headings).
public struct TextViewFont: Hashable, Sendable {
    public var names: [String]
    public var size: Double
    public var bold: Bool

    public init(names: [String], size: Double, bold: Bool = false) {
        self.names = names
        self.size = size
        self.bold = bold
    }

    /// The names as a text item asks for them: a bold face by its style suffix (`DejaVu Sans-Bold`).
    public var drawnNames: [String] { bold ? names.map { $0 + "-Bold" } : names }
}

/// How wide a piece of text is drawn, in pixels: the renderer's fonts measure it for the window
/// and `render` (`SwipeRender`), a fixed advance in tests. The text view's layout asks it, so it
/// stays pure.
public protocol TextMeasuring {
    func width(of text: String, in font: TextViewFont) -> Double
}
