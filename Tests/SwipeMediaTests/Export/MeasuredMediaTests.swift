import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeMedia

/// Measured speech (what exports mix and slideshows wait for) follows the `speechRate` and
/// `speechVoice` settings, as the window's speech does.
struct MeasuredMediaTests {
    @Test func speechIsMeasuredInTheReadersStyle() throws {
        let json = #"{ "pages": [ { "speech": { "text": "Good morning, this is measured." } }, {} ] }"#
        let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "speech.swipe", baseURL: nil).document)
        func measured(_ style: SpeechStyle) -> MeasuredMedia { MeasuredMedia(document: doc, pages: 0...1, language: "en", speech: style, warn: { _ in }) }
        let normal = measured(SpeechStyle()), slow = measured(SpeechStyle(rate: 0.5)), german = measured(SpeechStyle(voice: "de"))
        let length = try #require(normal.lengths.speech[0])
        #expect(length > 1 && normal.lengths.speech[1] == nil)
        #expect(try #require(slow.lengths.speech[0]) > length * 1.25, "half the rate: \(slow.lengths.speech[0] ?? 0) s against \(length) s")
        let same = german.speech[0] == normal.speech[0]
        #expect(!same, "another voice")
    }
}
