import Foundation
import MediaTestSupport
import Testing
import SwipeCore
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

    /// Taps the page asking for `url`, runs the request through `runner` and returns the log's
    /// text once answered, with how long `start` took.
    func fetch(_ url: String, runner: InteractionRequests = InteractionRequests(client: .init(connectTimeout: 2, stallTimeout: 1))) throws -> (text: String?, startSeconds: Double) {
        let d = try #require(DocumentLoader.load(bytes: Array(Self.page.replacingOccurrences(of: "URL", with: url).utf8), name: "r.swipe", baseURL: nil).document)
        let settings = RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: NoMedia())
        var i = PageInteraction(page: d.pages[0], settings: settings, time: 0)
        i.tap(at: Point(10, 10), time: 0)
        let request = try #require(i.takeRequests().first)
        let started = Date()
        runner.start(request, build: 1)
        let startSeconds = Date().timeIntervalSince(started)
        let answer = try #require(Self.answer(runner), "no answer within 10 s")
        #expect(!runner.isBusy)
        i.deliver(answer.id, answer.response, time: 1)
        i.advance(to: 1)
        return (i.page(at: 1).elements[0].text?.resolved(language: "en", strings: [:]), startSeconds)
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
        #expect(try fetch("ftp://127.0.0.1/x").text == "get ftp://127.0.0.1/x: not an http or https URL")
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
