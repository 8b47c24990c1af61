import Foundation
import Testing
import MediaTestSupport
import SwipeRender

extension SDLSerialTests {
    /// `--slideshow` in a real window under Xvfb, its sound recorded by SDL's `disk` driver: pages
    /// turn by themselves only after their animations and sound end and the interval passes, the
    /// last page loops back with `--loop`, input pauses and the idle time or P resumes.
    struct SlideshowWindowTests {
        let window = WindowTests()
        let sound = WindowSoundTests()

        /// Each page's colour, seen at the window's centre.
        static let colours: [(r: Int, g: Int, b: Int)] = [(200, 0, 0), (0, 160, 0), (0, 0, 200), (200, 200, 0)]

        /// Pages in the colours above (one per duration), each with a box moved by a `to` animation over the
        /// page's `duration`, and page audio where given.
        static func document(durations: [Double], audio: [String?]) -> String {
            let pages = zip(durations, audio).enumerated().map { i, page in
                let c = colours[i]
                let hex = String(format: "#%02x%02x%02x", c.r, c.g, c.b)
                let sound = page.1.map { #", "audio": "\#($0)""# } ?? ""
                return ##"{ "bc": "\##(hex)", "duration": \##(page.0)\##(sound), "elements": [ { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#ffffff", "to": { "translate": [300, 0] } } ] }"##
            }
            return #"{ "title": "slideshow-test", "dimension": [400, 300], "pages": [ "# + pages.joined(separator: ",\n") + " ] }"
        }

        /// Which page (0-based) the window's centre shows, nil mid-turn or unknown.
        func page(_ x: XvfbSession, _ id: String) -> Int? {
            guard let shot = try? window.screenshot(x, window: id) else { return nil }
            return Self.page(showing: shot.pixel(shot.width / 2, shot.height / 2))
        }

        /// The page (0-based) whose colour a pixel has, if any.
        static func page(showing p: (UInt8, UInt8, UInt8, UInt8)) -> Int? {
            colours.firstIndex { abs($0.r - Int(p.0)) < 30 && abs($0.g - Int(p.1)) < 30 && abs($0.b - Int(p.2)) < 30 }
        }

        /// The player on `doc` in a 400×300 window, its sound recorded into `recording` (none
        /// played otherwise), its messages written to `log`.
        func launch(_ doc: String, _ options: [String], on x: XvfbSession, recording: URL? = nil, log: URL? = nil) throws -> Process {
            let player = Process()
            player.executableURL = SDLSerialTests.CommandLineTests.binary
            player.arguments = [doc, "--window", "400x300"] + options
            var env = x.environment
            if let recording {
                env["SDL_AUDIODRIVER"] = "disk"
                env["SDL_DISKAUDIOFILE"] = recording.path
            } else {
                env["SDL_AUDIODRIVER"] = "dummy"
            }
            player.environment = env
            player.standardOutput = FileHandle.nullDevice
            if let log {
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
                player.standardError = try FileHandle(forWritingTo: log)
            } else {
                player.standardError = FileHandle.nullDevice
            }
            try player.runClosingOutputFiles()
            return player
        }

        /// The stretches (start, end in seconds) where a tone of `frequency` Hz sounds, in 20 ms steps.
        func spans(of frequency: Double, in s: [Int16]) -> [(start: Double, end: Double)] {
            var out: [(start: Double, end: Double)] = []
            let step = 0.02
            var t = 0.0
            while t + step <= Double(s.count) / WindowSoundTests.rate {
                let on = Measure.peak(s, t, t + step) > 2000 && abs(Measure.frequency(s, t, t + step) - frequency) < frequency * 0.12
                if on {
                    if let last = out.last, t - last.end < 0.1 { out[out.count - 1].end = t + step } else { out.append((t, t + step)) }
                }
                t += step
            }
            return out.filter { $0.end - $0.start > 0.1 }
        }

        @Test func eachPageTurnsAfterItsPlayAndSoundEndPlusTheIntervalAndLoops() throws {
            let x = try XvfbSession()
            let media = try GeneratedMedia()
            try media.tone("a.wav", frequency: 440, seconds: 1)
            try media.tone("b.wav", frequency: 660, seconds: 2)
            try media.tone("c.wav", frequency: 880, seconds: 0.5)
            // A silent first page (the sound device opens as the document does: onsets on the
            // first page would be late by its start-up), then page 2 playing 1.5 s (its animation
            // outlasts its sound), page 3 playing 2 s (its sound outlasts its animation), page 4 1 s.
            let doc = try media.write("slideshow-test.swipe", Self.document(durations: [0.2, 1.5, 0.5, 1], audio: [nil, "a.wav", "b.wav", "c.wav"]))
            let recordingFile = media.folder.appendingPathComponent("out.raw")
            let player = try launch(doc, ["--slideshow", "1", "--loop"], on: x, recording: recordingFile)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "slideshow-test"), "the player's window did not appear")

            // When each page was first seen. The turn from the last page back to the first passes
            // the pages between: only the first page's return counts.
            var seen: [(page: Int, at: Date)] = []
            let start = Date()
            while Date().timeIntervalSince(start) < 20, seen.count < 6 {
                if let p = page(x, id), p != seen.last?.page, seen.count < 4 || (seen.count == 4 && p == 0) || (seen.count == 5 && p == 1) { seen.append((p, Date())) }
                usleep(30_000)
            }
            usleep(300_000)
            XvfbSession.stop(player)
            #expect(seen.map(\.page) == [0, 1, 2, 3, 0, 1], "the pages in order, then from the first again (--loop): \(seen)")
            // A page's play starts when it arrives; the turn that brings the next takes 0.3 s. Had
            // a page not waited for its animation (page 2) or its sound (page 3), it would have
            // turned 0.5 s or 1.5 s sooner.
            let turn = 0.3
            if seen.count == 6 {
                let stay2 = seen[2].at.timeIntervalSince(seen[1].at), stay3 = seen[3].at.timeIntervalSince(seen[2].at)
                #expect(stay2 > 1.5 + 1 + turn - 0.25 && stay2 < 1.5 + 1 + turn + 0.6, "seen: page 2 plays 1.5 s, stays 1 s, turns: \(stay2)")
                #expect(stay3 > 2 + 1 + turn - 0.25 && stay3 < 2 + 1 + turn + 0.6, "seen: page 3's sound plays 2 s, it stays 1 s, turns: \(stay3)")
            }

            // The same in the recording (its clock is the sound device's, which a loaded machine
            // can hold back a little: onsets are compared with onsets and ends).
            let s = try sound.recording(recordingFile)
            let a = spans(of: 440, in: s), b = spans(of: 660, in: s), c = spans(of: 880, in: s)
            try #require(a.count == 2 && b.count == 1 && c.count == 1, "each page's sound once, page 2's again after the loop: \(a) \(b) \(c)")
            let playToNext = b[0].start - a[0].start
            #expect(playToNext > 1.5 + 1 + turn - 0.25 && playToNext < 1.5 + 1 + turn + 0.6, "heard: page 2 plays 1.5 s, stays 1 s, turns: \(playToNext)")
            let soundToNext = c[0].start - b[0].end
            #expect(soundToNext > 1 + turn - 0.25 && soundToNext < 1 + turn + 0.6, "heard: page 3's 2 s sound ends, 1 s, the turn: \(soundToNext)")
            #expect(b[0].end - b[0].start > 1.9, "page 3's sound plays to its end: \(b[0])")
            #expect(a[1].start - c[0].start > 1 + 1 + 0.2 + 1, "page 4 plays 1 s and stays 1 s, the first page plays and stays, then page 2 again")
        }

        @Test func inputPausesTheIdleTimeResumesAndPResumesAtOnce() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document(durations: [2, 0.2, 0.2], audio: [nil, nil, nil]).replacingOccurrences(of: "slideshow-test", with: "window-test"))
            let player = try launch(doc, ["--slideshow", "3"], on: x)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            /// Presses `key` and says when it had been sent.
            func press(_ key: String) -> Date {
                x.run("xdotool", ["key", "--window", id, key])
                return Date()
            }
            func wait(for page: Int, within seconds: Double) -> Date? {
                let start = Date()
                while Date().timeIntervalSince(start) < seconds {
                    if self.page(x, id) == page { return Date() }
                    usleep(30_000)
                }
                return nil
            }

            // Page 1 would turn 2 + 3 s after it opened; a key now and another 2.5 s later hold it
            // until 3 s after the second.
            _ = press("a")
            usleep(2_500_000)
            let last = press("a")
            usleep(2_500_000)
            #expect(page(x, id) == 0, "input holds the page past its own time")
            let turned = try #require(wait(for: 1, within: 4), "the slideshow did not resume after the idle time")
            let resumed = turned.timeIntervalSince(last)
            #expect(resumed > 2.8 && resumed < 4.2, "it resumes 3 s after the last input (and turns in 0.3 s): \(resumed)")

            // Page 2 would turn 0.2 + 3 s after it arrived: keys hold it past that; P resumes at
            // once and it turns.
            for _ in 0..<4 {
                _ = press("a")
                usleep(1_000_000)
            }
            #expect(page(x, id) == 1, "keys keep the slideshow paused")
            let pressed = press("p")
            let third = try #require(wait(for: 2, within: 3), "P did not resume the slideshow")
            #expect(third.timeIntervalSince(pressed) < 0.9, "P resumes at once: \(third.timeIntervalSince(pressed))")

            // Without --loop the last page stays.
            usleep(4_500_000)
            #expect(page(x, id) == 2, "the slideshow stops on the last page")
            #expect(player.isRunning)
        }

        @Test func aVideoPageWaitsForItsVideo() throws {
            let x = try XvfbSession()
            let media = try GeneratedMedia()
            try media.countingClip("count.mp4", seconds: 3, size: "80x60")
            let doc = try media.write("window-test.swipe", """
            { "title": "window-test", "dimension": [400, 300], "pages": [
              { "duration": 0.2, "elements": [ { "video": "count.mp4" } ] }, { "bc": "#00a000" } ] }
            """)
            let player = try launch(doc, ["--slideshow", "0.5"], on: x)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            let opened = Date()
            var turned: Double?
            while turned == nil && Date().timeIntervalSince(opened) < 8 {
                if page(x, id) == 1 { turned = Date().timeIntervalSince(opened) } else { usleep(50_000) }
            }
            let seconds = try #require(turned, "the video page never turned")
            #expect(seconds > 3.3 && seconds < 5, "the 3 s video plays out, then 0.5 s: turned at \(seconds) s")
        }

        @Test func aKioskSlideshowTurnsItsPagesFullscreen() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document(durations: [1, 1, 1], audio: [nil, nil, nil]).replacingOccurrences(of: "slideshow-test", with: "window-test"))
            let player = try launch(doc, ["--kiosk", "--slideshow", "1", "--exit-chord", "ctrl+shift+x"], on: x)
            defer { XvfbSession.stop(player) }
            let kiosk = KioskWindowTests()
            let id = try kiosk.kioskWindow(x)
            #expect(kiosk.geometry(x, id) == "1024x768", "a kiosk is fullscreen")
            var seen: [Int] = []
            let start = Date()
            while Date().timeIntervalSince(start) < 8, seen.last != 2 {
                if let p = page(x, id), p != seen.last { seen.append(p) }
                usleep(50_000)
            }
            #expect(seen == [0, 1, 2], "the pages turn by themselves in order: \(seen)")
            usleep(1_500_000)
            #expect(page(x, id) == 2, "and stop on the last without --loop")
            x.run("xdotool", ["key", "--window", id, "ctrl+shift+x"])
            let deadline = Date().addingTimeInterval(10)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "the exit chord still leaves")
        }

        @Test func slideshowOptionsAreChecked() throws {
            let cli = SDLSerialTests.CommandLineTests()
            let negative = try cli.run(["--slideshow=-1", "none.swipe"])
            #expect(negative.status != 0 && negative.stderr.contains("--slideshow must be"), "\(negative.stderr)")
            let loop = try cli.run(["--loop", "none.swipe"])
            #expect(loop.status != 0 && loop.stderr.contains("--loop needs --slideshow"), "\(loop.stderr)")
        }
    }
}
