import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct DecorationFileTests {
    @Test func readsGroupsInOrderWithStylesByIdOrInFull() {
        let file = DecorationFile(bytes: Array("""
        { "groups": {
            "search": [ { "id": "1", "style": "highlight", "locator": { "locations": { "position": 2, "fragments": ["element=t", "char=0,4"] } } } ],
            "review": [ { "id": "x", "style": { "id": "outline", "tint": "#f00", "opacity": 0.5, "isActive": true },
                          "locator": { "href": "other.swipe", "type": "x", "locations": { "fragments": ["page=3"], "progression": 0.5 },
                                       "text": { "highlight": "word" } } } ] } }
        """.utf8), name: "d.json", href: "book.swipe")
        #expect(file.diagnostics.isEmpty)
        #expect(file.groups.map(\.name) == ["search", "review"])
        let search = file.groups[0].decorations[0]
        #expect(search.locator == Locator(href: "book.swipe", page: 1, element: ElementLocatorPath("t"), characters: 0..<4))
        #expect(search.style == DecorationStyle(.highlight))
        let review = file.groups[1].decorations[0]
        #expect(review.locator.href == "other.swipe")
        #expect(review.locator.page == 2)
        #expect(review.locator.text?.highlight == "word")
        #expect(review.style == DecorationStyle(.outline, tint: .red, opacity: 0.5, isActive: true))
    }

    @Test func reportsEachProblemWithItsPositionAndLeavesTheDecorationOut() {
        let file = DecorationFile(bytes: Array("""
        { "groups": { "g": [
            { "style": "highlight", "locator": { "locations": { "position": 1 } } },
            { "id": "2", "style": "highlight", "locator": { "locations": { "position": "one" } } },
            { "id": "3", "style": { "id": "underline", "opacity": 4 }, "colour": 1, "locator": { "locations": { "position": 1 } } },
            5 ],
          "h": {} } }
        """.utf8), name: "d.json", href: "b")
        #expect(file.groups.map(\.name) == ["g"])
        #expect(file.groups[0].decorations.map(\.id) == ["3"])
        let lines = file.diagnostics.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.path?.description ?? "")" }
        #expect(lines == ["2:5 groups.g[0]", "3:5 groups.g[1]", "3:66 groups.g[1].locator.locations", "3:80 groups.g[1].locator.locations.position",
                          "4:59 groups.g[2].style.opacity", "4:64 groups.g[2].colour", "5:5 groups.g[3]", "6:8 groups.h"])
        #expect(DecorationFile(bytes: Array("[1]".utf8), name: "d", href: "b").diagnostics.count == 1)
        #expect(DecorationFile(bytes: Array("{".utf8), name: "d", href: "b").diagnostics.first?.severity == .error)
    }
}
