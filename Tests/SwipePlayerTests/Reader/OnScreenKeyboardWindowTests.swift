import CSDL2
import Foundation
import SwipeRender
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The on-screen keyboard in a window fed touches alone: a page's text field filled by taps on
    /// its keys fires `textChanged` and shows the text (the window's pixels read back), a touch
    /// reader searches from the reader menu by typing on it, and `--osk` and a physical key decide
    /// whether it shows.
    struct OnScreenKeyboardWindowTests {
        let menu = ReaderMenuWindowTests()

        /// A field below a caption that shows the field's text on every textChanged.
        static func document(field: String, caption: String) -> String {
            """
            {"dimension":[400,300],"pages":[{"play":"never","elements":[
              {"id":"cap","text":"\(caption)","x":20,"y":10,"w":360,"h":50,"fontSize":28},
              {"id":"f","textField":{},"text":"\(field)","x":20,"y":70,"w":360,"h":50,"bc":"#eeeeee","fontSize":28,
               "events":{"textChanged":{"actions":[{"update":{"id":"cap","text":{"valueOf":{"property":"text"}}}}]}}}]}]}
            """
        }

        /// The window's picture as drawn now (the frame drawn again, then read back).
        static func shot(_ w: DocumentWindow) throws -> RasterImage {
            w.window.showFirstFrame()
            let v = w.screen.context.viewport
            var image = RasterImage(width: Int(v.x), height: Int(v.y))
            let read = image.pixels.withUnsafeMutableBytes {
                SDL_RenderReadPixels(w.screen.context.renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, Int32(v.x) * 4)
            }
            try #require(read == 0, "the picture can be read back")
            if let dir = ProcessInfo.processInfo.environment["SWIPE_OSK_SHOTS"] { _ = image.writePNG(to: "\(dir)/osk-\(UUID().uuidString.prefix(6)).png") }
            return image
        }

        /// Taps the keyboard's keys in order with a finger, each found where the keyboard shows it now.
        func type(_ w: DocumentWindow, _ clock: ReaderMenuWindowTests.Clock, _ keys: [OnScreenKeyboard.Key]) throws {
            try type(w.window, w.screen.session, clock, keys)
        }

        func type(_ window: PlayerWindow, _ reader: ReaderSession, _ clock: ReaderMenuWindowTests.Clock, _ keys: [OnScreenKeyboard.Key]) throws {
            let v = reader.context.viewport
            for key in keys {
                let placed = try #require(reader.context.keyboard.placement(over: reader), "the keyboard shows to type \(key)")
                let frame = try #require(placed.layout.keys.first { $0.key == key }?.frame, "a key \(key)")
                #expect(frame.height >= 48, "a key is a 9 mm target")
                let p = menu.center(frame)
                for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
                    window.handle(SyntheticEvents.finger(type, id: 7, p, viewport: v), at: clock.t)
                    window.step(at: clock.t)
                    clock.t += 0.05
                }
            }
            // What the last key did comes to rest (a page turned to a match).
            let end = clock.t + 0.8
            while clock.t < end {
                window.step(at: clock.t)
                clock.t += 0.016
            }
        }

        /// An 800×600 window showing `json` with bookmarks and highlights kept in `dir`, drawn once.
        func annotated(_ json: String, keptIn dir: URL) throws -> DocumentWindow {
            let w = try DocumentWindow(json: json, size: Point(800, 600))
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.window.showFirstFrame()
            return w
        }

        func letters(_ s: String) -> [OnScreenKeyboard.Key] { s.map { .character(String($0)) } }

        @Test func aTextFieldFilledByTapsOnTheKeyboardFiresTextChanged() throws {
            let w = try DocumentWindow(json: Self.document(field: "", caption: ""), size: Point(800, 600))
            w.screen.context.keyboard.mode = .auto
            w.window.showFirstFrame()
            let clock = ReaderMenuWindowTests.Clock()
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil, "no keyboard before a field is tapped")
            // The field (doc 20...380 × 70...120, twice that in the window).
            menu.tap(w, clock, Point(400, 190))
            #expect(w.screen.interaction.isEditing)
            let placed = try #require(w.screen.context.keyboard.placement(over: w.screen.session), "the tapped field brings the keyboard")
            #expect(placed.layout.frame.y > 240, "the field stays above it")
            #expect(placed.pageShift == 0, "and the page needs no moving")
            // Shift, h, i, x, Backspace: "Hi".
            try type(w, clock, [.shift] + letters("hix") + [.backspace])
            let typed = try Self.shot(w)
            // The keyboard is drawn over the bottom of the window in the theme's overlay colour.
            let style = w.screen.context.style
            let bottom = (Int(placed.layout.frame.y) + 3) * typed.width * 4 + 4
            #expect(abs(Int(typed.pixels[bottom]) - Int(style.overlaySurface.r * 255)) < 4 && abs(Int(typed.pixels[bottom + 2]) - Int(style.overlaySurface.b * 255)) < 4,
                    "the keyboard's panel at its top left")
            // Enter hides it, as a keyboard's Enter would end nothing else.
            try type(w, clock, [.enter])
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil, "Enter hides the keyboard")

            // The caption reads what was typed: textChanged ran for each key.
            let shown = try Self.shot(w)
            let expected = try DocumentWindow(json: Self.document(field: "Hi", caption: "Hi"), size: Point(800, 600))
            expected.screen.context.keyboard.mode = .never
            let reference = try Self.shot(expected)
            let caption = 20..<120
            #expect(WindowTests().difference(shown, reference, rows: caption) < 0.001, "the caption reads Hi")
            let blank = try Self.shot(try DocumentWindow(json: Self.document(field: "", caption: ""), size: Point(800, 600)))
            #expect(WindowTests().difference(blank, reference, rows: caption) > 0.005, "and an empty caption does not")
        }

        @Test func aFieldNearTheBottomMovesThePageUp() throws {
            let json = ##"{"dimension":[400,300],"pages":[{"play":"never","elements":[{"id":"f","textField":{},"text":"","x":20,"y":230,"w":360,"h":50,"bc":"#ee3333"}]}]}"##
            let w = try DocumentWindow(json: json, size: Point(800, 600))
            w.window.showFirstFrame()
            let clock = ReaderMenuWindowTests.Clock()
            menu.tap(w, clock, Point(400, 510))
            let placed = try #require(w.screen.context.keyboard.placement(over: w.screen.session))
            // The field (460...560 in the window) ends above the keyboard once moved.
            #expect(placed.pageShift > 0 && 560 - placed.pageShift <= placed.layout.frame.y)
            let shot = try Self.shot(w)
            let fieldRow = Int(560 - placed.pageShift) - 6
            let i = (fieldRow * shot.width + 100) * 4
            #expect(shot.pixels[i] > 200 && shot.pixels[i + 1] < 90, "the red field shows above the keyboard")
            // A press outside hides the keyboard (and only that: the page is not where it was).
            menu.tap(w, clock, Point(400, 20))
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil)
            #expect(w.screen.interaction.isEditing, "the field keeps the focus")
        }

        @Test func aTouchReaderSearchesWithTheKeyboardBookmarksAndOpensTheOverview() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("osk-menu-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try annotated(ReaderMenuWindowTests.json, keptIn: dir)
            let clock = ReaderMenuWindowTests.Clock()
            let v = w.screen.context.viewport
            // A swipe to page 2, a tap on the indicator: the menu; its search row: the field and the keyboard.
            menu.feed(w, clock, [SyntheticEvents.finger(SDL_FINGERDOWN, id: 1, Point(700, 300), viewport: v), SyntheticEvents.finger(SDL_FINGERMOTION, id: 1, Point(500, 300), viewport: v),
                                 SyntheticEvents.finger(SDL_FINGERMOTION, id: 1, Point(200, 300), viewport: v), SyntheticEvents.finger(SDL_FINGERUP, id: 1, Point(100, 300), viewport: v)], settle: 0.8)
            #expect(w.currentPage == 2)
            menu.tap(w, clock, menu.center(try #require(w.screen.session.indicatorFrame(at: clock.t))))
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil, "the menu covers no keyboard")
            menu.tap(w, clock, try menu.row(w, .search))
            #expect(w.screen.session.search.typing)
            try type(w, clock, letters("fox") + [.enter])
            #expect(w.screen.session.search.session.query == "fox")
            #expect(w.screen.session.search.session.count == "1 of 1", "the search finds it")
            #expect(w.currentPage == 1, "and shows its page")
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil, "Enter hides the keyboard")
            // A tap on the field brings it back.
            menu.tap(w, clock, menu.center(SearchBar.frame(viewport: v, style: w.screen.context.style)))
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) != nil)

            // The bookmark row and the overview row, from the menu opened by a tap on the indicator.
            menu.threeFingers(w, clock)
            #expect(w.screen.session.readerMenu.isOpen)
            menu.tap(w, clock, try menu.row(w, .bookmark(.toggle)))
            #expect(w.screen.annotations?.bookmarks.items.map(\.locator.page) == [0])
            menu.threeFingers(w, clock)
            menu.tap(w, clock, try menu.row(w, .overview))
            #expect(w.screen.session.overview.isOpen)
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil, "the overview covers the keyboard")
        }

        @Test func aHighlightsNoteIsTypedOnTheKeyboard() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("osk-note-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try annotated(HighlightWindowTests.json, keptIn: dir)
            w.screen.draw(at: 0.5)
            SDL_SetModState(KMOD_LSHIFT)
            let t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 40, 260), SyntheticEvents.mouse(SDL_MOUSEMOTION, 300, 260),
                                                    SyntheticEvents.mouse(SDL_MOUSEMOTION, 780, 260), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 780, 260)], start: 1)
            SDL_SetModState(KMOD_NONE)
            #expect(w.screen.session.highlighter.open != nil, "the highlight's bar is open")
            let clock = ReaderMenuWindowTests.Clock()
            clock.t = t
            let note = try #require(HighlightBar.controls(viewport: w.screen.context.viewport, style: w.screen.context.style).first { $0.control == .note }?.frame)
            menu.tap(w, clock, menu.center(note))
            let placed = try #require(w.screen.context.keyboard.placement(over: w.screen.session), "the note brings the keyboard")
            #expect(placed.pageShift > 0, "the bar at the bottom moves up above it")
            try type(w, clock, letters("nice") + [.enter])
            #expect(w.screen.annotations?.highlights.items.first?.note == "nice", "Enter saves the note")
            #expect(w.screen.context.keyboard.placement(over: w.screen.session) == nil)
        }

        @Test func aStorysSearchIsTypedOnTheKeyboard() throws {
            let tests = StoryReaderWindowTests()
            let (window, screen) = try tests.open(try tests.folder(), state: tests.stateFolder())
            let clock = ReaderMenuWindowTests.Clock()
            // The reader menu's search row performs `search` as this does.
            _ = screen.session.perform(command: .search, at: clock.t)
            #expect(screen.session.search.typing)
            try type(window, screen.session, clock, letters("shore") + [.enter])
            #expect(screen.session.search.session.count == "1 of 1", "the story's search finds it")
            #expect(screen.context.keyboard.placement(over: screen.session) == nil)
        }

        @Test func neverShowsNoneAndAPhysicalKeyEndsTheAutomaticOne() throws {
            let w = try DocumentWindow(json: Self.document(field: "", caption: ""), size: Point(800, 600))
            w.window.showFirstFrame()
            let clock = ReaderMenuWindowTests.Clock()
            let keyboard = w.screen.context.keyboard
            #expect(keyboard.mode == .auto, "a window's keyboard shows until a key is pressed")
            keyboard.mode = .never
            menu.tap(w, clock, Point(400, 190))
            #expect(w.screen.interaction.isEditing)
            #expect(keyboard.placement(over: w.screen.session) == nil, "--osk never shows none")
            keyboard.mode = .auto
            #expect(keyboard.placement(over: w.screen.session) != nil)
            // Ctrl alone (held for the simulated touch) is no typing.
            menu.feed(w, clock, [SyntheticEvents.key(SDLK_LCTRL)])
            #expect(!keyboard.keyPressed && keyboard.placement(over: w.screen.session) != nil)
            // A key typed on a physical keyboard: it is typed, and the keyboard goes for good.
            menu.feed(w, clock, [SyntheticEvents.key(SDLK_a), SearchWindowTests.text("a")])
            #expect(keyboard.keyPressed && keyboard.placement(over: w.screen.session) == nil)
            keyboard.mode = .always
            #expect(keyboard.placement(over: w.screen.session) != nil, "--osk always shows it still")
        }

        @Test func aKioskShowsItAlways() throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let window = try PlayerWindow(title: "kiosk-osk-test", options: .init(size: Point(400, 300), fullscreen: false, kiosk: .init()))
            #expect(window.context.keyboard.mode == .always)
            var options = PlayerWindow.Options(size: Point(400, 300), fullscreen: false, kiosk: .init())
            options.keyboard = .never
            #expect(try PlayerWindow(title: "kiosk-osk-test", options: options).context.keyboard.mode == .never)
        }
    }
}
