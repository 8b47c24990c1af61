/// A screen's sound that reads a page's (or a scene's) texts aloud (R) and says how far its speech
/// has got: a document's `SoundDirector`, a story's `StorySound`. The window lights the word heard
/// through it, the same way for both, and speaks its own messages through it (`announce`).
public protocol ReadsAloud: AnyObject {
    /// Says the player's own message `text`, whose words are in `language`, after the alert tone
    /// (`AlertTone`), over the page's sound.
    func announce(_ text: String, language: String)
    /// Stops the announcement being heard.
    func stopAnnouncing()
    /// The message last announced and its language (nil: none yet).
    var lastAnnouncement: (text: String, language: String)? { get }
    /// Whether an announcement is heard or about to be.
    var isAnnouncing: Bool { get }
    /// Whether the page's (or scene's) own sound, speech or reading aloud is heard or about to be
    /// (not the background music): a kiosk's idle time waits meanwhile.
    var isPlayingPageSound: Bool { get }
    /// Reads `text` (page or scene `page`'s texts) aloud; false when there is no speech. `time` is now.
    func readAloud(page: Int, text: String, at time: Double) -> Bool
    /// Stops what is read aloud.
    func stopReading()
    /// How far the speech heard has got at `time`; nil when none is heard.
    func speechProgress(at time: Double) -> SpeechProgress?
    /// Says `text` as the player's spoken feedback (espeak-ng, when no speech-dispatcher answers),
    /// what it said before stopped.
    func speak(_ text: String)
    /// Stops the spoken feedback.
    func stopSpeaking()
    /// Whether spoken feedback is being said.
    var isSpeaking: Bool { get }
}
