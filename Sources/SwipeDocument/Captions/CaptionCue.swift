/// One caption of a WebVTT file: the seconds it shows from and until, and its lines (joined by
/// "\n", markup taken out).
public struct CaptionCue: Equatable, Sendable {
    public var start: Double
    public var end: Double
    public var text: String

    public init(start: Double, end: Double, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }
}
