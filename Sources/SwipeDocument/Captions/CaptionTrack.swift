/// A media file's captions in time order: what shows at a moment of its playback.
public struct CaptionTrack: Equatable, Sendable {
    /// By start, then in the file's order.
    public let cues: [CaptionCue]

    public init(cues: [CaptionCue]) {
        self.cues = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The captions showing `seconds` into the media (from a cue's start up to, not at, its end),
    /// several at once one above the other; nil when none shows.
    public func text(at seconds: Double) -> String? {
        let shown = cues.filter { $0.start <= seconds && seconds < $0.end }.map(\.text)
        return shown.isEmpty ? nil : shown.joined(separator: "\n")
    }
}
