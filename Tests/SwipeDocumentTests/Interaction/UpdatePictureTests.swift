import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `img` updates naming pictures on the web (3.2): resolved against the document's URL, asked of
/// the window, shown once their local copy arrives, kept when it does not.
struct UpdatePictureTests {
    /// network.swipe (11.3): the completion replaces the image by the response's "imgURL".
    @Test func networkSwipeAsksForTheResponsesPicture() throws {
        var i = try corpusInteraction("network.swipe")
        #expect(i.shown([2])?.img?.url?.lastPathComponent == "more.png")
        i.tapAndAdvance(Point(640, 80), at: 1)
        let q = try #require(i.takeRequests().first)
        i.deliver(q.id, .response(status: 200, body: Array(#"{"caption":"Hello","imgURL":"http://127.0.0.1:9/red.png"}"#.utf8)), time: 2)
        i.advance(to: 2)
        #expect(i.takePictureRequests() == [PictureRequest(id: 0, url: URL(string: "http://127.0.0.1:9/red.png")!)])
        #expect(i.takePictureRequests().isEmpty)
        #expect(i.shown([2])?.img?.url?.lastPathComponent == "more.png", "the picture stays until its copy arrives")
        let copy = AssetReference("/cache/red.png", relativeTo: nil)
        i.deliverPicture(0, copy)
        #expect(i.shown([2])?.img == copy)
        i.deliverPicture(0, AssetReference("/cache/other.png", relativeTo: nil))
        #expect(i.shown([2])?.img == copy, "a picture request answers once")
    }

    static let page = """
    {"pages": [{"play": "never", "elements": [
      {"id": "p", "x": 0, "y": 0, "w": 100, "h": 100, "img": "a.png", "events": {"tapped": {"actions": [{"update": {"img": "IMG"}}]}}},
      {"x": 200, "y": 0, "w": 100, "h": 100, "events": {"tapped": {"actions": [{"update": {"id": "p", "bc": "red"}}]}}}
    ]}]}
    """

    func tapped(_ img: String, document: URL?) throws -> PageInteraction {
        let d = try #require(DocumentLoader.load(bytes: Array(Self.page.replacingOccurrences(of: "IMG", with: img).utf8), name: "p.swipe", baseURL: document).document)
        var i = try interaction(of: d)
        i.tapAndAdvance(Point(50, 50), at: 1)
        return i
    }

    @Test func relativeNamesOfARemoteDocumentAreOnItsOrigin() throws {
        var i = try tapped("pics/b.png", document: URL(string: "https://example.org/books/p.swipe"))
        #expect(i.takePictureRequests().map(\.url) == [URL(string: "https://example.org/books/pics/b.png")!])
    }

    @Test func aRemoteDocumentMayNotShowALocalFile() throws {
        var i = try tapped("file:///etc/passwd", document: URL(string: "https://example.org/books/p.swipe"))
        #expect(i.takePictureRequests().isEmpty)
        #expect(i.shown([0])?.img?.url?.lastPathComponent == "a.png")
    }

    @Test func aFailureKeepsThePictureAndALaterUpdateAsksAgain() throws {
        var i = try tapped("http://127.0.0.1:9/b.png", document: URL(fileURLWithPath: "/books/p.swipe"))
        let before = i.shown([0])?.img
        #expect(i.takePictureRequests().count == 1)
        // Another update of the element re-applies the merged keys: the picture being fetched is not asked again.
        i.tapAndAdvance(Point(250, 50), at: 2)
        #expect(i.takePictureRequests().isEmpty)
        i.deliverPicture(0, nil)
        #expect(i.shown([0])?.img == before)
        i.tapAndAdvance(Point(250, 50), at: 3)
        #expect(i.takePictureRequests() == [PictureRequest(id: 1, url: URL(string: "http://127.0.0.1:9/b.png")!)], "after a failure a later update tries again")
    }

    @Test func anAnswerToAReplacedRequestIsDropped() throws {
        var i = try tapped("http://127.0.0.1:9/b.png", document: nil)
        #expect(i.takePictureRequests().count == 1)
        i.deliverPicture(0, nil)
        i.tapAndAdvance(Point(50, 50), at: 2)
        let again = try #require(i.takePictureRequests().first)
        i.deliverPicture(0, AssetReference("/cache/stale.png", relativeTo: nil))
        #expect(i.shown([0])?.img?.url?.lastPathComponent == "a.png")
        i.deliverPicture(again.id, AssetReference("/cache/b.png", relativeTo: nil))
        #expect(i.shown([0])?.img?.url?.lastPathComponent == "b.png")
    }
}

extension UpdatePictureTests {
    /// A local name resolves against the document's folder, not the old picture's: pictures in a
    /// subfolder named as the document names them (`render --tap` as the window).
    @Test func localNamesResolveAgainstTheDocument() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-img-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["img/a.png", "img/b.png"] { try Data([0x89]).write(to: dir.appendingPathComponent(name)) }
        let file = dir.appendingPathComponent("p.swipe")
        try Self.page.replacingOccurrences(of: "a.png", with: "img/a.png").replacingOccurrences(of: "IMG", with: "img/b.png")
            .write(to: file, atomically: true, encoding: .utf8)
        let d = try #require(try DocumentLoader.load(path: file.path).document)
        #expect(d.url == file)
        let settings = RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: FixedSizes())
        let i = PageInteraction.scripted(page: d.pages[0], settings: settings, taps: [ScriptedTap(point: Point(50, 50), time: 0)], until: 1, documentURL: d.url)
        #expect(i.shown([0])?.img?.url == dir.appendingPathComponent("img/b.png").standardizedFileURL)
    }
}
