/// The voice spoken feedback speaks with: the user's speech-dispatcher (`SpeechDispatcher`) when one
/// answers, else espeak-ng through the screen's own sound (`ReadsAloud.speak`). Saying something
/// new stops what was being said.
public protocol FeedbackVoice: AnyObject {
    /// Says `text` in `language` (BCP-47) at `rate` times the normal speed and at `volume` (0…1,
    /// the player's level: 1 is the voice's own loudness), after stopping what is said.
    func say(_ text: String, language: String, rate: Double, volume: Double)
    /// Stops what is being said at once.
    func stop()
    /// Pauses what is being said, or resumes it.
    func pause()
    func resume()
    /// Whether something is being said.
    var isSpeaking: Bool { get }
}
