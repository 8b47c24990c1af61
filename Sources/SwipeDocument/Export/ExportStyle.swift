/// How an export moves through the document.
public enum ExportStyle: String, Sendable, CaseIterable {
    /// Each page plays as a reader sees it, stays a while after its play, then turns to the next
    /// with the document's transition.
    case play
    /// The original engine's exporter: the view advances one page a second at a steady rate,
    /// `play: "scroll"` pages scrubbed by it.
    case scroll
}
