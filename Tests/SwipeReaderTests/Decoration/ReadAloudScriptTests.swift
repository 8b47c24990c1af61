import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct ReadAloudScriptTests {
    /// Words "Hello", "World", "again" at 0, 0.4 and 0.9 s into the speech.
    static let words = [ReadAloudWord(characters: 0..<5, time: 0), ReadAloudWord(characters: 6..<11, time: 0.4),
                        ReadAloudWord(characters: 12..<17, time: 0.9)]

    @Test func theWordSpokenIsTheLastStartedByThen() {
        #expect(ReadAloudWord.spoken(in: Self.words, at: -0.1) == nil)
        #expect(ReadAloudWord.spoken(in: Self.words, at: 0) == 0)
        #expect(ReadAloudWord.spoken(in: Self.words, at: 0.39) == 0)
        #expect(ReadAloudWord.spoken(in: Self.words, at: 0.4) == 1)
        #expect(ReadAloudWord.spoken(in: Self.words, at: 5) == 2)
        #expect(ReadAloudWord.spoken(in: [], at: 1) == nil)
    }

    @Test func aPagesSpeechIsFoundInTheElementShowingItIgnoringCaseAndAccents() throws {
        let doc = try #require(document("""
        { "pages": [ { "speech": { "text": "hello world again" }, "elements": [
            { "id": "other", "text": "Nothing to see" },
            { "id": "box", "elements": [ { "id": "line", "text": "Well: Héllo WORLD again!" } ] } ] } ] }
        """))
        let script = ReadAloudScript(speech: "hello world again", page: 0, document: doc, language: "*")
        #expect(script.shown(0..<5)?.element == [1, 0])
        #expect(script.shown(0..<5)?.characters == 6..<11)
        #expect(script.shown(12..<17)?.characters == 18..<23)
        let resolver = LocatorResolver(document: doc, language: "*")
        let decorations = script.decorations(word: 1, of: Self.words, href: "d.swipe", resolver: resolver)
        #expect(decorations.count == 1)
        #expect(decorations.first?.locator.element?.description == "box/line")
        #expect(decorations.first?.locator.characters == 12..<17)
        #expect(decorations.first?.locator.text?.highlight == "WORLD")
        #expect(decorations.first?.style == DecorationStyle(.readAloudWord, isActive: true))
        #expect(script.decorations(word: nil, of: Self.words, href: "d.swipe", resolver: resolver).isEmpty)
    }

    @Test func whiteSpaceRunsMatchOneSpace() throws {
        let doc = try #require(document(#"{ "pages": [ { "elements": [ { "markdown": ["Tea  for", "two"] } ] } ] }"#))
        let script = ReadAloudScript(speech: "  tea for two ", page: 0, document: doc, language: "*")
        // Spoken "tea" (2..<5) is shown at 0..<3, "two" (10..<13) after the markdown's line break.
        #expect(script.shown(2..<5)?.characters == 0..<3)
        #expect(script.shown(6..<9)?.characters == 5..<8)
        #expect(script.shown(10..<13)?.characters == 9..<12)
    }

    @Test func speechNoElementShowsHighlightsNothing() throws {
        let doc = try #require(document(#"{ "pages": [ { "elements": [ { "text": "Something else" } ] } ] }"#))
        let script = ReadAloudScript(speech: "hello world again", page: 0, document: doc, language: "*")
        #expect(script.shown(0..<5) == nil)
        #expect(script.decorations(word: 0, of: Self.words, href: "d", resolver: LocatorResolver(document: doc, language: "*")).isEmpty)
    }

    @Test func decomposedAccentsInTheSpeechMapToTheShownText() throws {
        let doc = try #require(document(#"{ "pages": [ { "elements": [ { "text": "Le café noir" } ] } ] }"#))
        let script = ReadAloudScript(speech: "cafe\u{301} noir", page: 0, document: doc, language: "*")
        // "café" is five scalars spoken (e and its accent), four shown.
        #expect(script.shown(0..<5)?.characters == 3..<7)
        #expect(script.shown(6..<10)?.characters == 8..<12)
    }

    @Test func aPagesTextsAreReadInOrderEachWordInItsElement() throws {
        let doc = try #require(document("""
        { "languages": [ { "id": "en" }, { "id": "fr" } ], "pages": [ { "elements": [
            { "text": { "en": "Title", "fr": "Titre" } },
            { "elements": [ { "text": "First line" } ] },
            { "markdown": ["# Head", "- item"] } ] }, { } ] }
        """))
        let script = try #require(ReadAloudScript(textsOf: 0, document: doc, language: "fr"))
        #expect(script.text == "Titre\n\nFirst line\n\nHead\n• item")
        #expect(script.shown(0..<5)?.element == [0])
        #expect(script.shown(13..<17)?.element == [1, 0])
        #expect(script.shown(13..<17)?.characters == 6..<10)
        #expect(script.shown(19..<23)?.element == [2])
        #expect(script.shown(19..<23)?.characters == 0..<4)
        // The blank line between texts is no element's.
        #expect(script.shown(5..<7) == nil)
        #expect(ReadAloudScript(textsOf: 1, document: doc, language: "fr") == nil)
        #expect(ReadAloudScript(textsOf: 7, document: doc, language: "fr") == nil)
    }
}
