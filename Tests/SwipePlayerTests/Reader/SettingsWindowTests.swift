import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The settings panel in a real window (SDL's offscreen driver) fed input as a reader gives
    /// it: opened by key and by the gear, a slider dragged and stepped by keys, a change shown at
    /// once, and the document opened again finding its preferences.
    struct SettingsWindowTests {
        static let json = #"{ "dimension": [400, 300], "paging": "leftToRight", "pages": [ { "bc": "red" }, { "bc": "lime" } ] }"#

        final class Session {
            let root: URL
            let doc: URL
            init() throws {
                root = FileManager.default.temporaryDirectory.appendingPathComponent("settings-window-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                doc = root.appendingPathComponent("book.swipe")
                try SettingsWindowTests.json.write(to: doc, atomically: true, encoding: .utf8)
            }
            deinit { try? FileManager.default.removeItem(at: root) }

            var environment: [String: String] {
                ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_STATE_HOME": root.appendingPathComponent("state").path, "HOME": root.path]
            }

            /// A window showing the document through the opener, as `swipe-player book.swipe` does.
            func open(keys: KeyBindings = .defaults) throws -> (PlayerWindow, DocumentScreen) {
                setenv("SDL_VIDEODRIVER", "offscreen", 1)
                let opener = ScreenOpener(settings: .init(environment: environment, sound: false), print: { _ in })
                var options = PlayerWindow.Options(size: Point(800, 600), fullscreen: false)
                options.keys = keys
                let window = try PlayerWindow(title: "settings-test", options: options)
                window.push { opener.screen(for: self.doc, context: $0) }
                let screen = try #require(window.top as? DocumentScreen)
                window.showFirstFrame()
                return (window, screen)
            }
        }

        func click(_ p: Point) -> [SDL_Event] {
            [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(p.x), Int32(p.y)), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(p.x), Int32(p.y))]
        }

        func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

        /// A portrait document in a wide window turns two pages at a time, the first page alone;
        /// spreads turned off, one page at a time from the same page.
        @Test func spreadsTurnAsOne() throws {
            let session = try Session()
            try #"{ "dimension": [300, 400], "paging": "leftToRight", "pages": [ {}, {}, {}, {}, {} ] }"#.write(to: session.doc, atomically: true, encoding: .utf8)
            let (window, screen) = try session.open()
            var t = SyntheticEvents.play(window, [], start: 1)
            #expect(screen.presentation?.showsSpreads == true)
            #expect(screen.currentPage == 1)
            t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.currentPage == 2 && screen.position == 1, "pages 2 and 3 are one spread")
            t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.currentPage == 4)
            screen.settingsEditor?.set(.doublePageSpread, .choice("none"))
            t = SyntheticEvents.play(window, [], start: t)
            #expect(screen.currentPage == 4 && screen.position == 3)
            t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.currentPage == 5)
        }

        func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
            var e = SDL_Event()
            e.tfinger.type = type.rawValue
            e.tfinger.fingerId = id
            e.tfinger.x = x
            e.tfinger.y = y
            return e
        }

        /// One finger drags the pages; a second one is a pinch, not the panel (the reader menu offers
        /// it), and the pages settle.
        @Test func aSecondFingerPinchesAndLeavesThePanelClosed() throws {
            let session = try Session()
            let (window, screen) = try session.open()
            _ = SyntheticEvents.play(window, [finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5), finger(SDL_FINGERMOTION, id: 1, x: 0.45, y: 0.5),
                                              finger(SDL_FINGERDOWN, id: 2, x: 0.7, y: 0.5), finger(SDL_FINGERUP, id: 2, x: 0.7, y: 0.5),
                                              finger(SDL_FINGERUP, id: 1, x: 0.45, y: 0.5)], start: 1)
            #expect(!screen.session.settingsPanel.isOpen)
            #expect(!screen.isMoving && screen.position == 0)
            #expect(screen.session.readerMenu.entries(screen.session).contains { $0.command == .settings }, "the reader menu opens the panel")
        }

        /// Where keys.conf binds `Touch_2` to `settings`, the second finger opens the panel (and
        /// the first one's page drag ends there).
        @Test func aSecondFingerOpensThePanelWhereTouch2IsBoundToIt() throws {
            let session = try Session()
            var keys = KeyBindings.defaults
            keys.bind(.init(KeyChord(key: "touch_2"), .settings))
            let (window, screen) = try session.open(keys: keys)
            _ = SyntheticEvents.play(window, [finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5), finger(SDL_FINGERMOTION, id: 1, x: 0.45, y: 0.5),
                                              finger(SDL_FINGERDOWN, id: 2, x: 0.7, y: 0.5)], start: 1)
            #expect(screen.session.settingsPanel.isOpen)
            #expect(!screen.isMoving && screen.position == 0)
        }

        @Test func aChangeInThePanelShowsAtOnceAndIsThereNextTime() throws {
            let session = try Session()
            let (window, screen) = try session.open()
            let layout = SettingsPanel.layout(viewport: window.context.viewport, style: window.context.style)
            let row = { (k: SettingKey) in SettingsPanel.keys.firstIndex(of: k)! }
            var t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_s)], start: 1)
            #expect(screen.session.settingsPanel.isOpen)
            // Fit, focused first, moved on by a key: the page fills the window behind the panel.
            t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.presentation?.fit == .cover)
            // The volume slider dragged from its end to a quarter, then one step up by a key.
            let track = layout.controls(row(.playbackVolume)).middle
            let y = Int32(track.y + track.height / 2)
            t = SyntheticEvents.play(window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(track.maxX - 1), y),
                                              SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(track.x + track.width * 0.6), y),
                                              SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(track.x + track.width * 0.3), y),
                                              SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(track.x + track.width * 0.3), y)], start: t)
            #expect(screen.presentation?.playbackVolume == 0.3)
            t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.presentation?.playbackVolume == 0.4)
            // Right to left, by a click on the reading direction's arrow.
            t = SyntheticEvents.play(window, click(center(layout.controls(row(.readingProgression)).increase)), start: t)
            #expect(screen.document.paging == .rightToLeft, "the pages turn the other way at once")
            t = SyntheticEvents.play(window, click(Point(2, 2)), start: t)
            #expect(!screen.session.settingsPanel.isOpen, "a click outside closes the panel")
            // Opened again by the gear, shown with the page indicator after a page turn.
            window.handle(SyntheticEvents.key(SDLK_RIGHT), at: t)
            for i in 1...30 { window.step(at: t + Double(i) * 0.016) }
            let gear = SettingsPanel.gearButton(viewport: window.context.viewport, style: window.context.style)
            window.handle(click(center(gear))[0], at: t + 0.5)
            window.handle(click(center(gear))[1], at: t + 0.55)
            #expect(screen.session.settingsPanel.isOpen)

            let (_, reopened) = try session.open()
            #expect(reopened.presentation?.fit == .cover)
            #expect(reopened.presentation?.playbackVolume == 0.4)
            #expect(reopened.document.paging == .rightToLeft)
            let saved = PreferencesStore(file: PreferencesStore.documentFile(documentPath: session.doc.path, environment: session.environment), warn: { _ in }).load()
            #expect(saved == Preferences([.fit: .choice("cover"), .playbackVolume: .number(0.4), .readingProgression: .choice("rtl")]))
        }
    }
}
