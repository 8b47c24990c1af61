import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `get` and `post` in the pure layer: what is asked for, and what the answers do (3.4, 3.5).
struct RequestTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// network.swipe (11.3): a tap shows "Loading ...", asks for the URL; an error shows its
    /// message in red, a JSON object its caption.
    @Test func networkSwipeErrorAndCompletion() throws {
        var i = try corpusInteraction("network.swipe")
        i.tapAndAdvance(Point(640, 80), at: 1)
        #expect(i.text([1]) == "Loading ...")
        let asked = i.takeRequests()
        #expect(asked == [InteractionRequest(id: 0, method: .get, url: "http://www.stoppani.net/swipe/simpledata.txt")])
        #expect(i.takeRequests().isEmpty)
        i.deliver(0, .failure("Could not resolve host"), time: 2)
        i.advance(to: 2.5)
        #expect(i.text([1]) == "Error.  Try Again")
        #expect(near(i.shown([1])?.textColor, .red))
        #expect(i.text([3]) == "get http://www.stoppani.net/swipe/simpledata.txt: Could not resolve host")
        #expect(i.shown([3])?.opacity == 1)
        i.deliver(0, .response(status: 200, body: bytes(#"{"caption":"late"}"#)), time: 3)
        #expect(i.text([1]) == "Error.  Try Again", "a request answers once")

        i.tapAndAdvance(Point(640, 80), at: 4)
        let again = try #require(i.takeRequests().first)
        i.deliver(again.id, .response(status: 200, body: bytes(#"{"caption":"Hello","imgURL":"x.png"}"#)), time: 5)
        i.advance(to: 5)
        #expect(i.text([1]) == "Hello")
        #expect(i.firedNames.filter { $0.contains("request") } == ["error on request 0 at 2.0", "completion on request 1 at 5.0"])
    }

    static func page(_ request: String) -> String {
        """
        {"pages":[{"elements":[{"id":"log","text":"-"},{"id":"name","text":"Ann Lee"},
          {"id":"go","w":320,"h":480,"data":"mine","events":{"tapped":{"actions":[\(request)]}}}]}]}
        """
    }

    static let handlers = #""events":{"completion":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":{"a":"b"}}}}}}]},"error":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":"message"}}}}}]}}"#

    func run(_ request: String, _ response: InteractionResponse) throws -> PageInteraction {
        var i = try interaction(Self.page(request))
        i.tapAndAdvance(Point(10, 10), at: 0)
        if let q = i.takeRequests().first { i.deliver(q.id, response, time: 1) }
        i.advance(to: 1)
        return i
    }

    @Test func responsesAndFailuresReachParams() throws {
        let get = #"{"get":{"source":{"url":"http://127.0.0.1:9/x"},"# + Self.handlers + "}}"
        #expect(try run(get, .response(status: 200, body: bytes(#"{"a":{"b":"deep"}}"#))).text([0]) == "deep")
        #expect(try run(get, .response(status: 500, body: [])).text([0]) == "get http://127.0.0.1:9/x: HTTP status 500")
        #expect(try run(get, .response(status: 200, body: bytes("not json"))).text([0])?.hasPrefix("get http://127.0.0.1:9/x: invalid JSON file") == true)
        #expect(try run(get, .response(status: 200, body: bytes("[1]"))).text([0])?.hasPrefix("get http://127.0.0.1:9/x: not a dictionary.") == true)
        #expect(try run(get, .failure("Connection refused")).text([0]) == "get http://127.0.0.1:9/x: Connection refused")
    }

    @Test func missingURLsFailAtOnceInsideTheActionList() throws {
        var i = try interaction(Self.page(#"{"get":{"events":{"error":{"params":{},"actions":[{"update":{"id":"log","text":{"valueOf":{"property":{"params":"message"}}}}}]}}}},{"update":{"id":"log","text":"after"}}"#))
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.takeRequests().isEmpty)
        #expect(i.text([0]) == "after", "the error's update was queued before the next action's")
        #expect(i.firedNames.last == "error on request 0 at 0.0")
        var j = try interaction(Self.page(#"{"post":{"target":{},"# + Self.handlers + "}}"))
        j.tapAndAdvance(Point(10, 10), at: 0)
        #expect(j.text([0]) == "post missing or invalid url")
    }

    @Test func postQueryBodyAndHeaders() throws {
        let post = #"{"post":{"target":{"url":"http://h/p?x=1"},"params":{"who":{"valueOf":{"id":"name","property":"text"}},"q":"a?b c","none":{"valueOf":{"id":"ghost","property":"text"}}},"headers":{"X-Key":"k"},"data":{"mine":{"valueOf":{"property":"data"}},"missing":{"valueOf":{"id":"ghost","property":"text"}},"n":3}}}"#
        var i = try interaction(Self.page(post))
        i.tapAndAdvance(Point(10, 10), at: 0)
        let q = try #require(i.takeRequests().first)
        #expect(q.method == .post)
        #expect(q.url == "http://h/p?x=1&q=ab%20c&who=Ann%20Lee")
        #expect(q.headers == ["Content-Type": "application/json; charset=UTF-8", "X-Key": "k"])
        #expect(q.body.map { String(decoding: $0, as: UTF8.self) } == #"{"mine":"mine","missing":"","n":3}"#)
        var t = try interaction(Self.page(#"{"post":{"target":{"url":"http://h/p"},"data":"plain","headers":{"Content-Type":"text/csv"}}}"#))
        t.tapAndAdvance(Point(10, 10), at: 0)
        let text = try #require(t.takeRequests().first)
        #expect(text.body == Array("plain".utf8) && text.headers == ["Content-Type": "text/csv"])
    }

    @Test func postResponsesGiveArraysFirstElementAndStatusErrors() throws {
        let post = #"{"post":{"target":{"url":"http://h/p"},"# + Self.handlers + "}}"
        #expect(try run(post, .response(status: 200, body: bytes(#"{"a":{"b":["first","second"]}}"#))).text([0]) == "first")
        #expect(try run(post, .response(status: 404, body: [])).text([0]) == "post error 404")
    }

    @Test func updatesInResponsesGoToTheElementThatAsked() throws {
        let get = #"{"get":{"source":{"url":"http://h/"},"events":{"completion":{"params":{},"actions":[{"update":{"text":{"valueOf":{"property":"data"}}}}]}}}}"#
        #expect(try run(get, .response(status: 200, body: bytes("{}"))).text([2]) == "mine")
    }
}
