import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct HighlightsTests {
    let here = Locator(href: "b.swipe", page: 1, element: ElementLocatorPath("title"), characters: 4..<9, language: "en",
                       text: TextQuote(before: "The ", highlight: "quick", after: " fox"))

    @Test func highlightsAreKeptInPageOrderWithColoursAndNotes() throws {
        var h = Highlights()
        let b = h.add(here, colour: .yellow, now: 2)
        let a = h.add(Locator(href: "b.swipe", page: 0), colour: .pink, now: 1)
        #expect(h.items.map(\.id) == [a, b])
        h.recolour(b, .green)
        h.annotate(b, note: "  remember this  ")
        #expect(h.highlight(b)?.colour == .green)
        #expect(h.highlight(b)?.note == "remember this")
        #expect(h.decorations.map(\.id) == [a, b, b + "-note"])
        #expect(h.decorations[2].style.id == .sidemark)
        #expect(h.highlight(decoration: b + "-note")?.id == b)
        h.annotate(b, note: " ")
        #expect(h.highlight(b)?.note == nil)
        h.remove(a)
        #expect(h.items.map(\.id) == [b])
        let data = try JSONEncoder().encode(h.items)
        #expect(Highlights(try JSONDecoder().decode([Highlights.Highlight].self, from: data)) == h)
    }

    @Test func exportsAsAWebAnnotationCollection() throws {
        var h = Highlights()
        let id = h.add(here, colour: .blue, now: 0)
        h.annotate(id, note: "fast")
        var b = Bookmarks()
        b.toggle(page: 2, href: "b.swipe", title: nil, now: 0)
        let json = try #require(try JSONSerialization.jsonObject(with: WebAnnotations.collection(href: "b.swipe", bookmarks: b, highlights: h)) as? [String: Any])
        #expect(json["@context"] as? String == "http://www.w3.org/ns/anno.jsonld")
        #expect(json["type"] as? String == "AnnotationCollection")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["motivation"] as? String } == ["bookmarking", "highlighting"])
        let target = try #require(items[1]["target"] as? [String: Any])
        #expect(target["source"] as? String == "b.swipe")
        let selectors = try #require(target["selector"] as? [[String: Any]])
        #expect(selectors[0]["value"] as? String == "page=2&element=title&char=4,9")
        #expect(selectors[1]["exact"] as? String == "quick")
        #expect(selectors[2]["start"] as? Int == 4)
        let bodies = try #require(items[1]["body"] as? [[String: Any]])
        #expect(bodies.map { $0["value"] as? String } == ["blue", "fast"])
    }
}
