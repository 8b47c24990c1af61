import Foundation
import Testing

extension SDLSerialTests {
    /// A Boken story's sound in a real window under Xvfb, recorded by SDL's `disk` audio driver:
    /// the background music (300 Hz) goes on across scene changes; a scene's audio (1000 Hz)
    /// starts when its scene appears and stops when it is left.
    struct StorySoundTests {
        let sound = WindowSoundTests()

        /// The strength of `frequency` in the recording between two times (Goertzel, normalised).
        func level(_ s: [Int16], _ frequency: Double, _ from: Double, _ to: Double) -> Double {
            let rate = WindowSoundTests.rate
            let a = max(0, min(s.count, Int(from * rate))), b = max(a, min(s.count, Int(to * rate)))
            guard b > a else { return 0 }
            let k = 2 * cos(2 * Double.pi * frequency / rate)
            var s1 = 0.0, s2 = 0.0
            for i in a..<b {
                let v = Double(s[i]) + k * s1 - s2
                s2 = s1
                s1 = v
            }
            let power = s1 * s1 + s2 * s2 - k * s1 * s2
            return power.squareRoot() / Double(b - a)
        }

        func encode(_ file: URL, frequency: Int, seconds: Double) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            p.arguments = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=\(frequency):duration=\(seconds)", "-af", "volume=2",
                           "-codec:a", "libmp3lame", file.path]
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
        }

        @Test func musicGoesOnAcrossScenesAndSceneAudioPlaysWithItsScene() throws {
            let x = try XvfbSession()
            let dir = try sound.folder()
            try encode(dir.appendingPathComponent("theme.mp3"), frequency: 300, seconds: 20)
            try sound.tone(dir.appendingPathComponent("beep.wav"), frequency: 1000, seconds: 10)
            try #"""
            { "appTitle": "story-sound-test", "backgroundMusic": "theme", "scenes": [
              { "sceneId": "A", "navigation": "next", "elements": { "elementsArray": [] } },
              { "sceneId": "B", "navigation": "next", "audio": "beep", "elements": { "elementsArray": [] } },
              { "sceneId": "C", "navigation": "back", "elements": { "elementsArray": [] } } ] }
            """#.write(to: dir.appendingPathComponent("StoryDescription.json"), atomically: true, encoding: .utf8)
            let recordingFile = dir.appendingPathComponent("out.raw")
            let player = try x.launchPlayer([dir.path, "--window", "300x500"], environment: [
                "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": recordingFile.path, "XDG_STATE_HOME": dir.appendingPathComponent("state").path,
            ])
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: "story-sound-test"), "the player's window did not appear")
            usleep(1_000_000)
            let atB = sound.seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "Right"])
            usleep(1_000_000)
            let atC = sound.seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "Right"])
            usleep(1_000_000)
            let end = sound.seconds(recordedIn: recordingFile)
            x.run("xdotool", ["key", "--window", window, "q"])
            let deadline = Date().addingTimeInterval(10)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning && player.terminationStatus == 0)

            let s = try sound.recording(recordingFile)
            let music = [level(s, 300, atB - 0.5, atB), level(s, 300, atB + 0.3, atC), level(s, 300, atC + 0.3, end - 0.1)]
            let beep = [level(s, 1000, atB - 0.5, atB), level(s, 1000, atB + 0.3, atC), level(s, 1000, atC + 0.3, end - 0.1)]
            #expect(music.allSatisfy { $0 > 1000 }, "the music plays in every scene: \(music)")
            #expect(beep[1] > 1000, "scene B's audio plays with it: \(beep)")
            #expect(beep[0] < 100 && beep[2] < 100, "and not before or after it: \(beep)")
        }

        @Test func withCaptionsOnASceneAudiosWebVTTShowsInTheCaptionBand() throws {
            let x = try XvfbSession(), reading = ReadAloudWindowTests()
            let dir = try sound.folder()
            try sound.tone(dir.appendingPathComponent("beep.wav"), frequency: 1000, seconds: 10)
            try "WEBVTT\n\n00:00.000 --> 00:09.000\nThe lighthouse horn sounds\n".write(to: dir.appendingPathComponent("beep.vtt"), atomically: true, encoding: .utf8)
            try #"""
            { "appTitle": "story-caption-test", "scenes": [
              { "sceneId": "A", "navigation": "next", "audio": "beep", "background": "white", "elements": { "elementsArray": [] } },
              { "sceneId": "B", "navigation": "back", "background": "white", "elements": { "elementsArray": [] } } ] }
            """#.write(to: dir.appendingPathComponent("StoryDescription.json"), atomically: true, encoding: .utf8)
            let player = try x.launchPlayer([dir.path, "--window", "300x500", "--set", "captions=on"], environment: [
                "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": dir.appendingPathComponent("out.raw").path, "XDG_STATE_HOME": dir.appendingPathComponent("state").path,
            ])
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: "story-caption-test"), "the player's window did not appear")
            usleep(1_500_000)
            let band = try reading.captionBand(x, window, around: "c", wait: 500_000)
            #expect(band.before > band.after + 1500, "the scene audio's cue shows while it plays, and goes with C: \(band) dark pixels, then with captions off")
        }
    }
}
