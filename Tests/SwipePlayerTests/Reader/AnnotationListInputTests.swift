import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// The annotations list's pointer and keys in a window on the offscreen driver: the wheel and
    /// a drag scroll a long list, a tap on a row shows its page, a tap on a Delete button removes
    /// its row at once, A or Escape close it, and without annotations (a kiosk) A opens nothing.
    struct AnnotationListInputTests {
        static let json = """
        { "dimension": [400, 300], "pages": [\((1...30).map { #"{ "elements": [ { "text": "Text of page \#($0)" } ] }"# }.joined(separator: ","))] }
        """

        func opened(_ dir: URL, bookmarks: [Int]) throws -> DocumentWindow {
            let w = try DocumentWindow(json: Self.json)
            let annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            for page in bookmarks { annotations.toggleBookmark(page: page) }
            w.screen.annotations = annotations
            w.window.showFirstFrame()
            return w
        }

        static func tap(_ p: Point) -> [SDL_Event] {
            [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(p.x), Int32(p.y)), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(p.x), Int32(p.y))]
        }

        /// The window point of row `index`'s centre (or of its Delete button's), the list scrolled as it is.
        static func point(of index: Int, in w: DocumentWindow, delete: Bool = false) throws -> Point {
            let list = try #require(w.screen.session.annotationList.list)
            let f = delete ? list.deleteFrame(index) : list.frames[index]
            return Point(delete ? f.x + f.width / 2 : 40, list.barHeight + f.y - w.screen.session.annotationList.scroller.offset + f.height / 2)
        }

        @Test func theWheelAndADragScrollATapJumpsAndDeleteButtonsRemove() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("annotation-list-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try opened(dir, bookmarks: Array(0..<20))
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_a)], start: 1)
            let list = try #require(w.screen.session.annotationList.list)
            #expect(list.rowCount == 20 && list.maxScroll > 0, "a list longer than the window")
            t = SyntheticEvents.play(w.window, [SyntheticEvents.wheel(-3)], start: t)
            let wheeled = w.screen.session.annotationList.scroller.offset
            #expect(wheeled > 0, "the wheel scrolls the list")
            t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 250), SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, 200),
                                                SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, 150), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 150)], start: t)
            #expect(w.screen.session.annotationList.scroller.offset > wheeled, "a drag scrolls it further")
            #expect(w.screen.session.annotationList.isOpen, "a drag is no tap")

            // A tap on a Delete button: that bookmark is gone at once, saved, and the list stays open.
            let shownRow = try #require(list.frames.indices.first { list.frames[$0].y >= w.screen.session.annotationList.scroller.offset })
            let page = list.rows[shownRow].page
            t = SyntheticEvents.play(w.window, Self.tap(try Self.point(of: shownRow, in: w, delete: true)), start: t)
            #expect(w.screen.annotations?.bookmarks.contains(page: page) == false)
            #expect(w.screen.session.annotationList.list?.rowCount == 19)
            #expect(AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }).load().0.items.count == 19, "saved")

            // A tap on a row shows its page and closes the list.
            let target = try #require(w.screen.session.annotationList.list?.rows[shownRow].page)
            t = SyntheticEvents.play(w.window, Self.tap(try Self.point(of: shownRow, in: w)), start: t)
            #expect(!w.screen.session.annotationList.isOpen)
            #expect(w.currentPage == target + 1)

            // A opens and closes it; so does Escape.
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_a)], start: t)
            #expect(w.screen.session.annotationList.isOpen)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_a)], start: t)
            #expect(!w.screen.session.annotationList.isOpen)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_a), SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(!w.screen.session.annotationList.isOpen)
            #expect(w.currentPage == target + 1, "closing the list leaves the page as it was")
        }

        @Test func withoutAnnotationsAsInAKioskAOpensNothing() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_a)], start: 1)
            #expect(!w.screen.session.annotationList.isOpen)
        }
    }
}
