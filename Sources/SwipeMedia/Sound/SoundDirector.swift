import Foundation
import SwipeDocument

/// The document's sound as its pages play, driven by the window with a few calls: background music
/// when a page becomes current (behaviour reference 2.8); page audio, speech and vibration at each
/// play start (2.9); speech stopped when a page is about to be left, its audio once it is left.
/// The sounds of the pages around the current one are prepared ahead, off the window's thread.
/// Where no sound device exists it plays nothing (the page still shakes for `vibrate`).
public final class SoundDirector: ReadsAloud {
    /// Where everything is heard; decoders of video soundtracks and radio attach their sources here.
    public let output: AudioOutput
    private let document: Document
    private var language: String
    private let music: MusicPlayer?
    private let bank: SoundBank?
    /// Pages' speech and reading aloud (nil: no sound device).
    private let speech: SpeechPlayer?
    private let rumble: Rumble?
    private let warn: @Sendable (String) -> Void
    private let inform: (String) -> Void
    /// The background music decided on (playing, or failed to open).
    private var track: BackgroundMusic.Track?
    /// When the page last started shaking for `vibrate` (no rumble device).
    private var shakeStart: Double?

    /// Opens the sound device at `volume` (0…1) and starts preparing the sounds around
    /// `startPage` (0-based). `warn` hears each problem with a media file once; `inform` hears that
    /// no sound device exists and the volume changes made with keys.
    public init(document: Document, language: String, volume: Double = 1, startPage: Int = 0,
                warn: @escaping @Sendable (String) -> Void, inform: @escaping (String) -> Void) {
        self.document = document
        self.language = language
        let once = OnceFilter(warn)
        self.warn = { once.pass($0) }
        self.inform = inform
        output = AudioOutput(inform: inform)
        output.volume = volume
        rumble = document.pages.contains(where: \.vibrate) ? Rumble() : nil
        if output.isSilent {
            music = nil
            bank = nil
            speech = nil
        } else {
            music = MusicPlayer(warn: self.warn)
            let bank = SoundBank()
            self.bank = bank
            speech = SpeechPlayer(bank: bank, language: language, startNow: document.pages.contains { $0.speech != nil }, warn: self.warn)
            prepareSounds(around: startPage)
        }
    }

    deinit { stop() }

    // MARK: Driven by the window

    /// Page `i` became current (the page turn settled, or the document opened on it).
    public func pageBecameCurrent(_ i: Int) {
        guard document.pages.indices.contains(i) else { return }
        switch BackgroundMusic.change(playing: track, current: document.pages[i]) {
        case .keep: break
        case .start(let t):
            track = t
            if t.file.isLocalFile, let url = t.file.url {
                music?.play(url)
            } else {
                music?.play(nil)
                warn("music from the network is not played yet: \(t.file)")
            }
        case .stop:
            track = nil
            music?.play(nil)
        }
        prepareSounds(around: i)
    }

    /// Page `cue.page`'s play started (`Playback.takeCues`): its audio from the start, its speech,
    /// its vibration. `time` is now, on the clock the cues are on.
    public func playStarted(_ cue: Playback.Cue, at time: Double) {
        guard document.pages.indices.contains(cue.page) else { return }
        let page = document.pages[cue.page]
        if let bank {
            if page.audio != nil {
                bank.stop(group: Self.audioGroup(cue.page))
                bank.play(Self.audioKey(cue.page), group: Self.audioGroup(cue.page))
            }
            if page.speech != nil {
                bank.stop(group: Self.speechGroup(cue.page))
                bank.play(speechKey(cue.page), group: Self.speechGroup(cue.page))
                speech?.spoken = page.spokenText(language: language).map { (cue.page, speechKey(cue.page), Self.speechGroup(cue.page), $0, time) }
            }
        }
        if page.vibrate {
            if let rumble { rumble.play() } else { shakeStart = cue.time }
        }
    }

    /// Page `i` is about to be left (a drag was released towards another page): its speech stops.
    public func willLeave(_ i: Int) {
        bank?.stop(group: Self.speechGroup(i))
        if speech?.spoken?.page == i { stopReading() }
    }

    /// Page `i` was left: its audio (and speech) stop.
    public func didLeave(_ i: Int) {
        bank?.stop(group: Self.audioGroup(i))
        bank?.stop(group: Self.speechGroup(i))
        if speech?.spoken?.page == i { stopReading() }
    }

    // MARK: Reading aloud

    /// Reads `text` (page `page`'s texts) aloud with the page's voice, instead of the page's own
    /// speech; false when there is no speech (no sound device, no espeak-ng). `time` is now.
    @discardableResult
    public func readAloud(page: Int, text: String, at time: Double) -> Bool {
        guard let speech, document.pages.indices.contains(page), speech.start() != nil else { return false }
        bank?.stop(group: Self.speechGroup(page))
        return speech.readAloud(page: page, text: text, voice: document.pages[page].speech.flatMap { document.voices[$0.voice] }, at: time)
    }

    /// Stops the page being read aloud (and forgets the speech heard).
    public func stopReading() { speech?.stopReading() }

    /// How far the speech last started has got at `time`; nil once it ended or was stopped.
    public func speechProgress(at time: Double) -> SpeechProgress? { speech?.progress(at: time) }

    public func announce(_ text: String, language: String) { speech?.announce(text, language: language) }

    public func stopAnnouncing() { speech?.stopAnnouncing() }

    public var lastAnnouncement: (text: String, language: String)? { speech?.announced }

    public var isAnnouncing: Bool { speech?.isAnnouncing == true }

    public var isPlayingPageSound: Bool { bank?.isPlayingAny == true }

    public func speak(_ text: String) { _ = speech?.say(text) }

    public func stopSpeaking() { speech?.stopSaying() }

    public var isSpeaking: Bool { speech?.isSaying == true }

    /// Whether something is heard or about to be: music, a page's audio or speech, a page read
    /// aloud (the screen is kept on meanwhile).
    public var isPlaying: Bool { music?.isPlaying == true || bank?.isPlayingAny == true }

    /// Stops all sound and releases it (the window closes).
    public func stop() {
        music?.close()
        bank?.close()
    }

    /// How far the page is shaken sideways at `time`, in document units, for a page `pageWidth` wide.
    public func shakeOffset(at time: Double, pageWidth: Double) -> Double {
        shakeStart.map { PageShake.offset(at: time - $0, pageWidth: pageWidth) } ?? 0
    }

    /// Whether the page is shaking at `time` (the window keeps redrawing then).
    public func isShaking(at time: Double) -> Bool {
        shakeStart.map { time - $0 < PageShake.duration } ?? false
    }

    // MARK: Volume

    /// Master volume, 0…1.
    public var volume: Double {
        get { output.volume }
        set { output.volume = newValue }
    }

    /// Turns all sound off or back on.
    public func toggleMute() { output.toggleMute(inform: inform) }

    /// Changes the volume by `step` (a fraction, e.g. ±0.1), unmuting.
    public func changeVolume(by step: Double) { output.changeVolume(by: step, inform: inform) }

    // MARK: Preparing

    /// Makes the sounds of pages `i - 1 … i + 1` ready and lets the others go.
    private func prepareSounds(around i: Int) {
        guard let bank else { return }
        var keys: Set<String> = []
        for j in (i - 1)...(i + 1) where document.pages.indices.contains(j) {
            let page = document.pages[j]
            if let audio = page.audio {
                if audio.isLocalFile, let url = audio.url {
                    keys.insert(Self.audioKey(j))
                    bank.prepare(Self.audioKey(j), SoundBank.file(url, warn: warn))
                } else {
                    warn("sound from the network is not played yet: \(audio)")
                }
            }
            if let speech, let synthesizer = speech.synthesizer, let spoken = page.spokenText(language: language), let name = page.speech?.voice {
                let voice = document.voices[name]
                if voice == nil, name != "*" { warn("there is no voice \"\(name)\" in \"voices\"; the default voice speaks") }
                let key = speechKey(j)
                keys.insert(key)
                bank.prepare(key, speech.recipe(synthesizer, spoken, voice: voice, key: key))
            }
        }
        if let reading = speech?.readingKey { keys.insert(reading) }
        if let feedback = speech?.feedbackKey { keys.insert(feedback) }
        bank.keep(only: keys)
    }

    /// Speech speed times the voices' own rates (the `speechRate` setting).
    public private(set) var speechRate: Double = 1
    /// The espeak-ng language every page speaks in (the `speechVoice` setting); nil: the document's voices.
    public private(set) var speechVoice: String?

    /// The reader chose another speech rate or voice: speech around page `current` is spoken so from now on.
    public func speechChanged(rate: Double, voice: String?, current: Int) {
        guard rate != speechRate || voice != speechVoice else { return }
        speechRate = rate
        speechVoice = voice
        speech?.rate = rate
        speech?.voiceOverride = voice
        prepareSounds(around: current)
    }

    /// The languages of the installed espeak-ng voices (what `speechVoice` offers).
    public static func installedVoices() -> [String] { SpeechSynthesizer.installedVoices() }

    /// The reader chose another language: speech around page `current` is spoken in it from now on
    /// (music goes on).
    public func languageChanged(to language: String, current: Int) {
        self.language = language
        speech?.language = language
        prepareSounds(around: current)
    }

    /// Waits until the sounds being prepared are ready (tests).
    func waitUntilPrepared() { bank?.waitUntilPrepared() }

    private static func audioKey(_ i: Int) -> String { "audio \(i)" }
    /// Speech is prepared per page and language: a language change prepares it anew.
    private func speechKey(_ i: Int) -> String { "speech \(i) \(language) \(speechRate) \(speechVoice ?? "")" }
    private static func audioGroup(_ i: Int) -> Int32 { Int32(truncatingIfNeeded: 2 * i) }
    private static func speechGroup(_ i: Int) -> Int32 { Int32(truncatingIfNeeded: 2 * i + 1) }
}

/// Passes each distinct message on once.
final class OnceFilter: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private let next: @Sendable (String) -> Void

    init(_ next: @escaping @Sendable (String) -> Void) { self.next = next }

    func pass(_ message: String) {
        lock.lock()
        let fresh = seen.insert(message).inserted
        lock.unlock()
        if fresh { next(message) }
    }
}
