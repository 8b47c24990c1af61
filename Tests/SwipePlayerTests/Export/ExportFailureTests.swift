import Foundation
import MediaTestSupport
import Testing

/// `swipe-player export` stopped with Ctrl+C, and given what it cannot export: clear messages,
/// no crash, nothing left under the output's name.
struct ExportFailureTests {
    static let page = ##"{ "bc": "#336699", "elements": [ { "text": "x", "to": { "translate": [10, 10] } } ] }"##

    func leftovers(_ f: ExportFixture) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: f.folder.path).filter { $0.hasPrefix(".") }
    }

    @Test func ctrlCStopsCleanlyAndLeavesNoFile() throws {
        let f = try ExportFixture()
        // A minute of frames: far longer than the test waits.
        let doc = try f.write("long.swipe", #"{ "dimension": [320, 240], "pages": [ "# + Self.page + "] }")
        let p = Process()
        p.executableURL = ExportFixture.binary
        p.arguments = ["export", doc, "-o", f.path("long.mp4"), "--dwell", "60"]
        let err = f.path("stderr.txt")
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        p.standardOutput = FileHandle.nullDevice
        try p.runClosingOutputFiles()
        // Interrupted once it has started writing.
        let deadline = Date().addingTimeInterval(20)
        while try leftovers(f).isEmpty && p.isRunning && Date() < deadline { usleep(20_000) }
        usleep(200_000)
        #expect(p.isRunning, "still exporting when interrupted")
        p.interrupt()
        p.waitUntilExit()
        #expect(p.terminationStatus == 130)
        let message = try String(contentsOfFile: err, encoding: .utf8)
        #expect(message.contains("export cancelled; nothing was written"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: f.path("long.mp4")))
        #expect(try leftovers(f).isEmpty, "the temporary file is removed")
    }

    @Test func anUnwritableOrUnknownOutputIsRefusedClearly() throws {
        let f = try ExportFixture()
        let doc = try f.write("doc.swipe", #"{ "dimension": [64, 48], "pages": [ "# + Self.page + "] }")
        let missing = try f.player(["export", doc, "-o", "/nonexistent/folder/out.mp4"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("error: cannot write /nonexistent/folder/out.mp4: the folder /nonexistent/folder does not exist"), "\(missing.stderr)")
        let unknown = try f.export(doc, "out.avi")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("cannot tell what to write from the name; use .mp4, .webm, .mkv, .gif, .pdf"), "\(unknown.stderr)")
        let pages = try f.export(doc, "out.gif", ["--pages", "3-4"])
        #expect(pages.status == 1 && pages.stderr.contains("the document has 1 page; page 3 does not exist"), "\(pages.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.folder.path).filter { $0.hasPrefix("out.") || $0.hasPrefix(".out") }.isEmpty)
    }

    @Test func missingAndBrokenMediaAreReportedOnceAndDrawnAsPlaceholders() throws {
        let f = try ExportFixture()
        try f.write("broken.mp4", String(repeating: "not a video ", count: 2000))
        let doc = try f.write("media.swipe", #"""
        { "dimension": [160, 120], "pages": [
          { "duration": 0.3, "audio": "gone.wav", "elements": [ { "img": "gone.png", "w": 40, "h": 40 }, { "video": "broken.mp4", "x": 60, "w": 60, "h": 40 } ] },
          { "duration": 0.3, "elements": [ { "img": "gone.png", "w": 40, "h": 40 }, { "video": "broken.mp4", "x": 60, "w": 60, "h": 40 } ] }
        ] }
        """#)
        let r = try f.export(doc, "media.mp4", ["--dwell", "0.2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "cannot play video").count == 2, "the broken video, once: \(r.stderr)")
        #expect(r.stderr.contains("gone.png") && r.stderr.contains("gone.wav"), "\(r.stderr)")
        #expect(!r.stderr.contains("Fatal") && !r.stderr.contains("Segmentation"))
        #expect(try f.probe("media.mp4").contains("codec_type=audio"))
    }
}
