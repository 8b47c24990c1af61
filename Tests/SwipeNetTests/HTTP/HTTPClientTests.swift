import Foundation
import MediaTestSupport
import SwipeNet
import Testing

@Suite struct HTTPClientTests {
    @Test func aFileComesWithItsStatusHeadersAndBody() throws {
        let server = try StaticHTTPServer(serving: try site(["a.txt": Data("hello".utf8)]))
        let response = try HTTPClient().get(server.url("a.txt")).get()
        #expect(response.status == 200)
        #expect(response.body == Data("hello".utf8))
        #expect(response.headers["content-length"] == "5")
        let modified = try #require(response.headers["last-modified"])
        let again = try HTTPClient().get(server.url("a.txt"), headers: ["If-Modified-Since": modified]).get()
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(server.requests.map(\.status) == [200, 304])
    }

    @Test func theBodyCanGoToAFileWithProgress() throws {
        let bytes = Data((0..<200_000).map { UInt8($0 % 251) })
        let server = try StaticHTTPServer(serving: try site(["big.bin": bytes]))
        let target = try temporaryFolder("client").appendingPathComponent("big.bin")
        let seen = Progress()
        let response = try HTTPClient().get(server.url("big.bin"), to: .file(target)) { received, total in seen.add(received, total) }.get()
        #expect(response.status == 200 && response.body.isEmpty)
        #expect(FileManager.default.contents(atPath: target.path) == bytes)
        #expect(seen.last?.0 == 200_000 && seen.last?.1 == 200_000)
    }

    @Test func aMissingFileIsAResponseWithItsStatusLine() throws {
        let server = try StaticHTTPServer(serving: try site([:]))
        let response = try HTTPClient().get(server.url("nothing.swipe")).get()
        #expect(response.statusLine == "HTTP 404 File not found")
    }

    @Test func aRefusedConnectionFailsAtOnce() {
        let port = LocalHTTPServer.closedPort()
        var result: Result<HTTPResponse, HTTPError>?
        let time = elapsed { result = HTTPClient().get(URL(string: "http://127.0.0.1:\(port)/a.swipe")!) }
        #expect(result?.failure == HTTPError(.network, "cannot reach 127.0.0.1: connection refused"))
        #expect(time < 1)
    }

    @Test func aServerThatNeverAnswersTimesOutWithinTheTimeout() throws {
        let server = try LocalHTTPServer(silent: true)
        var result: Result<HTTPResponse, HTTPError>?
        let time = elapsed { result = HTTPClient(connectTimeout: 1.5, stallTimeout: 1.5).get(URL(string: server.url("/a.swipe"))!) }
        #expect(result?.failure == HTTPError(.network, "timed out after 1.5 s"))
        #expect(time >= 1.5 && time < 3.5)
    }

    @Test func cancellingStopsATransfer() throws {
        let server = try LocalHTTPServer(silent: true)
        let cancellation = Cancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel() }
        var result: Result<HTTPResponse, HTTPError>?
        let time = elapsed { result = HTTPClient(stallTimeout: 30).get(URL(string: server.url("/a.swipe"))!, cancellation: cancellation) }
        #expect(result?.failure?.kind == .cancelled)
        // libcurl calls back about once a second while nothing arrives; well before the 30 s stall timeout.
        #expect(time < 3.5)
    }
}

/// The progress calls a transfer made.
private final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(Int64, Int64?)] = []
    func add(_ received: Int64, _ total: Int64?) { lock.lock(); calls.append((received, total)); lock.unlock() }
    var last: (Int64, Int64?)? { lock.lock(); defer { lock.unlock() }; return calls.last }
}

extension Result {
    var failure: Failure? { if case .failure(let e) = self { return e } else { return nil } }
}
