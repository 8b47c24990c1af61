import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Every real document of the test corpus loads, with no errors, and with what we know it holds.
struct CorpusTests {
    @Test func corpusIsPresent() throws {
        #expect(try TestCorpus.documents().count >= 28)
    }

    @Test(arguments: try TestCorpus.documents())
    func loadsWithoutErrors(_ name: String) throws {
        let r = try DocumentLoader.load(path: TestCorpus.url(name).path)
        #expect(r.content != nil)
        #expect(r.errors.isEmpty, "\(r.messages)")
        for d in r.diagnostics {
            #expect(d.position != nil, "every message has a position: \(d)")
        }
    }

    @Test func tutorialModel() throws {
        let r = try DocumentLoader.load(path: TestCorpus.url("tutorial/tutorial.swipe").path)
        let d = try #require(r.document)
        #expect(d.pages.count == 25)
        #expect(d.dimension == Point(1280, 0))
        #expect(d.resolvedDimension(screen: Point(1920, 1080)) == Point(1280, 720))
        #expect(d.orientation == .landscape)
        #expect(d.markdown.styles["#"]?.fontNames == ["Helvetica-Bold"])
        #expect(d.markdown.styles["#"]?.alignment == .center)
        // The "demo" page template gives white; "*" gives #ddf.
        #expect(d.pages[0].bc == Color(0xDD / 255.0, 0xDD / 255.0, 1))
        #expect(d.pages[1].bc == .white)
        // Page 11: sprite walking with a loop and a "to".
        let sprite = try #require(d.pages.flatMap { $0.elements.flatMap(\.elements) }.first { $0.sprite != nil })
        #expect(sprite.slice == SpriteGrid(columns: 14, rows: 4))
        #expect(sprite.slot == SpriteCell(column: 0, row: 2))
        #expect(sprite.loop?.style == .sprite && sprite.loop?.count == 3)
        #expect(r.assets.allSatisfy { $0.exists == true })
    }

    @Test func legacyKeysAreHonoured() throws {
        // vectors.swipe uses "scenes" and page "scene"; transition_animation.swipe uses top-level
        // "elements", "element" and "animation".
        let v = try #require(try DocumentLoader.load(path: TestCorpus.url("vectors.swipe").path).document)
        #expect(v.pages[0].template == "s0")
        #expect(v.pages[0].elements.count == 4)
        #expect(v.pages[0].elements[0].opacity == 1)
        #expect(v.pages[1].play == .scroll)
        #expect(v.pages[1].elements[0].to?.mode == TransitionAnimation.Orientation.none)
        #expect(v.pages[1].elements[2].to?.scale == Scale(2, 4))
        let t = try #require(try DocumentLoader.load(path: TestCorpus.url("details/transition_animation.swipe").path).document)
        #expect(t.pages[3].play == .scroll)
        #expect(t.pages[1].elements[1].template == "ball")
        #expect(t.pages[1].elements[1].textAlign.horizontal == .left)
        #expect(t.pages[1].elements[1].to?.timing == Timing(0, 0.5))
    }

    @Test func listDocuments() throws {
        let r = try DocumentLoader.load(path: TestCorpus.url("index.swipe").path)
        let l = try #require(r.list)
        #expect(l.rowHeight == .percent(10))
        #expect(l.sections.count == 1)
        #expect(l.sections[0].items.count == 11)
        #expect(l.text(l.sections[0].items[0].title, language: "en") == "Swipe Overview")
        #expect(l.sections[0].items[9].url?.isRemote == true)
    }

    @Test func multilingualStrings() throws {
        let d = try #require(try DocumentLoader.load(path: TestCorpus.url("details/multilingual_strings.swipe").path).document)
        let ids = d.languages.map(\.id)
        #expect(!ids.isEmpty)
        let p = d.pages[0]
        let texts = Set(ids.compactMap { lang in p.elements.compactMap { p.text(of: $0, language: lang) }.first })
        #expect(texts.count == ids.count, "each language shows its own text")
    }
}
