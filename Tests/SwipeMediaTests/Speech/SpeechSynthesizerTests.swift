import Testing
@testable import SwipeMedia

struct SpeechSynthesizerTests {
    @Test func languagesMatchTheTagThenShorterPrefixes() {
        let available: Set<String> = ["en", "en-gb", "en-us", "ja", "fr-fr", "de"]
        #expect(SpeechSynthesizer.espeakLanguage(for: "en-GB", available: available) == "en-gb")
        #expect(SpeechSynthesizer.espeakLanguage(for: "en-AU", available: available) == "en")
        #expect(SpeechSynthesizer.espeakLanguage(for: "ja-JP", available: available) == "ja")
        #expect(SpeechSynthesizer.espeakLanguage(for: "fr_FR", available: available) == "fr-fr")
        #expect(SpeechSynthesizer.espeakLanguage(for: "de-DE", available: available) == "de")
        #expect(SpeechSynthesizer.espeakLanguage(for: "tlh", available: available) == nil)
        #expect(SpeechSynthesizer.espeakLanguage(for: "", available: available) == nil)
    }

    @Test func waveFilesHoldTheSamples() {
        let wav = SoundBank.waveFile([1, -2, 300], rate: 22050)
        #expect(wav.count == 44 + 6)
        #expect(Array(wav.prefix(4)) == Array("RIFF".utf8))
        #expect(Array(wav.suffix(6)) == [1, 0, 0xFE, 0xFF, 0x2C, 0x01])
        #expect(SoundBank.waveFile([], rate: 22050).isEmpty)
    }
}

/// espeak-ng's word events: where each word is in the text spoken and when it is said.
struct SpeechWordTests {
    @Test func wordEventsComeBackWithTheirPlacesAndTimes() throws {
        let speech = try #require(SpeechSynthesizer(warn: { _ in }))
        let text = "Hello wonderful world, the école is open."
        let utterance = speech.utter(text, voice: nil, readerLanguage: "en")
        let scalars = Array(text.unicodeScalars)
        let said = utterance.words.map { word in String(String.UnicodeScalarView(scalars[word.characters.clamped(to: 0..<scalars.count)])) }
        #expect(said == ["Hello", "wonderful", "world", "the", "école", "is", "open"])
        let times = utterance.words.map(\.time)
        #expect(times.first.map { $0 < 0.2 } == true, "\(times)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "words in time order: \(times)")
        let duration = Double(utterance.samples.count) / Double(speech.sampleRate)
        #expect(times.last.map { $0 > duration / 2 && $0 < duration } == true, "the last word starts late in the \(duration) s of speech: \(times)")
    }

    /// espeak-ng also reports words of no length at some sentence and paragraph ends (after
    /// certain utterances): they are left out.
    @Test func onlyTheTextsWordsAreReported() throws {
        let speech = try #require(SpeechSynthesizer(warn: { _ in }))
        _ = speech.utter("one two three four five six seven eight nine ten", voice: nil, readerLanguage: "en")
        let words = speech.utter("Seven eight\n\nnine ten", voice: nil, readerLanguage: "en").words
        #expect(words.map(\.characters) == [0..<5, 6..<11, 13..<17, 18..<21], "\(words)")
    }
}
