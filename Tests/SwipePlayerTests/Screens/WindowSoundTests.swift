import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests {
    /// The player's sound in a real window under Xvfb, recorded by SDL's `disk` audio driver (48 kHz
    /// stereo, 16-bit: what the player asks of a device), driven with keys.
    struct WindowSoundTests {
        static let rate = 48000.0

        func folder() throws -> URL {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-sound-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            return dir
        }

        func tone(_ file: URL, frequency: Int, seconds: Double) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            p.arguments = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=\(frequency):duration=\(seconds)", "-af", "volume=4", file.path]
            try p.run()
            p.waitUntilExit()
        }

        /// The left channel of a recording.
        func recording(_ file: URL) throws -> [Int16] {
            let data = try Data(contentsOf: file)
            let all = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
            return stride(from: 0, to: all.count - 1, by: 2).map { all[$0] }
        }

        func peak(_ s: [Int16], _ from: Double, _ to: Double) -> Int {
            let a = max(0, min(s.count, Int(from * Self.rate))), b = max(a, min(s.count, Int(to * Self.rate)))
            return s[a..<b].map { abs(Int($0)) }.max() ?? 0
        }

        func seconds(recordedIn file: URL) -> Double {
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? 0
            return Double(bytes) / 4 / Self.rate
        }

        @Test func pageAudioStartsWithThePageAndMKeyMutes() throws {
            let x = try XvfbSession()
            let dir = try folder()
            try tone(dir.appendingPathComponent("beep.wav"), frequency: 1000, seconds: 3)
            let doc = dir.appendingPathComponent("sound-test.swipe")
            try """
            { "title": "sound-test", "dimension": [400, 300], "pages": [
              { "bc": "#ffffff" }, { "bc": "#000000", "duration": 1, "audio": "beep.wav" } ] }
            """.write(to: doc, atomically: true, encoding: .utf8)
            let recordingFile = dir.appendingPathComponent("out.raw")
            let log = dir.appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let player = Process()
            player.executableURL = SDLSerialTests.CommandLineTests.binary
            player.arguments = [doc.path, "--window", "400x300"]
            var env = x.environment
            env["SDL_AUDIODRIVER"] = "disk"
            env["SDL_DISKAUDIOFILE"] = recordingFile.path
            player.environment = env
            player.standardOutput = FileHandle.nullDevice
            player.standardError = try FileHandle(forWritingTo: log)
            try player.runClosingOutputFiles()
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: "sound-test"), "the player's window did not appear")
            usleep(500_000)

            let atKey = seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "Right"])
            usleep(1_000_000)
            let atMute = seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "m"])
            usleep(500_000)
            let atUnmute = seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "m"])
            usleep(400_000)
            x.run("xdotool", ["key", "--window", window, "q"])
            let deadline = Date().addingTimeInterval(10)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning && player.terminationStatus == 0)

            let s = try recording(recordingFile)
            let onset = try #require(s.firstIndex { abs(Int($0)) > 2000 }.map { Double($0) / Self.rate }, "no sound recorded")
            // The page turn settles in 0.3 s; the page's play, and its sound, start then.
            #expect(onset > atKey + 0.25 && onset < atKey + 0.3 + 0.1, "key at \(atKey) s, sound at \(onset) s")
            #expect(peak(s, onset + 0.05, atMute) > 8000)
            #expect(peak(s, atMute + 0.1, atUnmute) == 0, "M mutes")
            #expect(peak(s, atUnmute + 0.1, atUnmute + 0.3) > 8000, "M again brings the sound back")
            let messages = try String(contentsOf: log, encoding: .utf8)
            #expect(messages.contains("sound off") && messages.contains("sound on"), "\(messages)")
            #expect(!messages.contains("no sound device"), "\(messages)")
        }

        @Test func withoutASoundDeviceThePlayerSaysSoOnceAndPlays() throws {
            let dir = try folder()
            try tone(dir.appendingPathComponent("beep.wav"), frequency: 1000, seconds: 0.2)
            let doc = dir.appendingPathComponent("silent.swipe")
            try #"{ "templates": { "pages": { "*": { "bgm": "beep.wav" } } }, "pages": [ { "audio": "beep.wav", "speech": { "text": "Hi" }, "vibrate": true } ] }"#
                .write(to: doc, atomically: true, encoding: .utf8)
            var env = ProcessInfo.processInfo.environment
            env["SDL_VIDEODRIVER"] = "offscreen"
            env["SDL_AUDIODRIVER"] = "nonexistent"
            let r = try SDLSerialTests.CommandLineTests().run([doc.path, "--window", "200x100", "--exit-after-first-frame"], environment: env)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout == "first frame\n")
            #expect(r.stderr.components(separatedBy: "no sound device").count == 2, "\(r.stderr)")
            #expect(r.stderr.contains("playing silently"))
        }

        @Test func volumeMustBeAPercentage() throws {
            let r = try SDLSerialTests.CommandLineTests().run(["--volume", "101", "none.swipe"])
            #expect(r.status != 0)
            #expect(r.stderr.contains("--volume must be between 0 and 100"), "\(r.stderr)")
        }
    }
}
