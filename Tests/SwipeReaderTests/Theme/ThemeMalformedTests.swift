import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Malformed themes: whatever the bytes, reading reports and never crashes, and a problem costs
/// only the token it is in.
struct ThemeMalformedTests {
    func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// An sfnt header with one table at `offset`, `length` bytes long, in `size` bytes of data.
    func sfnt(tableOffset offset: UInt32, length: UInt32, size: Int) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var b: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("glyf".utf8) + be32(0) + be32(offset) + be32(length)
        b += Array(repeating: 0, count: max(0, size - b.count))
        return b
    }

    @Test func notAThemeAtAll() {
        for (text, message) in [
            ("", "1:1 error: the file is empty: expected a JSON object []"),
            ("[1, 2]", "1:1 error: a theme must be a JSON object, not an array [$]"),
            ("\"colors\"", "1:1 error: a theme must be a JSON object, not a string [$]"),
            ("{ \"colors\": ", "1:13 error: unexpected end of file: expected a value []"),
        ] {
            let r = readTheme(text)
            #expect(r.theme == nil)
            #expect(r.messages == [message])
            #expect(!Theme.isTheme(bytes: Array(text.utf8)))
        }
        let binary = Theme.read(bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }, name: "noise")
        #expect(binary.theme == nil && binary.errorCount == 1)
        let huge = Theme.read(bytes: [UInt8](repeating: 0x20, count: LenientJSONParser.defaultMaxBytes + 1), name: "huge.json")
        #expect(huge.theme == nil && huge.diagnostics.first?.message.hasPrefix("file is 32.0 MB") == true)
    }

    @Test func isTheme() {
        func check(_ json: String) -> Bool { Theme.isTheme(bytes: Array(json.utf8)) }
        #expect(check(#"{ "colors": {} }"#))
        #expect(check(#"{ "x-swipe-colorFormat": "argb", "metrics": {}, "title": "mine" }"#))
        #expect(check(#"{ "colors": {}, "_comment": "a", "author": "b" }"#))
        #expect(!check(#"{ "colors": {}, "pages": [], "title": "x" }"#))
        #expect(!check(#"{ "pages": [ { "elements": [] } ] }"#))
        #expect(!check(#"{}"#))
        #expect(!check(#"{ "type": "net.swipe.list", "items": [] }"#))
    }

    @Test func categoriesThatAreNotObjects() throws {
        let r = readTheme(##"{ "colors": ["#FFF"], "metrics": { "m": 1 }, "shapes": null, "fonts": "Helvetica" }"##)
        #expect(r.messages == [
            "1:13 error: \"colors\" should be an object of named tokens, not an array; the whole category is ignored [colors]",
            "1:71 error: \"fonts\" should be an object of named tokens, not a string; the whole category is ignored [fonts]",
        ])
        #expect(r.theme?.metric("m") == 1)
    }

    @Test func unknownKeys() throws {
        let r = readTheme(##"{ "color": {}, "toggleStyles": {}, "_note": "mine", "colors": { "c": "#FFF" }, "version": 2 }"##)
        #expect(r.messages == [
            "1:3 warning: unknown key \"color\" in a theme; ignored (did you mean \"colors\"?) [color]",
            "1:16 warning: unknown key \"toggleStyles\" in a theme; ignored (did you mean \"toggleStyle\"?) [toggleStyles]",
            "1:80 warning: unknown key \"version\" in a theme; ignored [version]",
        ])
        #expect(r.theme?.color("c", .light) == .white)
    }

    /// SnappTheming's decoder keeps the first of duplicate keys; so do we, with a warning.
    @Test func duplicateKeysFirstWins() throws {
        let r = readTheme(##"{ "colors": { "a": "#F00", "b": "#00F", "a": "#0F0", "a": "#FF0" }, "colors": { "z": "#000" } }"##)
        #expect(r.messages == [
            "1:41 warning: duplicate key \"a\": the first one is used, as SnappTheming does; this one is ignored []",
            "1:54 warning: duplicate key \"a\": the first one is used, as SnappTheming does; this one is ignored []",
            "1:69 warning: duplicate key \"colors\": the first one is used, as SnappTheming does; this one is ignored []",
        ])
        let t = try #require(r.theme)
        #expect(t.color("a", .light) == rgba(255, 0, 0))
        #expect(t.names("colors") == ["a", "b"])
        // Positions after the renamed keys are those of the file.
        let later = readTheme(##"{ "metrics": { "m": 1, "m": 2 }, "colors": { "c": 5 } }"##)
        #expect(later.errors.first?.position == SourcePosition(line: 1, column: 51))
        #expect(later.theme?.metric("m") == 1)
    }

    @Test func manyDuplicatesOfAShortKey() throws {
        let members = (0..<40).map { #""a": \#($0)"# }.joined(separator: ", ")
        let r = readTheme(#"{ "metrics": { \#(members), "": 1, "": 2 } }"#)
        #expect(r.theme?.metric("a") == 0)
        #expect(r.warnings.filter { $0.message.hasSuffix("the first one is used, as SnappTheming does; this one is ignored") }.count == 39)
        // An empty key cannot be renamed: the lenient reader's last-wins stands, and says so.
        #expect(r.theme?.metric("") == 2)
        #expect(r.warnings.filter { $0.message.contains("replaces the earlier one") }.count == 1)
    }

    @Test func commentsAreNotPortable() throws {
        let r = readTheme("""
        {
          // our palette
          "colors": { "a": "#FFF" /* white */ }
        }
        """)
        #expect(r.messages == ["2:3 warning: comments are not JSON: SnappTheming cannot read a theme that has them []"])
        #expect(r.theme?.color("a", .light) == .white)
        #expect(readTheme(#"{ "images": { "i": "asset:a//b" } }"#).diagnostics.isEmpty)
    }

    @Test func invalidBase64() throws {
        let r = readTheme("""
        {
          "fonts": {
            "spaced": { "postScriptName": "A", "source": "data:font/ttf;base64,AAEA AAAS" },
            "unpadded": { "postScriptName": "B", "source": "data:font/ttf;base64,AAEAAA" },
            "kept": { "postScriptName": "C" }
          },
          "images": { "i": "data:image/png;base64,iVBORw0KGgo=AAAA" },
          "animations": { "a": { "type": "lottie", "value": "e30-" } }
        }
        """)
        #expect(r.messages == [
            "3:50 error: the font's source: invalid base64 at character 5 (\" AAA…\"): only A-Z a-z 0-9 + / and final '=' are allowed, without spaces or line breaks [fonts.spaced.source]",
            "4:52 error: the font's source: invalid base64: 6 characters, not a multiple of 4 (missing '=' padding, or cut short?) [fonts.unpadded.source]",
            "7:20 error: the image: invalid base64 at character 12 (\"=AAA…\"): only A-Z a-z 0-9 + / and final '=' are allowed, without spaces or line breaks [images.i]",
            "8:53 error: the animation: invalid base64 at character 4 (\"-…\"): only A-Z a-z 0-9 + / and final '=' are allowed, without spaces or line breaks [animations.a.value]",
        ])
        #expect(r.theme?.names("fonts") == ["kept"])
        #expect(r.theme?.fonts.isEmpty == true)
    }

    @Test func dataURIGrammar() throws {
        for (uri, problem) in [
            ("font.ttf", "not a data URI (data:<type>;base64,<data>)"),
            ("data:font/ttf,AAAA", "\"data:font/ttf\": only base64 data URIs are read, written data:<type>;base64,<data> with no other parameter"),
            ("data:font/ttf;charset=utf-8;base64,AAAA", "\"data:font/ttf;charset=utf-8;base64\": only base64 data URIs are read, written data:<type>;base64,<data> with no other parameter"),
            ("data:font/ttf;base64,AA,AA", "a data URI has exactly one ',' (before the data), not 2"),
            ("data:;base64,AAAA", "\"\" is not a media type (type/subtype)"),
            ("data:font;base64,AAAA", "\"font\" is not a media type (type/subtype)"),
        ] {
            guard case .failure(let e) = ThemeDataURI.parse(uri) else { Issue.record("\(uri) should fail"); continue }
            #expect(e.description == problem)
        }
        #expect(try ThemeDataURI.parse("data:Image/PNG;base64,QUJD").get() == ThemeDataURI(mime: "image/png", bytes: [65, 66, 67]))
        #expect(try ThemeDataURI.parse("data:text/plain;base64,").get().bytes == [])
    }

    @Test func truncatedAndFakeFonts() throws {
        let sample = try #require(try ThemeSamples.read("upstream-head/tests-fonts.json").theme)
        let roboto = try #require(sample.font("Roboto-Regular")?.data)
        let fonts: [(String, [UInt8])] = [
            ("half", Array(roboto.prefix(roboto.count / 2))),
            ("directory", Array(roboto.prefix(100))),
            ("table", sfnt(tableOffset: 28, length: 1000, size: 500)),
            ("text", Array("this is not a font at all".utf8)),
            ("tiny", [0, 1, 0]),
            ("woff", Array("wOFF".utf8) + [0, 1, 0, 0, 0, 0, 0x10, 0] + Array(repeating: 0, count: 40)),
        ]
        let entries = fonts.map { #""\#($0.0)": { "postScriptName": "X", "source": "data:font/ttf;base64,\#(base64($0.1))" }"# }
        let r = readTheme(#"{ "fonts": { \#(entries.joined(separator: ", ")) } }"#)
        #expect(r.errors.map(\.message) == [
            "the font data is cut short: its 'glyf' table needs 146004 bytes, the data has 73002",
            "the font data is cut short: it needs 300 bytes, the data has 100",
            "the font data is cut short: its 'glyf' table needs 1028 bytes, the data has 500",
            "the font data is not a TrueType, OpenType or WOFF font",
            "the font data is 3 bytes: too short for a font",
            "the font data is cut short: it needs 4096 bytes, the data has 52",
        ])
        #expect(r.theme?.names("fonts").isEmpty == true)
        let whole = readTheme(#"{ "fonts": { "r": { "postScriptName": "Roboto-Regular", "source": "data:application/octet-stream;base64,\#(base64(roboto))" } } }"#)
        #expect(whole.warnings.map(\.message) == ["\"application/octet-stream\" is not a font type (font/ttf, font/otf…); the data is read as a font"])
        #expect(whole.theme?.fonts.first?.data == roboto)
    }

    @Test func imagesThatCannotBeShown() throws {
        func png(_ w: UInt32, _ h: UInt32) -> [UInt8] {
            func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be32(w) + be32(h) + [8, 6, 0, 0, 0]
        }
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0xEA, 0x60, 0xEA, 0x60, 3, 0, 0, 0]
        let gif: [UInt8] = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0]
        let images: [(String, String, [UInt8])] = [
            ("huge", "image/png", png(100_000, 100_000)),
            ("wide", "image/png", png(20_000, 1)),
            ("hugeJPEG", "image/jpeg", jpeg),
            ("hugeGIF", "image/gif", gif),
            ("fine", "image/png", png(64, 64)),
            ("mislabelled", "image/jpeg", png(8, 8)),
            ("notPNG", "image/png", Array("hello".utf8)),
            ("empty", "image/png", []),
            ("webp", "image/webp", Array("RIFF\0\0\0\0WEBPVP8 ".utf8)),
            ("heic", "image/heic", [0, 0, 0, 24]),
        ]
        var entries = images.map { #""\#($0.0)": "data:\#($0.1);base64,\#(base64($0.2))""# }
        entries += [#""symbol": "system:""#, #""text": "https://example.com/a.png""#, #""number": 7"#]
        let r = readTheme(#"{ "images": { \#(entries.joined(separator: ", ")) } }"#)
        #expect(r.messages.map { $0.components(separatedBy: " [").last ?? "" } == [
            "images.huge]", "images.wide]", "images.hugeJPEG]", "images.hugeGIF]", "images.mislabelled]", "images.notPNG]",
            "images.empty]", "images.webp]", "images.heic]", "images.symbol]", "images.text]", "images.number]",
        ])
        #expect(r.errors.first?.message == "the image is 100000×100000 pixels, larger than the 16384 a side or 50 megapixels an image may have")
        #expect(r.warnings.map(\.message) == [
            "the data is image/png, not image/jpeg as its data URI says",
            "SnappTheming shows PNG, JPEG, PDF and SVG images only, not image/webp",
            "SnappTheming shows PNG, JPEG, PDF and SVG images only, not image/heic",
        ])
        #expect(r.theme?.names("images") == ["fine", "mislabelled", "webp", "heic"])
    }

    @Test func lottieProblems() throws {
        let lottie = base64(Array(#"{"v":"5.7.0","layers":[]}"#.utf8))
        let r = readTheme("""
        {
          "animations": {
            "ok": { "type": "lottie", "value": "\(lottie)" },
            "uri": { "type": "lottie", "value": "data:application/json;base64,\(lottie)" },
            "gif": { "type": "gif", "value": "\(lottie)" },
            "noValue": { "type": "lottie" },
            "notJSON": { "type": "lottie", "value": "\(base64(Array("GIF89a".utf8)))" }
          }
        }
        """)
        #expect(r.messages.map { String($0.prefix(4)) + ($0.components(separatedBy: " [").last ?? "") } == [
            "4:41animations.uri.value]", "5:22animations.gif.type]", "6:16animations.noValue]", "7:45animations.notJSON.value]",
        ])
        let t = try #require(r.theme)
        #expect(t.animation("ok") == Array(#"{"v":"5.7.0","layers":[]}"#.utf8))
        #expect(t.animation("uri") == t.animation("ok"))
        #expect(t.names("animations") == ["ok", "uri", "notJSON"])
    }

    // MARK: Wrong types everywhere

    /// A theme using every category and field, each field then replaced in turn.
    static let complete = ##"""
    {
      "colors": { "red": "#FF0000", "dual": { "light": "#FFFFFF", "dark": "#000000" } },
      "metrics": { "small": 4 },
      "fonts": { "sans": { "postScriptName": "Helvetica" } },
      "typography": { "body": { "font": "$fonts/sans", "fontSize": 14 } },
      "gradients": {
        "line": { "colors": ["$colors/red", "#00F"], "startPoint": "top", "endPoint": [1, 1] },
        "round": { "colors": ["#000"], "center": "center", "startRadius": 0, "endRadius": "$metrics/small" },
        "turn": { "colors": ["#000"], "center": [0.5, 0.5], "startAngle": 0, "endAngle": 360 }
      },
      "images": { "icon": "system:star" },
      "animations": { "spin": { "type": "lottie", "value": "e30=" } },
      "shapes": {
        "pill": { "type": "capsule", "style": "circular" },
        "card": { "type": "roundedRectangle", "cornerSize": { "width": 4, "height": "$metrics/small" } },
        "tab": { "type": "unevenRoundedRectangle", "cornerRadii": { "topLeading": 1, "bottomLeading": 2, "bottomTrailing": 3, "topTrailing": 4 } }
      },
      "interactiveColors": { "press": { "normal": "#111", "pressed": "#222", "disabled": "#333", "focused": "#444" } },
      "buttonStyles": {
        "button": {
          "surfaceColor": "$interactiveColors/press", "textColor": "$colors/dual", "borderColor": { "normal": "#000" },
          "borderWidth": 1, "shape": "$shapes/pill", "typography": { "font": { "postScriptName": "Times" }, "fontSize": 12 }
        }
      },
      "segmentControlStyle": {
        "segments": {
          "selectedButtonStyle": "$buttonStyles/button", "normalButtonStyle": "$buttonStyles/button",
          "surfaceColor": "#EEE", "borderColor": "#DDD", "borderWidth": 1, "padding": 2, "shape": { "type": "rectangle" }
        }
      },
      "sliderStyle": {
        "slider": {
          "minimumTrackTintColor": "#1", "minimumTrackTintColorSecondary": "#222", "maximumTrackTintColor": "#333",
          "tickMarkColor": "#444", "headerTypography": "$typography/body", "tickMarkTypography": "$typography/body"
        }
      },
      "toggleStyle": { "switch": { "tintColor": "#0F0", "disabledTintColor": "#888" } },
      "shadows": { "drop": { "color": "#00000080", "radius": 4, "x": 0, "y": 2, "spread": "$metrics/small" } }
    }
    """##

    /// JSON text for a node, with the value at `path` replaced.
    static func json(_ node: JSONNode, replacing path: [JSONPath.Component], with value: String, at here: [JSONPath.Component] = []) -> String {
        if here == path { return value }
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return NumberBounds.format(n)
        case .string(let s): return "\"" + s + "\""
        case .array(let items):
            return "[" + items.enumerated().map { json($1, replacing: path, with: value, at: here + [.index($0)]) }.joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.members.map { "\"\($0.key)\": " + json($0.value, replacing: path, with: value, at: here + [.key($0.key)]) }.joined(separator: ", ") + "}"
        }
    }

    /// Every path inside an entry (two levels down and more).
    static func paths(_ node: JSONNode, _ here: [JSONPath.Component] = []) -> [[JSONPath.Component]] {
        var out = here.count >= 2 ? [here] : []
        if let o = node.object { for m in o.members { out += paths(m.value, here + [.key(m.key)]) } }
        if let a = node.array { for (i, item) in a.enumerated() { out += paths(item, here + [.index(i)]) } }
        return out
    }

    @Test func theCompleteThemeIsClean() throws {
        // "#1" is the one mistake in it, on purpose: a 1-digit colour.
        let r = readTheme(Self.complete)
        #expect(r.messages == [##"33:32 error: "#1" has 1 hex digits; a colour has 3, 6 or 8 (#RGB, #RRGGBB, #RRGGBBAA) [sliderStyle.slider.minimumTrackTintColor]"##])
        let t = try #require(r.theme)
        #expect(ThemeSampleTests.unresolved(t).isEmpty)
        #expect(t.names("sliderStyle").isEmpty)
        #expect(t.buttonStyle("button", .dark)?.text == ThemeInteractiveColor(normal: .black))
    }

    @Test func wrongTypesEverywhere() throws {
        let root = try #require(LenientJSONParser().parse(Self.complete).root)
        var reads = 0
        for path in Self.paths(root) {
            let original = try #require(root.at(path))
            for wrong in ["true", "null", "[]", "{}", "1", "\"x\""] {
                let kind = LenientJSONParser().parse(wrong).root?.value.kindDescription
                if kind == original.kindDescription, kind != "a string", kind != "an object", kind != "an array" { continue }
                if wrong == "\"x\"", path.last == .key("postScriptName") { continue }
                if wrong == "1", original.string?.hasPrefix("$metrics/") == true { continue }
                let r = readTheme(Self.json(root, replacing: path, with: wrong))
                reads += 1
                let at = JSONPath(path)
                #expect(r.theme != nil)
                #expect(r.diagnostics.contains { d in d.path.map { Array($0.components.prefix(path.count)) == path } == true },
                        "\(at) = \(wrong): \(r.messages)")
            }
        }
        #expect(reads > 400)
    }

    /// Bytes of a real theme changed at random: read, reported, never a crash.
    @Test func mutatedBytes() throws {
        let original = Array(Self.complete.utf8)
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        let alphabet = Array(#"{}[]",:$/#0aZ-. "#.utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next() % 6) {
                let i = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[i] = alphabet[next() % alphabet.count]
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet[next() % alphabet.count], at: i)
                }
            }
            let r = Theme.read(bytes: bytes, name: "mutated.json")
            if let t = r.theme { _ = ThemeSampleTests.unresolved(t) } else { #expect(r.errorCount > 0) }
        }
    }
}

extension JSONNode {
    /// The node at `path` below this one.
    func at(_ path: [JSONPath.Component]) -> JSONNode? {
        var node: JSONNode? = self
        for c in path {
            switch c {
            case .key(let k): node = node?.object?[k]
            case .index(let i): node = node?.array.flatMap { i < $0.count ? $0[i] : nil }
            }
        }
        return node
    }
}
