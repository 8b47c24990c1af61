import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The reader menu in a window fed touches: a tap on the page indicator or three fingers open
    /// it, and a touch reader bookmarks a page, opens the overview and the search from it alone;
    /// a tap outside and Escape close it. Then under Xvfb, driven by xdotool's clicks: the menu is
    /// drawn over the page, and its bookmark row saves a bookmark to disk.
    struct ReaderMenuWindowTests {
        static let json = ##"{ "dimension": [400, 300], "paging": "leftToRight", "pages": [ { "bc": "#30a060", "elements": [ { "text": "The quick brown fox" } ] }, { "bc": "#ffffff" }, { "bc": "#3060c0" } ] }"##

        typealias Clock = TestClock

        func feed(_ w: DocumentWindow, _ clock: Clock, _ events: [SDL_Event], settle: Double = 0.1) { w.feed(clock, events, settle: settle) }

        func tap(_ w: DocumentWindow, _ clock: Clock, _ p: Point, settle: Double = 0.1) {
            let v = w.screen.context.viewport
            feed(w, clock, [SyntheticEvents.finger(SDL_FINGERDOWN, id: 7, p, viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: 7, p, viewport: v)], settle: settle)
        }

        /// Three fingers down together, then up.
        func threeFingers(_ w: DocumentWindow, _ clock: Clock) {
            let v = w.screen.context.viewport
            let points = [Point(150, 150), Point(200, 150), Point(250, 150)]
            feed(w, clock, points.enumerated().map { SyntheticEvents.finger(SDL_FINGERDOWN, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) }
                 + points.enumerated().map { SyntheticEvents.finger(SDL_FINGERUP, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) })
        }

        func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

        /// Where the open menu's row for `command` is.
        func row(_ w: DocumentWindow, _ command: Command) throws -> Point {
            let entries = w.screen.session.readerMenu.entries(w.screen.session)
            let layout = ReaderMenuInput.layout(w.screen.context, count: entries.count)
            let i = try #require(entries.firstIndex { $0.command == command }, "the menu offers \(command)")
            #expect(layout.rows[i].height >= 48, "a row is a 9 mm target")
            return center(layout.rows[i])
        }

        @Test func aTouchReaderBookmarksOpensTheOverviewAndSearchesFromTheMenu() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reader-menu-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try DocumentWindow(json: Self.json)
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.window.showFirstFrame()
            let clock = Clock()
            let v = w.screen.context.viewport

            // A swipe turns to page 2; the indicator shows, and a tap on it opens the menu.
            feed(w, clock, [SyntheticEvents.finger(SDL_FINGERDOWN, id: 1, Point(350, 150), viewport: v), SyntheticEvents.finger(SDL_FINGERMOTION, id: 1, Point(250, 150), viewport: v),
                            SyntheticEvents.finger(SDL_FINGERMOTION, id: 1, Point(100, 150), viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: 1, Point(50, 150), viewport: v)], settle: 0.8)
            #expect(w.currentPage == 2)
            let indicator = try #require(w.screen.session.indicatorFrame(at: clock.t), "the indicator shows after the turn")
            tap(w, clock, center(indicator))
            #expect(w.screen.session.readerMenu.isOpen, "a tap on the page indicator opens the menu")
            #expect(w.currentPage == 2, "and turns no page")

            // Its bookmark row bookmarks page 2, saved at once, and closes the menu.
            tap(w, clock, try row(w, .bookmark(.toggle)))
            #expect(!w.screen.session.readerMenu.isOpen)
            #expect(w.screen.annotations?.bookmarks.items.map(\.locator.page) == [1])
            let saved = try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
            #expect(saved.count == 1, "the bookmark is on disk")
            #expect(try saved.first.map { try String(contentsOf: $0, encoding: .utf8) }?.contains("bookmarks") == true)

            // Three fingers open it too (not the settings panel their second one would), and turn no page.
            threeFingers(w, clock)
            #expect(w.screen.session.readerMenu.isOpen && !w.screen.session.settingsPanel.isOpen)
            #expect(w.currentPage == 2)
            // A tap outside closes it, and does nothing else.
            tap(w, clock, Point(3, 3))
            #expect(!w.screen.session.readerMenu.isOpen && w.currentPage == 2)

            // The overview, from its row.
            threeFingers(w, clock)
            tap(w, clock, try row(w, .overview))
            #expect(w.screen.session.overview.isOpen && !w.screen.session.readerMenu.isOpen)
            feed(w, clock, [SyntheticEvents.key(SDLK_ESCAPE)])
            #expect(!w.screen.session.overview.isOpen)

            // The search field, typed into.
            threeFingers(w, clock)
            tap(w, clock, try row(w, .search))
            #expect(w.screen.session.search.isOpen && w.screen.session.search.typing)
            feed(w, clock, [SearchWindowTests.text("fox"), SyntheticEvents.key(SDLK_RETURN)])
            #expect(w.screen.session.search.session.query == "fox")
            #expect(w.screen.session.search.session.count == "1 of 1")
            #expect(w.currentPage == 1)
            feed(w, clock, [SyntheticEvents.key(SDLK_ESCAPE)])

            // Escape (`menu close`) closes it; the Menu key opens it.
            feed(w, clock, [SyntheticEvents.key(SDLK_APPLICATION)])
            #expect(w.screen.session.readerMenu.isOpen)
            feed(w, clock, [SyntheticEvents.key(SDLK_ESCAPE)])
            #expect(!w.screen.session.readerMenu.isOpen && w.currentPage == 1)
        }

        /// In a kiosk the menu offers only what the kiosk allows, and its rows work.
        @Test func aKiosksMenuOffersOnlyWhatItAllows() throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let doc = try #require(DocumentLoader.load(bytes: Array(Self.json.utf8), name: "input.swipe", baseURL: nil).document)
            let window = try PlayerWindow(title: "kiosk-menu-test", options: .init(size: Point(400, 300), fullscreen: false, kiosk: .init()))
            window.push { DocumentScreen(document: doc, title: "kiosk-menu-test", page: 0, language: "en", context: $0, report: { _ in }) }
            let screen = try #require(window.top as? DocumentScreen)
            window.showFirstFrame()
            let t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_APPLICATION)], start: 1)
            #expect(screen.session.readerMenu.isOpen)
            let entries = screen.session.readerMenu.entries(screen.session)
            #expect(entries.map(\.command) == [.overview, .search, .readAloud, .spokenFeedback, .volumeDown, .volumeUp])
            let layout = ReaderMenuInput.layout(screen.context, count: entries.count)
            let click = { (p: Point, t: Double) in
                SyntheticEvents.play(window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(p.x), Int32(p.y)),
                                              SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(p.x), Int32(p.y))], start: t)
            }
            // The quieter row leaves the menu open, to be chosen again.
            let next = click(center(layout.rows[4]), t)
            #expect(screen.session.readerMenu.isOpen, "a volume row keeps the menu open")
            _ = click(center(layout.rows[0]), next)
            #expect(screen.session.overview.isOpen && !screen.session.readerMenu.isOpen)
        }

        /// A story's menu, through the same feature: no annotations list or language, a scene
        /// bookmarked and the overview opened from it.
        @Test func aStorysMenuBookmarksTheSceneAndOpensTheOverview() throws {
            let r = StoryReaderWindowTests()
            let (w, screen) = try r.open(try r.folder(), state: r.stateFolder())
            let v = screen.context.viewport
            let points = [Point(100, 250), Point(150, 250), Point(200, 250)]
            let fingers = points.enumerated().map { SyntheticEvents.finger(SDL_FINGERDOWN, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) }
                + points.enumerated().map { SyntheticEvents.finger(SDL_FINGERUP, id: SDL_FingerID($0.offset + 1), $0.element, viewport: v) }
            var t = SyntheticEvents.play(w, fingers, start: 1)
            #expect(screen.session.readerMenu.isOpen && !screen.session.settingsPanel.isOpen && screen.navigator.current == 0)
            let entries = screen.session.readerMenu.entries(screen.session)
            #expect(entries.map(\.command) == [.overview, .search, .bookmark(.toggle), .readAloud, .captions, .spokenFeedback, .volumeDown, .volumeUp, .settings, .fullscreen])
            let layout = ReaderMenuInput.layout(screen.context, count: entries.count)
            let tapRow = { (c: Command, t: Double) -> Double in
                let p = self.center(layout.rows[entries.firstIndex { $0.command == c }!])
                return SyntheticEvents.play(w, [SyntheticEvents.finger(SDL_FINGERDOWN, id: 9, p, viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: 9, p, viewport: v)], start: t)
            }
            t = tapRow(.bookmark(.toggle), t)
            #expect(!screen.session.readerMenu.isOpen)
            #expect(screen.annotations?.bookmarks.items.map(\.locator.page) == [0])
            t = SyntheticEvents.play(w, fingers, start: t)
            _ = tapRow(.overview, t)
            #expect(screen.session.overview.isOpen)
        }

        @Test func theMenuIsDrawnOverThePageAndItsBookmarkRowSavesOne() throws {
            let window = WindowTests()
            // At 96 dpi, the menu's rows are laid out for 48-pixel targets.
            let x = try XvfbSession(server: "/usr/bin/Xvfb") { [$0, "-screen", "0", "1024x768x24", "-dpi", "96", "-noreset", "-nolisten", "tcp"] }
            let doc = try window.write(Self.json.replacingOccurrences(of: "{ \"dimension\"", with: "{ \"title\": \"reader-menu-test\", \"dimension\""))
            let player = try x.launchPlayer([doc, "--window", "640x480"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "reader-menu-test"), "the player's window did not appear")
            let page = try window.screenshot(x, window: id, matching: try window.render(doc, page: 1, size: "640x480", environment: x.environment))

            // A drag turns the page; at once a click on the indicator opens the menu.
            let indicator = PlayerChrome().indicatorFrame(viewport: Point(640, 480), label: "2 / 3", marks: 0)
            x.run("xdotool", ["mousemove", "--window", id, "600", "240", "mousedown", "1", "mousemove", "--window", id, "400", "240", "sleep", "0.05",
                              "mousemove", "--window", id, "100", "240", "mouseup", "1"])
            usleep(700_000)
            x.run("xdotool", ["mousemove", "--window", id, "\(Int(center(indicator).x))", "\(Int(center(indicator).y))", "click", "1"])
            usleep(400_000)
            let open = try window.screenshot(x, window: id)
            let shot = ProcessInfo.processInfo.environment["SWIPE_MENU_SHOT"] ?? FileManager.default.temporaryDirectory.appendingPathComponent("reader-menu.png").path
            _ = x.run("import", ["-window", id, shot])
            #expect(window.difference(open, page) > 0.3, "the menu and its backdrop cover the page")

            // The bookmark row, found as the player lays it out at this display's density.
            let entries = ReaderMenu.items(keys: .defaults, offer: .init())
            let rows = ReaderMenu.layout(viewport: Point(640, 480), style: .standard(), count: entries.count, target: ReaderMenu.minimumTarget(dpi: 96))
            let i = try #require(entries.firstIndex { $0.command == .bookmark(.toggle) })
            let p = center(rows.rows[i])
            x.run("xdotool", ["mousemove", "--window", id, "\(Int(p.x))", "\(Int(p.y))", "click", "1"])
            usleep(600_000)
            let saved = try AnnotationListWindowTests.annotations(x)
            #expect((saved["bookmarks"] as? [[String: Any]])?.count == 1, "a bookmark saved: \(saved)")
        }
    }
}
