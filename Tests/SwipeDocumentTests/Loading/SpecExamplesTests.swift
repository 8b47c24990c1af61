import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Every example document of the language specification, checked against the merged, resolved
/// model it must produce.
struct SpecExamplesTests {
    /// The specification's text, kept in the repository at `Tests/Spec` (see its README).
    static let specification = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Spec/swipe-language-0.1.md")

    @Test func twoPageDocument() throws {
        let d = try #require(document("""
        { "pages": [ { "elements": [ { "text":"Hello World!" } ] }, { "elements": [ { "text":"Good Bye!" } ] } ] }
        """))
        #expect(d.pages.count == 2)
        #expect(d.pages[0].text(of: d.pages[0].elements[0], language: "en") == "Hello World!")
        #expect(d.pages[1].text(of: d.pages[1].elements[0], language: "en") == "Good Bye!")
        #expect(d.paging == .vertical)
        #expect(d.bc == .black)
        #expect(d.pages[0].bc == .white)
        #expect(d.pages[0].duration == 0.2)
        #expect(d.pages[0].play == .auto)
        #expect(d.pages[0].transition == .scroll)
        // A bare element fills its parent: no position, no size.
        #expect(d.pages[0].elements[0].w == nil && d.pages[0].elements[0].x == nil)
    }

    @Test func twoRectangles() throws {
        let r = load("""
        { "pages": [ { "elements": [
            { "x":50, "y":100, "w":100, "h":100, "bc":"red" },
            { "x":100, "y":150, "w":100, "h":100, "bc":"blue" },
        ] }, ] }
        """)
        #expect(r.diagnostics.isEmpty)
        let e = try #require(r.document).pages[0].elements
        #expect(e[0].x == .length(.units(50)) && e[0].y == .length(.units(100)))
        #expect(e[0].w == .length(.units(100)) && e[0].h == .length(.units(100)))
        #expect(e[0].bc == Color(1, 0, 0))
        #expect(e[1].bc == Color(0, 0, 1))
        #expect(e[1].x == .length(.units(100)))
    }

    @Test func pageTemplatesGiveBackgrounds() throws {
        let d = try #require(document("""
        { "templates": { "pages": { "*": { "bc":"blue" }, "alternative": { "bc":"green" }, } },
          "pages": [ { "elements": [ { "text":"Hello World!" } ] },
                     { "template":"alternative", "elements": [ { "text":"Good Bye!" } ] } ] }
        """))
        #expect(d.pages[0].bc == Color(0, 0, 1))
        #expect(d.pages[0].template == "*")
        #expect(d.pages[1].bc == Color(0, 1, 0))
        #expect(d.pages[1].template == "alternative")
        #expect(d.pageTemplateNames == ["*", "alternative"])
    }

    @Test func templateElementMergedById() throws {
        let d = try #require(document("""
        { "templates": { "pages": { "*": { "elements": [ { "id":"hello", "text":"Hello World" }, ] } } },
          "pages": [ { "elements": [ { "id":"hello", "textColor":"red" } ] },
                     { "elements": [ { "id":"hello", "textColor":"green" } ] }, ] }
        """))
        for (page, color) in zip(d.pages, [Color(1, 0, 0), Color(0, 1, 0)]) {
            #expect(page.elements.count == 1)
            #expect(page.elements[0].id == "hello")
            #expect(page.text(of: page.elements[0], language: "en") == "Hello World")
            #expect(page.elements[0].textColor == color)
        }
    }

    @Test func elementTemplateSmile() throws {
        let r = load("""
        { "templates": { "elements": { "smile": { "lineWidth":3, "path":"M0,0 C10,50 90,50 100,0", "strokeColor":"red", } } },
          "pages": [ { "elements": [
            { "template":"smile", "pos":["50%", 100] },
            { "template":"smile", "pos":["50%", 200], "rotate":30 },
            { "template":"smile", "pos":["50%", 300], "lineWidth":10 },
            { "template":"smile", "pos":["50%", 400], "strokeColor":"#37F" },
            { "template":"smile", "pos":["50%", 500], "scale":[2,1] },
          ], }, ] }
        """)
        #expect(r.warnings.isEmpty && r.errors.isEmpty)
        #expect(r.diagnostics.map(\.severity) == [.note], "the path's natural size differs from the original engine")
        let e = try #require(r.document).pages[0].elements
        #expect(e.count == 5)
        let smile = PathData(segments: [.move(Point(0, 0)), .cubic(Point(10, 50), Point(90, 50), Point(100, 0))])
        for el in e {
            #expect(el.path == .data(smile))
            #expect(el.template == "smile")
        }
        #expect(e[0].pos == LengthPair(.percent(50), .units(100)))
        #expect(e[0].lineWidth == 3 && e[0].strokeColor == Color(1, 0, 0))
        #expect(e[1].rotate == Rotation(z: 30))
        #expect(e[2].lineWidth == 10)
        #expect(e[3].strokeColor == Color(0x33 / 255.0, 0x77 / 255.0, 1))
        #expect(e[4].scale == Scale(2, 1))
        #expect(e[4].lineWidth == 3)
    }

    @Test func elementTemplateWithChildren() throws {
        let r = load("""
        { "templates": { "elements": { "helloWorld": { "w":160, "h":100, "elements":[
              { "id":"hello", "text":"Hello", "textAlign":"left" },
              { "id":"world", "text":"World", "textAlign":"left", "x":80 }, ], }, } },
          "pages": [ { "elements": [
            { "template":"helloWorld", "pos":[160, 100] },
            { "template":"helloWorld", "pos":[160, 200], "elements":[ { "id":"hello", "textColor":"red", }, { "id":"world", "textColor":"blue", }, ]},
            { "template":"helloWorld", "pos":[160, 300], "elements":[ { "id":"world", "text":"Swipe!" }, ]},
          ], }, ] }
        """)
        #expect(r.diagnostics.isEmpty)
        let d = try #require(r.document)
        let p = d.pages[0]
        #expect(p.elements.count == 3)
        for e in p.elements {
            #expect(e.w == .length(.units(160)) && e.h == .length(.units(100)))
            #expect(e.elements.count == 2)
            #expect(e.elements[0].textAlign == TextAlignment(.left))
            #expect(e.elements[1].x == .length(.units(80)))
        }
        #expect(p.elements[0].elements[0].textColor == .black)
        #expect(p.elements[1].elements[0].textColor == Color(1, 0, 0))
        #expect(p.elements[1].elements[1].textColor == Color(0, 0, 1))
        #expect(p.text(of: p.elements[1].elements[0], language: "en") == "Hello")
        #expect(p.text(of: p.elements[2].elements[0], language: "en") == "Hello")
        #expect(p.text(of: p.elements[2].elements[1], language: "en") == "Swipe!")
        #expect(p.elements[2].pos == LengthPair(.units(160), .units(300)))
    }

    @Test func transitionAnimation() throws {
        let d = try #require(document("""
        { "pages": [ { "elements": [ { "text":"Hello World!" } ] },
                     { "elements": [ { "text":"I'm animatable!", "to":{ "translate":[0, 200] } } ] } ] }
        """))
        let to = try #require(d.pages[1].elements[0].to)
        #expect(to.translate == Point(0, 200))
        #expect(to.timing == Timing(0, 1))
        #expect(d.pages[1].duration == 0.2)
    }

    @Test func scrollPlayDefaultsToReplace() throws {
        let d = try #require(document("""
        { "pages": [ { "elements": [ { "text":"Hello World!" } ] },
                     { "play":"scroll", "elements": [ { "text":"Hello World!", "to":{ "translate":[0, 200] } } ] } ] }
        """))
        #expect(d.pages[1].play == .scroll)
        #expect(d.pages[1].transition == .replace)
        #expect(d.pages[0].transition == .scroll)
    }

    @Test func loopAnimation() throws {
        let d = try #require(document("""
        { "pages": [ { "elements": [ { "text":"Hello World!" } ] },
                     { "elements": [ { "text":"I'm wiggling!", "loop":{ "style":"wiggle", "count":3 } } ] } ] }
        """))
        let loop = try #require(d.pages[1].elements[0].loop)
        #expect(loop.style == .wiggle && loop.count == 3 && loop.delta == 15)
    }

    @Test func pageStrings() throws {
        let d = try #require(document("""
        { "pages":[ { "strings": { "good day": {"*":"good day", "de": "Guten Tag"}, "good evening": {"*":"good evening", "de": "guten Abend"}, },
            "elements":[ { "text":{"ref":"good day"}, "h":"20%", "pos":["50%", "12%"]}, { "text":{"ref":"good evening"}, "h":"20%", "pos":["50%", "34%"]}, ], } ] }
        """))
        let p = d.pages[0]
        #expect(p.text(of: p.elements[0], language: "en") == "good day")
        #expect(p.text(of: p.elements[0], language: "de") == "Guten Tag")
        #expect(p.text(of: p.elements[1], language: "de") == "guten Abend")
        #expect(p.text(of: p.elements[1], language: "fr") == "good evening")
        #expect(p.elements[0].h == .length(.percent(20)))
        #expect(p.elements[1].pos == LengthPair(.percent(50), .percent(34)))
    }

    @Test func inlineLanguagesAndLanguageList() throws {
        let r = load("""
        { "languages":[ {"id": "en", "title": "English"}, {"id": "de", "title": "German"}, ],
          "pages":[ { "elements":[ { "text":{"*":"good morning", "de": "guten Morgen"}, "h":"20%", "pos":["50%", "12%"]},
                                   { "text":{"*":"good afternoon", "de": "guten Nachmittag"}, "h":"20%", "pos":["50%", "34%"]}, ], } ] }
        """)
        #expect(r.diagnostics.isEmpty)
        let d = try #require(r.document)
        #expect(d.languages == [LanguageInfo(id: "en", title: "English"), LanguageInfo(id: "de", title: "German")])
        let p = d.pages[0]
        #expect(p.text(of: p.elements[0], language: "en") == "good morning")
        #expect(p.text(of: p.elements[0], language: "de") == "guten Morgen")
        #expect(p.text(of: p.elements[1], language: "de") == "guten Nachmittag")
        #expect(LanguageChoice.choose(offered: d.languages, preferred: ["de-AT"]) == "de")
    }

    /// Every JSON example in the specification file loads without errors or warnings.
    @Test func everyExampleInTheSpecificationFile() throws {
        let text = try String(contentsOf: Self.specification, encoding: .utf8)
        let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let documents = blocks.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { $0.hasPrefix("{") && $0.contains("\"pages\"") }
        #expect(documents.count >= 11)
        for json in documents {
            let r = load(json)
            #expect(r.document != nil)
            #expect(r.warnings.isEmpty && r.errors.isEmpty, "\(r.messages)")
        }
    }
}
