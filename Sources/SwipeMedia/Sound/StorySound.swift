import Foundation
import SwipeDocument

/// A Boken story's sound through the player's sound layer: its background music looping across
/// every scene from the start, each scene's audio from when the scene appears (looping with
/// `audioLooping`) until it is left, and a scene's texts read aloud (R) by espeak-ng, as a
/// document's page is, until it is left. The reader's volume and mute apply to all. Where no sound
/// device exists it plays nothing.
public final class StorySound: ReadsAloud {
    public let output: AudioOutput
    private let music: MusicPlayer?
    private let bank: SoundBank?
    /// Scenes read aloud (nil: no sound device).
    private let speech: SpeechPlayer?
    private let musicFile: URL?
    private let inform: (String) -> Void
    /// The scene whose audio plays (or was asked to).
    private var playing: Int?
    private static let group: Int32 = 1

    /// Opens the sound device at `volume` (0…1) and prepares each scene's audio (`sceneAudio`:
    /// scene index → file); scenes are read aloud in `language` (the reader's). `warn` hears each
    /// problem with a sound file once.
    public init(music: URL?, sceneAudio: [Int: URL], volume: Double = 1, language: String = "en", warn: @escaping @Sendable (String) -> Void,
                inform: @escaping (String) -> Void) {
        let once = OnceFilter(warn)
        let warnOnce: @Sendable (String) -> Void = { once.pass($0) }
        self.inform = inform
        musicFile = music
        output = AudioOutput(inform: inform)
        output.volume = volume
        if output.isSilent {
            self.music = nil
            bank = nil
            speech = nil
        } else {
            self.music = MusicPlayer(warn: warnOnce)
            let bank = SoundBank()
            for (i, url) in sceneAudio { bank.prepare(Self.key(i), SoundBank.file(url, warn: warnOnce)) }
            self.bank = bank
            speech = SpeechPlayer(bank: bank, language: language, startNow: false, warn: warnOnce)
        }
    }

    deinit { stop() }

    /// Scene `index` appeared: the music starts if it has not, the previous scene's audio stops and
    /// this one's starts from its beginning.
    public func sceneBecameCurrent(_ index: Int, looping: Bool) {
        if playing == nil { music?.play(musicFile) }
        if speech?.spoken?.page != index { stopReading() }
        bank?.stop(group: Self.group)
        bank?.play(Self.key(index), group: Self.group, loops: looping ? -1 : 0)
        playing = index
    }

    /// Stops all sound and releases it (the story closes).
    public func stop() {
        music?.close()
        bank?.close()
    }

    /// Waits until the scenes' audio is decoded (tests, start-up).
    public func waitUntilPrepared() { bank?.waitUntilPrepared() }

    /// Master volume, 0…1.
    public var volume: Double {
        get { output.volume }
        set { output.volume = newValue }
    }

    /// Turns all sound off or back on.
    public func toggleMute() { output.toggleMute(inform: inform) }

    /// Changes the volume by `step` (a fraction), unmuting.
    public func changeVolume(by step: Double) { output.changeVolume(by: step, inform: inform) }

    // MARK: Reading aloud

    /// Reads `text` (scene `page`'s texts) aloud in the reader's language; false when there is no
    /// speech (no sound device, no espeak-ng). `time` is now.
    public func readAloud(page: Int, text: String, at time: Double) -> Bool {
        speech?.readAloud(page: page, text: text, voice: nil, at: time) ?? false
    }

    /// Stops the scene being read aloud.
    public func stopReading() { speech?.stopReading() }

    /// How far the scene read aloud has got at `time`; nil once it ended or was stopped.
    public func speechProgress(at time: Double) -> SpeechProgress? { speech?.progress(at: time) }

    public func announce(_ text: String, language: String) { speech?.announce(text, language: language) }

    public func stopAnnouncing() { speech?.stopAnnouncing() }

    public var lastAnnouncement: (text: String, language: String)? { speech?.announced }

    public var isAnnouncing: Bool { speech?.isAnnouncing == true }

    public var isPlayingPageSound: Bool { bank?.isPlayingAny == true }

    public func speak(_ text: String) { _ = speech?.say(text) }

    public func stopSpeaking() { speech?.stopSaying() }

    public var isSpeaking: Bool { speech?.isSaying == true }

    /// The reader chose another speech rate (the `speechRate` setting): scenes are read so from now on.
    public func speechChanged(rate: Double) { speech?.rate = rate }

    private static func key(_ index: Int) -> String { "scene \(index)" }
}
