import CSDL2
import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// A window playing a document from a loopback `http.server` with `--update-every`, on SDL's
    /// offscreen driver: new versions published on the server reach the screen only whole, valid
    /// and at rest; a server that fails or goes away changes nothing on screen; a boot without
    /// network shows the cached copy, or a waiting page until the server answers.
    struct FleetUpdaterTests {
        /// A kiosk's server folder and the player's XDG folders.
        final class Site {
            let folder: URL
            var site: URL { folder.appendingPathComponent("site") }
            var environment: [String: String]
            private var published = 0

            init() throws {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("fleet-\(UUID().uuidString)")
                environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestCorpus.url("nasa.png"), to: site.appendingPathComponent("a.png"))
            }

            deinit { try? FileManager.default.removeItem(at: folder) }

            /// Uploads a version of `doc.swipe` titled `title` (three pages, the first with `image`),
            /// dated after the one before (http.server's Last-Modified counts whole seconds).
            func publish(_ title: String, image: String = "a.png", raw: String? = nil, at path: String = "doc.swipe") throws {
                let json = raw ?? #"{ "title": "\#(title)", "pages": [ { "elements": [ { "img": "\#(image)", "w": 100, "h": 100 } ] }, {}, {} ] }"#
                let file = site.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try json.write(to: file, atomically: true, encoding: .utf8)
                published += 1
                try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(published * 10) - 1000)], ofItemAtPath: file.path)
            }

            /// Uploads a version of the story in `tale/` titled `title`: two scenes, the first with `a.png`.
            func publishStory(_ title: String, raw: String? = nil) throws {
                let picture = site.appendingPathComponent("tale/a.png")
                if !FileManager.default.fileExists(atPath: picture.path) {
                    try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: site.appendingPathComponent("a.png"), to: picture)
                }
                let json = raw ?? #"{ "appTitle": "\#(title)", "scenes": [ { "sceneId": "One", "navigation": "next", "elements": { "elementsArray": [ { "type": "image", "imageFile": "a.png", "posX": 0.5, "posY": 0.5 } ] } }, { "sceneId": "Two", "navigation": "back" } ] }"#
                try publish(title, raw: json, at: "tale/StoryDescription.json")
            }

            /// Makes the server fail every request as `mode` says (`503`, `drop`), or serve again (nil).
            func fail(_ mode: String?) throws {
                let file = site.appendingPathComponent(".fail")
                if let mode { try mode.write(to: file, atomically: true, encoding: .utf8) } else { try FileManager.default.removeItem(at: file) }
            }

            var status: URL { StatusFiles.defaultStatus(environment: environment) }
            var metrics: URL { folder.appendingPathComponent("swipe_player.prom") }

            /// A window playing `url` with updates every `interval` seconds, at rest after `restAfter`.
            func window(_ url: URL, interval: Double = 0.3, restAfter: Double = 60) throws -> PlayerWindow {
                setenv("SDL_VIDEODRIVER", "offscreen", 1)
                let opener = ScreenOpener(settings: .init(environment: environment, timeout: 1.5, sound: false), print: { _ in })
                let updater = FleetUpdater(options: .init(url: url, interval: interval, restAfter: restAfter, timeout: 1.5, environment: environment),
                                           files: StatusFiles(status: status, metrics: metrics, warn: { _ in }),
                                           makeScreen: { opener.screen(for: $0, context: $1, fromStart: $2) }, report: { _ in })
                var options = PlayerWindow.Options(size: Point(400, 300), fullscreen: false)
                options.updater = updater
                let w = try PlayerWindow(title: "fleet-test", options: options)
                w.opener = { opener.screen(for: $0, context: $1) }
                w.push { updater.waitingScreen(context: $0) }
                return w
            }
        }

        /// Steps the window in real time until `done`, at most `limit` seconds.
        func wait(_ w: PlayerWindow, limit: Double = 10, until done: () -> Bool) -> Bool { w.step(until: done, limit: limit) }

        /// The title of the document shown (nil: none, the waiting page).
        func shown(_ w: PlayerWindow) -> String? { (w.screens.first as? DocumentScreen)?.title }

        /// The title of the story shown (nil: none).
        func shownStory(_ w: PlayerWindow) -> String? { (w.screens.first as? StoryScreen)?.story.appTitle }

        /// Presses `keys` on the window, one after the other.
        func press(_ w: PlayerWindow, _ keys: SDL_KeyCode...) {
            for key in keys { w.handle(SyntheticEvents.key(key), at: w.now) }
        }

        /// The checks finished so far.
        func checks(_ w: PlayerWindow) -> Int { w.updater?.status.checksTotal ?? 0 }

        @Test func aNewVersionShowsAtRestAndNeverOverAVisitorsPage() throws {
            let site = try Site()
            try site.publish("v1")
            let server = try StaticHTTPServer(serving: site.site)
            let w = try site.window(server.url("doc.swipe"))
            #expect(w.top is StatusScreen, "the waiting page until the first version is had")
            #expect(wait(w) { shown(w) == "v1" })
            let first = try #require(w.top as? DocumentScreen)
            // Published while the screen rests on its first page: shown after an interval.
            try site.publish("v2")
            let published = Date()
            #expect(wait(w) { shown(w) == "v2" })
            #expect(Date().timeIntervalSince(published) < 3, "within a few intervals of 0.3 s")
            #expect(w.top !== first, "a new screen for the new version")
            #expect(w.updater?.status.updatesTotal == 1)
            // A visitor turns the page; v3 is downloaded while they read, and waits for them.
            let v2 = try #require(w.top as? DocumentScreen)
            w.handle(SyntheticEvents.key(SDLK_RIGHT), at: w.now)
            try site.publish("v3")
            #expect(wait(w) { w.updater?.hasPending == true })
            let after = checks(w)
            #expect(wait(w) { checks(w) >= after + 2 }, "checks go on while v3 waits")
            #expect(w.top === v2 && v2.title == "v2", "the visitor's document stays")
            #expect(v2.currentPage == 2, "on the visitor's page")
            #expect(w.updater?.status.pending != nil)
            // The kiosk's idle reset: v3 from its first page.
            w.resetToStart(at: w.now)
            #expect(shown(w) == "v3")
            #expect((w.top as? DocumentScreen)?.currentPage == 1)
            #expect(w.updater?.status.pending == nil && w.updater?.status.updatesTotal == 2)
            // A visitor on the first page (Left goes nowhere from there) keeps it too.
            let v3 = try #require(w.top as? DocumentScreen)
            w.handle(SyntheticEvents.key(SDLK_LEFT), at: w.now)
            try site.publish("v4")
            #expect(wait(w) { w.updater?.hasPending == true })
            #expect(wait(w, limit: 1) { w.top !== v3 } == false, "not while the visitor may still be reading")
            #expect(v3.currentPage == 1)
        }

        @Test func aBrokenVersionNeverReachesTheScreenAndTheStatusSaysWhy() throws {
            let site = try Site()
            try site.publish("v2")
            let server = try StaticHTTPServer(serving: site.site)
            let w = try site.window(server.url("doc.swipe"))
            #expect(wait(w) { shown(w) == "v2" })
            let v2 = try #require(w.top as? DocumentScreen)
            // A syntax error.
            try site.publish("v3", raw: #"{ "title": "v3", "pages": [ { "elements": [ "#)
            #expect(wait(w) { w.updater?.status.lastCheck?.outcome == .rejected })
            #expect(w.top === v2)
            let syntax = try #require(w.updater?.status.lastError)
            #expect(syntax.message.contains("doc.swipe:1:") && syntax.message.contains("error"), "\(syntax.message)")
            // Good JSON, but a picture that is not on the server.
            try site.publish("v3", image: "missing.png")
            #expect(wait(w) { w.updater?.status.lastError?.message.contains("missing.png") == true })
            #expect(w.top === v2 && shown(w) == "v2")
            #expect(w.updater?.serviceLine?.contains("; checks failing since ") == true, "systemctl status says it: \(w.updater?.serviceLine ?? "")")
            #expect(server.requests.contains { $0.path == "/missing.png" && $0.status == 404 })
            // The files on disk say it too, with the time.
            w.updater?.flush()
            #expect(wait(w) { (try? PlayerStatus(json: Data(contentsOf: site.status)))?.lastError?.message.contains("missing.png") == true })
            w.updater?.flush()
            let status = try PlayerStatus(json: Data(contentsOf: site.status))
            let failure = try #require(status.lastError)
            #expect(abs(failure.at.timeIntervalSinceNow) < 30 && failure.since <= failure.at)
            #expect(status.isFailing && status.shown?.name == w.updater?.status.shown?.name)
            let samples = try PrometheusTextParser.parse(String(contentsOf: site.metrics, encoding: .utf8))
            #expect(samples.first { $0.name == "swipe_player_last_check_success" }?.value == 0)
            #expect((samples.first { $0.name == "swipe_player_update_failures_total" }?.value ?? 0) >= 2)
            // Fixed on the server: shown.
            try site.publish("v4")
            #expect(wait(w) { shown(w) == "v4" })
        }

        @Test func aRestartWhileTheServerOffersABrokenVersionShowsTheLastGoodOne() throws {
            let site = try Site()
            try site.publish("good")
            var server: StaticHTTPServer? = try StaticHTTPServer(serving: site.site)
            let url = try #require(server?.url("doc.swipe"))
            do {
                let w = try site.window(url)
                #expect(wait(w) { shown(w) == "good" })
                try site.publish("broken", raw: #"{ "title": "broken", "pages": [ "#)
                #expect(wait(w) { w.updater?.status.lastCheck?.outcome == .rejected })
            }
            // The cache now holds the broken version: started again, the player shows the good one.
            do {
                let w = try site.window(url)
                #expect(wait(w) { shown(w) == "good" })
                #expect(w.updater?.status.lastCheck?.outcome == .rejected && w.updater?.status.shown != nil)
            }
            // And so with the server gone too.
            server = nil
            let w = try site.window(url)
            #expect(wait(w) { shown(w) == "good" })
            #expect(w.updater?.status.lastCheck?.outcome == .failed)
        }

        @Test func aServerThatFailsOrGoesAwayChangesNothingAndChecksBackOff() throws {
            let site = try Site()
            try site.publish("v1")
            var server: StaticHTTPServer? = try StaticHTTPServer(serving: site.site)
            let port = try #require(server?.port)
            let url = try #require(server?.url("doc.swipe"))
            let w = try site.window(url, interval: 0.2)
            #expect(wait(w) { shown(w) == "v1" })
            let v1 = try #require(w.top as? DocumentScreen)
            for mode in ["503", "drop"] {
                try site.fail(mode)
                let before = w.updater?.status.updateFailuresTotal ?? 0
                #expect(wait(w) { (w.updater?.status.updateFailuresTotal ?? 0) > before }, "\(mode)")
                #expect(w.top === v1, "\(mode) changes nothing on screen")
            }
            try site.fail(nil)
            #expect(wait(w) { w.updater?.status.isFailing == false })
            // The server stops: failures, each wait longer than the one before.
            server = nil
            var waits: [Double] = []
            var seen = checks(w)
            while waits.count < 3, wait(w, until: { checks(w) > seen }) {
                seen = checks(w)
                let status = try #require(w.updater?.status)
                #expect(status.lastCheck?.outcome == .failed)
                waits.append(status.nextCheckAt!.timeIntervalSince(status.lastCheck!.at))
            }
            #expect(waits.count == 3)
            #expect(zip(waits, waits.dropFirst()).allSatisfy { $0 * 1.5 < $1 }, "waits double (±10 %): \(waits)")
            #expect(w.top === v1, "the screen keeps playing v1")
            let failing = try #require(w.updater?.status.lastError)
            #expect(failing.message.contains("cannot reach 127.0.0.1"), "\(failing.message)")
            // The server is back: the next check succeeds.
            server = try StaticHTTPServer(serving: site.site, port: port)
            #expect(wait(w, limit: 15) { w.updater?.status.isFailing == false })
            #expect(w.updater?.status.lastCheck?.outcome == .unchanged && w.top === v1)
            _ = server
        }

        @Test func aBootWithoutNetworkShowsTheCachedCopyOrWaitsForTheServer() throws {
            let site = try Site()
            try site.publish("cached")
            let port: Int
            do {
                // Served once, with headers that forbid a stale copy to a reader.
                let server = try StaticHTTPServer(serving: site.site, cacheControl: "no-cache, must-revalidate")
                port = server.port
                let w = try site.window(server.url("doc.swipe"))
                #expect(wait(w) { shown(w) == "cached" })
            }
            let url = URL(string: "http://127.0.0.1:\(port)/doc.swipe")!
            // Booted again with the server gone: the cached copy, stale or not.
            do {
                let w = try site.window(url)
                #expect(wait(w) { shown(w) == "cached" })
                #expect(w.updater?.status.lastCheck?.outcome == .failed)
                #expect(w.updater?.status.shown != nil)
            }
            // A screen that never saw the document: the waiting page, retrying, then the document.
            try FileManager.default.removeItem(at: site.folder.appendingPathComponent("cache"))
            let w = try site.window(url, interval: 0.2)
            #expect(wait(w) { checks(w) >= 2 })
            let waiting = try #require(w.top as? StatusScreen)
            #expect(waiting.shown.title == "Waiting for content")
            #expect(!waiting.shown.lines.joined().contains("127.0.0.1"), "visitors see no address and no error")
            let server = try StaticHTTPServer(serving: site.site, port: port)
            #expect(wait(w, limit: 15) { shown(w) == "cached" })
            _ = server
        }

        @Test func aStoryByURLTakesItsNewVersionsAtItsFirstSceneRefusesABrokenOneAndBootsOfflineOnTheLastGood() throws {
            let site = try Site()
            try site.publishStory("s1")
            var server: StaticHTTPServer? = try StaticHTTPServer(serving: site.site)
            let url = try #require(server?.url("tale/"))
            do {
                let w = try site.window(url)
                #expect(wait(w) { shownStory(w) == "s1" })
                // Published while the story rests on its first scene: shown after an interval.
                try site.publishStory("s2")
                #expect(wait(w) { shownStory(w) == "s2" })
                #expect(w.updater?.status.updatesTotal == 1)
                #expect(w.updater?.status.page == 1 && w.updater?.status.pageCount == 2, "the status counts scenes as pages")
                // A visitor goes on to the second scene: s3 waits for the story's start.
                let s2 = try #require(w.top as? StoryScreen)
                press(w, SDLK_RIGHT)
                #expect(s2.navigator.current == 1)
                try site.publishStory("s3")
                #expect(wait(w) { w.updater?.hasPending == true })
                #expect(w.top === s2 && s2.navigator.current == 1, "the visitor's scene stays")
                #expect(w.updater?.status.page == 2)
                w.resetToStart(at: w.now)
                #expect(shownStory(w) == "s3" && (w.top as? StoryScreen)?.navigator.current == 0)
                // A broken upload is refused, and said.
                try site.publishStory("s4", raw: #"{ "appTitle": "s4", "scenes": [ "#)
                #expect(wait(w) { w.updater?.status.lastCheck?.outcome == .rejected })
                #expect(w.updater?.status.lastError?.message.contains("StoryDescription.json:1:") == true, "\(w.updater?.status.lastError?.message ?? "")")
                #expect(shownStory(w) == "s3")
            }
            // Started again with the server gone and the broken upload in the cache: the last good story.
            server = nil
            let w = try site.window(url)
            #expect(wait(w) { shownStory(w) == "s3" })
            #expect(w.updater?.status.lastCheck?.outcome == .failed && w.updater?.status.shown != nil)
        }

        @Test func aListsRowsOpenTheVersionCheckedWithItWithoutTheServerAndABrokenRowKeepsItsLastGood() throws {
            let site = try Site()
            try site.publish("list", raw: #"{ "type": "net.swipe.list", "items": [ { "url": "a.swipe", "title": "A" }, { "url": "b.swipe", "title": "B" } ] }"#, at: "index.swipe")
            try site.publish("a1", at: "a.swipe")
            try site.publish("b1", at: "b.swipe")
            var server: StaticHTTPServer? = try StaticHTTPServer(serving: site.site)
            let port = try #require(server?.port), url = try #require(server?.url("index.swipe"))
            /// The title of the document the first row opens, opened and closed again.
            func firstRow(_ w: PlayerWindow) -> String? {
                press(w, SDLK_RETURN)
                defer { press(w, SDLK_ESCAPE) }
                return (w.top as? DocumentScreen)?.title
            }
            do {
                let w = try site.window(url)
                #expect(wait(w) { w.top is ListScreen })
                // A row's document changes, the list does not: taken at rest all the same.
                try site.publish("a2", at: "a.swipe")
                #expect(wait(w) { w.updater?.status.updatesTotal == 1 })
                // The server goes away: the row opens the version the check took, at once.
                server = nil
                press(w, SDLK_DOWN)
                #expect(firstRow(w) == "a2")
                // A new version while a visitor reads the row: not under them, nor on the list they go back to.
                server = try StaticHTTPServer(serving: site.site, port: port)
                press(w, SDLK_RETURN)
                let a2 = try #require(w.top as? DocumentScreen)
                try site.publish("a3", at: "a.swipe")
                #expect(wait(w) { w.updater?.hasPending == true })
                #expect(w.top === a2)
                press(w, SDLK_ESCAPE)
                #expect(firstRow(w) == "a2", "the list shown opens its own version")
                w.resetToStart(at: w.now)
                #expect(w.top is ListScreen && w.updater?.hasPending == false)
                press(w, SDLK_DOWN)
                #expect(firstRow(w) == "a3")
                // A broken row: the new version is refused, the row keeps a3.
                try site.publish("a4", raw: #"{ "title": "a4", "pages": [ "#, at: "a.swipe")
                #expect(wait(w) { w.updater?.status.lastCheck?.outcome == .rejected })
                #expect(w.updater?.status.lastError?.message.contains("a.swipe:1:") == true, "\(w.updater?.status.lastError?.message ?? "")")
                #expect(firstRow(w) == "a3")
            }
            // Started again with the server gone and the broken row in the cache: the list, its row in its last good version.
            server = nil
            let w = try site.window(url)
            #expect(wait(w) { w.top is ListScreen })
            press(w, SDLK_DOWN)
            #expect(firstRow(w) == "a3")
        }
    }
}
