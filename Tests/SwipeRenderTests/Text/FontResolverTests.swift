import Testing
@testable import SwipeRender

extension SDLSerialTests {
    struct FontResolverTests {
        @Test func fontsLoadingAheadResolveAsEver() async {
            FontResolver.startLoading()
            let faces = await withTaskGroup(of: FontFace.self) { group in
                for _ in 0..<4 { group.addTask { FontResolver().face(for: ["Helvetica-Bold"]) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(faces.count == 4 && Set(faces).count == 1)
            #expect(faces.first?.path.hasSuffix("LiberationSans-Bold.ttf") == true)
        }

        @Test func appleNamesMapToMetricCompatibleFonts() {
            let fonts = FontResolver()
            #expect(fonts.face(for: ["Helvetica"]).family == "Liberation Sans")
            #expect(fonts.face(for: ["Helvetica"]).path.hasSuffix("LiberationSans-Regular.ttf"))
            #expect(fonts.face(for: ["Helvetica-Bold"]).path.hasSuffix("LiberationSans-Bold.ttf"))
            #expect(fonts.face(for: ["HelveticaNeue-Italic"]).path.hasSuffix("LiberationSans-Italic.ttf"))
            #expect(fonts.face(for: ["Courier"]).family == "Liberation Mono")
            #expect(fonts.face(for: ["Courier New"]).family == "Liberation Mono")
            #expect(fonts.face(for: ["Times New Roman"]).family == "Liberation Serif")
            #expect(fonts.face(for: ["Hiragino Kaku Gothic ProN"]).family.hasPrefix("Noto Sans CJK"))
            #expect(fonts.face(for: ["Helvetica"], bold: true).path.hasSuffix("LiberationSans-Bold.ttf"))
        }

        @Test func installedNamesAreTakenAsTheyAre() {
            let fonts = FontResolver()
            #expect(fonts.face(for: ["DejaVu Serif"]).family == "DejaVu Serif")
            #expect(fonts.face(for: ["dejavu sans mono"]).family == "DejaVu Sans Mono")
            #expect(fonts.face(for: ["DejaVuSans-Bold"]).path.hasSuffix("DejaVuSans-Bold.ttf"))
        }

        @Test func nameRequests() {
            #expect(FontResolver.request(for: "Helvetica-Bold", bold: false) == .init(family: "Liberation Sans", bold: true, italic: false, mapped: true))
            #expect(FontResolver.request(for: "Menlo", bold: false) == .init(family: "Liberation Mono", bold: false, italic: false, mapped: true))
            #expect(FontResolver.request(for: "HiraMinProN-W3", bold: false) == .init(family: "Noto Serif CJK JP", bold: false, italic: false, mapped: true))
            #expect(FontResolver.request(for: "HiraKakuProN-W6", bold: false).family == "Noto Sans CJK JP")
            #expect(FontResolver.request(for: "Hiragino Mincho ProN", bold: false).family == "Noto Serif CJK JP")
            #expect(FontResolver.request(for: "Chalkboard SE", bold: false) == .init(family: "Chalkboard SE", bold: false, italic: false, mapped: false))
        }

        @Test func unknownNamesFallThroughAndWarnOnce() {
            let fonts = FontResolver()
            var warnings: [String] = []
            fonts.onWarning = { warnings.append($0) }
            #expect(fonts.face(for: ["Chalkboard SE"]).family == "Liberation Sans")
            #expect(fonts.face(for: ["Chalkboard SE"]).family == "Liberation Sans")
            #expect(fonts.face(for: ["Chalkboard SE", "Courier"]).family == "Liberation Mono")
            #expect(fonts.face(for: ["Damascus", "Courier"]).family == "Liberation Mono")
            #expect(warnings == ["font \"Chalkboard SE\" is not installed; using Liberation Sans",
                                 "font \"Damascus\" is not installed; using Liberation Mono"])
        }

        @Test func noNamesIsTheDefaultWithoutWarning() {
            let fonts = FontResolver()
            var warned = false
            fonts.onWarning = { _ in warned = true }
            #expect(fonts.face(for: []).family == "Liberation Sans")
            #expect(!warned)
        }

        @Test func fallbackCoversCJKAndEmoji() throws {
            let fonts = FontResolver()
            let sans = fonts.face(for: ["Helvetica"])
            #expect(fonts.fallback(for: "A", preferring: sans) == sans)
            let cjk = try #require(fonts.fallback(for: "こ", preferring: sans))
            #expect(cjk.family.contains("CJK"))
            #expect(fonts.fallback(for: "漢", preferring: sans)?.family.contains("CJK") == true)
            #expect(fonts.fallback(for: "\u{26BD}", preferring: sans)?.family == "Noto Color Emoji")
            #expect(fonts.fallback(for: "\u{10FFFD}", preferring: sans) == nil)
        }
    }
}
