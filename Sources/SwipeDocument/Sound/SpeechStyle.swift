/// How speech is spoken (the `speechRate` and `speechVoice` settings): the window, slideshows and
/// exports hand it to the same synthesis, so a page's speech sounds and lasts the same everywhere.
public struct SpeechStyle: Equatable, Sendable {
    /// Multiplies the document voice's rate (1: as authored).
    public var rate: Double
    /// An espeak-ng language to speak in instead of the document voice's (nil: the voice's own).
    public var voice: String?

    public init(rate: Double = 1, voice: String? = nil) {
        self.rate = rate
        self.voice = voice
    }
}
