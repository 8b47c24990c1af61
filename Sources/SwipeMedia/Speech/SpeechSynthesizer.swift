import CEspeak
import Foundation
import SwipeDocument

/// Speech synthesized with espeak-ng's library, into memory (not played by espeak-ng: the samples
/// go through the same audio output as everything else). A voice's language that espeak-ng does
/// not have falls back to the reader's language, then to espeak-ng's default, with one warning.
final class SpeechSynthesizer: @unchecked Sendable {
    /// espeak-ng is one engine per process: started once, used by one caller at a time.
    private static let engineRate: Int? = {
        guard swipe_espeak_available() != 0 else { return nil }
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 500, nil, 0)
        guard rate > 0 else { return nil }
        espeak_SetSynthCallback { wav, count, events in
            guard let events, let data = events.pointee.user_data else { return 0 }
            let sink = Unmanaged<SampleSink>.fromOpaque(data).takeUnretainedValue()
            if let wav, count > 0 {
                sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
            }
            var event = events
            while event.pointee.type != espeakEVENT_LIST_TERMINATED {
                if event.pointee.type == espeakEVENT_WORD { sink.add(event.pointee) }
                event += 1
            }
            return 0
        }
        return Int(rate)
    }()
    private static let engineLock = NSLock()

    /// Samples per second of what `synthesize` returns (mono, 16-bit).
    let sampleRate: Int
    /// Languages espeak-ng's voices speak ("en-us", "ja", ...).
    private let languages: Set<String>
    private let warn: (String) -> Void
    private var warned: Set<String> = []

    /// Starts espeak-ng; nil (after one warning) when it cannot start.
    init?(warn: @escaping (String) -> Void) {
        Self.engineLock.lock()
        defer { Self.engineLock.unlock() }
        guard let rate = Self.engineRate else {
            let reason = swipe_espeak_available() == 0 ? String(cString: swipe_espeak_error()) : "are its data files installed?"
            warn("speech is unavailable: espeak-ng could not start (\(reason))")
            return nil
        }
        sampleRate = rate
        languages = Self.installedLanguages()
        self.warn = warn
    }

    /// The languages espeak-ng's installed voices speak (the engine started, under its lock).
    private static func installedLanguages() -> Set<String> {
        var found: Set<String> = []
        if var list = espeak_ListVoices(nil) {
            while let voice = list.pointee {
                found.formUnion(languages(of: voice.pointee))
                list += 1
            }
        }
        return found
    }

    /// The languages of espeak-ng's installed voices, sorted; none when it cannot start.
    static func installedVoices() -> [String] {
        engineLock.lock()
        defer { engineLock.unlock() }
        guard engineRate != nil else { return [] }
        return installedLanguages().sorted()
    }

    /// `text` spoken with `voice` (nil: the normal pitch and rate), its rate times `rateScale`
    /// (the `speechRate` setting), in the voice's language or, when it names none, `readerLanguage`,
    /// with where each word is in the text and when it is said. `voiceOverride` (the `speechVoice`
    /// setting) speaks in that espeak-ng language instead.
    func utter(_ text: String, voice: Voice?, readerLanguage: String, rateScale: Double = 1, voiceOverride: String? = nil)
        -> (samples: [Int16], words: [ReadAloudWord]) {
        Self.engineLock.lock()
        defer { Self.engineLock.unlock() }
        let wanted = voiceOverride ?? voice?.lang ?? readerLanguage
        var language = Self.espeakLanguage(for: wanted, available: languages)
        if language == nil, voice?.lang != nil {
            if warned.insert(wanted).inserted { warn("espeak-ng has no voice for the language \"\(wanted)\"; the default voice speaks") }
            language = Self.espeakLanguage(for: readerLanguage, available: languages)
        }
        var spec = espeak_VOICE()
        (language ?? "en").withCString { name in
            spec.languages = name
            _ = espeak_SetVoiceByProperties(&spec)
        }
        let pitch = SpeechProsody.pitch(voice?.pitch ?? 1, lowest: 0, normal: 50, highest: 100)
        let rate = SpeechProsody.rate((voice?.rate ?? 1) * rateScale, slowest: Double(espeakRATE_MINIMUM), normal: Double(espeakRATE_NORMAL), fastest: Double(espeakRATE_MAXIMUM))
        espeak_SetParameter(espeakPITCH, Int32(pitch.rounded()), 0)
        espeak_SetParameter(espeakRATE, Int32(rate.rounded()), 0)
        let sink = SampleSink()
        let data = Unmanaged.passUnretained(sink).toOpaque()
        text.withCString { chars in
            _ = espeak_Synth(chars, strlen(chars) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, data)
        }
        espeak_Synchronize()
        return withExtendedLifetime(sink) { (sink.samples, sink.words) }
    }

    /// The espeak-ng language for a BCP-47 tag: the tag itself, then shorter prefixes ("en-GB" →
    /// "en-gb", "en"); nil when espeak-ng has none of them.
    static func espeakLanguage(for tag: String, available: Set<String>) -> String? {
        var parts = tag.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "-")
            if available.contains(candidate) { return candidate }
            parts.removeLast()
        }
        return nil
    }

    /// The languages of one voice: pairs of a priority byte and a language name, ending with 0.
    private static func languages(of voice: espeak_VOICE) -> [String] {
        guard var p = voice.languages else { return [] }
        var out: [String] = []
        while p.pointee != 0 {
            let name = String(cString: p + 1)
            out.append(name)
            p += 2 + strlen(p + 1)
        }
        return out
    }
}

/// Where espeak-ng's callback puts the samples and the words of one utterance.
private final class SampleSink {
    var samples: [Int16] = []
    var words: [ReadAloudWord] = []

    /// A word event: its position counts characters (Unicode scalars of UTF-8 text) from 1, its
    /// time milliseconds from the utterance's start. espeak-ng also reports words of no length
    /// (at a paragraph's or a sentence's end, pointing anywhere): they are no words of the text.
    func add(_ event: espeak_EVENT) {
        guard event.text_position > 0, event.length > 0 else { return }
        let start = Int(event.text_position) - 1
        words.append(ReadAloudWord(characters: start..<start + Int(event.length), time: Double(event.audio_position) / 1000))
    }
}
