import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct LocatorTests {
    static let book = """
    {
      "templates": { "elements": { "caption": { "id": "caption", "textColor": "#333" } } },
      "pages": [
        { "elements": [ { "id": "title", "text": "Hello wonderful world" } ] },
        { "elements": [
            { "id": "box", "elements": [
                { "text": "first child" },
                { "id": "body", "template": "caption", "text": { "*": "The quick brown fox", "de": "Der schnelle braune Fuchs" } } ] },
            { "markdown": ["# Heading", "- one item", "plain text"] } ] }
      ],
      "languages": [ { "id": "en", "title": "English" }, { "id": "de", "title": "Deutsch" } ]
    }
    """

    @Test func roundTripsThroughJSONInReadiumsShape() throws {
        let locator = Locator(href: "books/demo.swipe", page: 2, element: ElementLocatorPath("intro/title"), characters: 10..<25, language: "de",
                              time: 1.5, text: TextQuote(before: "Hello ", highlight: "wonderful", after: " world"), title: "Page 3")
        let json = try #require(try JSONSerialization.jsonObject(with: locator.json) as? [String: Any])
        let locations = try #require(json["locations"] as? [String: Any])
        #expect(locations["position"] as? Int == 3)
        #expect(locations["fragments"] as? [String] == ["page=3", "element=intro/title", "char=10,25", "t=1.5"])
        #expect(locations["lang"] as? String == "de")
        #expect(json["type"] as? String == Locator.mediaType)
        #expect(try JSONDecoder().decode(Locator.self, from: locator.json) == locator)
    }

    @Test func readsFragmentsLenientlyAndRefusesALocatorWithoutAPage() throws {
        let json = #"{"href":"a.swipe","locations":{"fragments":["page=2","char=5,1","zoom=3","element=@1/%40odd%2Fid"]}}"#
        let l = try JSONDecoder().decode(Locator.self, from: Data(json.utf8))
        #expect(l.page == 1)
        #expect(l.characters == nil)
        #expect(l.element?.steps == [.index(1), .id("@odd/id")])
        #expect(l.element?.description == "@1/%40odd%2Fid")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Locator.self, from: Data(#"{"href":"a","locations":{}}"#.utf8)) }
    }

    @Test func elementPathsUseIdsThroughTemplatesAndIndicesElsewhere() throws {
        let doc = try #require(document(Self.book))
        let page = doc.pages[1]
        #expect(ElementLocatorPath(indices: [0, 1], in: page.elements)?.description == "box/body")
        #expect(ElementLocatorPath(indices: [0, 0], in: page.elements)?.description == "box/@0")
        #expect(ElementLocatorPath(indices: [1], in: page.elements)?.description == "@1")
        #expect(ElementLocatorPath(indices: [5], in: page.elements) == nil)
        #expect(ElementLocatorPath("box/body")?.indices(in: page.elements) == [0, 1])
        #expect(ElementLocatorPath("box/nothing")?.indices(in: page.elements) == nil)
        #expect(ElementLocatorPath("") == nil)
        #expect(ElementLocatorPath("@x") == nil)
    }

    @Test func resolvesExactlyThenThroughTheQuoteAfterAnEdit() throws {
        let doc = try #require(document(Self.book))
        let resolver = LocatorResolver(document: doc, language: "en")
        let locator = try #require(resolver.locator(href: "t.swipe", page: 0, element: [0], characters: 6..<15))
        #expect(locator.text == TextQuote(before: "Hello ", highlight: "wonderful", after: " world"))
        #expect(resolver.resolve(locator) == ResolvedLocator(page: 0, element: [0], characters: 6..<15, precision: .exact))

        let edited = try #require(document(Self.book.replacingOccurrences(of: "Hello wonderful", with: "Hello, my wonderful")))
        let moved = LocatorResolver(document: edited, language: "en").resolve(locator)
        #expect(moved == ResolvedLocator(page: 0, element: [0], characters: 10..<19, precision: .reanchored))

        let gone = try #require(document(Self.book.replacingOccurrences(of: "wonderful", with: "dull")))
        #expect(LocatorResolver(document: gone, language: "en").resolve(locator)?.precision == .element)
        #expect(LocatorResolver(document: doc, language: "en").resolve(Locator(href: "t", page: 9)) == nil)
        #expect(resolver.resolve(Locator(href: "t", page: 0, element: ElementLocatorPath("missing")))?.precision == .page)
    }

    @Test func aRangeCountedInAnotherLanguageIsFoundAgainOnlyThroughItsText() throws {
        let doc = try #require(document(Self.book))
        let german = LocatorResolver(document: doc, language: "de")
        let locator = try #require(german.locator(href: "t", page: 1, element: [0, 1], characters: 4..<12))
        #expect(locator.text?.highlight == "schnelle")
        #expect(german.resolve(locator)?.characters == 4..<12)
        // Shown in English, "schnelle" is nowhere: the whole element is meant.
        #expect(LocatorResolver(document: doc, language: "en").resolve(locator)?.precision == .element)
    }

    @Test func markdownCountsTheTextAsShownWithoutMarkup() throws {
        let doc = try #require(document(Self.book))
        let text = try #require(DisplayedText.of(doc.pages[1].elements[1], on: doc.pages[1], language: "en", markdown: doc.markdown))
        #expect(text.contains("Heading\n"))
        #expect(!text.contains("# "))
        #expect(text.hasSuffix("plain text"))
    }

    @Test func aQuoteAnchorsAtTheOccurrenceWhoseContextMatchesBest() {
        let text = "the cat sat; the cat ran; the cat hid"
        let quote = TextQuote(of: 17..<20, in: text)
        #expect(quote.anchor(in: text) == 17..<20)
        #expect(TextQuote(highlight: "cat").anchor(in: text, near: 30) == 30..<33)
        #expect(TextQuote(highlight: "dog").anchor(in: text) == nil)
        #expect(TextQuote(highlight: "").anchor(in: text) == nil)
    }
}
