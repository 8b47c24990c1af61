import Foundation
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
