import Foundation
import SwipeDocument

/// Speech heard through a sound bank, as a document's sound and a story's both make it: text
/// synthesized by espeak-ng on the bank's queue in the reader's language, speed and voice (the
/// `speechRate` and `speechVoice` settings), the words it says kept, and how far the speech last
/// started has got (for the word lit as it is said). A page or a scene read aloud (R) plays in a
/// group of its own, apart from every page's sounds.
final class SpeechPlayer {
    /// The group a page or a scene read aloud plays in.
    static let readingGroup = Int32.max
    /// The group the player's own announcements play in (`announce`).
    static let announcementGroup = Int32.max - 1
    /// The group the player's spoken feedback plays in, when espeak-ng speaks it.
    static let feedbackGroup = Int32.max - 2

    private let bank: SoundBank
    private let warn: @Sendable (String) -> Void
    /// espeak-ng, once started (`start`).
    private(set) var synthesizer: SpeechSynthesizer?
    private let words = SpokenWords()
    /// The speech last started (a page's `speech`, or a page or scene read aloud), with when it was asked for.
    var spoken: (page: Int, key: String, group: Int32, text: String, time: Double)?
    /// The language voices that name none speak in.
    var language: String
    /// Speech speed times the voices' own rates (the `speechRate` setting).
    var rate: Double = 1
    /// The espeak-ng language everything is spoken in (the `speechVoice` setting); nil: the voices'.
    var voiceOverride: String?

    /// Speech through `bank`; espeak-ng starts at once when `startNow` (pages that speak), else when first needed.
    init(bank: SoundBank, language: String, startNow: Bool, warn: @escaping @Sendable (String) -> Void) {
        self.bank = bank
        self.language = language
        self.warn = warn
        if startNow { _ = start() }
    }

    /// espeak-ng, started now if it was not; nil when it cannot start (said once).
    func start() -> SpeechSynthesizer? {
        if synthesizer == nil { synthesizer = SpeechSynthesizer(warn: warn) }
        return synthesizer
    }

    /// `text` synthesized on the bank's queue with `voice`, its words kept under `key` for `progress`.
    func recipe(_ synthesizer: SpeechSynthesizer, _ text: String, voice: Voice?, key: String) -> SoundBank.Recipe {
        let reader = language, words = self.words, scale = rate, override = voiceOverride
        return SoundBank.samples(rate: synthesizer.sampleRate) {
            let utterance = synthesizer.utter(text, voice: voice, readerLanguage: reader, rateScale: scale, voiceOverride: override)
            words[key] = utterance.words
            return utterance.samples
        }
    }

    /// Reads `text` aloud (page or scene `page`'s texts) with `voice` in the reading group, the one
    /// read before stopped; false when there is no speech (espeak-ng cannot start). `time` is now.
    func readAloud(page: Int, text: String, voice: Voice?, at time: Double) -> Bool {
        guard let synthesizer = start() else { return false }
        // The text is in the key: a page edited and reloaded is read as it is now.
        let key = "read \(page) \(text)"
        bank.prepare(key, recipe(synthesizer, text, voice: voice, key: key))
        bank.stop(group: Self.readingGroup)
        bank.play(key, group: Self.readingGroup)
        spoken = (page, key, Self.readingGroup, text, time)
        return true
    }

    /// The player's own message last announced (`announce`) and its language, kept to be said again.
    private(set) var announced: (text: String, language: String)?

    /// Says `text`, the player's own message (a kiosk about to reset) whose words are in
    /// `language`, after the alert tone (`AlertTone`), over whatever else plays, in that language
    /// at the reader's speed; only the tone sounds when espeak-ng cannot start. The announcement
    /// before is stopped.
    func announce(_ text: String, language: String) {
        let key = "announce \(language) \(text)", reader = language, scale = rate, override = voiceOverride
        if let synthesizer = start() {
            bank.prepare(key, SoundBank.samples(rate: synthesizer.sampleRate) {
                AlertTone.samples(rate: synthesizer.sampleRate)
                    + synthesizer.utter(text, voice: nil, readerLanguage: reader, rateScale: scale, voiceOverride: override).samples
            })
        } else {
            bank.prepare(key, SoundBank.samples(rate: 22050) { AlertTone.samples(rate: 22050) })
        }
        stopAnnouncing()
        bank.play(key, group: Self.announcementGroup)
        announced = (text, language)
    }

    /// Stops the announcement being heard.
    func stopAnnouncing() { bank.stop(group: Self.announcementGroup) }

    /// Whether an announcement is heard (or about to be).
    var isAnnouncing: Bool { bank.isPlaying(group: Self.announcementGroup) }

    /// Says `text` as spoken feedback (the reader's language and speed), what it said before stopped;
    /// false when there is no speech.
    func say(_ text: String) -> Bool {
        guard let synthesizer = start() else { return false }
        let key = "feedback \(text)"
        bank.prepare(key, recipe(synthesizer, text, voice: nil, key: key))
        bank.stop(group: Self.feedbackGroup)
        bank.play(key, group: Self.feedbackGroup)
        feedbackKey = key
        return true
    }

    /// The feedback said last (kept when the sounds around a page are prepared).
    private(set) var feedbackKey: String?

    /// Stops the spoken feedback.
    func stopSaying() { bank.stop(group: Self.feedbackGroup) }

    /// Whether spoken feedback is being said.
    var isSaying: Bool { bank.isPlaying(group: Self.feedbackGroup) }

    /// Stops what is read aloud (and forgets the speech heard).
    func stopReading() {
        bank.stop(group: Self.readingGroup)
        spoken = nil
    }

    /// The sound key of what is read aloud now (kept when the sounds around a page are prepared).
    var readingKey: String? { spoken.flatMap { $0.group == Self.readingGroup ? $0.key : nil } }

    /// How far the speech last started has got at `time`; nil once it ended or was stopped.
    func progress(at time: Double) -> SpeechProgress? {
        guard let s = spoken else { return nil }
        guard bank.isPlaying(group: s.group) else {
            spoken = nil
            return nil
        }
        return SpeechProgress(page: s.page, text: s.text, isReadingPage: s.group == Self.readingGroup, words: words[s.key],
                              elapsed: bank.startDelay(s.key).map { time - s.time - $0 })
    }
}
