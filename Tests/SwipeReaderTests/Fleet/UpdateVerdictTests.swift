import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct UpdateVerdictTests {
    private let base = URL(string: "http://example.org/kiosk/doc.swipe")!

    private func read(_ json: String, missing: [String] = []) -> LoadResult {
        let first = DocumentLoader.load(bytes: Array(json.utf8), name: base.absoluteString, baseURL: base)
        var locations: [URL: AssetLocator.Location] = [:]
        for use in first.assets { if let url = use.reference.url { locations[url] = missing.contains(url.lastPathComponent) ? .failed("HTTP 404 Not Found") : .file(URL(fileURLWithPath: "/tmp/\(url.lastPathComponent)")) } }
        return DocumentLoader.load(bytes: Array(json.utf8), name: base.absoluteString, baseURL: base, locator: AssetLocator(locations))
    }

    @Test func aGoodVersionWithAllItsMediaIsAccepted() {
        #expect(UpdateVerdict(.document(read(#"{ "pages": [ { "elements": [ { "img": "a.png" } ] } ] }"#))) == .accepted)
    }

    @Test func aSyntaxErrorIsRefusedWithItsPosition() {
        guard case .rejected(let why) = UpdateVerdict(.document(read(#"{ "pages": [ { "elements": [ "#))) else { Issue.record("accepted"); return }
        #expect(why.contains("doc.swipe:") && why.contains("error"), "\(why)")
    }

    @Test func aMissingMediumIsRefusedByName() {
        let v = UpdateVerdict(.document(read(#"{ "pages": [ { "elements": [ { "img": "a.png" }, { "img": "b.png" } ] } ] }"#, missing: ["b.png"])))
        #expect(v == .rejected("http://example.org/kiosk/doc.swipe: the media could not be downloaded: http://example.org/kiosk/b.png"))
    }

    @Test func somethingThatIsNotADocumentIsRefused() {
        #expect(UpdateVerdict(.document(read("42"))) != .accepted)
    }

    /// A story read with its media found but those named in `missing`.
    private func story(_ json: String, missing: [String] = []) -> StoryLoadResult {
        StoryLoader.load(bytes: Array(json.utf8), name: "http://example.org/kiosk/StoryDescription.json", media: StoryMediaLookup { kind, name in
            missing.contains(name) ? .failure(StoryMediaMissing(reason: "not found")) : .success(StoryAsset(kind: kind, name: name, foundAt: name + ".png", file: "/tmp/\(name).png"))
        })
    }

    @Test func aStoryIsJudgedAsADocumentIs() {
        let json = #"{ "appTitle": "Tale", "scenes": [ { "sceneId": "A", "elements": { "elementsArray": [ { "type": "image", "imageFile": "cover", "posX": 0.5, "posY": 0.5 } ] } } ] }"#
        #expect(UpdateVerdict(.story(story(json))) == .accepted)
        #expect(UpdateVerdict(.story(story(json, missing: ["cover"]))) == .rejected("http://example.org/kiosk/StoryDescription.json: the media could not be downloaded: cover"))
        #expect(UpdateVerdict(.story(story(#"{ "appTitle": "Tale", "scenes": [] }"#))) != .accepted)
        #expect(UpdateVerdict(.story(story(#"{ "appTitle": "Tale", "scenes": [ "#))) != .accepted)
    }

    /// A file of a version: `content` read from `url`.
    private func file(_ url: URL, _ content: CheckedVersion.Content) -> CheckedVersion.File {
        CheckedVersion.File(download: .init(url: url, bytes: [], version: .init(etag: nil, lastModified: nil, fetchedAt: Date())), content: content)
    }

    @Test func aListIsRefusedWholeWhenADocumentARowLeadsToIsBrokenOrMissing() {
        let json = #"{ "type": "net.swipe.list", "items": [ { "url": "a.swipe" }, { "url": "b.swipe" } ] }"#
        let list = file(base, .document(DocumentLoader.load(bytes: Array(json.utf8), name: base.absoluteString, baseURL: base)))
        let a = base.deletingLastPathComponent().appendingPathComponent("a.swipe"), b = base.deletingLastPathComponent().appendingPathComponent("b.swipe")
        #expect(CheckedVersion.rows(of: list.content) == [a, b])
        let good = file(a, .document(read(#"{ "pages": [ {} ] }"#)))
        #expect(UpdateVerdict(CheckedVersion(main: list, rows: [a: good, b: good])) == .accepted)
        guard case .rejected(let broken) = UpdateVerdict(CheckedVersion(main: list, rows: [a: good, b: file(b, .document(read(#"{ "pages": [ "#)))])) else {
            Issue.record("a broken row accepted"); return
        }
        #expect(broken.contains("error"), "\(broken)")
        #expect(UpdateVerdict(CheckedVersion(main: list, rows: [a: good], missing: [b: "HTTP 404 Not Found"]))
            == .rejected("http://example.org/kiosk/b.swipe: a row's document could not be downloaded: HTTP 404 Not Found"))
    }
}
