import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// Every character half its font size wide: the text view's layout measured without fonts.
struct HalfEmMeasure: TextMeasuring {
    func width(of text: String, in font: TextViewFont) -> Double { Double(text.count) * font.size / 2 }
}

/// The text view laid out from a page's accessible tree, without a window.
struct TextViewLayoutTests {
    static let viewport = Point(800, 600)

    static func page(_ json: String = PageAccessibilityTests.json) throws -> (AccessibleNode, Document) {
        let d = try #require(document(json))
        let tree = try PageAccessibilityTests.tree(json, viewport: viewport, interaction: PageAccessibilityTests.interaction(json))
        return (try #require(tree.children.first), d)
    }

    /// The page of `json` in the text view: its blocks as the page-level API takes them (pictures
    /// `pic.png` 10×10 and `a.png` 100×50 pixels).
    static func layout(_ style: TextViewStyle = TextViewStyle(), json: String = PageAccessibilityTests.json, viewport: Point = viewport) throws -> TextViewLayout {
        let d = try #require(document(json))
        let composer = SceneComposer(document: d, settings: RenderSettings(documentSize: d.resolvedDimension(screen: viewport), language: "en", markdown: d.markdown,
                                                                          media: FixedSizes(sizes: ["pic.png": Point(10, 10), "a.png": Point(100, 50)])))
        let interaction = try PageAccessibilityTests.interaction(json)
        let blocks = TextViewBlock.blocks(of: interaction.page(at: 0), index: 0, builder: composer.builder, interaction: interaction)
        return TextViewLayout(blocks: blocks, style: style, viewport: viewport, baseSize: TextViewLayout.baseSize(viewport: viewport), measure: HalfEmMeasure())
    }

    /// The words a screen reader reads on the page, in its order: texts, and the names of pictures
    /// and of buttons and rows (which hold the texts inside them).
    static func pageWords(_ node: AccessibleNode) -> [String] {
        node.children.flatMap { n -> [String] in
            let words = { (s: String) in s.split(whereSeparator: \.isWhitespace).map(String.init) }
            switch n.role {
            case .button, .listItem: return words(n.name)
            case .section, .list, .group: return pageWords(n)
            default: return words(n.text?.string ?? n.name) + pageWords(n)
            }
        }
    }

    @Test func theTextViewHoldsEveryWordOfThePageInReadingOrder() throws {
        let (node, _) = try Self.page()
        let layout = try Self.layout()
        let read = layout.words.map(\.text)
        #expect(read == Self.pageWords(node), "every word, in reading order, read back from the layout")
        #expect(layout.text.hasPrefix("Title\nBody text\nSub\nHello\n"))
        #expect(Set(["Title", "Body", "text", "Sub", "Hello", "Press", "abc", "Inside", "row", "0", "1"]).isSubset(of: Set(read)))
        let drawn = layout.items(scroll: 0).compactMap(\.content.shownText)
        #expect(drawn.joined(separator: " ").split(separator: " ").map(String.init) == read.prefix(drawn.count).map { $0 }, "each word drawn as laid out")
    }

    @Test func theTypeScalesWithFontSizeAndNeverRunsPastTheWindow() throws {
        var style = TextViewStyle()
        let long = #"{"dimension": [400, 300], "pages": [{"elements": [{"text": "\#(String(repeating: "Reading at four times the size without scrolling sideways. ", count: 12)) Donaudampfschifffahrtsgesellschaftskapitänsmütze"}]}]}"#
        let one = try Self.layout(style, json: long)
        style.scale = 2
        let two = try Self.layout(style, json: long)
        style.scale = 4
        let four = try Self.layout(style, json: long)
        #expect(two.runs[0].frame.height == 2 * one.runs[0].frame.height, "line heights grow with the size")
        #expect(four.runs[0].frame.height == 4 * one.runs[0].frame.height)
        #expect(two.column.width > one.column.width && four.column.width >= two.column.width, "columns widen until the window holds them")
        #expect(four.contentHeight > two.contentHeight && two.contentHeight > one.contentHeight)
        for layout in [one, two, four] {
            #expect(layout.runs.allSatisfy { $0.frame.x >= 0 && $0.frame.maxX <= Self.viewport.x + 1e-9 }, "no line runs past the window: nothing to scroll sideways")
            #expect(layout.items(scroll: 0).allSatisfy { item in item.transform.m[12] + item.size.x <= Self.viewport.x + 1e-9 })
        }
        #expect(four.words.map(\.text) == one.words.map(\.text), "every word at every size")
        #expect(four.maxScroll > 0, "a long page scrolls down")
    }

    @Test func spacingAndAlignmentMoveTheWords() throws {
        let plain = try Self.layout()
        var style = TextViewStyle()
        style.lineHeight = 2
        style.paragraphSpacing = 2
        #expect(try Self.layout(style).contentHeight > plain.contentHeight)
        style = TextViewStyle()
        style.wordSpacing = 0.5
        let body = { (l: TextViewLayout) in l.runs.filter { $0.text == "text" }[0].frame.x }
        #expect(try body(Self.layout(style)) > body(plain))
        style = TextViewStyle()
        style.letterSpacing = 0.2
        let spaced = try Self.layout(style)
        #expect(spaced.runs.count > plain.runs.count && spaced.words == plain.words, "spaced letters are drawn one by one")
        style = TextViewStyle()
        style.alignment = .right
        let right = try Self.layout(style)
        #expect(abs(right.runs[0].frame.maxX - right.column.maxX) < 1e-9)
    }

    @Test func aButtonInTheTextViewRunsTheSameActionAsOnThePage() throws {
        let (node, _) = try Self.page()
        let layout = try Self.layout()
        let button = try #require(node.flattened.first { $0.role == .button })
        let box = try #require(layout.boxes.first { layout.blocks[$0.block].kind == .button })
        #expect(layout.action(at: Point(box.frame.x + 5, box.frame.y + 5), scroll: 0) == button.action)
        #expect(layout.action(at: Point(box.frame.x + 5, box.frame.y + 5 - 40), scroll: 40) == button.action, "scrolled")
        #expect(layout.action(at: Point(1, 1), scroll: 0) == nil)
    }

    @Test func picturesAreTheColumnsWidthWithTheirLabelsAndTheAuthorsColoursKeepTheirContrast() throws {
        let json = ##"{"dimension": [400, 300], "pages": [{"elements": [{"w": 100, "h": 50, "img": "a.png", "accessibilityLabel": "A red barn"}, {"text": "Pale", "textColor": "#eeeeee"}]}]}"##
        let layout = try Self.layout(json: json)
        let picture = try #require(layout.boxes.first)
        #expect(abs(picture.frame.width - layout.column.width) < 1e-9 && abs(picture.frame.height - layout.column.width / 2) < 1e-6)
        #expect(layout.words.map(\.text) == ["A", "red", "barn", "Pale"])
        #expect(layout.runs.last?.color == .black, "the author's pale text on white is read in the reader's colour")
    }
}
