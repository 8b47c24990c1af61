import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct TextSearchTests {
    @Test func findsCaseAndAccentInsensitivelyAcrossPagesWithLocators() throws {
        let doc = try #require(document("""
        { "pages": [
            { "elements": [ { "id": "t", "text": "À l'École, l'ecole est fermée." } ] },
            { "elements": [ { "elements": [ { "text": "ÉCOLE" } ] }, { "markdown": ["# Une école", "fin"] } ] } ] }
        """))
        let matches = TextSearch(document: doc, language: "*").matches("ecole", href: "d.swipe")
        #expect(matches.map(\.locator.page) == [0, 0, 1, 1])
        #expect(matches[0].characters == 4..<9)
        #expect(matches[0].locator.text?.highlight == "École")
        #expect(matches[1].locator.text?.highlight == "ecole")
        #expect(matches[2].locator.element?.description == "@0/@0")
        #expect(matches[3].locator.text?.highlight == "école")
        #expect(matches[3].locator.text?.before == "Une ")
        #expect(TextSearch(document: doc, language: "*").matches("", href: "d").isEmpty)
    }

    @Test func decomposedAccentsAreFoldedAndKeptInTheMatch() {
        let folded = FoldedText("cafe\u{301} noir")
        let ranges = folded.occurrences(of: Array("cafe".unicodeScalars))
        // The match covers the combining accent that follows the e.
        #expect(ranges == [0..<5])
        #expect(folded.occurrences(of: Array("noir".unicodeScalars)) == [6..<10])
    }

    @Test func searchesTheLanguageShown() throws {
        let doc = try #require(try DocumentLoader.load(path: TestCorpus.url("details/multilingual_strings.swipe").path).document)
        let english = TextSearch(document: doc, language: "en")
        let german = TextSearch(document: doc, language: "de")
        #expect(english.matches("good", href: "m").count == 4)
        #expect(german.matches("good", href: "m").isEmpty)
        let guten = german.matches("GUTEN", href: "m")
        #expect(guten.map(\.locator.page) == [0, 0, 1, 1])
        #expect(guten.allSatisfy { (m: TextSearch.Match) in m.locator.language == "de" })
        // A German hit resolves back to its place while German is shown.
        let resolver = LocatorResolver(document: doc, language: "de")
        #expect(guten.allSatisfy { resolver.resolve($0.locator)?.precision == .exact })
    }
}
