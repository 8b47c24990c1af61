import Testing
@testable import SwipeMedia

/// What the `speechRate` and `speechVoice` settings do to espeak-ng's speech.
struct SpeechSettingsTests {
    @Test func theRateScalesTheSpeechAndAVoiceSpeaksInItsLanguage() throws {
        let voices = SoundDirector.installedVoices()
        #expect(voices.contains("en") && voices.contains("de"), "\(voices.prefix(20))")
        #expect(voices == voices.sorted())
        let synthesizer = try #require(SpeechSynthesizer(warn: { _ in }))
        let text = "Good morning."
        let normal = synthesizer.utter(text, voice: nil, readerLanguage: "en").samples.count
        let slow = synthesizer.utter(text, voice: nil, readerLanguage: "en", rateScale: 0.5).samples.count
        let fast = synthesizer.utter(text, voice: nil, readerLanguage: "en", rateScale: 2).samples.count
        #expect(slow > normal * 5 / 4 && fast < normal * 4 / 5, "slow \(slow), normal \(normal), fast \(fast)")
        let german = synthesizer.utter(text, voice: nil, readerLanguage: "en", voiceOverride: "de").samples
        let english = synthesizer.utter(text, voice: nil, readerLanguage: "en").samples
        #expect(german.count != english.count, "the German voice says it differently: \(german.count) and \(english.count) samples")
    }
}
