import Testing
import SwipeDocument
@testable import SwipeReader

/// Japanese and Chinese in the text view: lines break between their characters, never before a
/// closing bracket or a full stop nor after an opening bracket, so a paragraph with no spaces
/// wraps to the column.
struct TextViewLineBreaksTests {
    static let japanese = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。「何でも薄暗いじめじめした所で」ニャーニャー泣いていた事だけは記憶している。（夏目漱石）、ちょっと待って。"

    @Test func ideographsBreakBetweenThemButNotBeforeClosersNorAfterOpeners() {
        #expect(TextViewLineBreaks.segments("今日は「晴れ」です。") == ["今", "日", "は", "「晴", "れ」", "で", "す。"])
        #expect(TextViewLineBreaks.segments("ちょっと") == ["ちょっ", "と"], "no break before a small kana")
        #expect(TextViewLineBreaks.segments("データー") == ["デー", "ター"], "nor before the prolonged sound mark")
        #expect(TextViewLineBreaks.segments("Hello世界") == ["Hello", "世", "界"])
        #expect(TextViewLineBreaks.segments("reading") == ["reading"], "a Latin word stays whole")
        #expect(TextViewLineBreaks.segments("中文，好。") == ["中", "文，", "好。"])
    }

    /// The lines of `layout`: each line's text, its runs' left and right edges.
    static func lines(_ layout: TextViewLayout) -> [(text: String, left: Double, right: Double)] {
        var out: [(text: String, left: Double, right: Double)] = []
        var lastY: Double?
        for run in layout.runs {
            if run.frame.y == lastY, let last = out.last {
                out[out.count - 1] = (last.text + run.text, last.left, run.frame.x + run.frame.width)
            } else {
                out.append((run.text, run.frame.x, run.frame.x + run.frame.width))
            }
            lastY = run.frame.y
        }
        return out
    }

    @Test(arguments: [120.0, 143, 177, 203, 260])
    func aJapaneseParagraphWrapsToTheColumnByTheKinsokuRules(width: Double) {
        let block = TextViewBlock(kind: .paragraph, text: Self.japanese, id: AccessibleID.window.appending("p"))
        let layout = TextViewLayout(blocks: [block], style: TextViewStyle(), viewport: Point(width, 2000), baseSize: 16, measure: HalfEmMeasure())
        let lines = Self.lines(layout)
        #expect(lines.count >= 3, "wrapped over several lines")
        #expect(lines.map(\.text).joined() == Self.japanese, "every character, in order, no space added")
        for line in lines {
            #expect(line.left >= layout.column.x && line.right <= layout.column.x + layout.column.width + 0.001, "\(line.text) inside the column")
        }
        for line in lines.dropFirst() {
            let first = line.text.first!
            #expect(!TextViewLineBreaks.noBreakBefore.contains(first) as Bool, "a line starts with \(first)")
        }
        for line in lines.dropLast() {
            let last = line.text.last!
            #expect(!TextViewLineBreaks.noBreakAfter.contains(last) as Bool, "a line ends with \(last)")
            #expect(line.right > layout.column.x + layout.column.width - 3 * 8, "filled to the column but for a character or two: \(line.text)")
        }
        #expect(layout.words.map(\.text) == [Self.japanese], "read as one run of text")
    }
}
