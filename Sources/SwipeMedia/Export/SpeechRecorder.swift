import Foundation
import SwipeDocument

/// Speech for an export's sound track: espeak-ng's samples for a text, in memory.
public final class SpeechRecorder {
    private let synthesizer: SpeechSynthesizer

    /// Mono, 16-bit samples a second of what `speak` returns.
    public var sampleRate: Int { synthesizer.sampleRate }

    /// nil (after one message to `warn`) when espeak-ng cannot start.
    public init?(warn: @escaping (String) -> Void) {
        guard let s = SpeechSynthesizer(warn: warn) else { return nil }
        synthesizer = s
    }

    /// `text` spoken with `voice` (nil: the normal voice), in its language or `readerLanguage`,
    /// styled by the `speechRate` and `speechVoice` settings (`style`) as the window speaks it,
    /// with when each word is said (for captions).
    public func speak(_ text: String, voice: Voice?, readerLanguage: String, style: SpeechStyle = SpeechStyle()) -> (samples: [Int16], words: [ReadAloudWord]) {
        synthesizer.utter(text, voice: voice, readerLanguage: readerLanguage, rateScale: style.rate, voiceOverride: style.voice)
    }
}
