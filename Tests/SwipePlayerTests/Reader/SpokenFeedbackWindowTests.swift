import Foundation
import SwipeReader
import Testing

extension SDLSerialTests {
    /// Spoken feedback in a real window under Xvfb, what it says captured as text through the
    /// session's own speech-dispatcher (`SpeechCapture`); fingers are the mouse with Ctrl held
    /// (`SimulatedTouch`), driven by xdotool.
    struct SpokenFeedbackWindowTests {
        let window = WindowTests()

        /// Two pages: a title, a text and a button whose tap rewrites the text; then a second page.
        static let document = """
        { "title": "window-test", "dimension": [400, 300], "pages": [
          { "bc": "#f4f0e8", "play": "never", "elements": [
            { "text": "Welcome aboard", "x": 0, "y": 0, "w": 400, "h": 60, "fontSize": 28 },
            { "id": "story", "text": "Touch a picture to hear its name", "x": 0, "y": 80, "w": 400, "h": 60, "fontSize": 18 },
            { "text": "Start", "x": 100, "y": 180, "w": 200, "h": 80, "bc": "#3f8fe0", "fontSize": 24, "focusable": true,
              "events": { "tapped": { "actions": [ { "update": { "id": "story", "text": "The ride has started" } } ] } } } ] },
          { "bc": "#1b2a4a", "play": "never", "elements": [
            { "text": "Second page of the tour", "y": 100, "h": 100, "fontSize": 28, "textColor": "#fff" } ] }
        ] }
        """
        static let opening = "Welcome aboard. Touch a picture to hear its name. Start, button."

        /// The player on the document with spoken feedback on (or with `options`), what it says captured.
        func open(_ x: XvfbSession, _ options: [String] = ["--spoken-feedback"], seconds: Double = 2, sound: Bool = false) throws
            -> (player: Process, id: String, speech: SpeechCapture) {
            let speech = try SpeechCapture(x, seconds: seconds)
            let doc = try window.write(Self.document)
            // With sound, SDL's dummy device: the player's volume is real, nothing is heard.
            let player = try x.launchPlayer([doc, "--window", "400x300"] + (sound ? [] : ["--no-sound"]) + options,
                                            environment: sound ? ["SDL_AUDIODRIVER": "dummy"] : [:])
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            return (player, id, speech)
        }

        /// The player opened with spoken feedback on, once it has said the page.
        func opened(_ x: XvfbSession, seconds: Double = 2, sound: Bool = false) throws -> (player: Process, id: String, speech: SpeechCapture) {
            let opened = try open(x, seconds: seconds, sound: sound)
            let said = opened.speech.wait(for: "Welcome aboard")
            if said == nil { XvfbSession.stop(opened.player) }
            try #require(said != nil, "the page was said: \(opened.speech.lines)")
            return opened
        }

        /// A finger (the mouse with Ctrl) tapping at (`px`, `py`) `count` times, 0.1 s apart.
        func tap(_ x: XvfbSession, _ id: String, _ px: Int, _ py: Int, count: Int = 1) {
            x.run("xdotool", ["mousemove", "--window", id, "\(px)", "\(py)", "keydown", "ctrl", "click", "--repeat", "\(count)", "--delay", "100", "1", "keyup", "ctrl"])
        }

        /// A finger swiping from `from` to `to` along `y` (150 unless told) in about a fifth of a second.
        func swipe(_ x: XvfbSession, _ id: String, from: Int, to: Int, y: Int = 150) {
            var steps = ["mousemove", "--window", id, "\(from)", "\(y)", "keydown", "ctrl", "mousedown", "1"]
            for k in 1...4 { steps += ["mousemove", "--window", id, "\(from + (to - from) * k / 4)", "\(y)", "sleep", "0.04"] }
            steps += ["mouseup", "1", "keyup", "ctrl"]
            x.run("xdotool", steps)
        }

        @Test func openingSpeaksThePage() throws {
            let x = try XvfbSession()
            let (player, _, speech) = try open(x)
            defer { XvfbSession.stop(player) }
            let said = speech.wait(for: "Welcome aboard")
            #expect(said?.contains("Spoken feedback on.") == true, "it says that it is on: \(speech.lines)")
            #expect(said?.hasSuffix(Self.opening) == true, "then the page's title and text in reading order: \(speech.lines)")
        }

        @Test func tabSpeaksAButtonsLabelAndRole() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "Tab"])
            #expect(speech.wait { $0 == "Start, button." } != nil, "Tab's focus on the button is said: \(speech.lines)")
        }

        @Test func aFingerOnATextSpeaksItsWords() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            speech.clear()
            x.run("xdotool", ["mousemove", "--window", id, "200", "110", "keydown", "ctrl", "mousedown", "1"])
            let said = speech.wait { $0.contains("Touch a picture") }
            x.run("xdotool", ["mouseup", "1", "keyup", "ctrl"])
            #expect(said == "Touch a picture to hear its name.", "the finger resting on the text says its words: \(speech.lines)")
        }

        @Test func aDoubleTapActivatesTheButtonLastSpoken() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            speech.clear()
            tap(x, id, 200, 220)
            try #require(speech.wait { $0 == "Start, button." } != nil, "one tap on the button says it: \(speech.lines)")
            // The double tap lands on the title, far from the button: it activates the button all the same.
            tap(x, id, 200, 30, count: 2)
            #expect(speech.wait(for: "The ride has started") != nil, "the button's tap ran, and the text it changed is said: \(speech.lines)")
            #expect(!speech.lines.contains { $0.hasPrefix("Welcome aboard") }, "the double tap explored nothing: \(speech.lines)")
        }

        @Test func aSwipeMovesToTheNextElement() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            speech.clear()
            swipe(x, id, from: 100, to: 300)
            try #require(speech.wait { $0 == "Welcome aboard." } != nil, "the first swipe right reaches the first text: \(speech.lines)")
            swipe(x, id, from: 100, to: 300)
            #expect(speech.wait { $0 == "Touch a picture to hear its name." } != nil, "the next swipe the next one: \(speech.lines)")
        }

        @Test func swipesReachTheMenuButtonAfterThePageAndADoubleTapOpensTheMenu() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            // Past the page's three items, the page indicator, then the menu button: a tap would
            // only explore, so spoken mode keeps the controls shown.
            for _ in 0..<6 where !speech.lines.contains("Menu, button.") {
                let said = speech.lines.count
                swipe(x, id, from: 100, to: 300)
                speech.wait(timeout: 10) { _ in speech.lines.count > said }
            }
            try #require(speech.lines.contains("Menu, button."), "swipes reached the menu button: \(speech.lines)")
            speech.clear()
            tap(x, id, 200, 30, count: 2)
            #expect(speech.wait { $0.hasPrefix("Reader menu, menu.") } != nil, "a double tap opened the reader menu: \(speech.lines)")
        }

        @Test func aPageTurnSpeaksTheNewPage() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "Next"])
            #expect(speech.wait(for: "Second page of the tour") != nil, "the new page is said: \(speech.lines)")
        }

        @Test func aKeyStopsSpeechAtOnce() throws {
            let x = try XvfbSession()
            // Each message takes 3 s to say; one stopped never ends.
            let (player, id, speech) = try opened(x, seconds: 3)
            defer { XvfbSession.stop(player) }
            // Shift is bound to nothing: it only stops the speech.
            x.run("xdotool", ["key", "--window", id, "shift"])
            #expect(speech.wait(timeout: 5) { $0 == "end" } == nil, "the page's speech was stopped: \(speech.lines)")
        }

        @Test func theReaderMenuIsSaidAndADoubleTapChoosesTheRowInFocus() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "Menu"])
            let said = speech.wait { $0.hasPrefix("Reader menu, menu.") }
            #expect(said?.contains("all pages, to jump anywhere, menu item") == true, "the menu and its focused row are said: \(speech.lines)")
            // Overview, search, bookmarks list, bookmark, read aloud, captions, then spoken feedback's own row.
            x.run("xdotool", ["key", "--window", id, "Down", "Down", "Down", "Down", "Down", "Down"])
            try #require(speech.wait { $0 == "spoken feedback on, off, menu item." } != nil, "each row reached is said: \(speech.lines)")
            tap(x, id, 200, 150, count: 2)
            #expect(speech.wait { $0 == "Spoken feedback off." } != nil, "the row in focus was chosen: \(speech.lines)")
        }

        @Test func theVolumeKeysSayTheLevel() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x, sound: true)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "9"])
            #expect(speech.wait { $0 == "Volume 90 %" } != nil, "the volume down key says the new level: \(speech.lines)")
            x.run("xdotool", ["key", "--window", id, "m"])
            #expect(speech.wait { $0 == "Sound off" } != nil, "muting says so: \(speech.lines)")
        }

        @Test func theVoiceFollowsThePlayersVolume() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x, sound: true)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "9", "9", "9", "9", "9"])
            try #require(speech.wait { $0 == "Volume 50 %" } != nil, "the level is said: \(speech.lines)")
            let volumes = speech.volumes
            #expect(volumes.first == 100 && volumes.last == 0, "full volume is speech-dispatcher's loudest, half its middle: \(volumes)")
        }

        /// Swipes right along the window's top edge (above the settings panel's rows, so that the
        /// finger explores none of them on its way) until a line said starts with `prefix` (at most
        /// `count` swipes); that line.
        func swipe(_ x: XvfbSession, _ id: String, _ speech: SpeechCapture, to prefix: String, count: Int = 20) -> String? {
            for _ in 0..<count {
                speech.clear()
                swipe(x, id, from: 100, to: 300, y: 3)
                guard let said = speech.wait(timeout: 10, for: { $0.hasSuffix(".") }) else { return nil }
                if said.hasPrefix(prefix) { return said }
            }
            return nil
        }

        @Test func aDoubleTapChangesTheSettingsPanelsRowLastSpoken() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "s"])
            try #require(speech.wait { $0.hasPrefix("Settings, dialog.") } != nil, "the panel opened: \(speech.lines)")
            // Swipes move through the panel's rows; the double tap lands far from the row.
            try #require(swipe(x, id, speech, to: "Mute,") == "Mute, check box, not checked.", "a swipe reached the Mute row: \(speech.lines)")
            speech.clear()
            tap(x, id, 200, 30, count: 2)
            #expect(speech.wait { $0 == "Mute, check box, checked." } != nil, "the toggle was turned on and said so: \(speech.lines)")
            // A stepper steps up.
            let rate = try #require(swipe(x, id, speech, to: "Speech rate,"), "a swipe reached the Speech rate row: \(speech.lines)")
            speech.clear()
            tap(x, id, 200, 30, count: 2)
            let stepped = speech.wait { $0.hasPrefix("Speech rate,") }
            #expect(stepped != nil && stepped != rate, "the stepper's new value is said: \(rate) then \(speech.lines)")
        }

        @Test func theReaderMenusVolumeRowsSayTheLevelAndStayOpen() throws {
            let x = try XvfbSession()
            let (player, id, speech) = try opened(x, sound: true)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "Menu"])
            try #require(speech.wait { $0.hasPrefix("Reader menu, menu.") } != nil, "the menu opened: \(speech.lines)")
            // Past spoken feedback's row, the quieter one; a double tap chooses it.
            x.run("xdotool", ["key", "--window", id, "Down", "Down", "Down", "Down", "Down", "Down", "Down"])
            try #require(speech.wait { $0 == "quieter, menu item." } != nil, "the volume down row is said: \(speech.lines)")
            tap(x, id, 200, 150, count: 2)
            #expect(speech.wait { $0 == "Volume 90 %" } != nil, "the row turned the volume down and said the level: \(speech.lines)")
            // The menu stays open: the next row is louder.
            x.run("xdotool", ["key", "--window", id, "Down"])
            try #require(speech.wait { $0 == "louder, menu item." } != nil, "the menu stayed open on its row: \(speech.lines)")
            x.run("xdotool", ["key", "--window", id, "Return"])
            #expect(speech.wait { $0 == "Volume 100 %" } != nil, "Enter on the louder row said the new level: \(speech.lines)")
        }

        @Test func withNoSpeechDispatcherEspeakNgSpeaksThroughThePlayersSound() throws {
            let x = try XvfbSession()
            let recording = x.home.appendingPathComponent("sound.raw")
            let doc = try window.write(Self.document)
            // No daemon answers at that address; SDL's disk driver records what the player plays.
            let player = try x.launchPlayer([doc, "--window", "400x300", "--spoken-feedback"], environment: [
                "SPEECHD_ADDRESS": "unix_socket:" + x.home.appendingPathComponent("none/speechd.sock").path,
                "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": recording.path,
            ])
            defer { XvfbSession.stop(player) }
            _ = try #require(x.window(named: "window-test"), "the player's window did not appear")
            // The page has no sound of its own: anything heard is the feedback's speech.
            let deadline = Date().addingTimeInterval(30)
            var loud = 0
            while loud < 4800, Date() < deadline {
                let data = (try? Data(contentsOf: recording)) ?? Data()
                loud = data.withUnsafeBytes { $0.bindMemory(to: Int16.self).filter { abs(Int($0)) > 500 }.count }
                usleep(200_000)
            }
            #expect(loud >= 4800, "espeak-ng said the page through the player's own sound")
        }

        @Test func theLongPressAloneTurnsSpokenFeedbackOnAndSaysSo() throws {
            let x = try XvfbSession()
            let (player, _, speech) = try open(x, ["--kiosk"])
            defer { XvfbSession.stop(player) }
            // A kiosk speaks nothing until it is asked to; the finger goes down once the page shows.
            let id = try KioskWindowTests().kioskWindow(x)
            let page = try window.render(try window.write(Self.document), page: 1, size: "1024x768", environment: x.environment)
            _ = try window.screenshot(x, window: id, matching: page)
            #expect(speech.lines.isEmpty, "nothing was said before the long press: \(speech.lines)")
            x.run("xdotool", ["mousemove", "--window", id, "200", "150", "keydown", "ctrl", "mousedown", "1"])
            let said = speech.wait(for: "Spoken feedback on")
            x.run("xdotool", ["mouseup", "1", "keyup", "ctrl"])
            #expect(said?.contains("Double tap anywhere to activate") == true, "it says it is on, and how to move and activate: \(speech.lines)")
            #expect(said?.contains("Welcome aboard") == true, "then the page: \(speech.lines)")
        }

        /// `--headphone-jack` on a named pipe fed `input_event` records as a jack's event device
        /// gives them (no sound hardware here): headphones plugged in turn spoken feedback on, once.
        @Test func headphonesPluggedInTurnSpokenFeedbackOnAndSaySo() throws {
            let x = try XvfbSession()
            let jack = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-jack-\(UUID().uuidString)").path
            try #require(mkfifo(jack, 0o600) == 0)
            defer { unlink(jack) }
            let (player, _, speech) = try open(x, ["--kiosk", "--headphone-jack", jack])
            defer { XvfbSession.stop(player) }
            _ = try KioskWindowTests().kioskWindow(x)
            let sync = EvdevSwitch.record(type: 0, code: 0, value: 0)
            let feed = try #require(FileHandle(forWritingAtPath: jack))
            feed.write(Data(EvdevSwitch.record(code: 4, value: 1) + sync))
            usleep(500_000)
            #expect(speech.lines.isEmpty, "a microphone's switch says nothing: \(speech.lines)")
            feed.write(Data(EvdevSwitch.record(value: 1) + sync))
            let said = speech.wait(for: "Spoken feedback on")
            #expect(said?.contains("Double tap anywhere to activate") == true, "plugged in, it says it is on and how to move: \(speech.lines)")
            // Reported in again, then out: nothing more is said, and spoken feedback stays on.
            speech.clear()
            feed.write(Data(EvdevSwitch.record(value: 1) + sync + EvdevSwitch.record(value: 0) + sync))
            try feed.close()
            #expect(speech.wait(timeout: 3) { $0.hasPrefix("Spoken feedback") } == nil, "nothing toggled it: \(speech.lines)")
        }
    }
}
