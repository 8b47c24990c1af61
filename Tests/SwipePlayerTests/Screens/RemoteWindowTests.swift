import CSDL2
import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// Documents and lists opened by URL in a window on SDL's offscreen driver, from a Python
    /// `http.server` on 127.0.0.1 serving a copy of corpus documents: a progress page while they
    /// download, then the document; an error page for a host that cannot be reached.
    struct RemoteWindowTests {
        /// A folder holding the NASA book and a list linking to it and to an unreachable host.
        static func site(unreachable: URL) throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remote-window-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestCorpus.url("nasa"), to: folder.appendingPathComponent("nasa"))
            try FileManager.default.copyItem(at: TestCorpus.url("nasa.png"), to: folder.appendingPathComponent("nasa.png"))
            let list = #"{ "type": "net.swipe.list", "title": "Remote", "items": [ { "url": "nasa/nasa.swipe", "title": "NASA", "icon": "nasa.png" }, { "url": "\#(unreachable.absoluteString)", "title": "Nowhere" } ] }"#
            try list.write(to: folder.appendingPathComponent("index.swipe"), atomically: true, encoding: .utf8)
            return folder
        }

        /// Steps the window in real time until `done`, at most `limit` seconds.
        func wait(_ w: PlayerWindow, limit: Double, until done: () -> Bool) -> Bool { w.step(until: done, limit: limit) }

        @Test func aRemoteListOpensItsDocumentsThroughTheCacheAndAnUnreachableHostGivesAnErrorPage() throws {
            let refused = try LocalHTTPServer(silent: true)
            let folder = try Self.site(unreachable: URL(string: "http://127.0.0.1:\(refused.port)/never.swipe")!)
            defer { try? FileManager.default.removeItem(at: folder) }
            let server = try StaticHTTPServer(serving: folder)
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
            let opener = ScreenOpener(settings: .init(environment: environment, timeout: 1.5, sound: false), print: { _ in })
            let w = try PlayerWindow(title: "remote-test", options: .init(size: Point(400, 500), fullscreen: false))
            w.opener = { opener.screen(for: $0, context: $1) }
            w.push { opener.screen(for: server.url("index.swipe"), context: $0) }
            #expect(w.top is StatusScreen, "a progress page while the list downloads")
            #expect(wait(w, limit: 10) { w.top is ListScreen })
            let list = try #require(w.top as? ListScreen)
            #expect(list.layout.rows.map(\.title) == ["NASA", "Nowhere"])
            // The first row: a progress page, then the book, its pictures from the cache folder.
            w.handle(SyntheticEvents.key(SDLK_DOWN), at: w.now)
            w.handle(SyntheticEvents.key(SDLK_RETURN), at: w.now)
            #expect(wait(w, limit: 10) { w.top is DocumentScreen })
            let book = try #require(w.top as? DocumentScreen)
            #expect(book.document.pages.count == 13)
            let served = server.requests.filter { $0.path.hasSuffix(".jpg") && $0.status == 200 }.count
            #expect(served == 13, "every picture downloaded once")
            w.handle(SyntheticEvents.key(SDLK_ESCAPE), at: w.now)
            #expect(w.top === list)
            // Opened again, it comes from the cache: the server only confirms it has not changed.
            w.handle(SyntheticEvents.key(SDLK_RETURN), at: w.now)
            #expect(wait(w, limit: 10) { w.top is DocumentScreen })
            #expect(server.requests.filter { $0.path.hasSuffix(".jpg") && $0.status == 200 }.count == served)
            w.handle(SyntheticEvents.key(SDLK_ESCAPE), at: w.now)
            // The second row's host accepts but never answers: an error page within the timeout.
            w.handle(SyntheticEvents.key(SDLK_DOWN), at: w.now)
            let start = Date()
            w.handle(SyntheticEvents.key(SDLK_RETURN), at: w.now)
            let page = try #require(w.top as? StatusScreen)
            #expect(wait(w, limit: 6) { !page.isLoading })
            #expect(Date().timeIntervalSince(start) < 4, "the timeout is 1.5 s (libcurl looks about once a second)")
            #expect(page.shown.lines.joined(separator: " ").contains("timed out"))
            #expect(page.shown.back)
            w.handle(SyntheticEvents.key(SDLK_ESCAPE), at: w.now)
            #expect(w.top === list)
        }

        @Test func aLocalDocumentsPicturesFromTheWebDownloadBeforeItShows() throws {
            let site = try Self.site(unreachable: URL(string: "http://127.0.0.1:9/never.swipe")!)
            defer { try? FileManager.default.removeItem(at: site) }
            let server = try StaticHTTPServer(serving: site)
            let local = site.appendingPathComponent("local.swipe")
            try #"{ "pages": [ { "elements": [ { "img": "\#(server.url("nasa/nasa001.jpg").absoluteString)" } ] } ] }"#.write(to: local, atomically: true, encoding: .utf8)
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let cache = site.appendingPathComponent("cache")
            let opener = ScreenOpener(settings: .init(environment: ["XDG_STATE_HOME": site.appendingPathComponent("state").path, "XDG_CACHE_HOME": cache.path], timeout: 1.5, sound: false), print: { _ in })
            let w = try PlayerWindow(title: "remote-test", options: .init(size: Point(400, 500), fullscreen: false))
            w.push { opener.screen(for: local, context: $0) }
            #expect(w.top is StatusScreen, "a progress page while the picture downloads")
            #expect(wait(w, limit: 10) { w.top is DocumentScreen })
            let doc = try #require(w.top as? DocumentScreen)
            let picture = try #require(doc.document.pages.first?.elements.first?.img?.url)
            #expect(picture.isFileURL && picture.path.hasPrefix(cache.path), "the picture is read from its downloaded copy")
            #expect(server.requests.contains { $0.path == "/nasa/nasa001.jpg" && $0.status == 200 })
        }
    }
}
