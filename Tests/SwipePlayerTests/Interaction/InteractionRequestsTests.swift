import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
@testable import SwipePlayer

/// Interactive requests against servers the test starts on 127.0.0.1: answers arrive off the
/// caller's thread (`start` returns at once) and reach the page's elements through the pure layer.
struct InteractionRequestsTests {
    static let page = """
    {"pages":[{"elements":[{"id":"log","text":"-"},{"id":"go","w":320,"h":480,"events":{"tapped":{"actions":[
      {"get":{"source":{"url":"URL"},"events":{
        "completion":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":"caption"}}}}}]},
        "error":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":"message"}}}}}]}}}}]}}}]}]}
    """

    /// The page asking for `url`, read from `document` (relative URLs resolve against it), tapped.
    func tapped(_ url: String, document: URL? = nil) throws -> PageInteraction {
        let d = try #require(DocumentLoader.load(bytes: Array(Self.page.replacingOccurrences(of: "URL", with: url).utf8), name: "r.swipe", baseURL: document).document)
        let settings = RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: NoMedia())
        var i = PageInteraction(page: d.pages[0], settings: settings, time: 0, documentURL: d.url)
        i.tap(at: Point(10, 10), time: 0)
        i.advance(to: 0)
        return i
    }

    /// The log's text.
    static func log(_ i: PageInteraction) -> String? { i.page(at: i.now).elements[0].text?.resolved(language: "en", strings: [:]) }

    /// Taps the page asking for `url`, runs the request through `runner` and returns the log's
    /// text once answered (at once when nothing was asked), with how long `start` took.
    func fetch(_ url: String, document: URL? = nil, runner: InteractionRequests = InteractionRequests(client: .init(connectTimeout: 2, stallTimeout: 1))) throws -> (text: String?, startSeconds: Double) {
        var i = try tapped(url, document: document)
        guard let request = i.takeRequests().first else { return (Self.log(i), 0) }
        let started = Date()
        runner.start(request, build: 1)
        let startSeconds = Date().timeIntervalSince(started)
        let answer = try #require(Self.answer(runner), "no answer within 10 s")
        #expect(!runner.isBusy)
        i.deliver(answer.id, answer.response, time: 1)
        i.advance(to: 1)
        return (Self.log(i), startSeconds)
    }

    /// The first answer `runner` gives within 10 s.
    static func answer(_ runner: InteractionRequests) -> InteractionRequests.Answer? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let first = runner.take().first { return first }
            usleep(20_000)
        }
        return nil
    }

    struct NoMedia: MediaMetrics {
        func pixelSize(of asset: AssetReference) -> Point? { nil }
        func frameCount(of asset: AssetReference) -> Int { 1 }
    }

    static func json(_ s: String) -> (contentType: String, data: Data) { ("application/json", Data(s.utf8)) }

    @Test func jsonErrorsRefusedAndSilentServers() throws {
        let server = try LocalHTTPServer(files: ["/ok": Self.json(#"{"caption":"Hello"}"#), "/bad": Self.json("{nope"), "/list": Self.json("[1,2]")])
        #expect(try fetch(server.url("/ok")).text == "Hello")
        #expect(try fetch(server.url("/missing")).text == "get \(server.url("/missing")): HTTP status 404")
        #expect(try fetch(server.url("/bad")).text?.hasPrefix("get \(server.url("/bad")): invalid JSON file") == true)
        #expect(try fetch(server.url("/list")).text == "get \(server.url("/list")): not a dictionary. (an array)")
        let refused = "http://127.0.0.1:\(LocalHTTPServer.closedPort())/x"
        #expect(try fetch(refused).text?.hasPrefix("get \(refused): ") == true)
        let silent = try LocalHTTPServer(silent: true)
        let (text, startSeconds) = try fetch(silent.url("/never"))
        #expect(text?.hasPrefix("get \(silent.url("/never")): ") == true, "the stall timeout ends a server that never answers")
        #expect(startSeconds < 0.1, "starting a request never waits for it")
    }

    /// A document read from a server asks its own origin for a relative URL, and may not read a
    /// local file (refused before anything is asked, its error event told why).
    @Test func remoteDocumentsResolveRelativeURLsAndAreRefusedLocalFiles() throws {
        let server = try LocalHTTPServer(files: ["/api/answer.json": Self.json(#"{"caption":"relative"}"#)])
        let document = try #require(URL(string: server.url("/books/quiz.swipe")))
        #expect(try fetch("../api/answer.json", document: document).text == "relative")
        var i = try tapped("file:///etc/hostname", document: document)
        #expect(i.takeRequests().isEmpty)
        #expect(Self.log(i) == "get file:///etc/hostname: a remote document may not use local files; file:///etc/hostname is refused")
    }

    /// A local document's get reads a file (relative to the document, or a file: URL) off the
    /// caller's thread and answers as a server: JSON, invalid JSON, a missing file.
    @Test func localDocumentsGetFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("requests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"caption":"from disk",}"#.utf8).write(to: folder.appendingPathComponent("answer.json"))
        try Data("{nope".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let document = folder.appendingPathComponent("quiz.swipe")
        #expect(try fetch("answer.json", document: document).text == "from disk")
        let absolute = folder.appendingPathComponent("answer.json").absoluteString
        #expect(try fetch(absolute, document: document).text == "from disk")
        #expect(try fetch(absolute).text == "from disk", "a document read from memory is local too")
        #expect(try fetch("bad.json", document: document).text?.hasPrefix("get \(folder.appendingPathComponent("bad.json").absoluteString): invalid JSON file") == true)
        let missing = folder.appendingPathComponent("missing.json").absoluteString
        #expect(try fetch("missing.json", document: document).text == "get \(missing): no such file")
        #expect(try fetch("ftp://127.0.0.1/x").text == "get ftp://127.0.0.1/x: a get may use only http, https and file URLs; ftp://127.0.0.1/x is refused")
    }

    /// A post goes out with its JSON body and its answer comes back.
    @Test func postReachesTheServer() throws {
        let server = try LocalHTTPServer(files: ["/form": Self.json(#"{"caption":"posted"}"#)])
        let d = try #require(DocumentLoader.load(bytes: Array("""
        {"pages":[{"elements":[{"id":"go","w":320,"h":480,"events":{"tapped":{"actions":[{"post":{"target":{"url":"\(server.url("/form"))"},"data":{"a":1}}}]}}}]}]}
        """.utf8), name: "p.swipe", baseURL: nil).document)
        var i = PageInteraction(page: d.pages[0], settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: NoMedia()), time: 0)
        i.tap(at: Point(10, 10), time: 0)
        let request = try #require(i.takeRequests().first)
        let runner = InteractionRequests(client: .init(connectTimeout: 2, stallTimeout: 2))
        runner.start(request, build: 1)
        #expect(Self.answer(runner)?.response == .response(status: 200, body: Array(#"{"caption":"posted"}"#.utf8)))
    }
}
