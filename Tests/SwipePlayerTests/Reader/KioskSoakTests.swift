import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests {
    /// A kiosk soak: ten thousand random inputs (taps, drags, flings, keys, wheel notches, touches
    /// of two to four fingers) from a fixed seed, pushed in the player's own loop (the hidden
    /// `--input-soak`) in a real kiosk window under Xvfb, on a corpus book with photos and videos.
    struct KioskSoakTests {
        /// The most resident memory may grow from the first half of the inputs after the warm-up
        /// to the second, median against median (`MemoryTrend`), in kB.
        static let memorySlack = 8 * 1024

        /// The program a kiosk runs, the release build: it checks what the debug build checks (the
        /// sources have no `assert`; preconditions and overflow traps stay in both) in half the
        /// time. Under `Packaging/test-sanitized.sh` (`SWIPE_SANITIZER`), the instrumented player
        /// beside the tests instead, so the sanitizer watches the ten thousand inputs.
        static func program() throws -> URL {
            if ProcessInfo.processInfo.environment["SWIPE_SANITIZER"] != nil { return SDLSerialTests.CommandLineTests.binary }
            return try ReleaseBuild.program()
        }

        @Test func tenThousandRandomInputsLeaveTheKioskAtRestOnAPageWithSteadyMemory() throws {
            // The window tests' 400×300: the inputs and what they reach are the same at any size,
            // and a frame at 640×480 cost Mesa's software rasterizer 2.5 times the pixels.
            let x = try XvfbSession(size: "400x300x24")
            var environment = x.environment
            // Frames as fast as they draw (no vsync): ten thousand inputs take a minute or two.
            environment["SDL_RENDER_VSYNC"] = "0"
            environment["SDL_AUDIODRIVER"] = "dummy"
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-soak-\(UUID().uuidString).txt")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            let log = try FileHandle(forWritingTo: output)
            defer { try? FileManager.default.removeItem(at: output) }
            let player = Process()
            player.executableURL = try Self.program()
            player.arguments = [TestCorpus.url("espresso/espresso_machine_l.swipe").path, "--kiosk", "--input-soak", "10000,20261124"]
            player.environment = environment
            player.standardOutput = log
            player.standardError = FileHandle.nullDevice
            try player.runClosingOutputFiles()
            defer { XvfbSession.stop(player) }
            // About a minute here; many more in a sanitizer's build: the bound is only for a hang.
            let deadline = Date().addingTimeInterval(1200)
            while player.isRunning && Date() < deadline { usleep(200_000) }
            try #require(!player.isRunning, "the soak did not finish within twenty minutes")
            #expect(player.terminationReason == .exit && player.terminationStatus == 0, "the player crashed or failed")

            let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("input-soak:") }, "no result: \(text)")
            let words = line.split(separator: " ").map(String.init)
            func value(_ key: String) -> String? { words.firstIndex(of: key).map { words[$0 + 1] } }
            #expect(value("inputs") == "10000")
            #expect(value("screen") == "document", "the kiosk still shows its document")
            let position = try #require(value("position").flatMap(Double.init))
            #expect(position == position.rounded() && value("moving") == "false", "at rest on a whole page: \(line)")
            // One sample stands tens of megabytes off (pictures, video frames and speech come and
            // go); a leak raises the second half's median. A sanitizer's player measures the
            // sanitizer too (AddressSanitizer keeps freed blocks aside, up to 256 MB, before it
            // reuses them): memory is measured in the program a kiosk runs.
            let early = try #require(value("rss-early").flatMap(Int.init), "\(line)"), late = try #require(value("rss-late").flatMap(Int.init))
            if ProcessInfo.processInfo.environment["SWIPE_SANITIZER"] == nil {
                #expect(early > 0 && late - early < Self.memorySlack, "resident memory's median grew from \(early) kB to \(late) kB: \(line)")
            }
        }
    }
}
