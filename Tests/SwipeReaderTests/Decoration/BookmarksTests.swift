import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct BookmarksTests {
    func toggled(_ b: inout Bookmarks, page: Int, href: String, title: String?, now: Double) -> Bool {
        b.toggle(page: page, href: href, title: title, now: now)
    }

    @Test func togglesOnePerPageInPageOrder() {
        var b = Bookmarks()
        #expect(toggled(&b, page: 4, href: "d", title: nil, now: 1))
        #expect(toggled(&b, page: 1, href: "d", title: nil, now: 2))
        #expect(toggled(&b, page: 7, href: "d", title: nil, now: 3))
        #expect(b.items.map(\.locator.page) == [1, 4, 7])
        #expect(!toggled(&b, page: 4, href: "d", title: nil, now: 4))
        #expect(b.items.map(\.locator.page) == [1, 7])
        #expect(b.contains(page: 7))
        #expect(!b.contains(page: 4))
    }

    @Test func movesToTheNextAndPreviousBookmarkWrappingRound() {
        var b = Bookmarks()
        for p in [2, 5, 9] { b.toggle(page: p, href: "d", title: nil, now: 0) }
        #expect(b.next(after: 5) == 9)
        #expect(b.next(after: 9) == 2)
        #expect(b.next(after: 5, backwards: true) == 2)
        #expect(b.next(after: 2, backwards: true) == 9)
        #expect(Bookmarks().next(after: 0) == nil)
    }

    @Test func areDecorationsOfTheirGroupAndSurviveJSON() throws {
        var b = Bookmarks()
        b.toggle(page: 3, href: "d.swipe", title: "Page 4", now: 10)
        #expect(b.decorations.map(\.id) == ["4"])
        #expect(b.decorations[0].style.id == .pageMark)
        let data = try JSONEncoder().encode(b.items)
        #expect(Bookmarks(try JSONDecoder().decode([Bookmarks.Bookmark].self, from: data)) == b)
        // Duplicates and negative pages in a hand-edited file are dropped.
        let dup = Bookmarks([b.items[0], b.items[0], .init(locator: Locator(href: "d", page: -1), created: 0)])
        #expect(dup.items.count == 1)
    }

    @Test func bookmarksFindTheirScenesAgainAfterTheScenesMoved() {
        var b = Bookmarks()
        b.toggle(page: 1, href: "s", title: nil, scene: "fork", now: 0)
        b.toggle(page: 3, href: "s", title: nil, scene: "end", now: 0)
        let moved = ["fork": 2, "end": 0]
        #expect(b.relocate { $0.scene.flatMap { moved[$0] } })
        #expect(b.items.map(\.locator.page) == [0, 2])
        #expect(b.items.map(\.locator.scene) == ["end", "fork"])
        #expect(!b.relocate { $0.scene.flatMap { moved[$0] } }, "nothing moved again")
        #expect(!b.relocate { _ in nil }, "a scene found nowhere keeps its page")
    }

    @Test func aBookmarkKeepsTheTextViewsWordsAndItsRibbonIsThePages() {
        var b = Bookmarks()
        let text = "The quick brown fox"
        let words = Locator(href: "", page: 2, element: ElementLocatorPath("body"), characters: 10..<15, language: "en", text: TextQuote(of: 10..<15, in: text))
        b.toggle(page: 2, href: "d.swipe", title: "Page 3", words: words, now: 1)
        let kept = b.items[0].locator
        #expect(kept.href == "d.swipe" && kept.title == "Page 3" && kept.page == 2)
        #expect(kept.element == words.element && kept.characters == 10..<15 && kept.language == "en" && kept.text?.highlight == "brown")
        #expect(b.decorations[0].locator == Locator(href: "d.swipe", page: 2, title: "Page 3"), "the ribbon is on the page as a whole")
        b.toggle(page: 4, href: "d.swipe", title: nil, words: words, now: 2)
        #expect(b.items[1].locator.element == nil, "words of another page are not kept")
    }
}
