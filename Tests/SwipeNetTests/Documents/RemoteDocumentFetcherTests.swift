import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeNet
import Testing

@Suite struct RemoteDocumentFetcherTests {
    private func fetcher(_ cache: URL, timeout: Double = 5) -> RemoteDocumentFetcher {
        RemoteDocumentFetcher(cache: HTTPCache(directory: cache, client: HTTPClient(connectTimeout: timeout, stallTimeout: timeout)))
    }

    /// The progress reports of one load.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [RemoteLoadProgress] = []
        func add(_ p: RemoteLoadProgress) { lock.lock(); all.append(p); lock.unlock() }
        var list: [RemoteLoadProgress] { lock.lock(); defer { lock.unlock() }; return all }
    }

    private func loaded(_ outcome: RemoteLoadOutcome) throws -> (LoadResult, [String]) {
        guard case .loaded(let result, let warnings) = outcome else { throw Failure(description: "not loaded: \(outcome)") }
        return (result, warnings)
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// A copy of the corpus's NASA book, served: thirteen pictures, and three pieces of music it names but the corpus lacks.
    private func nasa() throws -> (StaticHTTPServer, URL) {
        let root = try temporaryFolder("corpus")
        try FileManager.default.copyItem(at: TestCorpus.url("nasa"), to: root.appendingPathComponent("nasa"))
        let server = try StaticHTTPServer(serving: root)
        return (server, server.url("nasa/nasa.swipe"))
    }

    @Test func aDocumentsMediaAreCachedAndASecondRunDownloadsNoneAgain() throws {
        let (server, url) = try nasa()
        let cache = try temporaryFolder("cache")
        let reports = Reports()
        let (first, warnings) = try loaded(fetcher(cache).load(url, progress: reports.add))
        #expect(warnings.isEmpty)
        let doc = try #require(first.document)
        #expect(doc.title == "NASA HQ Images")
        let pictures = first.assets.filter { $0.kind == "img" }
        #expect(pictures.count == 13)
        for use in pictures {
            #expect(use.exists == true && use.reference.isRemote)
            let copy = try #require(use.foundAt)
            #expect(URL(fileURLWithPath: copy).deletingLastPathComponent().path == cache.path)
            #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: TestCorpus.url("nasa/" + use.reference.text).path))
        }
        let images = doc.pages.flatMap(\.elements).compactMap(\.img)
        #expect(!images.isEmpty && images.allSatisfy { $0.url?.isFileURL == true && $0.url!.path.hasPrefix(cache.path) })
        // The music is not on the server: missing, reported where it is named, the document still shown.
        let music = first.assets.filter { $0.kind == "bgm" }
        #expect(music.count == 3 && music.allSatisfy { $0.exists == false })
        #expect(first.diagnostics.filter { $0.message.contains("cannot be downloaded (HTTP 404 File not found); nothing is played") }.count == 3)
        #expect(first.diagnostics.allSatisfy { $0.file == url.absoluteString && $0.position != nil })

        let progress = reports.list
        #expect(progress.first?.phase == .document)
        let last = try #require(progress.last)
        #expect(last.phase == .assets && last.filesDone == 16 && last.filesTotal == 16 && last.fraction == 1)
        #expect(last.bytesReceived > 1_000_000)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.fraction <= $1.fraction })

        let firstRun = server.requests.count
        #expect(server.requests.filter { $0.path.hasSuffix(".jpg") }.allSatisfy { $0.status == 200 })
        let (second, _) = try loaded(fetcher(cache).load(url))
        let again = server.requests.dropFirst(firstRun)
        #expect(again.filter { $0.path.hasSuffix(".jpg") }.count == 13)
        #expect(again.filter { $0.path.hasSuffix(".jpg") || $0.path.hasSuffix(".swipe") }.allSatisfy { $0.status == 304 })
        #expect(second.content == first.content)
        #expect(second.diagnostics == first.diagnostics)
        #expect(second.assets == first.assets)
    }

    @Test func anUnreachableHostFailsAtOnce() throws {
        let url = URL(string: "http://127.0.0.1:\(LocalHTTPServer.closedPort())/doc.swipe")!
        var outcome: RemoteLoadOutcome?
        let time = try elapsed { outcome = fetcher(try temporaryFolder("cache")).load(url) }
        guard case .failed(let message)? = outcome else { Issue.record("not a failure: \(String(describing: outcome))"); return }
        #expect(message.description == "cannot open \(url.absoluteString): cannot reach 127.0.0.1: connection refused")
        #expect(time < 1)
    }

    @Test func aServerThatNeverAnswersFailsWithinTheTimeout() throws {
        let server = try LocalHTTPServer(silent: true)
        let url = URL(string: server.url("/doc.swipe"))!
        var outcome: RemoteLoadOutcome?
        let time = try elapsed { outcome = fetcher(try temporaryFolder("cache"), timeout: 1.5).load(url) }
        guard case .failed(let message)? = outcome else { Issue.record("not a failure: \(String(describing: outcome))"); return }
        #expect(message.description == "cannot open \(url.absoluteString): timed out after 1.5 s")
        #expect(time >= 1.5 && time < 3.5)
    }

    @Test func aRemoteDocumentMayNotReadLocalFiles() throws {
        let picture = try Data(contentsOf: TestCorpus.url("nasa/nasa000.jpg"))
        let json = "{ \"pages\": [ { \"elements\": [\n  { \"img\": \"file:///etc/passwd\" },\n  { \"img\": \"pic.jpg\" } ] } ] }"
        let server = try StaticHTTPServer(serving: try site(["doc.swipe": Data(json.utf8), "pic.jpg": picture]))
        let cache = try temporaryFolder("cache")
        let (result, _) = try loaded(fetcher(cache).load(server.url("doc.swipe")))
        let elements = try #require(result.document?.pages.first?.elements)
        #expect(elements[0].img?.url == nil)
        #expect(elements[1].img?.url?.path.hasPrefix(cache.path) == true)
        #expect(result.diagnostics.map(\.description) == ["\(server.url("doc.swipe").absoluteString):2:12: warning: a remote document may not use local files; file:///etc/passwd is refused; a placeholder is shown instead [pages[0].elements[0].img]"])
        #expect(result.assets.map(\.exists) == [false, true])
        #expect(server.requests.map(\.path) == ["/doc.swipe", "/pic.jpg"])
        let passwd = FileManager.default.contents(atPath: "/etc/passwd")
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path) {
            #expect(FileManager.default.contents(atPath: cache.appendingPathComponent(name).path) != passwd)
        }
    }

    @Test func aListFetchesItsIconsButNotTheDocumentsItLeadsTo() throws {
        let icon = try Data(contentsOf: TestCorpus.url("nasa.png"))
        let json = #"{ "type": "net.swipe.list", "items": [ { "url": "books/a.swipe", "title": "A", "icon": "icon.png" }, { "url": "https://example.invalid/b.swipe", "title": "B" } ] }"#
        let server = try StaticHTTPServer(serving: try site(["list.swipe": Data(json.utf8), "icon.png": icon]))
        let (result, _) = try loaded(fetcher(try temporaryFolder("cache")).load(server.url("list.swipe")))
        let items = try #require(result.list?.sections.first?.items)
        #expect(items[0].icon?.url?.isFileURL == true)
        #expect(items[0].url?.url == server.url("books/a.swipe"))
        #expect(server.requests.map(\.path) == ["/list.swipe", "/icon.png"])
    }

    @Test func anUnreachableServerLeavesTheCachedCopiesWithAWarning() throws {
        var served: (StaticHTTPServer, URL)? = try nasa()
        let url = served!.1
        let cache = try temporaryFolder("cache")
        let (online, _) = try loaded(fetcher(cache).load(url))
        served = nil
        let (offline, warnings) = try loaded(fetcher(cache).load(url))
        #expect(offline.content == online.content)
        #expect(warnings.count == 14)
        #expect(warnings.first == "\(url.absoluteString): warning: cannot reach 127.0.0.1: connection refused; using the copy downloaded earlier")
    }

    @Test func captionsBesideAVideoAreFoundOverHTTPAndA404IsNoError() throws {
        let vtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n"
        let json = #"{ "languages": [ { "id": "en", "title": "English" }, { "id": "fr-CA", "title": "Français" } ], "pages": [ { "elements": [ { "video": "media/movie.mp4" } ] } ] }"#
        let server = try StaticHTTPServer(serving: try site(["doc.swipe": Data(json.utf8), "media/movie.vtt": Data(vtt.utf8), "media/movie.en.vtt": Data(vtt.utf8)]))
        let (result, warnings) = try loaded(fetcher(try temporaryFolder("cache")).load(server.url("doc.swipe")))
        let document = try #require(result.document)
        #expect(Set(document.remoteCaptions.keys) == [server.url("media/movie.en.vtt"), server.url("media/movie.vtt")], "the two on the server, not fr-CA's nor fr's")
        for copy in document.remoteCaptions.values {
            #expect(copy.isFileURL && FileManager.default.contents(atPath: copy.path) == Data(vtt.utf8), "downloaded")
        }
        let asked = Set(server.requests.map(\.path))
        #expect(asked == ["/doc.swipe", "/media/movie.en.vtt", "/media/movie.fr-CA.vtt", "/media/movie.fr.vtt", "/media/movie.vtt"], "\(asked)")
        #expect(server.requests.filter { $0.status == 404 }.count == 2)
        #expect(warnings.isEmpty && result.errorCount == 0 && result.warningCount == 0, "a 404 is no captions, not a problem: \(warnings) \(result.diagnostics)")
        #expect(document.pages[0].elements[0].video?.url == server.url("media/movie.mp4"), "the video still streamed")
    }
}
