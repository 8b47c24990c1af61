import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Which URL a `get` or `post` asks for, and why one is refused: relative URLs resolved against the
/// document's, remote documents held to their media's rules, a local document's `get` of a file.
struct RequestLocationTests {
    let local = URL(fileURLWithPath: "/books/quiz/network.swipe")
    let remote = URL(string: "https://example.org/books/network.swipe")!

    @Test func relativeURLsResolveAgainstTheDocument() {
        #expect(RequestLocation.resolve("data.json", method: .get, document: remote) == .web(URL(string: "https://example.org/books/data.json")!))
        #expect(RequestLocation.resolve("/api/q?x=1", method: .post, document: remote) == .web(URL(string: "https://example.org/api/q?x=1")!))
        #expect(RequestLocation.resolve("data.json", method: .get, document: local) == .file(URL(fileURLWithPath: "/books/quiz/data.json")))
        #expect(RequestLocation.resolve("../answers.json", method: .get, document: local)?.url.path == "/books/answers.json")
        #expect(RequestLocation.resolve("data.json", method: .get, document: nil) == nil, "nothing to resolve against")
        #expect(RequestLocation.resolve("", method: .get, document: local) == nil)
    }

    @Test func absoluteWebURLsStayAsWritten() {
        let url = "http://www.stoppani.net/swipe/simpledata.txt"
        for document in [local, remote, nil] as [URL?] {
            #expect(RequestLocation.resolve(url, method: .get, document: document) == .web(URL(string: url)!))
        }
    }

    @Test func remoteDocumentsMayNotReachLocalFilesOrOtherSchemes() {
        guard case .refused(_, let file)? = RequestLocation.resolve("file:///etc/passwd", method: .get, document: remote),
              case .refused(_, let ftp)? = RequestLocation.resolve("ftp://example.org/x", method: .get, document: remote) else {
            Issue.record("not refused")
            return
        }
        #expect(file == RemoteAccess.refusal(of: URL(string: "file:///etc/passwd")!, from: remote))
        #expect(file.contains("may not use local files"))
        #expect(ftp == RemoteAccess.refusal(of: URL(string: "ftp://example.org/x")!, from: remote))
    }

    @Test func localDocumentsMayGetFilesButNotPostToThem() {
        #expect(RequestLocation.resolve("file:///tmp/answers.json", method: .get, document: local) == .file(URL(fileURLWithPath: "/tmp/answers.json")))
        #expect(RequestLocation.resolve("file:///tmp/answers.json", method: .get, document: nil) == .file(URL(fileURLWithPath: "/tmp/answers.json")))
        #expect(RequestLocation.resolve("file:///tmp/form", method: .post, document: local)
            == .refused(URL(string: "file:///tmp/form")!, "a post may use only http and https URLs; file:///tmp/form is refused"))
        #expect(RequestLocation.resolve("ftp://example.org/x", method: .get, document: local)
            == .refused(URL(string: "ftp://example.org/x")!, "a get may use only http, https and file URLs; ftp://example.org/x is refused"))
    }

    @Test func relativeIsNamingNoScheme() {
        #expect(RequestLocation.isRelative("data.json"))
        #expect(RequestLocation.isRelative("/api"))
        #expect(!RequestLocation.isRelative("http://example.org/x"))
        #expect(!RequestLocation.isRelative("file:///tmp/x"))
        #expect(!RequestLocation.isRelative(""))
    }

    // MARK: In a page

    static func page(_ url: String, method: String = "get") -> [UInt8] {
        let place = method == "get" ? "source" : "target"
        return Array(("""
        {"pages":[{"play":"never","elements":[{"id":"log","text":"-"},{"id":"go","w":320,"h":480,"events":{"tapped":{"actions":[
          {"\(method)":{"\(place)":{"url":"\(url)"},"events":{"error":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":"message"}}}}}]}}}}]}}}]}]}
        """).utf8)
    }

    func tapped(_ bytes: [UInt8], at document: URL?) throws -> PageInteraction {
        let d = try #require(DocumentLoader.load(bytes: bytes, name: "n.swipe", baseURL: document).document)
        var i = try interaction(of: d)
        #expect(i.documentURL == document)
        i.tapAndAdvance(Point(10, 200), at: 0)
        return i
    }

    @Test func aPageAsksForTheResolvedURL() throws {
        var i = try tapped(Self.page("answers/q1.json"), at: remote)
        #expect(i.takeRequests() == [InteractionRequest(id: 0, method: .get, url: "https://example.org/books/answers/q1.json")])
        i.deliver(0, .failure("timed out"), time: 1)
        i.advance(to: 1)
        #expect(i.text([0]) == "get https://example.org/books/answers/q1.json: timed out", "messages name the URL asked for")

        var own = try tapped(Self.page("q1.json"), at: local)
        #expect(own.takeRequests() == [InteractionRequest(id: 0, method: .get, url: "file:///books/quiz/q1.json")])
    }

    @Test func aRefusedRequestFailsAtOnceWithTheMediaRulesMessage() throws {
        var i = try tapped(Self.page("file:///etc/passwd"), at: remote)
        #expect(i.takeRequests().isEmpty, "nothing is asked")
        #expect(i.text([0]) == "get file:///etc/passwd: a remote document may not use local files; file:///etc/passwd is refused")
        #expect(i.firedNames.contains("error on request 0 at 0.0"))

        var post = try tapped(Self.page("file:///tmp/form", method: "post"), at: local)
        #expect(post.takeRequests().isEmpty)
        #expect(post.text([0]) == "post error a post may use only http and https URLs; file:///tmp/form is refused")
    }

    @Test func aRelativeURLWithoutADocumentIsInvalid() throws {
        let i = try tapped(Self.page("q1.json"), at: nil)
        #expect(i.text([0]) == "get missing or invalid url")
    }

    @Test func lintNotesARelativeURL() {
        let result = DocumentLoader.load(bytes: Self.page("answers/q1.json"), name: "n.swipe", baseURL: local)
        #expect(result.messages == [
            #"2:27 note: a relative URL is resolved against the document's URL (the original engine failed on it) [pages[0].elements[1].events.tapped.actions[0].get.source.url]"#,
        ])
        #expect(DocumentLoader.load(bytes: Self.page("http://example.org/x"), name: "n.swipe", baseURL: local).messages.isEmpty)
    }
}
