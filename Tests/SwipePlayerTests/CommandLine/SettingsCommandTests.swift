import Foundation
import Testing
import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests {
    /// `swipe-player settings` and `--set` on `render`, run as a user runs them, with the
    /// preference files in a temporary XDG configuration and state folder.
    struct SettingsCommandTests {
        let cli = CommandLineTests()

        func environment(_ root: URL) -> [String: String] {
            ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                                                         "XDG_STATE_HOME": root.appendingPathComponent("state").path]) { $1 }
        }

        func folder() throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("settings-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        static let document = ##"{ "dimension": [300, 400], "paging": "leftToRight", "languages": [{"id": "en"}, {"id": "de"}], "bc": "#00f", "pages": [ { "bc": "#f00" }, { "bc": "#0f0" } ] }"##

        @Test func jsonListsEverySettingWithItsConstraintsAndSource() throws {
            let root = try folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let doc = root.appendingPathComponent("book.swipe")
            try Self.document.write(to: doc, atomically: true, encoding: .utf8)
            let global = root.appendingPathComponent("config/swipe-player/preferences.json")
            try FileManager.default.createDirectory(at: global.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #"{"fit": "height", "playbackVolume": 5}"#.write(to: global, atomically: true, encoding: .utf8)
            let r = try cli.run(["settings", doc.path, "--json", "--set", "readingProgression=rtl", "--window", "1600x900"], environment: environment(root))
            #expect(r.status == 0, "\(r.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let settings = try #require(object["settings"] as? [[String: Any]])
            #expect(settings.compactMap { $0["name"] as? String } == SettingKey.allCases.map(\.rawValue))
            func setting(_ name: String) -> [String: Any] { settings.first { $0["name"] as? String == name } ?? [:] }
            #expect(setting("fit")["effectiveValue"] as? String == "height" && setting("fit")["source"] as? String == "global")
            #expect(setting("fit")["supportedValues"] as? [String] == ["contain", "cover", "width", "height"])
            #expect(setting("playbackVolume")["value"] as? Double == 5 && setting("playbackVolume")["effectiveValue"] as? Double == 1)
            let range = try #require(setting("playbackVolume")["range"] as? [String: Any])
            #expect(range["min"] as? Double == 0 && range["max"] as? Double == 1 && range["step"] as? Double == 0.1)
            #expect((setting("playbackVolume")["requiredValues"] as? [String: Any])?["mute"] as? Bool == false)
            #expect(setting("readingProgression")["effectiveValue"] as? String == "rtl" && setting("readingProgression")["source"] as? String == "command line")
            #expect(setting("readingProgression")["supportedValues"] as? [String] == ["ltr", "rtl"])
            #expect(setting("language")["supportedValues"] as? [String] == ["en", "de"])
            #expect(setting("doublePageSpread")["active"] as? Bool == true)
            #expect(setting("slideshowInterval")["inactiveReason"] as? String == "only while a slideshow runs")
            for s in settings { #expect(s["active"] is Bool && s["source"] is String && s["effectiveValue"] != nil, "\(s)") }
        }

        @Test func aBadSetIsRefusedAndADamagedFileReported() throws {
            let root = try folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let bad = try cli.run(["settings", "--set", "fit=stretch"], environment: environment(root))
            #expect(bad.status != 0 && bad.stderr.contains("fit is one of contain, cover, width, height"))
            let global = root.appendingPathComponent("config/swipe-player/preferences.json")
            try FileManager.default.createDirectory(at: global.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #"{"fit": "cover""#.write(to: global, atomically: true, encoding: .utf8)
            let r = try cli.run(["settings"], environment: environment(root))
            #expect(r.status == 0)
            #expect(r.stderr.components(separatedBy: "preferences.json").count == 2, "reported once: \(r.stderr)")
            #expect(r.stdout.contains("fit                 -      contain"))
        }

        /// `--set` reaches `render`: a cover fit leaves no band, right-to-left paging brings the
        /// next page in from the left.
        @Test func renderHonoursTheSettings() throws {
            let root = try folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let doc = root.appendingPathComponent("book.swipe")
            try Self.document.write(to: doc, atomically: true, encoding: .utf8)
            func render(_ extra: [String]) throws -> RasterImage {
                let out = root.appendingPathComponent("out.png").path
                // One page at a time: this wide output would otherwise show the portrait pages as spreads.
                let r = try cli.run(["render", doc.path, "-o", out, "--size", "400x200", "--set", "doublePageSpread=none"] + extra, environment: environment(root))
                #expect(r.status == 0, "\(r.stderr)")
                return try #require(ImageLibrary.decode(path: out, animated: false).first)
            }
            func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
            #expect(pixel(try render([]), 5, 100) == [0, 0, 255], "contain: the document's bc in the bands")
            #expect(pixel(try render(["--set", "backgroundColor=#ffffff"]), 5, 100) == [255, 255, 255])
            #expect(pixel(try render(["--set", "fit=cover"]), 5, 100) == [255, 0, 0])
            let ltr = try render(["--set", "fit=cover", "--progress", "0.5"])
            let rtl = try render(["--set", "fit=cover", "--set", "readingProgression=rtl", "--progress", "0.5"])
            #expect(pixel(ltr, 395, 100) == [0, 255, 0] && pixel(ltr, 5, 100) == [255, 0, 0])
            #expect(pixel(rtl, 5, 100) == [0, 255, 0] && pixel(rtl, 395, 100) == [255, 0, 0])
            // As spreads (the default in a wide output), the first page alone on its right half.
            let spread = try render(["--set", "doublePageSpread=auto"])
            #expect(pixel(spread, 100, 100) == [0, 0, 255] && pixel(spread, 300, 100) == [255, 0, 0])
        }
    }
}
