import CSDL2
import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer
import SwipeRender

extension SDLSerialTests {
    /// Boken stories in the window: synthetic clicks, touches and keys on SDL's offscreen driver
    /// choosing next, back and branches, history back along the path taken, resuming after
    /// reopening; and a real window under Xvfb clicked with xdotool, compared with `render --scene`.
    struct StoryWindowTests {
        /// Title (next) → Fork (both; branches to Left, Right) → Left (back) → Right (none; a branch back to Fork).
        static let story = #"""
        { "appTitle": "story-window-test", "scenes": [
          { "sceneId": "Title", "navigation": "next", "elements": { "elementsArray": [
            { "type": "textLabel", "content": "Title", "posX": 0.5, "posY": 0.8, "fontSize": 40 } ] } },
          { "sceneId": "Fork", "navigation": "both", "background": "black", "elements": { "elementsArray": [
            { "type": "shape", "posX": 0.1, "posY": 0.6, "width": 0.8, "height": 0.2, "color": "blue" } ] },
            "branches": [ { "label": "Go left", "target": "Left" }, { "label": "Go right", "target": "Right" } ] },
          { "sceneId": "Left", "navigation": "back", "elements": { "elementsArray": [
            { "type": "shape", "posX": 0, "posY": 0.5, "width": 0.5, "height": 0.5, "color": "green" } ] } },
          { "sceneId": "Right", "navigation": "none", "elements": { "elementsArray": [
            { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.5, "height": 0.5, "color": "red" } ] },
            "branches": [ { "label": "Back to the fork", "target": "Fork" } ] }
        ] }
        """#

        static let size = Point(300, 500)

        func folder() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-story-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Self.story.write(to: dir.appendingPathComponent("StoryDescription.json"), atomically: true, encoding: .utf8)
            return dir.path
        }

        /// A window on the offscreen driver showing the story in `folder` as the player opens it
        /// (through `ScreenOpener`), everything it keeps under `state` (positions and preferences,
        /// `data/` the annotations, `config/` the global preferences).
        func open(_ folder: String, state: String, watch: Bool = false) throws -> (PlayerWindow, StoryScreen) {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = state
            environment["XDG_DATA_HOME"] = state + "/data"
            environment["XDG_CONFIG_HOME"] = state + "/config"
            let opener = ScreenOpener(settings: .init(watch: watch, environment: environment, sound: false), print: { _ in })
            let window = try PlayerWindow(title: "story-test", options: .init(size: Self.size, fullscreen: false))
            window.push { opener.screen(for: URL(fileURLWithPath: folder), context: $0) }
            window.showFirstFrame()
            return (window, try #require(window.top as? StoryScreen))
        }

        func stateFolder() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("swipe-story-state-\(UUID().uuidString)").path }

        /// The centre of a control of scene `index`, in window coordinates.
        func centre(of control: StoryControl, _ screen: StoryScreen, scene index: Int) throws -> (Int32, Int32) {
            let frame = try #require(StoryLayout(viewport: Self.size).controls(screen.story, scene: index).first { $0.control == control }?.frame)
            return (Int32(frame.x + frame.width / 2), Int32(frame.y + frame.height / 2))
        }

        func click(_ w: PlayerWindow, _ p: (Int32, Int32), at t: Double) -> Double {
            SyntheticEvents.play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, p.0, p.1), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, p.0, p.1)], start: t)
        }

        func touch(_ type: SDL_EventType, _ x: Double, _ y: Double) -> SDL_Event {
            var e = SDL_Event()
            e.tfinger.type = type.rawValue
            e.tfinger.x = Float(x / Self.size.x)
            e.tfinger.y = Float(y / Self.size.y)
            return e
        }

        @Test func clicksChooseNextBranchesAndBackAndEscapeReturnsAlongThePathTaken() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            // The right half of the title scene is its (invisible) next button.
            var t = click(w, (250, 100), at: 1)
            #expect(screen.navigator.current == 1)
            t = click(w, try centre(of: .branch(1), screen, scene: 1), at: t)
            #expect(screen.navigator.current == 3)
            t = click(w, try centre(of: .branch(0), screen, scene: 3), at: t)
            #expect(screen.navigator.current == 1)
            t = click(w, try centre(of: .branch(0), screen, scene: 1), at: t)
            #expect(screen.navigator.current == 2)
            // Back goes to the previous scene in the file (Fork), not the one came from.
            t = click(w, try centre(of: .back, screen, scene: 2), at: t)
            #expect(screen.navigator.current == 1)
            #expect(screen.navigator.history == [0, 1, 3, 1, 2])
            for expected in [2, 1, 3, 1, 0] {
                t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
                #expect(screen.navigator.current == expected)
            }
            _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_BACKSPACE)], start: t)
            #expect(screen.navigator.current == 0, "nothing further back")
        }

        @Test func keysMoveBetweenScenesAndBranchButtons() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            #expect(screen.navigator.current == 1)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_TAB), SyntheticEvents.key(SDLK_TAB)], start: t)
            #expect(screen.focus == .branch(1))
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_TAB, shift: true)], start: t)
            #expect(screen.focus == .branch(0))
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(screen.navigator.current == 2 && screen.focus == nil)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_LEFT)], start: t)
            #expect(screen.navigator.current == 1)
            // The first move focuses the first branch button; up goes to the one above it.
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_UP), SyntheticEvents.key(SDLK_UP), SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(screen.navigator.current == 3)
            // Scene Right has no next or back: left and right move between its controls.
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            #expect(screen.navigator.current == 3 && screen.focus == .branch(0))
            _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_SPACE)], start: t)
            #expect(screen.navigator.current == 1)
        }

        @Test func bookmarksAreToggledVisitedAndKeptAcrossReopening() throws {
            let story = try folder(), state = stateFolder()
            do {
                let (w, screen) = try open(story, state: state)
                // B on Fork and on Right (reached by its branch), then B again on Right removes its bookmark.
                var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT), SyntheticEvents.key(SDLK_b)], start: 1)
                t = click(w, try centre(of: .branch(1), screen, scene: 1), at: t)
                #expect(screen.navigator.current == 3)
                t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_b)], start: t)
                #expect(screen.annotations?.bookmarks.items.map(\.locator.scene) == ["Fork", "Right"])
                t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_b)], start: t)
                _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_HOME)], start: t)
                #expect(screen.navigator.current == 0)
            }
            let file = try #require(FileManager.default.contentsOfDirectory(atPath: state + "/data/swipe-player/annotations").first)
            #expect(file.hasSuffix(".json"))
            let (w, screen) = try open(story, state: state)
            #expect(screen.annotations?.bookmarks.items.map(\.locator.page) == [1])
            // The bookmark is drawn on its scene (a pageMark, found through its sceneId), and ] visits it.
            #expect(screen.decorator.decorations(in: Bookmarks.group).map(\.locator.scene) == ["Fork"])
            #expect(screen.navigator.current == 0)
            let t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHTBRACKET)], start: 1)
            #expect(screen.navigator.current == 1)
            _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_LEFTBRACKET)], start: t)
            #expect(screen.navigator.current == 1, "the only bookmark is the scene shown")
            // The scenes reordered: the bookmark follows its scene by its sceneId.
            let fork = try #require(Self.story.range(of: #"{ "sceneId": "Fork""#)), left = try #require(Self.story.range(of: #"{ "sceneId": "Left""#))
            let forkScene = String(Self.story[fork.lowerBound..<left.lowerBound])
            let reordered = Self.story.replacingCharacters(in: fork.lowerBound..<left.lowerBound, with: "")
                .replacingOccurrences(of: #"{ "sceneId": "Right""#, with: forkScene.trimmingCharacters(in: .whitespacesAndNewlines) + "\n" + #"{ "sceneId": "Right""#)
            try reordered.write(toFile: story + "/StoryDescription.json", atomically: true, encoding: .utf8)
            let (_, again) = try open(story, state: state)
            #expect(again.story.scenes.map(\.sceneId) == ["Title", "Left", "Fork", "Right"])
            #expect(again.annotations?.bookmarks.items.map(\.locator.page) == [2])
        }

        @Test func bookmarksAndSearchHitsStayThroughALiveEdit() throws {
            let story = try folder()
            let (w, screen) = try open(story, state: stateFolder(), watch: true)
            typealias S = SearchWindowTests
            _ = SyntheticEvents.play(w, [S.key(SDLK_RIGHT), S.key(SDLK_b), S.key(SDLK_SLASH), S.text("go"), S.key(SDLK_RETURN)], start: 1)
            #expect(screen.decorator.decorations(in: SearchSession.group).count == 2)
            try Self.story.replacingOccurrences(of: "Go left", with: "Walk left").write(toFile: story + "/StoryDescription.json", atomically: true, encoding: .utf8)
            let end = Date().addingTimeInterval(10)
            // The file watcher posts an SDL event: the window's loop, pumped by hand.
            while screen.story.scenes[1].branches[0].label != "Walk left", Date() < end {
                var e = SDL_Event()
                while SDL_PollEvent(&e) != 0 { w.handle(e, at: w.now) }
                w.step(at: w.now)
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(screen.story.scenes[1].branches[0].label == "Walk left")
            #expect(screen.decorator.decorations(in: Bookmarks.group).count == 1)
            #expect(screen.decorator.decorations(in: SearchSession.group).count == 2)
        }

        @Test func searchFindsTextInEverySceneAndNMovesAcrossScenes() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            typealias S = SearchWindowTests
            // "o": Fork's two buttons, then twice in Right's button ("Back to the fork"); the text
            // input SDL sends for the / that opens the field is not typed.
            var t = SyntheticEvents.play(w, [S.key(SDLK_SLASH), S.text("/"), S.text("o"), S.key(SDLK_RETURN)], start: 1)
            #expect(screen.session.search.session.searched == "o")
            #expect(screen.session.search.session.count == "1 of 4")
            #expect(screen.navigator.current == 1)
            #expect(screen.decorator.decorations(in: SearchSession.group).count == 4)
            t = SyntheticEvents.play(w, [S.key(SDLK_TAB), S.key(SDLK_n), S.key(SDLK_n)], start: t)
            #expect(screen.session.search.session.count == "3 of 4")
            #expect(screen.navigator.current == 3)
            t = SyntheticEvents.play(w, [S.key(SDLK_n, mod: KMOD_LSHIFT)], start: t)
            #expect(screen.navigator.current == 1)
            // A click on the other match on Fork (in "Go right") makes it current, not choosing the button.
            screen.draw(at: t)
            let hit = try #require(screen.lastFrame.first { $0.decoration == DecorationKey(group: SearchSession.group, id: "0") })
            let p = hit.transform.project(Point(hit.size.x / 2, hit.size.y / 2)).point
            t = click(w, (Int32(p.x), Int32(p.y)), at: t)
            #expect(screen.session.search.session.count == "1 of 4")
            #expect(screen.navigator.current == 1)
            // Escape closes the field and takes the highlights away, staying on the scene.
            t = SyntheticEvents.play(w, [S.key(SDLK_ESCAPE)], start: t)
            #expect(!screen.session.search.isOpen && screen.navigator.current == 1)
            #expect(screen.decorator.decorations(in: SearchSession.group).isEmpty)
            _ = SyntheticEvents.play(w, [S.key(SDLK_SLASH), S.text("lighthouse"), S.key(SDLK_RETURN)], start: t)
            #expect(screen.session.search.session.count == "no matches")
        }

        @Test func touchesTapButtonsAndSwipesTurnScenes() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            // A swipe to the left is next; to the right, back.
            var t = SyntheticEvents.play(w, [touch(SDL_FINGERDOWN, 250, 200), touch(SDL_FINGERMOTION, 180, 200), touch(SDL_FINGERUP, 100, 205)], start: 1)
            #expect(screen.navigator.current == 1)
            t = SyntheticEvents.play(w, [touch(SDL_FINGERDOWN, 50, 200), touch(SDL_FINGERUP, 200, 200)], start: t)
            #expect(screen.navigator.current == 0)
            t = SyntheticEvents.play(w, [touch(SDL_FINGERDOWN, 250, 100), touch(SDL_FINGERUP, 250, 100)], start: t)
            #expect(screen.navigator.current == 1)
            let (x, y) = try centre(of: .branch(1), screen, scene: 1)
            _ = SyntheticEvents.play(w, [touch(SDL_FINGERDOWN, Double(x), Double(y)), touch(SDL_FINGERUP, Double(x), Double(y))], start: t)
            #expect(screen.navigator.current == 3)
        }

        @Test func aFolderListsAStorysFolderAndItsRowOpensTheStory() throws {
            let parent = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-stories-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            let story = parent.appendingPathComponent("Lighthouse").path
            try FileManager.default.moveItem(atPath: try folder(), toPath: story)
            let list = try FolderReader.list(path: parent.path)
            let url = try #require(list.sections.flatMap(\.items).compactMap { $0.url?.url }.first { $0.standardizedFileURL.path == story })
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let window = try PlayerWindow(title: "story-test", options: .init(size: Self.size, fullscreen: false))
            let opener = ScreenOpener(settings: .init(sound: false), print: { _ in })
            window.push { opener.screen(for: url, context: $0) }
            #expect(window.top is StoryScreen)
            #expect(list.sections.flatMap(\.items).map(\.title) == [.plain("story-window-test")], "the row shows the story's appTitle")
        }

        @Test func questionMarkShowsTheStorysKeysAndEscapeClosesThem() throws {
            let (w, screen) = try open(try folder(), state: stateFolder())
            var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            #expect(screen.navigator.current == 1)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_QUESTION)], start: t)
            #expect(screen.helpVisible)
            t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(!screen.helpVisible && screen.navigator.current == 1, "Escape closes the help, not the scene")
            _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(screen.navigator.current == 0)
        }

        @Test func aStoryFromAURLShowsItsProgressThenOpensAndItsClicksBranch() throws {
            let story = try folder()
            let server = try StaticHTTPServer(serving: URL(fileURLWithPath: story))
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = stateFolder()
            environment["XDG_CACHE_HOME"] = story + "/cache"
            let opener = ScreenOpener(settings: .init(environment: environment, timeout: 5, sound: false), print: { _ in })
            let window = try PlayerWindow(title: "story-test", options: .init(size: Self.size, fullscreen: false))
            window.push { opener.screen(for: server.url("StoryDescription.json"), context: $0) }
            #expect(window.top is StatusScreen, "a progress page while the story downloads")
            let end = Date().addingTimeInterval(10)
            while !(window.top is StoryScreen), Date() < end {
                window.step(at: window.now)
                Thread.sleep(forTimeInterval: 0.01)
            }
            let screen = try #require(window.top as? StoryScreen)
            #expect(screen.story.appTitle == "story-window-test")
            let t = SyntheticEvents.play(window, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            _ = click(window, try centre(of: .branch(1), screen, scene: 1), at: t)
            #expect(screen.navigator.current == 3)
        }

        @Test func reopeningResumesAtTheSceneWithItsHistory() throws {
            let story = try folder(), state = stateFolder()
            do {
                let (w, screen) = try open(story, state: state)
                var t = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
                t = click(w, try centre(of: .branch(1), screen, scene: 1), at: t)
                #expect(screen.navigator.current == 3)
                screen.closed()
            }
            let (w, screen) = try open(story, state: state)
            #expect(screen.navigator.current == 3 && screen.navigator.history == [0, 1])
            _ = SyntheticEvents.play(w, [SyntheticEvents.key(SDLK_ESCAPE)], start: 1)
            #expect(screen.navigator.current == 1)
        }

        /// The player on `story` in a real window, moved on to the Fork scene with the Right key, the
        /// scene indicator gone; the process and the window's id.
        func launchAtFork(_ story: String, on x: XvfbSession) throws -> (Process, String) {
            let player = try x.launchPlayer([story, "--window", "300x500"])
            guard let window = x.window(named: "story-window-test") else {
                XvfbSession.stop(player)
                throw XvfbSession.SessionError("the player's window did not appear")
            }
            usleep(500_000)
            x.run("xdotool", ["key", "--window", window, "Right"])
            _ = try WindowTests().screenshot(x, window: window, matching: try renderScene(story, "Fork", environment: x.environment))
            return (player, window)
        }

        @Test func aClickOnABranchButtonInARealWindowShowsWhatRenderDrawsOfItsTarget() throws {
            let x = try XvfbSession(), story = try folder(), windows = WindowTests()
            let (player, window) = try launchAtFork(story, on: x)
            defer { XvfbSession.stop(player) }
            let fork = try windows.screenshot(x, window: window)
            let layout = StoryLayout(viewport: Self.size)
            let s = try #require(StoryLoader.load(bytes: Array(Self.story.utf8), name: "s", folder: nil).story)
            let go = try #require(layout.controls(s, scene: 1).first { $0.control == .branch(1) }).frame
            x.run("xdotool", ["mousemove", "--window", window, "\(Int(go.x + go.width / 2))", "\(Int(go.y + go.height / 2))", "click", "1"])
            let expected = try renderScene(story, "Right", environment: x.environment)
            let shot = try windows.screenshot(x, window: window, matching: expected)
            #expect(windows.difference(shot, expected) < 0.01, "the branch's target in the window differs from render --scene")
            #expect(windows.difference(fork, shot) > 0.3, "the click changed the scene")
        }

        @Test func editsShowLiveOnTheSameSceneAndErrorsOverTheLastGoodVersion() throws {
            let x = try XvfbSession(), story = try folder(), windows = WindowTests()
            let file = story + "/StoryDescription.json"
            let (player, window) = try launchAtFork(story, on: x)
            defer { XvfbSession.stop(player) }
            let before = try windows.screenshot(x, window: window)

            try Self.story.replacingOccurrences(of: #""color": "blue""#, with: #""color": "orange""#).write(toFile: file, atomically: true, encoding: .utf8)
            usleep(900_000)
            let edited = try windows.screenshot(x, window: window)
            #expect(windows.difference(edited, try renderScene(story, "Fork", environment: x.environment)) < 0.01, "the edit shows on the same scene")
            #expect(windows.difference(edited, before) > 0.05)

            let good = try renderScene(story, "Fork", environment: x.environment)
            try #"{ "appTitle": "story-window-test", "scenes": [ ,, "#.write(toFile: file, atomically: true, encoding: .utf8)
            usleep(900_000)
            let broken = try windows.screenshot(x, window: window)
            #expect(windows.difference(broken, good, rows: 0..<40) > 0.05, "an overlay lists the error at the top")
            #expect(windows.difference(broken, good, rows: 80..<500) < 0.01, "over the last good version")
            #expect(player.isRunning)
        }

        func renderScene(_ story: String, _ scene: String, environment: [String: String]) throws -> RasterImage {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-story-render-\(UUID().uuidString).png").path
            let p = Process()
            p.executableURL = SDLSerialTests.CommandLineTests.binary
            p.arguments = ["render", story, "--scene", scene, "--size", "300x500", "--output", out]
            p.environment = environment
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            return try #require(ImageLibrary.decode(path: out, animated: false).first)
        }
    }
}
