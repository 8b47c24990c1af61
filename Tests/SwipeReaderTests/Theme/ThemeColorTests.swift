import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Every colour notation of a theme, the RGBA/ARGB option and the file's own format key.
struct ThemeColorTests {
    func hex(_ text: String, _ format: ThemeColorFormat = .rgba) -> Parsed<Color> { ThemeHexColor.parse(text, format: format) }

    @Test func threeSixAndEightDigits() {
        #expect(hex("#F00") == .ok(rgba(255, 0, 0)))
        #expect(hex("#0af") == .ok(rgba(0, 0xAA, 0xFF)))
        #expect(hex("#FF8000") == .ok(rgba(255, 0x80, 0)))
        #expect(hex("#ff800080") == .ok(rgba(255, 0x80, 0, 0x80)))
        // Three and six digits are opaque whatever the format; eight follow it.
        #expect(hex("#F00", .argb) == .ok(rgba(255, 0, 0)))
        #expect(hex("#FF8000", .argb) == .ok(rgba(255, 0x80, 0)))
        #expect(hex("#80FF8000", .argb) == .ok(rgba(255, 0x80, 0, 0x80)))
    }

    @Test func fourDigitsAreOurExtension() {
        #expect(hex("#F008") == .warn(rgba(255, 0, 0, 0x88),
            "\"#F008\": 4-digit colours (#RGBA) are read by swipe-player only; SnappTheming shows its fallback colour, so write 8 digits"))
        #expect(hex("#8F00", .argb).value == rgba(255, 0, 0, 0x88))
        #expect(hex("#8F00", .argb) != .ok(rgba(255, 0, 0, 0x88)))
    }

    /// SnappTheming trims what is not a letter or digit at both ends; the '#' is optional.
    @Test func trimming() {
        #expect(hex("FF0000") == .ok(rgba(255, 0, 0)))
        #expect(hex(" #FF0000 ") == .warn(rgba(255, 0, 0), "\" #FF0000 \": the characters around the hex digits are ignored; write \"#FF0000\""))
        #expect(hex("#FF0000;").value == rgba(255, 0, 0))
        #expect(hex("##FF0000").value == rgba(255, 0, 0))
    }

    /// Upstream's scanner reads these as black, green or its fallback: here they are errors.
    @Test func garbageIsNeverAColour() {
        #expect(hex("#FF00ZZ") == .invalid("\"#FF00ZZ\" is not a hex colour: 'Z' is not a hexadecimal digit"))
        #expect(hex("#GG0000") == .invalid("\"#GG0000\" is not a hex colour: 'G' is not a hexadecimal digit"))
        #expect(hex("#12345") == .invalid("\"#12345\" has 5 hex digits; a colour has 3, 6 or 8 (#RGB, #RRGGBB, #RRGGBBAA)"))
        #expect(hex("#") == .invalid("\"#\" is not a colour: write a hex colour such as \"#FF8800\""))
        for bad in ["", " ", "#1", "#12", "#1234567", "#123456789", "0xFF0000", "red", "#FF 00 00", "#ＦＦ0000", "#٣٣٣"] {
            #expect(hex(bad).value == nil, "\(bad)")
        }
    }

    @Test func formatOption() throws {
        let json = ##"{ "colors": { "eight": "#80FF0000", "six": "#FF0000", "three": "#F00" } }"##
        let rgbaTheme = theme(json)
        let argbTheme = theme(json, options: ThemeReadOptions(colorFormat: .argb))
        #expect(rgbaTheme.color("eight", .light) == rgba(0x80, 255, 0, 0))
        #expect(argbTheme.color("eight", .light) == rgba(255, 0, 0, 0x80))
        for name in ["six", "three"] { #expect(argbTheme.color(name, .light) == rgbaTheme.color(name, .light)) }
    }

    /// The file says how its colours are written; that wins over the option.
    @Test func formatKeyInTheFile() throws {
        let argb = readTheme(##"{ "x-swipe-colorFormat": "argb", "colors": { "c": "#80FF0000" } }"##)
        #expect(argb.diagnostics.isEmpty)
        #expect(argb.theme?.color("c", .light) == rgba(255, 0, 0, 0x80))
        let rgbaFile = theme(##"{ "x-swipe-colorFormat": "rgba", "colors": { "c": "#80FF0000" } }"##, options: ThemeReadOptions(colorFormat: .argb))
        #expect(rgbaFile.color("c", .light) == rgba(0x80, 255, 0, 0))
        let wrong = readTheme(##"{ "x-swipe-colorFormat": "ARGB", "colors": { "c": "#80FF0000" } }"##, options: ThemeReadOptions(colorFormat: .argb))
        #expect(wrong.messages == [##"1:26 error: "x-swipe-colorFormat" should be "rgba" or "argb"; ignored [["x-swipe-colorFormat"]]"##])
        #expect(wrong.theme?.color("c", .light) == rgba(255, 0, 0, 0x80))
    }

    @Test func problemsAreReportedWithTheirPlace() throws {
        let r = readTheme("""
        {
          "colors": {
            "ok": "#FFFFFF",
            "short": "#F008",
            "garbage": "#FF00ZZ",
            "number": 16711680,
            "list": [255, 0, 0],
            "nothing": null
          }
        }
        """)
        #expect(r.messages == [
            "4:14 warning: \"#F008\": 4-digit colours (#RGBA) are read by swipe-player only; SnappTheming shows its fallback colour, so write 8 digits [colors.short]",
            "5:16 error: \"#FF00ZZ\" is not a hex colour: 'Z' is not a hexadecimal digit [colors.garbage]",
            "6:15 error: a colour should be a hex string such as \"#FF8800\", {\"light\", \"dark\"} or \"$colors/name\", not a number [colors.number]",
            "7:13 error: a colour should be a hex string such as \"#FF8800\", {\"light\", \"dark\"} or \"$colors/name\", not an array [colors.list]",
            "8:16 error: a colour should be a hex string such as \"#FF8800\", {\"light\", \"dark\"} or \"$colors/name\", not null [colors.nothing]",
        ])
        let t = try #require(r.theme)
        #expect(t.names("colors") == ["ok", "short"])
        #expect(t.color("short", .dark) == rgba(255, 0, 0, 0x88))
        #expect(t.color("garbage", .light) == nil)
    }

    @Test func lightAndDarkNeedBothSides() throws {
        let r = readTheme("""
        {
          "colors": {
            "both": { "light": "#FFFFFF", "dark": "#000000" },
            "lightOnly": { "light": "#FFFFFF" },
            "aliasSide": { "light": "$colors/both", "dark": "#000000" },
            "numberSide": { "light": "#FFFFFF", "dark": 0 },
            "extra": { "light": "#FFFFFF", "dark": "#000000", "highContrast": "#FF0000" },
            "neither": {}
          }
        }
        """)
        #expect(r.messages == [
            "4:18 error: a light/dark colour needs \"dark\" [colors.lightOnly]",
            "5:29 error: \"$colors/both\": the light and dark sides of a colour are hex colours, not aliases (SnappTheming follows none here) [colors.aliasSide.light]",
            "6:49 error: the light and dark sides of a colour should be hex strings, not a number [colors.numberSide.dark]",
            "7:55 warning: unknown key \"highContrast\" in a light/dark colour; ignored [colors.extra.highContrast]",
            "8:16 error: a light/dark colour needs \"light\" [colors.neither]",
            "8:16 error: a light/dark colour needs \"dark\" [colors.neither]",
        ])
        let t = try #require(r.theme)
        #expect(t.names("colors") == ["both", "extra"])
        #expect(t.color("both", .light) == .white && t.color("both", .dark) == .black)
        #expect(t.color("extra", .dark) == .black)
    }

    /// An unspecified appearance is light; a colour written once serves both.
    @Test func appearances() throws {
        let t = theme(##"{ "colors": { "one": "#123456", "two": { "light": "#111111", "dark": "#EEEEEE" }, "alias": "$colors/two" } }"##)
        #expect(t.color("one", .light) == t.color("one", .dark))
        #expect(t.color("alias", .light) == rgba(0x11, 0x11, 0x11) && t.color("alias", .dark) == rgba(0xEE, 0xEE, 0xEE))
        #expect(ThemeAppearance(rawValue: "light") == .light && ThemeColorFormat(rawValue: "argb") == .argb)
    }

    /// SnappTheming reads a linear gradient's 8-digit colours as RGBA whatever its option says.
    @Test func linearGradientsUnderARGB() throws {
        let r = readTheme(##"{ "gradients": { "g": { "colors": ["#80FF0000", "#FFF"], "startPoint": "top", "endPoint": "bottom" } } }"##,
                          options: ThemeReadOptions(colorFormat: .argb))
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.path?.description == "gradients.g.colors[0]")
        #expect(r.theme?.gradient("g", .light) == .linear(colors: [rgba(255, 0, 0, 0x80), .white], start: Point(0.5, 0), end: Point(0.5, 1)))
    }
}
