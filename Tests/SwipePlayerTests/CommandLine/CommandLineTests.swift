import Foundation
import MediaTestSupport
import SwipeRender
import Testing

extension SDLSerialTests {
    /// Runs the built `swipe-player` binary as a user would and checks its output and exit status.
    struct CommandLineTests {
        struct Run {
            var status: Int32
            var stdout: String
            var stderr: String
        }

        static let binary: URL = {
            // The test bundle lives in the products folder, beside the executable.
            let products = Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }?.deletingLastPathComponent()
                ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            return products.appendingPathComponent("swipe-player")
        }()

        func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Run {
            let p = Process()
            p.executableURL = Self.binary
            p.arguments = arguments
            if let environment { p.environment = environment }
            let out = Pipe()
            let err = Pipe()
            p.standardOutput = out
            p.standardError = err
            try p.run()
            let o = out.readAllAndClose()
            let e = err.readAllAndClose()
            p.waitUntilExit()
            return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
        }

        func temporaryFile(_ name: String, _ contents: String) throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let file = dir.appendingPathComponent(name)
            try contents.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }

        @Test func lintCleanDocumentExitsZero() throws {
            let f = try temporaryFile("ok.swipe", #"{ "pages": [ { "elements": [ { "text": "Hi" } ] } ] }"#)
            let r = try run(["lint", f])
            #expect(r.status == 0)
            #expect(r.stdout == "1 document checked: 0 errors, 0 warnings\n")
        }

        @Test func lintPrintsCompilerStyleLines() throws {
            let f = try temporaryFile("warn.swipe", "{ \"pages\": [\n  { \"elements\": [ { \"opacity\": \"half\" } ] }\n] }")
            let r = try run(["lint", f])
            #expect(r.status == 0)
            #expect(r.stdout == "\(f):2:32: warning: \"opacity\" should be a number, not a string; ignored [pages[0].elements[0].opacity]\n1 document checked: 0 errors, 1 warning\n")
        }

        @Test func lintErrorsExitOne() throws {
            let f = try temporaryFile("broken.swipe", "{ \"pages\": [ ")
            let r = try run(["lint", f])
            #expect(r.status == 1)
            #expect(r.stdout.hasPrefix("\(f):1:14: error: unexpected end of file"))
            #expect(r.stdout.hasSuffix("1 document checked: 1 error, 0 warnings\n"))
        }

        @Test func unreadableFileExitsTwo() throws {
            let r = try run(["lint", "/nonexistent/x.swipe"])
            #expect(r.status == 2)
            #expect(r.stderr == "/nonexistent/x.swipe: error: no such file\n")
        }

        @Test func lintChecksAccessibilityOnlyWhenAsked() throws {
            let f = try temporaryFile("tap.swipe", "{\"pages\": [\n {\"elements\": [{\"w\": 10, \"h\": 10, \"bc\": \"red\", \"events\": {\"tapped\": {\"actions\": []}}}]}\n]}")
            #expect(try run(["lint", f]).stdout == "1 document checked: 0 errors, 0 warnings\n")
            let r = try run(["lint", "--accessibility", f])
            #expect(r.status == 0)
            #expect(r.stdout == """
                \(f):2:16: warning: a tappable element with no name: it shows no text and has no "accessibilityLabel", so a screen reader calls it only "button" (WCAG 4.1.2) [pages[0].elements[0]]
                \(f):2:16: warning: a touch target of 10×10 px at the document's size, under 24×24 (WCAG 2.5.8) [pages[0].elements[0]]
                1 document checked: 0 errors, 2 warnings

                """)
        }

        @Test func lintJSONIsOneObjectWithEachMessagesPlace() throws {
            let f = try temporaryFile("warn.swipe", "{ \"pages\": [\n  { \"elements\": [ { \"opacity\": \"half\" } ] }\n] }")
            let r = try run(["lint", "--json", f])
            #expect(r.status == 0)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect(report["documents"] as? Int == 1)
            #expect(report["warnings"] as? Int == 1)
            #expect(report["errors"] as? Int == 0)
            let message = try #require((report["messages"] as? [[String: Any]])?.first)
            #expect(message["file"] as? String == f)
            #expect(message["line"] as? Int == 2)
            #expect(message["column"] as? Int == 32)
            #expect(message["path"] as? String == "pages[0].elements[0].opacity")
            #expect(message["severity"] as? String == "warning")
            #expect(message["message"] as? String == "\"opacity\" should be a number, not a string; ignored")
        }

        @Test func lintWholeCorpusHasNoErrors() throws {
            let docs = try TestCorpus.documents().map { TestCorpus.url($0).path }
            let r = try run(["lint"] + docs)
            #expect(r.status == 0, "\(r.stdout)")
            #expect(r.stdout.contains("\(docs.count) documents checked: 0 errors"))
        }

        @Test func infoSummarisesADocument() throws {
            let r = try run(["info", TestCorpus.url("nasa/nasa.swipe").path])
            #expect(r.status == 0)
            #expect(r.stdout.contains("title:"))
            #expect(r.stdout.contains("pages:"))
            #expect(r.stdout.contains("bgm"))
            #expect(r.stdout.contains("MISSING"))
            #expect(r.stdout.contains("nasa001.jpg"))
        }

        @Test func versionAndHelp() throws {
            #expect(try run(["--version"]).stdout == "0.1.0\n")
            let help = try run(["--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("lint"))
            #expect(help.stdout.contains("info"))
        }

        /// A subcommand named first is parsed by itself (`SwipePlayerCommand.namedSubcommand`), but
        /// its help and mistakes are still the whole program's: they name `swipe-player render`.
        @Test func aNamedSubcommandsHelpAndMistakesNameTheProgram() throws {
            let help = try run(["render", "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: swipe-player render [<options>]"), "\(help.stdout)")
            let missing = try run(["render", "x.swipe"])
            #expect(missing.status == 64)
            #expect(missing.stderr.contains("Usage: swipe-player render [<options>]"), "\(missing.stderr)")
            let unknown = try run(["lint", "--bogus"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr.contains("Usage: swipe-player lint"), "\(unknown.stderr)")
        }

        @Test func withoutADisplayPlayExplainsAndExits() throws {
            // No display in the environment: the player must say so, not run unseen.
            var env = ProcessInfo.processInfo.environment
            for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env.removeValue(forKey: key) }
            let r = try run([], environment: env)
            #expect(r.status == 1)
            #expect(r.stderr.contains("no display"), "\(r.stderr)")
        }

        @Test func renderWritesAPictureOfTheRequestedSize() throws {
            let f = try temporaryFile("r.swipe", ##"{ "dimension": [200, 100], "pages": [ { "bc": "#ff0000" }, { "bc": "#0000ff" } ] }"##)
            let out = f + ".png"
            let r = try run(["render", f, "--output", out, "--page", "2", "--size", "80x40"])
            #expect(r.status == 0, "\(r.stderr)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(image.width == 80 && image.height == 40)
            let (red, green, blue, _) = image.pixel(40, 20)
            #expect(red < 10 && green < 10 && blue > 245, "page 2 is blue")
            // Halfway to page 2 the top half shows page 1 sliding away (vertical paging).
            let mid = try run(["render", f, "--output", out, "--progress", "0.5", "--size", "80x40"])
            #expect(mid.status == 0)
            let half = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(half.pixel(40, 5).0 > 245 && half.pixel(40, 35).2 > 245)
        }

        /// `details/multilingual_strings.swipe` rendered in English and in German shows each
        /// language's words: exactly what the same page with those words written out shows.
        @Test func renderShowsTheMultilingualCorpusDocumentInEachLanguage() throws {
            let source = TestCorpus.url("details/multilingual_strings.swipe").path
            let plain = { (first: String, second: String) in
                #"{ "pages": [ { "elements": [ { "text": "\#(first)", "h": "20%", "pos": ["50%", "12%"] }, { "text": "\#(second)", "h": "20%", "pos": ["50%", "34%"] } ] } ] }"#
            }
            var pictures: [String: RasterImage] = [:]
            for (name, document, language) in [("en", source, "en"), ("de", source, "de"),
                                               ("en-written", try temporaryFile("en.swipe", plain("good day", "good evening")), "en"),
                                               ("de-written", try temporaryFile("de.swipe", plain("Guten Tag", "guten Abend")), "en")] {
                let out = try temporaryFile("\(name).png", "")
                let r = try run(["render", document, "--output", out, "--lang", language, "--size", "320x568"])
                #expect(r.status == 0, "\(r.stderr)")
                let picture = try #require(ImageLibrary.decode(path: out, animated: false).first)
                pictures[name] = picture
            }
            #expect(pictures["en"] != pictures["de"], "the languages differ")
            #expect(pictures["en"] == pictures["en-written"], "English shows the \"*\" strings")
            #expect(pictures["de"] == pictures["de-written"], "German shows the \"de\" strings")
        }

        @Test func renderDrawsTheVideoFrameDueAtTheTimeAsked() throws {
            let media = try GeneratedMedia()
            try media.countingClip("count.mp4", seconds: 2)
            try media.garbage("broken.mov")
            let f = try media.write("v.swipe", #"{ "dimension": [64, 48], "pages": [ { "elements": [ { "video": "count.mp4" } ] }, { "elements": [ { "video": "broken.mov" } ] } ] }"#)
            let out = media.path("out.png")
            for (time, frame) in [(0.0, 0), (0.7, 17), (1.5, 12)] {
                let r = try run(["render", f, "--output", out, "--time", String(time)])
                #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
                let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
                #expect(GeneratedMedia.frame(forLuma: Double(image.pixel(32, 24).0) * 219 / 255 + 16) == frame, "at \(time)")
            }
            let broken = try run(["render", f, "--output", out, "--page", "2"])
            #expect(broken.status == 0)
            #expect(broken.stderr.components(separatedBy: "\n").filter { $0.contains("broken.mov") }.count == 1, "\(broken.stderr)")
        }

        @Test func renderRefusesWhatItCannotDraw() throws {
            let f = try temporaryFile("r.swipe", #"{ "pages": [ {} ] }"#)
            let r = try run(["render", f, "--output", f + ".png", "--page", "3"])
            #expect(r.status == 1)
            #expect(r.stderr.contains("has 1 pages; --page 3 does not exist"))
            let bad = try run(["render", f, "--output", f + ".png", "--size", "big"])
            #expect(bad.status != 0 && bad.stderr.contains("--size must look like 1280x720"))
            let missing = try run(["render", f + ".nowhere", "--output", f + ".png"])
            #expect(missing.status == 2)
        }

        /// Issue 38's list: a row height of 1e308 trapped `render` (exit 132); it is held, with a
        /// warning at its line and path, and the list drawn.
        @Test func renderDrawsAListWithAnEnormousRowHeightOffline() throws {
            let list = try temporaryFile("list.swipe", """
                {"type": "net.swipe.list", "rowHeight": 1e308,
                 "items": [{"url": "https://example.org/a.swipe", "title": "a", "icon": "https://example.org/a.png"}]}
                """)
            let out = list + ".png"
            let r = try run(["render", list, "-o", out, "--offline"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("\(list):1:") && r.stderr.contains("warning: the length is 1e+308, outside") && r.stderr.contains("[rowHeight]"), "\(r.stderr)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(image.width == 1280 && image.height == 720)
        }

        @Test func renderDrawsAListOrAFolderAtItsTop() throws {
            let list = try temporaryFile("l.swipe", #"{ "type": "net.swipe.list", "title": "Shelf", "items": [ { "url": "a.swipe", "title": "A" } ] }"#)
            let out = list + ".png"
            let l = try run(["render", list, "--output", out])
            #expect(l.status == 0 && !l.stderr.contains("error"), "\(l.stderr)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(image.width == 1280 && image.height == 720)
            #expect(image.pixel(5, 5).0 == 247 && image.pixel(640, 700).0 == 255, "the bar is light grey, the list white")
            let folder = URL(fileURLWithPath: list).deletingLastPathComponent().path
            let f = try run(["render", folder, "--output", out, "--size", "320x240"])
            #expect(f.status == 0 && f.stderr.isEmpty, "\(f.stderr)")
            #expect(try #require(ImageLibrary.decode(path: out, animated: false).first).width == 320)
            let empty = URL(fileURLWithPath: try temporaryFile("notes.txt", "")).deletingLastPathComponent().path
            let e = try run(["render", empty, "--output", out])
            #expect(e.status == 0 && e.stderr.contains("no Swipe documents in this folder"), "\(e.stderr)")
        }
    

        /// The environment with the HTTP cache in a new temporary folder.
        private func environment(cache: URL) -> [String: String] {
            ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        }

        @Test func documentsOpenByURLThroughTheCache() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-cli-site-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestCorpus.url("nasa"), to: root.appendingPathComponent("nasa"))
            let server = try StaticHTTPServer(serving: root)
            let cache = URL(fileURLWithPath: try temporaryFile("cache", "")).deletingLastPathComponent()
            let url = server.url("nasa/nasa.swipe").absoluteString
            let info = try run(["info", url], environment: environment(cache: cache))
            #expect(info.status == 0)
            #expect(info.stdout.contains("NASA HQ Images"))
            #expect(info.stdout.contains("nasa001.jpg  (found as \(cache.path)/swipe-player/http/"))
            #expect(info.stdout.contains("assets:            16, 3 missing"))
            let out = cache.appendingPathComponent("page.png").path
            let render = try run(["render", url, "--page", "2", "--size", "80x40", "-o", out], environment: environment(cache: cache))
            #expect(render.status == 0)
            #expect(FileManager.default.fileExists(atPath: out))
            let lint = try run(["lint", url], environment: environment(cache: cache))
            #expect(lint.stdout.hasSuffix("1 document checked: 0 errors, 3 warnings\n"))
            // The second and third runs only asked whether the files changed.
            #expect(server.requests.filter { $0.path.hasSuffix(".jpg") }.map(\.status) == Array(repeating: 200, count: 13) + Array(repeating: 304, count: 26))
        }

        @Test func renderDownloadsTheWebPicturesOfALocalDocument() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-cli-web-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let blue = RasterImage(width: 8, height: 8, pixels: Array((0..<64).map { _ in [UInt8(0), 0, 255, 255] }.joined()))
            #expect(blue.writePNG(to: root.appendingPathComponent("blue.png").path))
            let server = try StaticHTTPServer(serving: root)
            let f = try temporaryFile("web.swipe", #"{ "dimension": [80, 40], "pages": [ { "elements": [ { "img": "\#(server.url("blue.png").absoluteString)", "w": "100%", "h": "100%" } ] } ] }"#)
            let out = f + ".png"
            let r = try run(["render", f, "--output", out], environment: environment(cache: root.appendingPathComponent("cache")))
            #expect(r.status == 0, "\(r.stderr)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            let (red, green, blue2, _) = image.pixel(40, 20)
            #expect(red < 10 && green < 10 && blue2 > 245, "the picture from the web is drawn, not a placeholder")
        }

        @Test func anUnreachableURLIsAnUnreadableDocument() throws {
            let url = "http://127.0.0.1:\(LocalHTTPServer.closedPort())/doc.swipe"
            let cache = URL(fileURLWithPath: try temporaryFile("cache", "")).deletingLastPathComponent()
            let r = try run(["info", url], environment: environment(cache: cache))
            #expect(r.status == 2)
            #expect(r.stderr == "\(url): error: cannot reach 127.0.0.1: connection refused\n")
        }
    }
}
