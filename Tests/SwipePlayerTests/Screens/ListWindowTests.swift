import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// A document list in a window on SDL's offscreen driver, driven by synthetic SDL events with
    /// explicit times: rows open their documents over the list, and every way back returns to
    /// the list as it was left.
    struct ListWindowTests {
        /// A folder with `count` one-page documents ("Document 1" …) and a list of them.
        static func library(count: Int) throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-window-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var items: [String] = []
            for i in 1...count {
                let doc = #"{ "title": "Document \#(i)", "dimension": [400, 300], "pages": [ {}, {}, {} ] }"#
                try doc.write(to: folder.appendingPathComponent("doc\(i).swipe"), atomically: true, encoding: .utf8)
                items.append(#"{ "url": "doc\#(i).swipe", "title": "Document \#(i)" }"#)
            }
            let list = #"{ "type": "net.swipe.list", "title": "Library", "sections": [ { "title": "All", "items": [ \#(items.joined(separator: ", ")) ] } ] }"#
            try list.write(to: folder.appendingPathComponent("index.swipe"), atomically: true, encoding: .utf8)
            return folder
        }

        /// A window on the list at `url`, opening rows as the player does; reading positions go to `state`.
        static func window(_ url: URL, state: URL) throws -> PlayerWindow {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let opener = ScreenOpener(settings: .init(environment: ["XDG_STATE_HOME": state.path, "LANG": "en_US.UTF-8"], sound: false), print: { _ in })
            let w = try PlayerWindow(title: "list-test", options: .init(size: Point(400, 500), fullscreen: false))
            w.opener = { opener.screen(for: $0, context: $1) }
            w.push { opener.screen(for: url, context: $0) }
            w.showFirstFrame()
            return w
        }

        /// The centre of row `i` on screen, in window pixels.
        func centre(of i: Int, in list: ListScreen) -> (Int32, Int32) {
            let frame = list.layout.rows[i].frame
            return (Int32(frame.x + frame.width / 2), Int32(list.layout.barHeight + frame.y - list.scroller.offset + frame.height / 2))
        }

        @Test func aTappedRowOpensItsDocumentAndEveryWayBackReturnsToTheSameRow() throws {
            let folder = try Self.library(count: 30)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            #expect(list.layout.rows.count == 30)
            // A drag scrolls the list down; it comes to rest somewhere in the middle.
            var t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 450)] + (1...10).map { SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, 450 - Int32($0) * 30) }
                         + [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 150)], start: 1, dt: 0.05)
            let scrolled = list.scroller.offset
            #expect(scrolled > 100 && scrolled <= list.layout.maxScroll)
            let row = try #require(list.layout.rows.indices.first { list.layout.rows[$0].frame.y >= scrolled + 40 })
            let back: [(String, [SDL_Event])] = [
                ("Escape", [SyntheticEvents.key(SDLK_ESCAPE)]), ("Backspace", [SyntheticEvents.key(SDLK_BACKSPACE)]),
                ("the mouse's back button", [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 10, 10, button: SDL_BUTTON_X1), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 10, 10, button: SDL_BUTTON_X1)]),
            ]
            for (way, events) in back {
                let (x, y) = centre(of: row, in: list)
                t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y)], start: t, dt: 0.05)
                let doc = try #require(w.top as? DocumentScreen, "the tap opened nothing")
                #expect(doc.title == "Document \(row + 1)")
                #expect(w.screens.count == 2)
                t = SyntheticEvents.play(w, events, start: t)
                #expect(w.top === list, "\(way) goes back to the list")
                #expect(list.scroller.offset == scrolled, "\(way): the list is where it was left")
            }
        }

        @Test func theBackButtonAndEnterOnTheSelectedRow() throws {
            let folder = try Self.library(count: 5)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_RETURN)], start: 1)
            let doc = try #require(w.top as? DocumentScreen)
            #expect(doc.title == "Document 2")
            // The back button shows with the page indicator; a tap on it goes back.
            w.showFirstFrame()
            let button = PlayerChrome.backButton(viewport: Point(400, 500))
            let x = Int32(button.x + button.width / 2), y = Int32(button.y + button.height / 2)
            t = w.now
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), at: t)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y), at: t + 0.05)
            #expect(w.top === list)
            #expect(list.scroller.selection == 1, "the selection is kept")
        }

        @Test func aDocumentOpenedFromAListKeepsItsReadingPosition() throws {
            let folder = try Self.library(count: 3)
            defer { try? FileManager.default.removeItem(at: folder) }
            let state = folder.appendingPathComponent("state")
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: state)
            var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_RETURN)], start: 1)
            w.showFirstFrame()
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT), SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect((w.top as? DocumentScreen)?.currentPage == 3)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE), SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect((w.top as? DocumentScreen)?.currentPage == 3, "reopened where it was left")
        }

        @Test func aDocumentLeftForTheListIsReleasedWithEverythingItHeld() throws {
            let folder = try Self.library(count: 2)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            let t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_RETURN)], start: 1)
            w.showFirstFrame()
            weak let opened = w.top as? DocumentScreen
            #expect(opened != nil)
            SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(w.top is ListScreen)
            #expect(opened == nil, "the document screen (its textures, pictures, sound and videos) is gone")
        }

        @Test func questionMarkShowsTheListsKeysAndEscapeHidesThemFirst() throws {
            let folder = try Self.library(count: 2)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            let t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_SLASH, shift: true)], start: 1)
            #expect(list.chrome.helpVisible)
            SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(!list.chrome.helpVisible)
            #expect(w.top === list)
        }

        @Test func aFolderOpensAsAListOfItsDocuments() throws {
            let folder = try Self.library(count: 3)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder, state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            #expect(list.layout.rows.map(\.title) == ["Document 1", "Document 2", "Document 3", "Library"])
            SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_RETURN)], start: 1)
            #expect((w.top as? DocumentScreen)?.title == "Document 2")
        }

        @Test func aRowWhoseDocumentIsMissingShowsAnErrorPageToComeBackFrom() throws {
            let folder = try Self.library(count: 2)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.removeItem(at: folder.appendingPathComponent("doc2.swipe"))
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_END), SyntheticEvents.key(SDLK_RETURN)], start: 1)
            let page = try #require(w.top as? StatusScreen)
            #expect(page.shown.lines.joined().contains("no such file"))
            #expect(page.shown.back)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(w.top is ListScreen)
        }
    }
}
