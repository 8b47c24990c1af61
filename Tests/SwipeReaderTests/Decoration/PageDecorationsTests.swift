import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PageDecorationsTests {
    /// Two line boxes for any range: what the renderer's measurer would say of a wrapped text.
    struct TwoLines: TextBoxMeasuring {
        func boxes(of range: Range<Int>, in content: DisplayContent, size: Point) -> [Rect] {
            [Rect(x: 10, y: 0, width: 20, height: 10), Rect(x: 0, y: 10, width: 15, height: 10)]
        }
    }

    static let json = """
    { "dimension": [200, 100], "pages": [ { "elements": [
        { "id": "note", "x": 50, "y": 20, "w": 100, "h": 40, "bc": "#eee", "text": "one two three four", "rotate": 90 },
        { "id": "hidden", "x": 0, "y": 0, "w": 10, "h": 10, "bc": "#000", "opacity": 0 },
        { "id": "group", "x": 0, "y": 60, "w": 50, "h": 40, "opacity": 0.5, "elements": [
            { "id": "a", "w": 30, "h": 30, "bc": "#f00" }, { "id": "b", "x": 10, "w": 30, "h": 30, "bc": "#00f" } ] } ] } ] }
    """

    func build(_ decorations: [Decoration], in group: String = "g") throws -> (items: [DisplayItem], doc: Document) {
        let doc = try #require(document(Self.json))
        var decorator = Decorator()
        decorator.apply(decorations, in: group)
        let settings = RenderSettings(documentSize: Point(200, 100), language: "*", markdown: doc.markdown, media: FixedSizes())
        let page = PageDecorations(decorator.decorations(onPage: 0), resolver: LocatorResolver(document: doc, language: "*"),
                                   styles: DecorationStyleRegistry(defaults: DecorationDefaults { .init(tint: .red, opacity: $0 == .highlight ? 0.3 : 1) }), measure: TwoLines(), pageSize: Point(200, 100))
        return (DisplayListBuilder(settings: settings).build(doc.pages[0], decorations: page), doc)
    }

    func at(_ element: String, chars: Range<Int>? = nil, style: DecorationStyle.ID, id: String = "d") -> Decoration {
        Decoration(id: id, locator: Locator(href: "t", page: 0, element: ElementLocatorPath(element), characters: chars), style: DecorationStyle(style))
    }

    @Test func highlightsGoUnderTheTextAboveTheBackgroundOneBoxPerLine() throws {
        let (items, _) = try build([at("note", chars: 4..<13, style: .highlight)])
        let kinds = items.map { item -> String in
            if item.decoration != nil { return "decoration" }
            switch item.content {
            case .box: return "box"
            case .text: return "text"
            default: return "other"
            }
        }
        #expect(Array(kinds.prefix(5)) == ["box", "box", "decoration", "decoration", "text"])
        let marks = items.filter { $0.decoration != nil }
        #expect(marks.map(\.size) == [Point(20, 10), Point(15, 10)])
        #expect(marks.allSatisfy { $0.opacity == 0.3 && $0.decoration == DecorationKey(group: "g", id: "d") })
        // In the element's space: it is turned 90° about its centre, and the boxes turn with it.
        let element = try #require(items.first { if case .text = $0.content { return true }; return false })
        #expect(marks[0].transform == element.transform * .translation(10, 0))
    }

    @Test func aDecorationOfTheWholeElementCoversItsBoxAndOutlinesGoOverIt() throws {
        let (items, _) = try build([at("note", style: .outline)])
        let text = try #require(items.firstIndex { if case .text = $0.content { return true }; return false })
        #expect(items[text + 1].decoration != nil)
        let last = items[text + 1]
        #expect(last.decoration != nil)
        guard case .border(_, let width, _) = last.content else { Issue.record("not a border: \(last.content)"); return }
        #expect(width == 3)
        #expect(last.size == Point(106, 46))
    }

    @Test func aSidemarkRunsInThePageMarginLevelWithTheTurnedText() throws {
        let (items, _) = try build([at("note", chars: 0..<3, style: .sidemark)])
        let bar = try #require(items.last { $0.decoration != nil })
        // The element (100×40 at 50,20) turned 90° about its centre (100,40): its x becomes the
        // page's y, from -10; the two line boxes (x 0...30 of it) run from y -10 to 20.
        #expect(bar.transform == .translation(8, -10))
        #expect(bar.size == Point(5, 30))
    }

    @Test func invisibleElementsShowNoDecorationsAndLayersKeepTheirPageSpace() throws {
        let (items, _) = try build([at("hidden", style: .highlight, id: "h"), at("group/b", style: .sidemark, id: "s")])
        #expect(!items.contains { $0.decoration?.id == "h" })
        let bar = try #require(items.last)
        #expect(bar.decoration?.id == "s")
        #expect(bar.transform == .translation(8, 60))
        #expect(bar.opacity == 0.5)
    }

    @Test func aPagesRibbonIsDrawnOverThePageAndTapsFindDecorationsTopmostLast() throws {
        let ribbon = Decoration(id: "r", locator: Locator(href: "t", page: 0), style: DecorationStyle(.pageMark))
        let (items, _) = try build([at("note", style: .highlight, id: "under"), ribbon])
        let top = try #require(items.last)
        #expect(top.decoration?.id == "r")
        guard case .path = top.content else { Issue.record("the ribbon is not a path"); return }
        #expect(items.decorations(at: Point(100, 40)).map(\.key.id) == ["under"])
        let hit = try #require(items.decorations(at: Point(200 - 28 * 1.6 + 5, 5)).first)
        #expect(hit.key.id == "r")
        #expect(hit.rect.y == 0)
        #expect(items.decorations(at: Point(1, 99)).isEmpty)
    }

    @Test func withoutDecorationsTheDisplayListIsUnchanged() throws {
        let doc = try #require(document(Self.json))
        let builder = DisplayListBuilder(settings: RenderSettings(documentSize: Point(200, 100), language: "*", markdown: doc.markdown, media: FixedSizes()))
        let empty = PageDecorations([], resolver: LocatorResolver(document: doc, language: "*"), styles: DecorationStyleRegistry(), measure: nil, pageSize: Point(200, 100))
        #expect(builder.build(doc.pages[0], decorations: empty) == builder.build(doc.pages[0]))
    }
}
