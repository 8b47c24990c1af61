import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// A value of the wrong type, at every kind of property, gives one warning that names the JSON path
/// and position, and the default is used.
struct PropertyTypeTests {
    static let elementCases: [(String, String)] = [
        ("x", "true"), ("y", "\"middle\""), ("w", "[1]"), ("h", "{}"), ("pos", "[1]"), ("anchor", "\"50%\""),
        ("bc", "12"), ("clip", "\"yes\""), ("borderWidth", "\"thick\""), ("borderColor", "\"#12345\""),
        ("cornerRadius", "[]"), ("opacity", "\"half\""), ("visible", "2"), ("shadow", "true"),
        ("rotate", "[1, 2]"), ("scale", "\"big\""), ("translate", "[1, 2, 3]"), ("depth", "\"deep\""),
        ("text", "[\"a\"]"), ("textAlign", "\"middle\""), ("fontSize", "true"), ("fontName", "3"),
        ("textColor", "\"reddish\""), ("markdown", "{}"), ("img", "5"), ("mask", "[]"), ("sprite", "{}"),
        ("slice", "[0, 1]"), ("slot", "[-1, 0]"), ("tiling", "\"on\""), ("path", "12"), ("lineWidth", "\"1\""),
        ("strokeColor", "false"), ("fillColor", "[1,2,3]"), ("strokeStart", "2"), ("strokeEnd", "-1"),
        ("video", "1"), ("radio", "true"), ("stream", "\"no\""), ("videoStart", "\"soon\""), ("videoDuration", "[]"),
        ("to", "1"), ("loop", "\"spin\""), ("repeat", "\"always\""), ("action", "\"jump\""), ("enabled", "\"no\""),
        ("focusable", "{}"), ("elements", "{}"), ("id", "5"), ("template", "5"),
    ]

    @Test(arguments: elementCases)
    func elementProperty(_ key: String, _ bad: String) throws {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"\(key)\": \(bad) } ] } ] }")
        #expect(r.document != nil)
        #expect(r.errors.isEmpty)
        let hit = r.warnings.first { $0.path?.components.contains(.key(key)) == true || $0.path?.description.hasSuffix(key) == true }
        #expect(hit != nil, "no warning for \(key) = \(bad): \(r.messages)")
        #expect(hit?.position?.line == 1)
        #expect(hit?.path?.description.hasPrefix("pages[0].elements[0]") == true)
    }

    static let pageCases: [(String, String)] = [
        ("bc", "1"), ("play", "\"sometimes\""), ("transition", "5"), ("duration", "\"long\""), ("fps", "2.5"),
        ("repeat", "\"x\""), ("rewind", "[]"), ("audio", "3"), ("speech", "\"hello\""), ("vibrate", "\"x\""),
        ("eyePosition", "\"far\""), ("strings", "[]"), ("elements", "{}"), ("template", "3"),
    ]

    @Test(arguments: pageCases)
    func pageProperty(_ key: String, _ bad: String) throws {
        let r = load("{ \"pages\": [ { \"\(key)\": \(bad) } ] }")
        #expect(r.document?.pages.count == 1)
        #expect(r.errors.isEmpty)
        #expect(r.warnings.contains { $0.path?.description == "pages[0].\(key)" }, "\(r.messages)")
    }

    static let documentCases: [(String, String)] = [
        ("title", "1"), ("bc", "true"), ("dimension", "[320]"), ("paging", "\"sideways\""), ("orientation", "1"),
        ("viewstate", "\"no\""), ("languages", "{}"), ("templates", "[]"), ("paths", "[]"), ("markdown", "1"),
        ("voices", "[]"), ("pages", "{}"), ("resources", "1"),
    ]

    @Test(arguments: documentCases)
    func documentProperty(_ key: String, _ bad: String) throws {
        let r = load("{ \"\(key)\": \(bad) }")
        #expect(r.document != nil)
        #expect(r.errors.isEmpty)
        #expect(r.warnings.contains { $0.path?.description == key }, "\(r.messages)")
    }

    @Test func defaultsAreUsedAfterBadValues() throws {
        let d = try #require(document("""
        { "bc": 5, "paging": "sideways", "pages": [ { "duration": "long", "play": 3, "elements": [
            { "opacity": "half", "bc": 3, "borderColor": false, "rotate": "a", "scale": "b", "textColor": "reddish", "lineWidth": "wide" } ] } ] }
        """))
        #expect(d.bc == .black && d.paging == .vertical)
        #expect(d.pages[0].duration == 0.2 && d.pages[0].play == .auto)
        let e = d.pages[0].elements[0]
        #expect(e.opacity == 1 && e.bc == .clear && e.borderColor == .black && e.rotate == .none && e.scale == .identity)
        #expect(e.textColor == .black && e.lineWidth == 0)
    }

    @Test func outOfRangeNumbersAreClamped() throws {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"opacity\": 1.5, \"to\": { \"opacity\": -2, \"timing\": [0.8, 0.2] } } ] } ] }")
        let e = try #require(r.document).pages[0].elements[0]
        #expect(e.opacity == 1 && e.to?.opacity == 0 && e.to?.timing == Timing(0, 1))
        #expect(r.messages == [
            "1:43 warning: \"opacity\" is 1.5, outside 0...1; using 1 [pages[0].elements[0].opacity]",
            "1:67 warning: \"opacity\" is -2, outside 0...1; using 0 [pages[0].elements[0].to.opacity]",
            "1:81 warning: \"timing\" [0.8, 0.2] must satisfy 0 ≤ start ≤ end ≤ 1; using [0, 1] [pages[0].elements[0].to.timing]",
        ])
    }

    @Test func unknownKeysSuggestTheNearestKnownOne() {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"fillcolor\": \"red\", \"_note\": 1, \"//\": \"c\", \"=====\": \"d\" } ] } ] }")
        #expect(r.messages == ["1:32 warning: unknown key \"fillcolor\" in an element; ignored (did you mean \"fillColor\"?) [pages[0].elements[0].fillcolor]"])
    }

    @Test func loopAndToProperties() throws {
        let d = try #require(document("""
        { "paths": { "wave": "M0,0 L10,10" }, "pages": [ { "elements": [
            { "path": {"ref": "wave"}, "loop": { "style": "path", "path": ["M0,0 L5,5", {"ref": "wave"}], "count": 2.5, "timing": [0.25, 0.75] },
              "to": { "path": ["M0,0 L1,1"], "fillColor": "#f00", "strokeStart": 0.5, "pos": {"ref": "wave"}, "mode": "reverse", "img": ["a.png", "b.png"] } },
            { "loop": { "style": "shift", "direction": "e" }, "tiling": true },
            { "loop": { "style": "spin", "clockwise": false } },
            { "loop": { "style": "vibrate" } }
        ] } ] }
        """))
        let e = d.pages[0].elements
        let wave = PathData(segments: [.move(.zero), .line(Point(10, 10))])
        #expect(e[0].path == .data(wave))
        #expect(e[0].loop?.paths.count == 2 && e[0].loop?.count == 2.5 && e[0].loop?.timing == Timing(0.25, 0.75))
        #expect(e[0].to?.path?.count == 1 && e[0].to?.fillColor == Color(1, 0, 0) && e[0].to?.strokeStart == 0.5)
        #expect(e[0].to?.pos == .data(wave) && e[0].to?.mode == .reverse && e[0].to?.img?.count == 2)
        #expect(e[1].loop?.direction == .e && e[1].tiling)
        #expect(e[2].loop?.clockwise == false)
        #expect(e[3].loop?.delta == 10)
    }
}

/// Where the original engine has a bug, the player follows the intent and says so.
struct EngineBugNoteTests {
    @Test func thirtyTwoBitFloatFieldsAreHonouredWithANote() throws {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"opacity\": 0.3 }, { \"opacity\": 0.5 } ] } ] }")
        let e = try #require(r.document).pages[0].elements
        #expect(e[0].opacity == 0.3 && e[1].opacity == 0.5)
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnostics.first?.severity == .note)
        #expect(r.diagnostics.first?.path?.description == "pages[0].elements[0].opacity")
    }

    @Test func pathNaturalSizeNote() {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"path\": \"M0,0 L10,10\" }, { \"path\": \"M0,0 L10,10\", \"w\": 10 } ] } ] }")
        #expect(r.diagnostics.map(\.severity) == [.note])
    }

    @Test func unknownColourMentionsTheOriginalRed() {
        #expect(Color.parse("transparentish") == .invalid("unknown colour \"transparentish\" (the original engine shows it red): use #RGB, #RGBA, #RRGGBB, #RRGGBBAA or one of the 14 colour names"))
    }
}
