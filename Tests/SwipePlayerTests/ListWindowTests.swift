import CSDL2
import Foundation
import Testing
@testable import SwipeCore
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

        func mouse(_ type: SDL_EventType, _ x: Int32, _ y: Int32, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
            var e = SDL_Event()
            if type == SDL_MOUSEMOTION {
                e.motion.type = type.rawValue
                e.motion.x = x
                e.motion.y = y
                e.motion.state = 1
            } else {
                e.button.type = type.rawValue
                e.button.button = UInt8(button)
                e.button.x = x
                e.button.y = y
            }
            return e
        }

        func key(_ sym: SDL_KeyCode) -> SDL_Event {
            var e = SDL_Event()
            e.key.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = Int32(sym.rawValue)
            return e
        }

        /// Feeds events `dt` apart from `start`, then lets everything come to rest; the time reached.
        @discardableResult
        func play(_ w: PlayerWindow, _ events: [SDL_Event], start: Double, dt: Double = 0.016) -> Double {
            var t = start
            for e in events {
                w.handle(e, at: t)
                w.step(at: t)
                t += dt
            }
            for _ in 0..<200 { w.step(at: t); t += 0.016 }
            return t
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
            var t = play(w, [mouse(SDL_MOUSEBUTTONDOWN, 200, 450)] + (1...10).map { mouse(SDL_MOUSEMOTION, 200, 450 - Int32($0) * 30) }
                         + [mouse(SDL_MOUSEBUTTONUP, 200, 150)], start: 1, dt: 0.05)
            let scrolled = list.scroller.offset
            #expect(scrolled > 100 && scrolled <= list.layout.maxScroll)
            let row = try #require(list.layout.rows.indices.first { list.layout.rows[$0].frame.y >= scrolled + 40 })
            let back: [(String, [SDL_Event])] = [
                ("Escape", [key(SDLK_ESCAPE)]), ("Backspace", [key(SDLK_BACKSPACE)]),
                ("the mouse's back button", [mouse(SDL_MOUSEBUTTONDOWN, 10, 10, button: SDL_BUTTON_X1), mouse(SDL_MOUSEBUTTONUP, 10, 10, button: SDL_BUTTON_X1)]),
            ]
            for (way, events) in back {
                let (x, y) = centre(of: row, in: list)
                t = play(w, [mouse(SDL_MOUSEBUTTONDOWN, x, y), mouse(SDL_MOUSEBUTTONUP, x, y)], start: t, dt: 0.05)
                let doc = try #require(w.top as? DocumentScreen, "the tap opened nothing")
                #expect(doc.title == "Document \(row + 1)")
                #expect(w.screens.count == 2)
                t = play(w, events, start: t)
                #expect(w.top === list, "\(way) goes back to the list")
                #expect(list.scroller.offset == scrolled, "\(way): the list is where it was left")
            }
        }

        @Test func theBackButtonAndEnterOnTheSelectedRow() throws {
            let folder = try Self.library(count: 5)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            var t = play(w, [key(SDLK_DOWN), key(SDLK_DOWN), key(SDLK_RETURN)], start: 1)
            let doc = try #require(w.top as? DocumentScreen)
            #expect(doc.title == "Document 2")
            // The back button shows with the page indicator; a tap on it goes back.
            w.showFirstFrame()
            let button = PlayerChrome.backButton(viewport: Point(400, 500))
            let x = Int32(button.x + button.width / 2), y = Int32(button.y + button.height / 2)
            t = w.now
            w.handle(mouse(SDL_MOUSEBUTTONDOWN, x, y), at: t)
            w.handle(mouse(SDL_MOUSEBUTTONUP, x, y), at: t + 0.05)
            #expect(w.top === list)
            #expect(list.scroller.selection == 1, "the selection is kept")
        }

        @Test func aDocumentOpenedFromAListKeepsItsReadingPosition() throws {
            let folder = try Self.library(count: 3)
            defer { try? FileManager.default.removeItem(at: folder) }
            let state = folder.appendingPathComponent("state")
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: state)
            var t = play(w, [key(SDLK_DOWN), key(SDLK_RETURN)], start: 1)
            w.showFirstFrame()
            t = play(w, [key(SDLK_RIGHT), key(SDLK_RIGHT)], start: t)
            #expect((w.top as? DocumentScreen)?.currentPage == 3)
            t = play(w, [key(SDLK_ESCAPE), key(SDLK_RETURN)], start: t)
            #expect((w.top as? DocumentScreen)?.currentPage == 3, "reopened where it was left")
        }

        @Test func aFolderOpensAsAListOfItsDocuments() throws {
            let folder = try Self.library(count: 3)
            defer { try? FileManager.default.removeItem(at: folder) }
            let w = try Self.window(folder, state: folder.appendingPathComponent("state"))
            let list = try #require(w.top as? ListScreen)
            #expect(list.layout.rows.map(\.title) == ["Document 1", "Document 2", "Document 3", "Library"])
            play(w, [key(SDLK_DOWN), key(SDLK_DOWN), key(SDLK_RETURN)], start: 1)
            #expect((w.top as? DocumentScreen)?.title == "Document 2")
        }

        @Test func aRowWhoseDocumentIsMissingShowsAnErrorPageToComeBackFrom() throws {
            let folder = try Self.library(count: 2)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.removeItem(at: folder.appendingPathComponent("doc2.swipe"))
            let w = try Self.window(folder.appendingPathComponent("index.swipe"), state: folder.appendingPathComponent("state"))
            var t = play(w, [key(SDLK_END), key(SDLK_RETURN)], start: 1)
            let page = try #require(w.top as? StatusScreen)
            #expect(page.shown.lines.joined().contains("no such file"))
            #expect(page.shown.back)
            t = play(w, [key(SDLK_ESCAPE)], start: t)
            #expect(w.top is ListScreen)
        }
    }
}
