import Foundation
import MediaTestSupport
import SwipeRender
import Testing

/// `thumbnail`, the thumbnailer's command: the picture `render --offline --max-size` draws, with
/// three options.
extension SDLSerialTests.CommandLineTests {
    /// The PNG `arguments` write to their last path, or the exit and message that stopped them.
    func picture(_ arguments: [String], into out: String) throws -> Data {
        try? FileManager.default.removeItem(atPath: out)
        let r = try run(arguments)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    @Test func thumbnailDrawsWhatRenderDrawsOfADocumentAListAndAStory() throws {
        let list = try temporaryFile("shelf.swipe", #"{ "type": "net.swipe.list", "title": "Shelf", "items": [ { "url": "a.swipe", "title": "A" } ] }"#)
        let documents = ["nasa/nasa.swipe", "vectors.swipe", "text.swipe"].map { TestCorpus.url($0).path } + [list, try storyFolder()]
        for (i, document) in documents.enumerated() {
            let out = list + "-\(i).png"
            let rendered = try picture(["render", "--offline", "--max-size", "96", "-o", out, document], into: out)
            let thumbnail = try picture(["thumbnail", "-s", "96", document, out], into: out)
            #expect(thumbnail == rendered, "\(document)")
            // The thumbnailer's own line is read without ArgumentParser; any other shape with it.
            #expect(try picture(["thumbnail", document, out, "--size", "96"], into: out) == rendered, "\(document)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(max(image.width, image.height) == 96, "\(document): \(image.width)x\(image.height)")
        }
    }

    @Test func thumbnailIs256PixelsByDefaultAndTakesAFileURI() throws {
        let doc = try temporaryFile("wide.swipe", ##"{ "dimension": [640, 320], "pages": [ { "bc": "#336699" } ] }"##)
        let out = doc + ".png"
        let bytes = try picture(["thumbnail", URL(fileURLWithPath: doc).absoluteString, out], into: out)
        let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
        #expect(image.width == 256 && image.height == 128)
        #expect(image.pixel(128, 64).0 == 0x33 && image.pixel(128, 64).2 == 0x99)
        #expect(try picture(["thumbnail", "--size", "256", doc, out], into: out) == bytes)
    }

    @Test func thumbnailRefusesASizeOutOfRangeAndADocumentOnTheWeb() throws {
        let doc = try temporaryFile("plain.swipe", ##"{ "pages": [ {} ] }"##)
        let out = doc + ".png"
        for size in ["0", "16385", "big", "-3"] {
            let r = try run(["thumbnail", "-s", size, doc, out])
            #expect(r.status == 64, "\(size): \(r.stderr)")
            #expect(r.stderr.contains("--size") || r.stderr.contains("-s"), "\(r.stderr)")
        }
        // A path that could be an option is left to ArgumentParser, which says what it makes of it.
        let option = try run(["thumbnail", "-s", "64", "--help", out])
        #expect(option.status == 0 && option.stdout.contains("USAGE: swipe-player thumbnail"), "\(option.stderr)")
        let web = try run(["thumbnail", "http://127.0.0.1:9/book.swipe", out])
        #expect(web.status == 2 && web.stderr.contains("local files only"), "\(web.stderr)")
        let missing = try run(["thumbnail", doc + ".nowhere", out])
        #expect(missing.status == 2 && missing.stderr.contains(".nowhere"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A picture's process ends once its file is written, without the C library's `exit` (which
    /// waits for SDL's libraries still loading ahead, then runs every library's destructor): the
    /// dynamic loader, asked to tell, calls no library's finalizer; `lint` still ends as ever.
    @Test func aPictureEndsWithoutCallingTheLibrariesFinalizers() throws {
        let doc = try temporaryFile("shapes.swipe", ##"{ "dimension": [200, 100], "pages": [ { "bc": "#ffffff", "elements": [ { "w": 50, "h": 50, "bc": "#ff0000" } ] } ] }"##)
        let out = doc + ".png"
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        for arguments in [["thumbnail", "-s", "100", doc, out], ["render", doc, "-o", out]] {
            try? FileManager.default.removeItem(atPath: out)
            let r = try run(arguments, environment: environment)
            #expect(r.status == 0, "\(arguments): \(r.stderr.suffix(2000))")
            #expect(!r.stderr.contains("calling fini"), "\(arguments)")
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            #expect(image.pixel(10, 10).0 == 255 && image.pixel(10, 10).1 == 0, "\(arguments): the picture is whole")
        }
        let lint = try run(["lint", doc], environment: environment)
        #expect(lint.stderr.contains("calling fini"))
    }
}
