import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer
import MediaTestSupport
import Testing

extension SDLSerialTests.CommandLineTests {
    @Test func searchPrintsEachMatchWithItsPlaceInTheLanguageAsked() throws {
        let file = TestCorpus.url("details/multilingual_strings.swipe").path
        let german = try run(["search", file, "GUTEN", "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stdout == """
        page 1, element @0, characters 0-5: …[Guten] Tag…
        page 1, element @1, characters 0-5: …[guten] Abend…
        page 2, element @0, characters 0-5: …[guten] Morgen…
        page 2, element @1, characters 0-5: …[guten] Nachmittag…
        4 matches for "GUTEN" (language de)

        """)
        let english = try run(["search", file, "guten", "--lang", "en"])
        #expect(english.status == 1)
        #expect(english.stdout == "0 matches for \"guten\" (language en)\n")
    }

    @Test func searchJSONGivesLocatorsThatReadBack() throws {
        let f = try temporaryFile("s.swipe", #"{ "pages": [ {}, { "elements": [ { "id": "note", "text": "Déjà vu, déjà lu" } ] } ] }"#)
        let r = try run(["search", f, "deja", "--json"])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["query"] as? String == "deja")
        let matches = try #require(json["matches"] as? [[String: Any]])
        let fragments = matches.compactMap { ($0["locations"] as? [String: Any])?["fragments"] as? [String] }
        #expect(fragments == [["page=2", "element=note", "char=0,4"], ["page=2", "element=note", "char=9,13"]])
        #expect(matches.map { ($0["text"] as? [String: Any])?["highlight"] as? String } == ["Déjà", "déjà"])
        #expect(try run(["search", "/nonexistent.swipe", "x"]).status == 2)
    }
}

extension SDLSerialTests.CommandLineTests {
    @Test func annotationsListsAndExportsWhatTheWindowKept() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("annotations-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = try temporaryFile("a.swipe", #"{ "pages": [ {}, { "elements": [ { "id": "t", "text": "Hello wonderful world" } ] } ] }"#)
        var bookmarks = Bookmarks()
        bookmarks.toggle(page: 0, href: doc, title: nil, now: 0)
        var highlights = Highlights()
        let id = highlights.add(Locator(href: doc, page: 1, element: ElementLocatorPath("t"), characters: 6..<15, text: TextQuote(highlight: "wonderful")),
                                colour: .pink, now: 0)
        highlights.annotate(id, note: "lovely")
        let data = dir.appendingPathComponent("data")
        AnnotationStore(documentPath: doc, directory: AnnotationStore.directory(environment: ["XDG_DATA_HOME": data.path]), warn: { _ in })
            .save(bookmarks: bookmarks, highlights: highlights)
        var env = ProcessInfo.processInfo.environment
        env["XDG_DATA_HOME"] = data.path
        let lines = try run(["annotations", doc], environment: env)
        #expect(lines.status == 0)
        #expect(lines.stdout == "page 1: bookmark\npage 2: pink highlight \"wonderful\" — lovely\n1 bookmark, 1 highlight\n")
        let exported = try run(["annotations", doc, "--json"], environment: env)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        #expect((json["items"] as? [[String: Any]])?.count == 2)
    }
}
