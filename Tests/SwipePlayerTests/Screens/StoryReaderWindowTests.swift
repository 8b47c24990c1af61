import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import SwipeMedia
@testable import SwipePlayer
import SwipeRender

extension SDLSerialTests {
    /// A Boken story's window has the reader's tools a document's has, through the same features:
    /// the scenes at a glance (G), the settings panel (S) with a story's settings, kept per story,
    /// highlights and notes on text labels kept across reopening, and the scene read aloud (R).
    /// Synthetic input on SDL's offscreen driver for what the screen decides, and a real window under
    /// Xvfb for what it shows, compared with `render --scene`.
    struct StoryReaderWindowTests {
        /// The window tests' story (Title → Fork, black with a blue band and two branch buttons → Left,
        /// green → Right, red), its title scene's label a line of words to highlight and read.
        static let story = StoryWindowTests.story.replacingOccurrences(of: #""content": "Title""#, with: #""content": "The keeper walks along the shore""#)

        static let size = Point(300, 500)
        static let sceneIds = ["Title", "Fork", "Left", "Right"]

        func folder() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-story-reader-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Self.story.write(to: dir.appendingPathComponent("StoryDescription.json"), atomically: true, encoding: .utf8)
            return dir.path
        }

        func stateFolder() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("swipe-story-reader-state-\(UUID().uuidString)").path }

        func open(_ folder: String, state: String) throws -> (PlayerWindow, StoryScreen) { try StoryWindowTests().open(folder, state: state) }

        func key(_ sym: SDL_KeyCode) -> SDL_Event { SyntheticEvents.key(sym) }

        func click(_ w: PlayerWindow, _ p: Point, at t: Double) -> Double {
            StoryWindowTests().click(w, (Int32(p.x), Int32(p.y)), at: t)
        }

        func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

        // MARK: The scenes at a glance

        @Test func gShowsEverySceneAndChoosingOneJumpsThereKeptOnThePathTaken() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            var t = SyntheticEvents.play(w, [key(SDLK_g)], start: 1)
            let grid = try #require(screen.session.overview.overview)
            #expect(grid.pageCount == 4 && grid.selected == 0)
            #expect(grid.pageSize == Self.size, "thumbnails have the scenes' shape in this window")
            // Arrows choose (two columns: right, then down), Enter jumps there.
            t = SyntheticEvents.play(w, [key(SDLK_RIGHT), key(SDLK_DOWN), key(SDLK_RETURN)], start: t)
            #expect(!screen.session.overview.isOpen)
            #expect(screen.navigator.current == 3 && screen.navigator.history == [0])
            // The jump is on the path taken: Escape goes back from it.
            t = SyntheticEvents.play(w, [key(SDLK_ESCAPE)], start: t)
            #expect(screen.navigator.current == 0)
            // A tap on a thumbnail jumps to its scene.
            t = SyntheticEvents.play(w, [key(SDLK_g)], start: t)
            let left = try #require(screen.session.overview.overview?.frame(of: 2))
            t = click(w, center(left), at: t)
            #expect(screen.navigator.current == 2 && screen.navigator.history == [0])
            // G (or Escape) closes it where it was, the scene shown unchanged; choosing the scene shown goes nowhere.
            t = SyntheticEvents.play(w, [key(SDLK_g), key(SDLK_RIGHT), key(SDLK_g)], start: t)
            #expect(!screen.session.overview.isOpen && screen.navigator.current == 2)
            _ = SyntheticEvents.play(w, [key(SDLK_g), key(SDLK_RETURN)], start: t)
            #expect(screen.navigator.current == 2 && screen.navigator.history == [0])
        }

        // MARK: The text view

        @Test func theTextViewShowsTheScenesWordsAndAClickOnItsButtonChoosesIt() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            screen.settingsEditor?.set(.layout, .choice("text"))
            #expect(screen.showsTextView)
            let layout = screen.textViewLayout(at: 1)
            #expect(layout.text.hasPrefix("The keeper walks along the shore"), "the title scene's label, read back from the text view")
            let next = try #require(layout.boxes.first { layout.blocks[$0.block].action == .story(.next) })
            _ = click(w, center(next.frame), at: 1)
            #expect(screen.navigator.current == 1, "the text view's Next button went to the next scene")
            let fork = screen.textViewLayout(at: 2)
            let branches = fork.boxes.filter { if case .story(.branch) = fork.blocks[$0.block].action { true } else { false } }
            #expect(branches.count == 2, "the fork's two branch buttons")
            let right = try #require(branches.last)
            _ = click(w, Point(right.frame.x + 10, right.frame.y + right.frame.height / 2), at: 2)
            #expect(screen.navigator.current == 3, "the second branch, clicked in the text view, went right")
        }

        // MARK: Settings

        @Test func sOpensTheStorysSettingsTheirChangesShowAndAreKeptForTheStory() throws {
            let story = try folder(), state = stateFolder()
            do {
                let (w, screen) = try open(story, state: state)
                var t = SyntheticEvents.play(w, [key(SDLK_s)], start: 1)
                #expect(screen.session.settingsPanel.isOpen)
                let offered = try #require(screen.presentation?.offered)
                #expect(offered == [.fit, .autoplay, .mute, .playbackVolume, .spokenFeedback, .speechRate, .captions, .appearance, .pageIndicator, .layout], "and the text view")
                #expect(screen.sceneFrame == Rect(x: 0, y: 0, width: 300, height: 500), "a story fills its window")
                // Fit, focused first: the scene keeps the phone's shape, centred.
                t = SyntheticEvents.play(w, [key(SDLK_RIGHT)], start: t)
                #expect(screen.presentation?.fit == .contain)
                #expect(screen.sceneFrame == StorySceneLayout.sceneFrame(fit: .contain, window: Self.size) && screen.sceneFrame.width < 240)
                let layout = SettingsPanel.layout(viewport: w.context.viewport, style: w.context.style, keys: offered)
                // The scene indicator off, by a click on its toggle.
                t = click(w, center(layout.controls(offered.firstIndex(of: .pageIndicator)!).middle), at: t)
                #expect(screen.presentation?.pageIndicator == false && !screen.chrome.showsPageNumber)
                // The volume slider dragged to a third.
                let track = layout.controls(offered.firstIndex(of: .playbackVolume)!).middle
                let y = Int32(track.y + track.height / 2)
                t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(track.maxX - 1), y),
                                             SyntheticEvents.mouse(SDL_MOUSEMOTION, Int32(track.x + track.width * 0.3), y),
                                             SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(track.x + track.width * 0.3), y)], start: t)
                #expect(screen.presentation?.playbackVolume == 0.3)
                // Escape closes the panel, not the scene; the next scene shows no indicator.
                t = SyntheticEvents.play(w, [key(SDLK_ESCAPE)], start: t)
                #expect(!screen.session.settingsPanel.isOpen && screen.navigator.current == 0)
                w.handle(key(SDLK_RIGHT), at: t)
                let shown = screen.chrome.items(viewport: Self.size, page: 1, pageCount: 4, language: nil, label: "Fork", at: t + 0.5)
                #expect(!shown.contains { if case .text("Fork", _) = $0.content { return true } else { return false } })
            }
            let (_, reopened) = try open(story, state: state)
            #expect(reopened.presentation?.fit == .contain && reopened.presentation?.pageIndicator == false && reopened.presentation?.playbackVolume == 0.3)
            let file = PreferencesStore.documentFile(documentPath: story + "/StoryDescription.json", environment: ["XDG_STATE_HOME": state])
            #expect(file.path.hasPrefix(state + "/swipe-player/preferences/"), "beside the story's reading position")
            let saved = PreferencesStore(file: file, warn: { _ in }).load()
            #expect(saved == Preferences([.fit: .choice("contain"), .pageIndicator: .toggle(false), .playbackVolume: .number(0.3)]))
        }

        // MARK: Highlights

        @Test func aHighlightOnATextLabelIsKeptAcrossReopeningWithItsNote() throws {
            let story = try folder(), state = stateFolder()
            typealias S = SearchWindowTests
            do {
                let (w, screen) = try open(story, state: state)
                screen.draw(at: 0.5)
                // The label's first line, across its box (90 % of the window's width, centred) at y ≈ 87: its two lines are
                // centred on 0.8 of the height from the bottom.
                SDL_SetModState(KMOD_LSHIFT)
                var t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 20, 87), SyntheticEvents.mouse(SDL_MOUSEMOTION, 150, 87),
                                                 SyntheticEvents.mouse(SDL_MOUSEMOTION, 295, 87), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 295, 87)], start: 1)
                SDL_SetModState(KMOD_NONE)
                let made = try #require(screen.annotations?.highlights.items.first)
                #expect(made.locator.text?.highlight.hasPrefix("The keeper walks along") == true, "\(made.locator.text?.highlight ?? "")")
                #expect(made.locator.scene == "Title" && made.locator.element?.description == "@0")
                #expect(screen.navigator.current == 0, "a selecting drag is no swipe")
                #expect(screen.session.highlighter.open == made.id)
                // Green, and a note.
                t = SyntheticEvents.play(w, [key(SDLK_2), key(SDLK_n), S.text("windy"), key(SDLK_RETURN), key(SDLK_ESCAPE)], start: t)
                #expect(screen.annotations?.highlights.items.first?.colour == .green && screen.annotations?.highlights.items.first?.note == "windy")
                #expect(screen.session.highlighter.open == nil)
                // A long press on "shore" (the second line) selects it; letting go highlights it.
                screen.draw(at: t)
                t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 45, 113)], start: t)
                t = SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 45, 113)], start: t)
                #expect(screen.annotations?.highlights.items.map { $0.locator.text?.highlight } == [made.locator.text?.highlight, "shore"])
                #expect(screen.navigator.current == 0, "the long press was no tap on the left half")
                // A tap on the first highlight opens its bar.
                screen.draw(at: t)
                let drawn = try #require(screen.lastFrame.first { $0.decoration == DecorationKey(group: Highlights.group, id: made.id) })
                let p = drawn.transform.project(Point(drawn.size.x / 2, drawn.size.y / 2)).point
                _ = click(w, p, at: t)
                #expect(screen.session.highlighter.open == made.id)
                #expect(screen.navigator.current == 0)
            }
            let folder = state + "/data/swipe-player/annotations"
            let file = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first)
            let saved = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(saved.contains("windy") && saved.contains("scene=Title"), "annotations on disk under XDG_DATA_HOME")
            let (_, reopened) = try open(story, state: state)
            #expect(reopened.annotations?.highlights.items.map(\.note) == ["windy", nil])
            #expect(reopened.decorator.decorations(in: Highlights.group).count == 3, "drawn again on the scene: two highlights and the note's mark")
            reopened.draw(at: 1)
            #expect(reopened.lastFrame.contains { $0.decoration?.group == Highlights.group })
        }

        // MARK: In a real window

        /// The mean colour of each of `columns` × `rows` cells of `rect` of `image`, 0…255 a channel.
        func cells(_ image: RasterImage, _ rect: Rect, columns: Int = 3, rows: Int = 5) -> [Double] {
            var out: [Double] = []
            for row in 0..<rows {
                for column in 0..<columns {
                    let x0 = Int(rect.x + rect.width * Double(column) / Double(columns)), x1 = Int(rect.x + rect.width * Double(column + 1) / Double(columns))
                    let y0 = Int(rect.y + rect.height * Double(row) / Double(rows)), y1 = Int(rect.y + rect.height * Double(row + 1) / Double(rows))
                    var sum = [0.0, 0, 0], n = 0.0
                    for y in y0..<min(y1, image.height) {
                        for x in x0..<min(x1, image.width) {
                            let (r, g, b, _) = image.pixel(x, y)
                            sum[0] += Double(r); sum[1] += Double(g); sum[2] += Double(b)
                            n += 1
                        }
                    }
                    out += sum.map { $0 / max(1, n) }
                }
            }
            return out
        }

        /// The mean difference of two cell lists, 0…255.
        func distance(_ a: [Double], _ b: [Double]) -> Double {
            zip(a, b).map { abs($0 - $1) }.reduce(0, +) / Double(max(1, a.count))
        }

        @Test func theOverviewShowsEachSceneAsRenderDrawsItAndTheSettingsPanelShows() throws {
            let x = try XvfbSession(), story = try folder(), windows = WindowTests(), stories = StoryWindowTests()
            let player = try x.launchPlayer([story, "--window", "300x500"])
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: "story-window-test"), "the player's window did not appear")
            usleep(500_000)
            let renders = try Self.sceneIds.map { try stories.renderScene(story, $0, environment: x.environment) }
            x.run("xdotool", ["key", "--window", window, "g"])
            usleep(600_000)
            let shot = try windows.screenshot(x, window: window)
            let grid = PageOverview(pageCount: 4, pageSize: Self.size, viewport: Self.size, current: 0)
            let whole = Rect(x: 0, y: 0, width: Self.size.x, height: Self.size.y)
            for (i, id) in Self.sceneIds.enumerated() {
                let f = grid.frame(of: i)
                #expect(f.y + f.height < Self.size.y, "every thumbnail is in view")
                let thumbnail = cells(shot, Rect(x: f.x + 3, y: f.y + 3, width: f.width - 6, height: f.height - 6))
                let own = distance(thumbnail, cells(renders[i], whole))
                #expect(own < 25, "the \(id) thumbnail is the scene render --scene draws, smaller (\(own))")
                for (j, other) in Self.sceneIds.enumerated() where j != i {
                    let theirs = distance(thumbnail, cells(renders[j], whole))
                    #expect(theirs > 2 * own + 20, "the \(id) thumbnail is not \(other)'s (\(theirs) against \(own))")
                }
            }
            // Right, one column right and one row down from Title: Enter shows it as render draws it.
            x.run("xdotool", ["key", "--window", window, "Right", "Down", "Return"])
            let right = try windows.screenshot(x, window: window, matching: renders[3])
            #expect(windows.difference(right, renders[3]) < 0.01, "the scene chosen in the overview differs from render --scene")

            // S: the panel over the scene; the scene indicator turned off in it (eight rows down), it no longer shows.
            x.run("xdotool", ["key", "--window", window, "s"])
            usleep(400_000)
            let panel = try windows.screenshot(x, window: window)
            let frame = SettingsPanel.layout(viewport: Self.size, style: .standard(), keys: SettingKey.allCases.filter { $0.applies(to: .story) }).frame
            #expect(windows.difference(panel, renders[3], rows: Int(frame.y)..<Int(frame.maxY)) > 0.3, "the panel shows")
            x.run("xdotool", ["key", "--window", window, "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Return", "Escape", "BackSpace"])
            usleep(700_000)
            let back = try windows.screenshot(x, window: window)
            #expect(windows.difference(back, renders[0], rows: 420..<500) < 0.01, "Back along the path taken to Title, no scene indicator")
            #expect(windows.difference(back, renders[0], rows: 60..<420) < 0.01)
        }

        @Test(.enabled(if: !SoundDirector.installedVoices().isEmpty, "espeak-ng is not available: a story cannot be read aloud"))
        func rReadsTheScenesTextAloudEachWordLitInTurnAndRAgainStops() throws {
            let x = try XvfbSession(), reading = ReadAloudWindowTests()
            let (player, window) = try launchSpeaking(x)
            defer { XvfbSession.stop(player) }
            let id = try #require(window, "the player's window did not appear")
            usleep(500_000)
            #expect(try reading.watch(x, id, seconds: 0.3).allSatisfy { $0 == nil }, "nothing lit before R")
            x.run("xdotool", ["key", "--window", id, "r"])
            // Screenshots until the reading has ended (nothing lit for a while after words were), 8 s at most.
            var seen: [(x: Double, y: Double)?] = []
            let end = Date().addingTimeInterval(8)
            while Date() < end, !(seen.contains { $0 != nil } && seen.suffix(4).allSatisfy { $0 == nil }) { seen += try reading.watch(x, id, seconds: 0.1) }
            let read = reading.places(seen)
            #expect(read.count >= 3, "the lit word moved from word to word: \(read)")
            #expect(reading.inReadingOrder(read), "in reading order: \(read)")
            #expect(read.allSatisfy { $0.y > 65 && $0.y < 135 }, "on the label: \(read)")
            // R reads it again; R while it reads stops it, and its highlight.
            x.run("xdotool", ["key", "--window", id, "r"])
            usleep(700_000)
            #expect(try reading.watch(x, id, seconds: 0.2).contains { $0 != nil }, "read again")
            x.run("xdotool", ["key", "--window", id, "r"])
            usleep(300_000)
            #expect(try reading.watch(x, id, seconds: 0.5).allSatisfy { $0 == nil }, "R again stops reading and its highlight")
        }

        /// The player on the story with `arguments`, speaking through SDL's disk driver, and its
        /// window (nil when it did not appear).
        func launchSpeaking(_ x: XvfbSession, _ arguments: [String] = []) throws -> (player: Process, window: String?) {
            let dir = try WindowSoundTests().folder()
            let player = try x.launchPlayer([try folder(), "--window", "300x500"] + arguments,
                                            environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": dir.appendingPathComponent("out.raw").path])
            return (player, x.window(named: "story-window-test"))
        }

        @Test(.enabled(if: !SoundDirector.installedVoices().isEmpty, "espeak-ng is not available: a story cannot be read aloud"))
        func withCaptionsOnTheSceneReadAloudIsCaptioned() throws {
            let x = try XvfbSession(), reading = ReadAloudWindowTests()
            let (player, window) = try launchSpeaking(x, ["--set", "captions=on"])
            defer { XvfbSession.stop(player) }
            let id = try #require(window, "the player's window did not appear")
            usleep(800_000)
            let band = try reading.captionBand(x, id, around: "r", wait: 900_000)
            #expect(band.after > band.before + 1500, "R's speech shows in the caption band: \(band) dark pixels before and while reading")
        }
    }
}
