import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct AnnotationListTests {
    let viewport = Point(800, 600)

    static func bookmark(_ page: Int) -> AnnotationRow {
        AnnotationRow(target: .bookmark(page: page), page: page, title: "Page \(page + 1)", detail: "Added")
    }

    static func highlight(_ id: String, page: Int) -> AnnotationRow {
        AnnotationRow(target: .highlight(id: id), page: page, title: "Page \(page + 1) · “quote”", detail: "a note", swatch: Highlights.Colour.blue.color)
    }

    func list(bookmarks: Int, highlights: Int) -> AnnotationList {
        AnnotationList(bookmarks: (0..<bookmarks).map(Self.bookmark), highlights: (0..<highlights).map { Self.highlight("h\($0)", page: $0) },
                       viewport: viewport, style: .standard())
    }

    func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { return s }; return nil }
    }

    @Test func twoSectionsListTheRowsWithTheirMarksAndDeleteButtons() {
        let l = list(bookmarks: 2, highlights: 1)
        #expect(l.sections.map(\.title) == ["Bookmarks (2)", "Highlights (1)"])
        #expect(l.rows.map(\.target) == [.bookmark(page: 0), .bookmark(page: 1), .highlight(id: "h0")])
        #expect(l.frames[1].y == l.frames[0].maxY && l.frames[2].y == l.sections[1].frame.maxY, "the highlights' header between the sections")
        let items = l.items(scroll: 0, selected: 1, pressed: nil)
        let t = texts(items)
        #expect(t.contains("Page 1") && t.contains("Page 2") && t.contains("Page 1 · “quote”"))
        #expect(t.filter { $0 == "Delete" }.count == 3)
        #expect(t.contains(AnnotationList.title) && t.contains("Close"))
        let style = PlayerStyle.standard()
        #expect(items.contains { if case .box(let c, _) = $0.content { return c == style.selection }; return false }, "the selected row is shown")
        #expect(items.contains { if case .box(let c, _) = $0.content { return c == Highlights.Colour.blue.color }; return false }, "the highlight's swatch")
        #expect(items.contains { if case .path(_, let paint) = $0.content { return paint.fillColor == style.decorations[.pageMark].tint }; return false }, "a bookmark's ribbon")
        #expect(l.rowHeight >= style.touchTarget * l.point, "rows are large touch targets")
    }

    @Test func longTitlesAndNotesAreCutToOneLineOfTheirRow() {
        let long = AnnotationRow(target: .highlight(id: "h"), page: 0, title: String(repeating: "word ", count: 40), detail: "a note\nover lines")
        let small = AnnotationList(bookmarks: [], highlights: [long], viewport: Point(400, 300), style: .standard())
        let shown = texts(small.items(scroll: 0, selected: nil, pressed: nil))
        let title = try? #require(shown.first { $0.hasPrefix("word") })
        #expect(title?.hasSuffix("…") == true)
        #expect(Double(title?.count ?? 999) * small.style.row.size * small.point * 0.55 < small.deleteFrame(0).x, "cut to end before the Delete button's width: \(title ?? "")")
        #expect(shown.contains("a note over lines"), "a short note on one line, whole")
        let wide = AnnotationList(bookmarks: [], highlights: [long], viewport: Point(1600, 1200), style: .standard())
        #expect((texts(wide.items(scroll: 0, selected: nil, pressed: nil)).first { $0.hasPrefix("word") }?.count ?? 0) > title?.count ?? 0, "a wider window shows more")
    }

    @Test func emptySectionsSayHowToMakeOne() {
        let l = list(bookmarks: 0, highlights: 0)
        #expect(l.rowCount == 0)
        #expect(texts(l.items(scroll: 0, selected: nil, pressed: nil)).filter { $0.hasPrefix("No ") } == [AnnotationList.noBookmarks, AnnotationList.noHighlights])
        #expect(l.action(for: .enter, selection: nil) == .nothing)
        #expect(l.action(for: .delete, selection: nil) == .nothing)
        let one = list(bookmarks: 1, highlights: 0)
        #expect(texts(one.items(scroll: 0, selected: nil, pressed: nil)).filter { $0.hasPrefix("No ") } == [AnnotationList.noHighlights])
    }

    @Test func keysSayWhatToDoWithTheSelectedRow() {
        let l = list(bookmarks: 1, highlights: 1)
        #expect(l.action(for: .down, selection: 0) == .move(.down))
        #expect(l.action(for: .end, selection: 0) == .move(.end))
        #expect(l.action(for: .enter, selection: 0) == .jump(l.rows[0]))
        #expect(l.action(for: .delete, selection: 1) == .remove(.highlight(id: "h0")))
        #expect(l.action(for: .delete, selection: 0) == .remove(.bookmark(page: 0)))
        #expect(l.action(for: .note, selection: 1) == .editNote(l.rows[1]))
        #expect(l.action(for: .note, selection: 0) == .nothing, "a bookmark has no note")
        #expect(l.action(for: .close, selection: 0) == .close)
        #expect(l.action(for: .enter, selection: 5) == .nothing)
    }

    @Test func tapsHitRowsTheirDeleteButtonsAndClose() {
        let l = list(bookmarks: 2, highlights: 1)
        func centre(_ r: Rect, scroll: Double = 0) -> Point { Point(r.x + r.width / 2, l.barHeight + r.y - scroll + r.height / 2) }
        #expect(l.hit(Point(20, centre(l.frames[1]).y), scroll: 0) == .row(1))
        #expect(l.hit(centre(l.deleteFrame(2)), scroll: 0) == .delete(2))
        let close = l.closeFrame
        #expect(l.hit(Point(close.x + close.width / 2, close.y + close.height / 2), scroll: 0) == .close)
        #expect(l.hit(Point(20, centre(l.sections[1].frame).y), scroll: 0) == nil, "a header is no row")
        #expect(l.action(for: .row(1)) == .jump(l.rows[1]))
        #expect(l.action(for: .delete(2)) == .remove(.highlight(id: "h0")))
        #expect(l.action(for: .close) == .close)
        #expect(l.deleteFrame(0).width >= l.style.touchTarget * l.point)
    }

    @Test func aLongListScrollsAndTheScrollerKeepsTheSelectionInView() {
        let l = list(bookmarks: 12, highlights: 12)
        #expect(l.maxScroll > 0 && l.contentHeight > l.areaHeight)
        var scroller = ListScroller()
        scroller.select(0, scrollingTo: nil, layout: l, at: 0)
        scroller.handle(.key(.end, time: 0), layout: l)
        scroller.advance(to: 1)
        #expect(scroller.selection == 23)
        #expect(scroller.offset == l.maxScroll)
        let shown = l.items(scroll: scroller.offset, selected: scroller.selection, pressed: nil)
        #expect(texts(shown).contains("Page 12 · “quote”") && !texts(shown).contains("Page 1"), "only the rows in view are drawn")
        // The first highlight shows with its section's header above it.
        let first = 12
        let top = l.scroll(toShow: first, from: l.maxScroll)
        #expect(top == l.sections[1].frame.y)
        #expect(l.hit(Point(20, l.barHeight + l.frames[first].y - top + 1), scroll: top) == .row(first))
        #expect(l.clamped(-5) == 0 && l.clamped(1e9) == l.maxScroll)
    }
}
