import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct RemoteAccessTests {
    private let remote = URL(string: "https://example.org/books/a.swipe")!

    @Test func aRemoteDocumentMayUseTheWebAndItsOrigin() {
        #expect(RemoteAccess.refusal(of: URL(string: "http://other.example/x.png")!, from: remote) == nil)
        #expect(RemoteAccess.refusal(of: AssetReference("pics/x.png", relativeTo: remote).url!, from: remote) == nil)
        #expect(AssetReference("/pics/x.png", relativeTo: remote).url?.absoluteString == "https://example.org/pics/x.png")
        #expect(AssetReference("../x.png", relativeTo: remote).url?.absoluteString == "https://example.org/x.png")
    }

    @Test func aRemoteDocumentMayNotUseLocalFilesOrOtherSchemes() {
        #expect(RemoteAccess.refusal(of: URL(string: "file:///etc/passwd")!, from: remote) == "a remote document may not use local files; file:///etc/passwd is refused")
        #expect(RemoteAccess.refusal(of: URL(string: "ftp://example.org/x.png")!, from: remote) == "a remote document may use only http and https URLs; ftp://example.org/x.png is refused")
    }

    @Test func aLocalDocumentMayUseAnything() {
        let local = URL(fileURLWithPath: "/home/me/a.swipe")
        #expect(RemoteAccess.refusal(of: URL(string: "file:///etc/passwd")!, from: local) == nil)
        #expect(RemoteAccess.refusal(of: URL(string: "https://example.org/x.png")!, from: local) == nil)
        #expect(RemoteAccess.refusal(of: URL(string: "file:///etc/passwd")!, from: nil) == nil)
    }

    @Test func theLoaderRefusesLocalFilesInARemoteDocumentAndNamesThem() {
        let json = "{ \"pages\": [ { \"elements\": [\n  { \"img\": \"file:///etc/passwd\" }, { \"img\": \"a.png\" } ] } ] }"
        let r = load(json, base: remote)
        #expect(r.messages == ["2:12 warning: a remote document may not use local files; file:///etc/passwd is refused; a placeholder is shown instead [pages[0].elements[0].img]"])
        #expect(r.document?.pages[0].elements[0].img?.url == nil)
        #expect(r.assets.map(\.exists) == [false, nil])
    }

    @Test func theLocatorPointsReferencesAtDownloadedCopiesOrMakesThemMissing() {
        let json = #"{ "pages": [ { "bgm": "m.mp3", "elements": [ { "img": "a.png" }, { "img": "a.png" }, { "video": "v.mp4" } ] } ] }"#
        let copy = URL(fileURLWithPath: "/cache/1234")
        let locator = AssetLocator([
            URL(string: "https://example.org/books/a.png")!: .file(copy),
            URL(string: "https://example.org/books/m.mp3")!: .failed("HTTP 404 Not Found"),
        ])
        let r = DocumentLoader.load(bytes: Array(json.utf8), name: "a.swipe", baseURL: remote, locator: locator)
        let page = r.document!.pages[0]
        #expect(page.elements[0].img?.url == copy && page.elements[1].img?.url == copy)
        #expect(page.bgm?.url == nil)
        #expect(page.elements[2].video?.url?.absoluteString == "https://example.org/books/v.mp4")
        #expect(r.messages == ["1:23 warning: bgm https://example.org/books/m.mp3 cannot be downloaded (HTTP 404 Not Found); nothing is played [pages[0].bgm]"])
        #expect(r.assets.map(\.exists) == [false, true, nil])
        #expect(r.assets[1].foundAt == "/cache/1234" && r.assets[1].reference.url?.absoluteString == "https://example.org/books/a.png")
    }
}
