import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The reader's tools in the text view (`layout` = `text`), in a window on SDL's offscreen
    /// driver: a Shift+drag over its words highlights them on the fixed page too, search marks and
    /// scrolls to its matches across pages, a bookmark keeps the words at the top of the window and
    /// goes back to them, and the page keys turn its pages.
    struct TextViewReaderWindowTests {
        static let json = #"{ "dimension": [400, 300], "pages": [ { "elements": [ { "x": 0, "y": 100, "w": 400, "h": 60, "text": "The quick brown fox jumps", "fontSize": 30 } ] }, { "elements": [ { "text": "A second page" } ] } ] }"#

        /// Many paragraphs on two pages, a needle near the end of each.
        static let long: String = {
            let filler = (0..<12).map { #"{ "text": "Paragraph \#($0) of words that fill the column and push the page down." }"# }.joined(separator: ", ")
            return #"{ "dimension": [400, 300], "pages": [ { "elements": [ \#(filler), { "text": "Here is a needle at the end" } ] }, { "elements": [ \#(filler), { "text": "Another needle" } ] } ] }"#
        }()

        static func settings(_ layout: PageLayout) -> PresentationSettings {
            PresentationSettings(layers: PreferenceLayers(commandLine: Preferences([.layout: .choice(layout.rawValue)])),
                                 context: PresentationContext(document: nil, window: Point(400, 300)))
        }

        /// A window on `json` in the text view, with annotations kept in `dir`, drawn.
        func opened(_ json: String, _ dir: URL) throws -> DocumentWindow {
            let w = try DocumentWindow(json: json)
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.screen.presentation = Self.settings(.text)
            w.window.showFirstFrame()
            w.screen.draw(at: 0.5)
            return w
        }

        func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("text-view-\(UUID().uuidString)") }

        func layout(_ w: DocumentWindow) throws -> (page: Int, layout: TextViewLayout) { try #require(w.screen.textView.shown) }

        /// The document opened in the text view (in `dir`), its runs "brown" and "fox", and the
        /// height of their line's middle.
        func brownFox(_ dir: URL) throws -> (DocumentWindow, TextViewLayout, TextViewLayout.Run, TextViewLayout.Run, Int32) {
            let w = try opened(Self.json, dir)
            let view = try layout(w).layout
            let brown = try #require(view.runs.first { $0.text == "brown" }), fox = try #require(view.runs.first { $0.text == "fox" })
            return (w, view, brown, fox, Int32(brown.frame.y + brown.frame.height / 2))
        }

        @Test func aSelectionInTheTextViewIsAHighlightOnTheSameWordsOfTheFixedPage() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (w, view, brown, fox, y) = try brownFox(dir)
            SDL_SetModState(KMOD_LSHIFT)
            let t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(brown.frame.x + 1), y),
                                                    SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(fox.frame.x + 2), y),
                                                    SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(fox.frame.x + fox.frame.width - 1), y),
                                                    SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(fox.frame.x + fox.frame.width - 1), y)], start: 1)
            SDL_SetModState(KMOD_NONE)
            let made = try #require(w.screen.annotations?.highlights.items.first)
            #expect(made.locator.text?.highlight == "brown fox", "the words dragged over in the text view")
            #expect(made.locator.element?.description == "@0" && made.locator.characters == 10..<19)
            #expect(w.currentPage == 1, "a selecting drag neither scrolls nor turns")
            // The text view draws it on those words.
            w.screen.draw(at: t)
            let drawn = view.items(scroll: 0, decorations: w.screen.textViewDecorations(page: 0, in: view)).decorationBoxes.filter { $0.key.group == Highlights.group }
            #expect(drawn.map(\.rect) == view.boxes(element: [0], characters: 10..<19))
            // Escape closes its bar; a tap on it in the text view opens it again.
            var shown = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(w.screen.session.highlighter.open == nil)
            let x = Int32(brown.frame.x + brown.frame.width / 2)
            shown = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y)], start: shown)
            #expect(w.screen.session.highlighter.open == made.id, "a tap on the highlight in the column")
            // The fixed page draws it on the same words: inside the text's line, not the whole element.
            w.screen.presentation = Self.settings(.fixed)
            w.screen.draw(at: shown + 1)
            let fixed = w.screen.engine.decorationBoxes(viewport: Point(400, 300)).filter { $0.key == DecorationKey(group: Highlights.group, id: made.id) }
            #expect(fixed.count == 1)
            let box = try #require(fixed.first?.rect)
            #expect(box.y >= 100 && box.y + box.height <= 160 && box.x > 60 && box.width > 60 && box.width < 250,
                    "over \"brown fox\" of the fixed page's line: \(box)")
        }

        @Test func aLongPressOnAWordInTheColumnSelectsItAndItsDragHighlights() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (w, view, brown, fox, y) = try brownFox(dir)
            // A finger's press held still (no Shift), then its drag and lift.
            let held = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(brown.frame.x + 3), y)], start: 1)
            let t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(fox.frame.x + fox.frame.width - 1), y),
                                                    SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(fox.frame.x + fox.frame.width - 1), y)], start: held)
            let made = try #require(w.screen.annotations?.highlights.items.first, "the long press and its drag made a highlight")
            #expect(made.locator.text?.highlight == "brown fox")
            #expect(w.screen.textView.scroller.offset == 0 && w.currentPage == 1, "the press neither scrolled nor turned")
            #expect(t > held)
        }

        @Test func searchMarksTheMatchesAndScrollsToTheCurrentOneAcrossPages() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try opened(Self.long, dir)
            #expect(try layout(w).layout.maxScroll > 100, "the page is longer than the window")
            var t = SyntheticEvents.play(w.window, [SearchWindowTests.key(SDLK_f, mod: KMOD_LCTRL), SearchWindowTests.text("needle"),
                                                    SearchWindowTests.key(SDLK_RETURN)], start: 1)
            w.screen.draw(at: t)
            #expect(w.screen.session.search.session.count == "1 of 2")
            var (page, view) = try layout(w)
            let first = try #require(view.boxes(element: [12], characters: 10..<16).first)
            let offset = w.screen.textView.scroller.offset
            #expect(page == 0 && offset > 0 && first.y >= offset && first.y + first.height <= offset + 300, "scrolled to the match: \(first) at \(offset)")
            let marks = view.items(scroll: offset, decorations: w.screen.textViewDecorations(page: 0, in: view)).decorationBoxes
            #expect(marks.contains { $0.key.group == SearchSession.group && abs($0.rect.y - (first.y - offset)) < 0.5 }, "the match is marked")
            // Enter: the next match, on the next page, scrolled to.
            t = SyntheticEvents.play(w.window, [SearchWindowTests.key(SDLK_RETURN)], start: t)
            w.screen.draw(at: t)
            #expect(w.currentPage == 2)
            (page, view) = try layout(w)
            let second = try #require(view.boxes(element: [12], characters: 8..<14).first)
            let now = w.screen.textView.scroller.offset
            #expect(page == 1 && second.y >= now && second.y + second.height <= now + 300, "on page 2, scrolled to its match")
        }

        @Test func aBookmarkInTheTextViewGoesBackToTheWordsAtTheTopOfTheWindow() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try opened(Self.long, dir)
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_DOWN),
                                                    SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_DOWN)], start: 1)
            let scrolled = w.screen.textView.scroller.offset
            #expect(scrolled > 0)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_b)], start: t)
            let bookmark = try #require(w.screen.annotations?.bookmarks.items.first)
            let view = try layout(w).layout
            let top = try #require(view.place(atTop: scrolled))
            #expect(bookmark.locator.page == 0 && bookmark.locator.characters == top.characters && bookmark.locator.element?.description == "@\(top.element[0])",
                    "the words at the top of the window")
            #expect(bookmark.locator.text?.highlight.isEmpty == false)
            // Away to the next page, then ] back: scrolled to those words.
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            w.screen.draw(at: t)
            #expect(w.currentPage == 2 && w.screen.textView.scroller.offset == 0)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHTBRACKET)], start: t)
            w.screen.draw(at: t)
            #expect(w.currentPage == 1)
            let back = w.screen.textView.scroller.offset
            #expect(view.place(atTop: back)?.characters == top.characters && view.place(atTop: back)?.element == top.element, "back at \(scrolled): \(back)")
        }

        @Test func thePageKeysAndASwipeTurnTheTextViewsPages() throws {
            let dir = folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try opened(Self.json, dir)
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            w.screen.draw(at: t)
            #expect(w.currentPage == 2)
            #expect(try layout(w).layout.words.map(\.text) == ["A", "second", "page"], "the next page's column")
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_LEFT)], start: t)
            w.screen.draw(at: t)
            #expect(try w.currentPage == 1 && layout(w).page == 0)
            // A swipe to the left: the next page.
            t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 350, 150), SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, 150),
                                                SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 50, 150)], start: t)
            w.screen.draw(at: t)
            #expect(try w.currentPage == 2 && layout(w).page == 1)
        }
    }
}
