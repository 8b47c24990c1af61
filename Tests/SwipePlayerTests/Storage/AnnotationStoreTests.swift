import CSDL2
import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

/// Bookmarks on disk: per document in the XDG data directory, written atomically, a damaged file
/// reported once and kept aside, never lost.
struct AnnotationStoreTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("annotations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func bookmarksAreKeptPerDocumentAndReadBack() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = AnnotationStore(documentPath: "/books/a.swipe", directory: dir, warn: { Issue.record("warned: \($0)") })
        var marks = Bookmarks()
        marks.toggle(page: 3, href: "/books/a.swipe", title: nil, now: 1)
        store.save(bookmarks: marks, highlights: Highlights())
        #expect(AnnotationStore(documentPath: "/books/a.swipe", directory: dir, warn: { _ in }).load().0 == marks)
        #expect(AnnotationStore(documentPath: "/books/b.swipe", directory: dir, warn: { _ in }).load().0.items.isEmpty)
        // Only the file itself is left: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [store.file.lastPathComponent])
        #expect(AnnotationStore.directory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]).path == "/d/swipe-player/annotations")
        #expect(AnnotationStore.directory(environment: ["HOME": "/h"]).path == "/h/.local/share/swipe-player/annotations")
    }

    @Test func aDamagedFileIsReportedOnceAndKeptAsideWhenNewBookmarksAreSaved() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var warnings: [String] = []
        let store = AnnotationStore(documentPath: "/books/a.swipe", directory: dir, warn: { warnings.append($0) })
        try Data("{ not json".utf8).write(to: store.file)
        #expect(store.load().0.items.isEmpty)
        #expect(store.load().0.items.isEmpty)
        #expect(warnings.count == 1)
        var marks = Bookmarks()
        marks.toggle(page: 0, href: "a", title: nil, now: 0)
        store.save(bookmarks: marks, highlights: Highlights())
        #expect(try String(contentsOf: store.file.appendingPathExtension("damaged"), encoding: .utf8) == "{ not json")
        #expect(AnnotationStore(documentPath: "/books/a.swipe", directory: dir, warn: { _ in }).load().0 == marks)
    }

    @Test func aWriteThatFailsLeavesThePreviousFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var warnings: [String] = []
        let store = AnnotationStore(documentPath: "/books/a.swipe", directory: dir, warn: { warnings.append($0) })
        var marks = Bookmarks()
        marks.toggle(page: 1, href: "a", title: nil, now: 0)
        store.save(bookmarks: marks, highlights: Highlights())
        let before = try Data(contentsOf: store.file)
        // The temporary file cannot be made: a folder stands where it would go.
        let temporary = dir.appendingPathComponent(".\(store.file.lastPathComponent).\(getpid()).tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        marks.toggle(page: 5, href: "a", title: nil, now: 0)
        store.save(bookmarks: marks, highlights: Highlights())
        #expect(try Data(contentsOf: store.file) == before)
        #expect(warnings.count == 1)
    }
}

extension SDLSerialTests {
    /// B bookmarks the page shown (or the one a turn is heading to), [ and ] go to the previous and
    /// next bookmark, and the bookmarks are there when the document is opened again.
    struct BookmarkWindowTests {
        @Test func bookmarksAreToggledFollowedAndKeptAcrossOpenings() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bookmarks-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            func opened() throws -> DocumentWindow {
                let w = try DocumentWindow(json: #"{ "dimension": [400, 300], "pages": [ {}, {}, {}, {} ] }"#)
                w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
                return w
            }
            let w = try opened()
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_b), SyntheticEvents.key(SDLK_RIGHT), SyntheticEvents.key(SDLK_RIGHT),
                                                    SyntheticEvents.key(SDLK_b)], start: 1)
            #expect(w.currentPage == 3)
            #expect(w.screen.annotations?.bookmarks.items.map(\.locator.page) == [0, 2])
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_LEFTBRACKET)], start: t)
            #expect(w.currentPage == 1)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHTBRACKET)], start: t)
            #expect(w.currentPage == 3)
            // B again removes the bookmark of the page shown.
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_b)], start: t)
            #expect(try opened().screen.annotations?.bookmarks.items.map(\.locator.page) == [0])
        }
    }
}

extension SDLSerialTests {
    /// G opens the page overview over the document: arrows and Enter, or a tap, open a page;
    /// Escape closes it where it was.
    struct OverviewWindowTests {
        @Test func theOverviewChoosesAPageByKeysOrByTap() throws {
            let w = try DocumentWindow(json: #"{ "dimension": [400, 300], "pages": [ {}, {}, {}, {}, {}, {}, {} ] }"#, size: Point(800, 600))
            w.window.showFirstFrame()
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_g)], start: 1)
            #expect(w.screen.session.overview.isOpen)
            w.screen.draw(at: t)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHT), SyntheticEvents.key(SDLK_DOWN), SyntheticEvents.key(SDLK_RETURN)], start: t)
            #expect(!w.screen.session.overview.isOpen)
            #expect(w.currentPage == 5)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_g)], start: t)
            let frame = try #require(w.screen.session.overview.overview?.frame(of: 6))
            let x = Int32(frame.x + frame.width / 2), y = Int32(frame.y + frame.height / 2)
            t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y)], start: t)
            #expect(w.currentPage == 7)
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_g), SyntheticEvents.key(SDLK_HOME), SyntheticEvents.key(SDLK_ESCAPE)], start: t)
            #expect(!w.screen.session.overview.isOpen)
            #expect(w.currentPage == 7, "Escape leaves the page as it was")
        }
    }
}

