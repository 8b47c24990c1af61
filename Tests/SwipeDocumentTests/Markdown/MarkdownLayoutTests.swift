import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct MarkdownLayoutTests {
    func layout(_ lines: [String], _ styles: [String: MarkdownSettings.Style] = [:], height: Double = 480) -> [MarkdownParagraph] {
        MarkdownLayout.paragraphs(lines: lines, settings: MarkdownSettings(styles: styles), documentHeight: height)
    }

    @Test func builtInStyles() {
        let p = layout(["# a", "## b", "### c", "#### d", "e", "- f"])
        #expect(p.map(\.text) == ["a", "b", "c", "d", "e", "\u{2022} f"])
        #expect(p.map(\.fontSize) == [32, 28, 24, 22, 20, 20])
        #expect(p.map(\.spacingAfter) == [16, 14, 12, 11, 10, 5])
        #expect(p.allSatisfy { $0.fontNames.isEmpty && $0.color == .black && $0.alignment == .left })
    }

    @Test func aKeyNeedsASpaceAfterIt() {
        #expect(layout(["#a", "#", "-b", "##  two spaces"]).map(\.text) == ["#a", "#", "-b", " two spaces"])
        #expect(layout(["#a"]).first?.fontSize == 20)
    }

    @Test func codeMode() {
        let p = layout(["before", "```", "{", "  x", "```", "after"])
        #expect(p.map(\.text) == ["before", " {", "   x", "", "after"])
        #expect(p.map(\.fontSize) == [20, 14, 14, 7, 20])
        #expect(p.map(\.spacingAfter) == [10, 0, 0, 0, 10])
        #expect(p[1].fontNames == ["Courier"] && p[3].fontNames == ["Courier"])
    }

    @Test func insideCodeModeKeysAreLiteral() {
        #expect(layout(["```", "# not a heading", "- not a bullet"]).map(\.text) == [" # not a heading", " - not a bullet"])
    }

    @Test func anUnclosedCodeBlockEmitsNoClosingLine() {
        #expect(layout(["```", "x"]).map(\.text) == [" x"])
    }

    @Test func documentStylesAddKeysAndLongestKeyWins() {
        let styles: [String: MarkdownSettings.Style] = [
            "#2": .init(color: .red, fontSize: .units(60)),
            "# x": .init(fontSize: .units(50)),
        ]
        let p = layout(["#2 Title", "# x y", "# z"], styles)
        #expect(p.map(\.text) == ["Title", "y", "z"])
        #expect(p.map(\.fontSize) == [60, 50, 32])
        #expect(p[0].color == .red)
        #expect(p[0].spacingAfter == 10)
    }

    @Test func documentStyleKeepsOnlyTheBuiltInSpacingForWhatItSets() {
        let p = layout(["# Big", "- item"], [
            "#": .init(color: Color(0.5, 0.5, 0.5), fontSize: .units(92), fontNames: ["Helvetica-Bold"], alignment: .center),
            "-": .init(fontSize: .percent(10)),
        ], height: 600)
        #expect(p[0] == MarkdownParagraph(text: "Big", fontNames: ["Helvetica-Bold"], fontSize: 92, color: Color(0.5, 0.5, 0.5), alignment: .center, spacingAfter: 16))
        #expect(p[1] == MarkdownParagraph(text: "\u{2022} item", fontNames: [], fontSize: 60, color: .black, alignment: .left, spacingAfter: 5))
    }

    @Test func documentStyleWithoutFontKeepsTheBuiltInFont() {
        let p = layout(["```", "code", "```"], ["```": .init(color: .red, prefix: "| ")])
        #expect(p[0] == MarkdownParagraph(text: "| code", fontNames: ["Courier"], fontSize: 14, color: .red, alignment: .left, spacingAfter: 0))
    }

    @Test func documentFontWithoutSizeIs20() {
        let p = layout(["# Head"], ["#": .init(fontNames: ["Damascus"])])
        #expect(p[0].fontSize == 20 && p[0].fontNames == ["Damascus"])
    }

    @Test func documentStyleResetsAlignmentToLeft() {
        #expect(layout(["# h"], ["#": .init(color: .red)])[0].alignment == .left)
    }

    @Test func corpusCaption() {
        // nasa.swipe: "+":{ "color":"#fff8", "prefix":"♫ ", "alignment":"right", "font":{ "size":"3.5%", "name":"Helvetica" }}
        let plus = MarkdownSettings.Style(color: Color(1, 1, 1, 0x88 / 255.0), fontSize: .percent(3.5), fontNames: ["Helvetica"], prefix: "♫ ", alignment: .right)
        let p = layout(["+ The Decent by Kevin MacLeod"], ["+": plus], height: 768)
        #expect(p == [MarkdownParagraph(text: "♫ The Decent by Kevin MacLeod", fontNames: ["Helvetica"], fontSize: 768 * 3.5 / 100,
                                        color: Color(1, 1, 1, 0x88 / 255.0), alignment: .right, spacingAfter: 10)])
        #expect(layout(["+ no style"]).first?.text == "+ no style")
    }

    @Test func emptyInput() {
        #expect(layout([]).isEmpty)
        #expect(layout([""]) == [MarkdownParagraph(text: "", fontNames: [], fontSize: 20, color: .black, alignment: .left, spacingAfter: 10)])
    }
}
