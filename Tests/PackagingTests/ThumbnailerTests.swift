import Foundation
import MediaTestSupport
import Testing

/// The freedesktop thumbnailer, run as a file manager runs it: the command line of the
/// `.thumbnailer` file with its `%s`, `%i` and `%o` filled in, the release program on `PATH`.
@Suite(.serialized) struct ThumbnailerTests {
    static let entry = repositoryRoot.appendingPathComponent("Packaging/linux/\(InstallTests.appID).thumbnailer")

    /// The `Exec=` command line, split into arguments, with the size, input and output filled in.
    func command(size: Int, input: String, output: String) throws -> [String] {
        let text = try String(contentsOf: Self.entry, encoding: .utf8)
        let exec = try #require(text.split(separator: "\n").first { $0.hasPrefix("Exec=") }).dropFirst("Exec=".count)
        return exec.split(separator: " ").map { word in
            switch word {
            case "%s": "\(size)"
            case "%i": input
            case "%o": output
            case "%u": URL(fileURLWithPath: input).absoluteString
            default: String(word)
            }
        }
    }

    /// Runs the thumbnailer on `document` at `size`; its result and the seconds it took.
    func thumbnail(_ document: String, size: Int, into folder: URL) throws -> (result: CommandResult, seconds: Double, png: URL) {
        let png = folder.appendingPathComponent("thumbnail-\(size).png")
        let path = ReleaseBuild.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let arguments = try command(size: size, input: document, output: png.path)
        _ = try ReleaseBuild.require()
        let start = ContinuousClock.now
        let r = try runCommand(arguments, in: folder, environment: ["PATH": path])
        let elapsed = ContinuousClock.now - start
        return (r, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, png)
    }

    @Test(arguments: [128, 256, 512])
    func thumbnailOfACorpusDocumentFitsTheSizeAskedFor(size: Int) throws {
        let folder = try temporaryFolder("thumbnail")
        let document = repositoryRoot.appendingPathComponent("Tests/Corpus/nasa/nasa.swipe").path
        // The best of three runs: a thumbnailer's own time, whatever else the machine is doing.
        let runs = try (0..<3).map { _ in try thumbnail(document, size: size, into: folder) }
        for run in runs { #expect(run.result.status == 0, "\(run.result.output)") }
        let best = try #require(runs.map(\.seconds).min())
        #expect(best < 1, "thumbnailing took \(best) s")
        let (width, height) = try ReleaseBuild.pngSize(runs[0].png)
        #expect(max(width, height) == size, "\(width)x\(height) for a \(size) px thumbnail")
        #expect(min(width, height) > 0)
    }

    @Test func documentWithUnreachableMediaOnTheWebFinishesQuicklyWithoutConnecting() throws {
        let server = try LocalHTTPServer(silent: true)
        let folder = try temporaryFolder("thumbnail-remote")
        let document = folder.appendingPathComponent("remote.swipe")
        try """
        { "title": "Media on the web", "dimension": [640, 480],
          "templates": { "pages": { "music": { "bgm": "\(server.url("/music.mp3"))" } } },
          "pages": [ { "template": "music", "elements": [
            { "img": "\(server.url("/picture.png"))", "w": 200, "h": 200 },
            { "video": "\(server.url("/clip.mp4"))", "x": 300, "w": 200, "h": 150 },
            { "video": "\(server.url("/live.m3u8"))", "stream": true, "y": 250, "w": 200, "h": 150 },
            { "radio": "\(server.url("/radio.mp3"))" },
            { "text": "Offline", "x": 300, "y": 300, "w": 300, "h": 100, "textColor": "#000" } ] } ] }
        """.write(to: document, atomically: true, encoding: .utf8)
        let run = try thumbnail(document.path, size: 256, into: folder)
        #expect(run.result.status == 0, "\(run.result.output)")
        #expect(run.seconds < 1, "thumbnailing took \(run.seconds) s")
        #expect(try ReleaseBuild.pngSize(run.png) == (256, 192))
        #expect(server.connectionCount == 0, "a thumbnailer never goes to the network")
    }

    @Test func documentOnTheWebIsRefusedAtOnce() throws {
        let server = try LocalHTTPServer(silent: true)
        let folder = try temporaryFolder("thumbnail-url")
        let run = try thumbnail(server.url("/book.swipe"), size: 128, into: folder)
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains("local files only"), "\(run.result.stderr)")
        #expect(run.seconds < 1)
        #expect(server.connectionCount == 0)
    }
}
