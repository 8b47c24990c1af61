import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Voice rate and pitch on a synthesizer's scale (behaviour reference 2.9).
struct SpeechProsodyTests {
    @Test func rateRunsFromSlowestThroughNormalToFastest() {
        func rate(_ r: Double) -> Double { SpeechProsody.rate(r, slowest: 80, normal: 175, fastest: 450) }
        #expect(rate(0) == 80)
        #expect(rate(0.2) == 99)
        #expect(rate(1) == 175)
        #expect(rate(1.5) == 312.5)
        #expect(rate(2) == 450)
        #expect(rate(-3) == 80 && rate(9) == 450)
    }

    @Test func pitchMultipliesTheNormalPitchWithinRange() {
        #expect(SpeechProsody.pitch(1, lowest: 0, normal: 50, highest: 100) == 50)
        #expect(SpeechProsody.pitch(0.5, lowest: 0, normal: 50, highest: 100) == 25)
        #expect(SpeechProsody.pitch(2, lowest: 0, normal: 50, highest: 100) == 100)
        #expect(SpeechProsody.pitch(3, lowest: 0, normal: 50, highest: 100) == 100)
    }

    @Test func speechTextResolvesReferencesInThePageStrings() throws {
        let d = try #require(document("""
        { "pages": [ { "strings": { "hi": { "en": "Hello", "*": "Hi" } }, "speech": { "text": { "ref": "hi" } } },
                     { "speech": { "text": "Plain" } }, {} ] }
        """))
        #expect(d.pages[0].spokenText(language: "en") == "Hello")
        #expect(d.pages[0].spokenText(language: "fr") == "Hi")
        #expect(d.pages[1].spokenText(language: "fr") == "Plain")
        #expect(d.pages[2].spokenText(language: "en") == nil)
    }
}
