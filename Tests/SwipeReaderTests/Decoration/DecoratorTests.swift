import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct DecoratorTests {
    func mark(_ id: String, page: Int = 0, tint: Color? = nil) -> Decoration {
        Decoration(id: id, locator: Locator(href: "d", page: page), style: DecorationStyle(.highlight, tint: tint))
    }

    @Test func pageMarksAreThePagesOwnWithTheThemesTintWhereTheyGiveNone() {
        var d = Decorator()
        d.apply([mark("h", page: 1)], in: "highlights")
        let blue = Color(0, 0, 1)
        d.apply([Decoration(id: "2", locator: Locator(href: "d", page: 1), style: DecorationStyle(.pageMark)),
                 Decoration(id: "3", locator: Locator(href: "d", page: 2), style: DecorationStyle(.pageMark))], in: "bookmarks")
        d.apply([Decoration(id: "review", locator: Locator(href: "d", page: 1), style: DecorationStyle(.pageMark, tint: blue))], in: "review")
        #expect(d.pageMarks(where: { $0.page == 1 }, fallback: .red) == [.red, blue])
        #expect(d.pageMarks(where: { $0.page == 0 }, fallback: .red).isEmpty)
    }

    @Test func applyingAGroupTwiceChangesNothing() {
        var d = Decorator()
        let first = d.apply([mark("a"), mark("b")], in: "search")
        #expect(first.added == ["a", "b"])
        let generation = d.generation
        #expect(d.apply([mark("a"), mark("b")], in: "search").isEmpty)
        #expect(d.generation == generation)
    }

    @Test func changingOneDecorationUpdatesOnlyIt() {
        var d = Decorator()
        d.apply([mark("a"), mark("b"), mark("c")], in: "h")
        let changes = d.apply([mark("a"), mark("b", tint: .red), mark("c")], in: "h")
        #expect(changes == Decorator.Changes(added: [], removed: [], updated: ["b"], reordered: false))
        let next = d.apply([mark("c"), mark("a"), mark("d")], in: "h")
        #expect(next.added == ["d"])
        #expect(next.removed == ["b"])
        #expect(next.reordered)
    }

    @Test func removingTheGroupRemovesAllAndRepeatedIdsKeepTheFirst() {
        var d = Decorator()
        d.apply([mark("a"), mark("a", tint: .red)], in: "h")
        #expect(d.decorations(in: "h").count == 1)
        #expect(d.decorations(in: "h")[0].style.tint == nil)
        #expect(d.apply([], in: "h").removed == ["a"])
        #expect(d.decorations(onPage: 0).isEmpty)
    }

    @Test func groupsStackInTheOrderFirstAppliedAndPagesAreSeparate() {
        var d = Decorator()
        d.apply([mark("s1"), mark("s2", page: 1)], in: "search")
        d.apply([mark("b1")], in: "bookmarks")
        d.apply([mark("s1"), mark("s3")], in: "search")
        #expect(d.decorations(onPage: 0).map { "\($0.group):\($0.decoration.id)" } == ["search:s1", "search:s3", "bookmarks:b1"])
    }

    @Test func tapsGoTopmostFirstToObservedGroupsUntilOneIsHandled() {
        var d = Decorator()
        var heard: [String] = []
        d.observe("low") { heard.append("low:\($0.decoration.id)"); return true }
        d.observe("high") { heard.append("high:\($0.decoration.id)"); return false }
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        let hits = [("low", mark("1"), box), ("unobserved", mark("2"), box), ("high", mark("3"), box)]
        #expect(d.activate(hits.map { (group: $0.0, decoration: $0.1, rect: $0.2) }, point: Point(5, 5)))
        #expect(heard == ["high:3", "low:1"])
        // The same order on every tap.
        heard = []
        _ = d.activate(hits.map { (group: $0.0, decoration: $0.1, rect: $0.2) }, point: Point(5, 5))
        #expect(heard == ["high:3", "low:1"])
        d.observe("low", nil)
        #expect(!d.activate(hits.map { (group: $0.0, decoration: $0.1, rect: $0.2) }, point: nil))
    }

    @Test func stylesTakeTheirParametersOverTheTemplatesDefaults() throws {
        var registry = DecorationStyleRegistry(defaults: DecorationDefaults { .init(tint: .red, opacity: $0 == .highlight ? 0.3 : 1) })
        for id in DecorationDefaults.styles { #expect(registry.supports(id)) }
        let highlight = try #require(registry.template(for: DecorationStyle(.highlight)))
        #expect(highlight.tint == .red)
        #expect(highlight.opacity == 0.3)
        #expect(highlight.layer == .underText)
        #expect(registry.template(for: DecorationStyle(.highlight, tint: .black, opacity: 7))?.opacity == 1)
        #expect(registry.template(for: DecorationStyle("strike")) == nil)
        registry.register("strike", DecorationTemplate(layout: .boxes, width: .wrap, layer: .overElement, mark: .underline(weight: 1), tint: .black, opacity: 1))
        #expect(registry.supports("strike"))
    }
}
