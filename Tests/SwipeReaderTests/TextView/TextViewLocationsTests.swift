import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// Locators in the text view: the words a locator names on the fixed page found among the
/// view's runs, and a place in the column giving back a locator of the same words.
struct TextViewLocationsTests {
    static let json = #"""
    {"dimension": [400, 300], "pages": [{"elements": [
      {"x": 0, "y": 0, "w": 400, "h": 100, "markdown": ["# A title here", "Some bold words in a paragraph"]},
      {"id": "body", "x": 0, "y": 120, "w": 400, "h": 100, "text": "The quick  brown fox jumps over\nthe lazy dog, twice."},
      {"x": 10, "y": 230, "w": 80, "h": 40, "text": "Press", "events": {"tapped": {"actions": []}}}
    ]}]}
    """#

    static func fixture(_ style: TextViewStyle = TextViewStyle()) throws -> (layout: TextViewLayout, resolver: LocatorResolver, document: Document) {
        let d = try #require(document(json))
        return (try TextViewLayoutTests.layout(style, json: json), LocatorResolver(document: d, language: "en"), d)
    }

    /// The runs inside `boxes` (their centres), in order.
    static func words(_ layout: TextViewLayout, in boxes: [Rect]) -> [String] {
        layout.runs.filter { run in boxes.contains { $0.contains(Point(run.frame.x + run.frame.width / 2, run.frame.y + run.frame.height / 2)) } }.map(\.text)
    }

    @Test func everyRunIsTheSameCharactersOfItsElementsDisplayedText() throws {
        for json in [Self.json, PageAccessibilityTests.json] {
            let d = try #require(document(json))
            let layout = try TextViewLayoutTests.layout(json: json)
            var placed = 0
            for run in layout.runs {
                guard let (element, characters) = layout.place(of: run) else { continue }
                let text = try #require(DisplayedText.of(LocatorResolver.element(at: element, in: d.pages[0].elements), on: d.pages[0], language: "en", markdown: d.markdown))
                let scalars = Array(text.unicodeScalars)[characters]
                #expect(String(String.UnicodeScalarView(scalars)) == run.text, "run \(run.text) at \(characters) of \(element)")
                placed += 1
            }
            #expect(placed >= 5, "texts and markdown paragraphs are placed")
        }
        let layout = try Self.fixture().layout
        #expect(layout.runs.filter { layout.place(of: $0) == nil }.map(\.text) == ["Press"], "a button's name is not its element's text")
    }

    @Test func aLocatorFromTheFixedPageMarksTheSameWordsInTheTextView() throws {
        let (layout, resolver, _) = try Self.fixture()
        // "brown fox" in the text element, as a highlight on the page records it.
        let locator = try #require(resolver.locator(href: "d", page: 0, element: [1], characters: 11..<20))
        #expect(locator.text?.highlight == "brown fox")
        let place = try #require(resolver.resolve(locator))
        let boxes = layout.boxes(of: place)
        #expect(boxes.count == 1, "one line")
        #expect(Self.words(layout, in: boxes) == ["brown", "fox"])
        // Across the hard line break: two lines.
        let across = try #require(resolver.locator(href: "d", page: 0, element: [1], characters: 27..<40).flatMap(resolver.resolve))
        #expect(Self.words(layout, in: layout.boxes(of: across)) == ["over", "the", "lazy"])
        #expect(layout.boxes(of: across).count == 2)
        // In a markdown element's second paragraph (after "A title here\n").
        let md = try #require(resolver.locator(href: "d", page: 0, element: [0], characters: 18..<28))
        #expect(md.text?.highlight == "bold words")
        let bold = try #require(resolver.resolve(md))
        #expect(Self.words(layout, in: layout.boxes(of: bold)) == ["bold", "words"])
        // Part of a word: the box is cut to the characters.
        let part = layout.boxes(element: [1], characters: 5..<7)
        let quick = try #require(layout.runs.first { $0.text == "quick" })
        #expect(part.count == 1 && part[0].x > quick.frame.x && part[0].width < quick.frame.width * 0.5)
        // The button's element is its box.
        #expect(layout.boxes(element: [2], characters: nil) == layout.boxes.filter { layout.blocks[$0.block].kind == .button }.map(\.frame))
    }

    @Test func aPlaceInTheTextViewIsALocatorOfTheSameWordsOnTheFixedPage() throws {
        let (layout, resolver, _) = try Self.fixture()
        let lazy = try #require(layout.runs.first { $0.text == "lazy" }), dog = try #require(layout.runs.first { $0.text == "dog," })
        let element = try #require(layout.element(at: Point(lazy.frame.x + 1, lazy.frame.y + 1)))
        #expect(element == [1])
        let start = try #require(layout.offset(in: element, at: Point(lazy.frame.x + 1, lazy.frame.y + 1)))
        let end = try #require(layout.offset(in: element, at: Point(dog.frame.x + dog.frame.width * 0.7, dog.frame.y + 1)))
        let locator = try #require(resolver.locator(href: "d", page: 0, element: element, characters: start..<end))
        #expect(locator.text?.highlight == "lazy dog", "the words dragged over, to the nearest character")
        // And back: the same words in the text view.
        let back = try #require(resolver.resolve(locator))
        #expect(Self.words(layout, in: layout.boxes(of: back)) == ["lazy", "dog,"])
        // Above and below the element's text: its ends.
        #expect(layout.offset(in: [1], at: Point(0, 0)) == 0)
        #expect(layout.offset(in: [1], at: Point(0, layout.contentHeight)) == 52)
        #expect(layout.offset(in: [2], at: Point(0, 0)) == nil, "a button shows no text of its element's")
        // Between a markdown element's paragraphs (blocks apart): the next one's start.
        let some = try #require(layout.runs.first { $0.text == "Some" })
        #expect(layout.offset(in: [0], at: Point(some.frame.x + 50, some.frame.y - 1)) == 13)
    }

    @Test func theTopOfTheColumnIsTheFirstWordsShownThere() throws {
        var style = TextViewStyle()
        style.scale = 3
        let (layout, resolver, _) = try Self.fixture(style)
        let fox = try #require(layout.runs.first { $0.text == "fox" })
        let top = try #require(layout.place(atTop: fox.frame.y))
        let locator = try #require(resolver.locator(href: "d", page: 0, element: top.element, characters: top.characters))
        let first = layout.runs.first { $0.frame.y == fox.frame.y }!
        #expect(locator.text?.highlight == first.text, "the line's first word")
        let again = try #require(resolver.resolve(locator))
        #expect(layout.boxes(of: again).first?.y == fox.frame.y, "found again on that line")
        #expect(layout.place(atTop: layout.contentHeight) == nil)
    }

    @Test func decorationsAreDrawnOnTheirWordsInTheirStyles() throws {
        let (layout, resolver, _) = try Self.fixture()
        func on(_ characters: Range<Int>) throws -> Locator { try #require(resolver.locator(href: "d", page: 0, element: [1], characters: characters)) }
        let decorations: [(group: String, decoration: Decoration)] = [
            ("highlights", Decoration(id: "h", locator: try on(11..<20), style: DecorationStyle(.highlight, tint: Color(1, 0.85, 0)))),
            ("search", Decoration(id: "0", locator: try on(41..<45), style: DecorationStyle(.searchHit, isActive: true))),
            ("notes", Decoration(id: "n", locator: try on(0..<9), style: DecorationStyle(.sidemark))),
            ("bookmarks", Decoration(id: "1", locator: Locator(href: "d", page: 0), style: DecorationStyle(.pageMark))),
        ]
        let drawn = TextViewDecorations(decorations, resolver: resolver, styles: DecorationStyleRegistry(), layout: layout)
        let boxes = layout.boxes(element: [1], characters: 11..<20)
        let highlight = drawn.under.filter { $0.decoration?.id == "h" }
        #expect(highlight.count == 1 && highlight[0].size == Point(boxes[0].width, boxes[0].height) && highlight[0].transform == .translation(boxes[0].x, boxes[0].y))
        #expect(drawn.under.filter { $0.decoration?.group == "search" }.count == 2, "the current match filled and underlined")
        let bar = try #require(drawn.over.first { $0.decoration?.id == "n" })
        #expect(bar.transform.m[3] + bar.size.x <= layout.column.x, "a note's bar left of the column")
        #expect(drawn.over.contains { $0.decoration?.group == "bookmarks" }, "a bookmark's ribbon")
        // Drawn scrolled with the words, under them.
        let items = layout.items(scroll: 10, decorations: drawn)
        let fill = try #require(items.firstIndex { $0.decoration?.id == "h" }), brown = try #require(items.firstIndex { $0.content.shownText == "brown" })
        #expect(fill < brown && abs(items[fill].transform.m[7] - (boxes[0].y - 10)) < 1e-9, "\(items[fill].transform.m[7]) \(boxes[0].y)")
        #expect(items.decorationBoxes.contains { $0.key.id == "h" && abs($0.rect.y - (boxes[0].y - 10)) < 1e-9 }, "a tap finds it")
    }

    @Test func aStorysTextLabelIsFoundBothWaysAsInADocument() throws {
        let story = try StoryFixture.read(StoryFixture.story)
        let blocks = TextViewBlock.blocks(of: story, scene: 0, time: 2, layout: StoryLayout(viewport: Point(414, 896)), pictures: StoryFixture.pictures)
        let view = TextViewLayout(blocks: blocks, style: TextViewStyle(), viewport: Point(414, 896), baseSize: 16, measure: HalfEmMeasure())
        let resolver = StoryLocatorResolver(story: story)
        let hi = try #require(view.runs.first { $0.text == "Hi" })
        let place = try #require(view.place(of: hi))
        let locator = try #require(resolver.locator(href: "s", page: 0, element: place.element, characters: place.characters))
        #expect(locator.text?.highlight == "Hi")
        let back = try #require(resolver.resolve(locator))
        #expect(view.boxes(of: back) == [hi.frame])
    }
}
