import Foundation
import Testing
@testable import SwipeCore

@Suite struct UpdateVerdictTests {
    private let base = URL(string: "http://example.org/kiosk/doc.swipe")!

    private func read(_ json: String, missing: [String] = []) -> LoadResult {
        let first = DocumentLoader.load(bytes: Array(json.utf8), name: base.absoluteString, baseURL: base)
        var locations: [URL: AssetLocator.Location] = [:]
        for use in first.assets { if let url = use.reference.url { locations[url] = missing.contains(url.lastPathComponent) ? .failed("HTTP 404 Not Found") : .file(URL(fileURLWithPath: "/tmp/\(url.lastPathComponent)")) } }
        return DocumentLoader.load(bytes: Array(json.utf8), name: base.absoluteString, baseURL: base, locator: AssetLocator(locations))
    }

    @Test func aGoodVersionWithAllItsMediaIsAccepted() {
        #expect(UpdateVerdict(read(#"{ "pages": [ { "elements": [ { "img": "a.png" } ] } ] }"#)) == .accepted)
    }

    @Test func aSyntaxErrorIsRefusedWithItsPosition() {
        guard case .rejected(let why) = UpdateVerdict(read(#"{ "pages": [ { "elements": [ "#)) else { Issue.record("accepted"); return }
        #expect(why.contains("doc.swipe:") && why.contains("error"), "\(why)")
    }

    @Test func aMissingMediumIsRefusedByName() {
        let v = UpdateVerdict(read(#"{ "pages": [ { "elements": [ { "img": "a.png" }, { "img": "b.png" } ] } ] }"#, missing: ["b.png"]))
        #expect(v == .rejected("http://example.org/kiosk/doc.swipe: the media could not be downloaded: http://example.org/kiosk/b.png"))
    }

    @Test func somethingThatIsNotADocumentIsRefused() {
        #expect(UpdateVerdict(read("42")) != .accepted)
    }
}
