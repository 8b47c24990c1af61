import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The composite tokens: typographies, gradients, images, interactive colours, button and other
/// control styles, shadows; inline values in every slot, and the fonts a theme brings.
struct ThemeStyleTests {
    /// A tiny sfnt (one empty table), as a data URI.
    static let fontData = "data:font/otf;base64,AAEAAAABAAAAAAAAdGVzdAAAAAAAAAAcAAAAAA=="

    @Test func buttonStylesWithEverySlotInline() throws {
        let r = readTheme(#"""
        {
          "buttonStyles": {
            "inline": {
              "surfaceColor": { "normal": { "light": "#FFFFFF", "dark": "#000000" }, "pressed": "#808080", "focused": "#0000FF" },
              "textColor": { "light": "#000000", "dark": "#FFFFFF" },
              "borderColor": { "normal": "#FF0000", "disabled": "#00FF0080" },
              "borderWidth": 2.5,
              "shape": { "type": "roundedRectangle", "cornerRadius": 6, "style": "circular" },
              "typography": { "font": { "postScriptName": "Embedded", "source": "\#(Self.fontData)" }, "fontSize": 13 }
            }
          }
        }
        """#)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        let light = try #require(t.buttonStyle("inline", .light))
        let dark = try #require(t.buttonStyle("inline", .dark))
        #expect(light.surface == ThemeInteractiveColor(normal: .white, pressed: rgba(0x80, 0x80, 0x80), disabled: .white, focused: rgba(0, 0, 255)))
        #expect(dark.surface.normal == .black && dark.surface.disabled == .black && dark.surface.focused == rgba(0, 0, 255))
        #expect(light.text == ThemeInteractiveColor(normal: .black) && dark.text.pressed == .white)
        #expect(light.border == ThemeInteractiveColor(normal: rgba(255, 0, 0), disabled: rgba(0, 255, 0, 0x80)))
        #expect(light.border.focused == light.border.normal && light.border.pressed == light.border.normal)
        #expect(light.borderWidth == 2.5)
        #expect(light.shape == .roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .circular))
        #expect(light.typography.font.mime == "font/otf" && light.typography.font.data?.count == 28 && light.typography.size == 13)
        // An inline font with data is one to register.
        #expect(t.fonts.map(\.postScriptName) == ["Embedded"])
    }

    @Test func interactiveColorProblems() throws {
        let r = readTheme(##"{ "interactiveColors": { "noNormal": { "pressed": "#000" }, "badState": { "normal": "#000", "focused": "$interactiveColors/x" }, "hover": { "normal": "#000", "hovered": "#FFF" } } }"##)
        #expect(r.messages == [
            "1:38 error: an interactive colour needs \"normal\" [interactiveColors.noNormal]",
            "1:104 error: \"$interactiveColors/x\" is unknown in colors: this value refers to colors only [interactiveColors.badState.focused]",
            "1:159 warning: unknown key \"hovered\" in an interactive colour; ignored [interactiveColors.hover.hovered]",
        ])
        #expect(r.theme?.names("interactiveColors") == ["hover"])
    }

    @Test func typographies() throws {
        let r = readTheme(#"""
        {
          "metrics": { "zero": 0 },
          "fonts": { "a": { "postScriptName": "A" }, "data": { "postScriptName": "D", "source": "\#(Self.fontData)" }, "again": { "postScriptName": "D", "source": "\#(Self.fontData)" } },
          "typography": {
            "ok": { "font": "$fonts/a", "fontSize": 17 },
            "inlineData": { "font": { "postScriptName": "D", "source": "\#(Self.fontData)" }, "fontSize": 9 },
            "zero": { "font": "$fonts/a", "fontSize": 0 },
            "negative": { "font": "$fonts/a", "fontSize": -3 },
            "viaZero": { "font": "$fonts/a", "fontSize": "$metrics/zero" },
            "noFont": { "fontSize": 12 },
            "weight": { "font": "$fonts/a", "fontSize": 12, "fontWeight": "bold" },
            "emptyName": { "font": { "postScriptName": "" }, "fontSize": 12 }
          }
        }
        """#)
        #expect(r.texts == [
            "7:47 error: a font size should be more than 0, not 0",
            "8:51 error: a font size should be more than 0, not -3",
            "10:15 error: a typography needs \"font\"",
            "11:53 warning: unknown key \"fontWeight\" in a typography; ignored",
            "12:48 error: \"postScriptName\" should be a font's PostScript name, not an empty string",
        ])
        let t = try #require(r.theme)
        #expect(t.typography("ok") == ThemeTypography(font: ThemeFont(postScriptName: "A"), size: 17))
        #expect(t.typography("weight")?.size == 12)
        // A size that resolves to 0 is what SnappTheming falls back to: nil here.
        #expect(t.typography("viaZero") == nil)
        // Fonts to register: each with data, once.
        #expect(t.fonts.count == 1 && t.fonts.first?.postScriptName == "D")
    }

    @Test func gradients() throws {
        let r = readTheme(##"""
        {
          "gradients": {
            "one": { "colors": ["#FFF"], "startPoint": "topLeading", "endPoint": [0.25, 2] },
            "dual": { "colors": [{ "light": "#FFF", "dark": "#000" }, "#F00"], "center": "bottom", "startAngle": -90, "endAngle": 270 },
            "keyword": { "colors": ["#FFF"], "startPoint": "topleading", "endPoint": "bottom" },
            "empty": { "colors": [], "startPoint": "top", "endPoint": "bottom" },
            "triple": { "colors": ["#FFF"], "startPoint": [0, 0, 0], "endPoint": "bottom" },
            "noColors": { "startPoint": "top", "endPoint": "bottom" },
            "extra": { "colors": ["#FFF"], "startPoint": "top", "endPoint": "bottom", "center": "top", "locations": [0, 1] }
          }
        }
        """##)
        #expect(r.texts == [
            "5:52 error: \"topleading\" is not a unit point (did you mean \"topLeading\"?): use top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing or [x, y]",
            "6:26 error: \"colors\" should be a non-empty array of colours, not an empty one",
            "7:51 error: a unit point array should be [x, y]: two numbers, not 3",
            "8:17 error: a gradient needs \"colors\"",
            "9:79 warning: unknown key \"center\" in a gradient; ignored",
            "9:96 warning: unknown key \"locations\" in a gradient; ignored",
        ])
        let t = try #require(r.theme)
        #expect(t.gradient("one", .light) == .linear(colors: [.white], start: Point(0, 0), end: Point(0.25, 2)))
        #expect(t.gradient("dual", .dark) == .angular(colors: [.black, rgba(255, 0, 0)], center: Point(0.5, 1), startAngle: -90, endAngle: 270))
        #expect(t.gradient("dual", .light) == .angular(colors: [.white, rgba(255, 0, 0)], center: Point(0.5, 1), startAngle: -90, endAngle: 270))
        #expect(t.names("gradients") == ["one", "dual", "extra"])
    }

    @Test func images() throws {
        let t = theme(##"{ "images": { "star": "system:star.fill", "logo": "asset:Logo", "icon": "$images/star", "alias": "$images/icon" } }"##)
        #expect(t.image("star") == .system("star.fill"))
        #expect(t.image("logo") == .asset("Logo"))
        #expect(t.image("alias") == .system("star.fill"))
        #expect(t.image("none") == nil)
    }

    @Test func segmentSliderToggleShadowInline() throws {
        let r = readTheme(#"""
        {
          "segmentControlStyle": {
            "s": {
              "selectedButtonStyle": { "surfaceColor": "#FFF", "textColor": "#000", "borderColor": "#000", "borderWidth": 0,
                                       "shape": { "type": "capsule" }, "typography": { "font": { "postScriptName": "A" }, "fontSize": 12 } },
              "normalButtonStyle": "$buttonStyles/missing",
              "surfaceColor": { "normal": "#EEE", "focused": "#00F" }, "borderColor": "#DDD", "borderWidth": 1, "padding": 2,
              "shape": { "type": "rectangle" }
            }
          },
          "sliderStyle": {
            "s": { "minimumTrackTintColor": { "light": "#0F0", "dark": "#080" }, "minimumTrackTintColorSecondary": "#666",
                   "maximumTrackTintColor": "#CCC", "tickMarkColor": "#999",
                   "headerTypography": { "font": { "postScriptName": "A" }, "fontSize": 14 },
                   "tickMarkTypography": { "font": { "postScriptName": "A" }, "fontSize": 10 } }
          },
          "toggleStyle": { "t": { "tintColor": { "light": "#0F0", "dark": "#080" }, "disabledTintColor": "#888", "thumbColor": "#FFF" } },
          "shadows": { "d": { "color": { "light": "#0004", "dark": "#000000CC" }, "radius": 8, "x": 0, "y": 4, "spread": 0 }, "e": { "color": "#000" } }
        }
        """#)
        #expect(r.texts == [
            "6:28 error: \"$buttonStyles/missing\" is unknown in buttonStyles",
            "17:106 warning: unknown key \"thumbColor\" in a toggle style; ignored",
            "18:43 warning: \"#0004\": 4-digit colours (#RGBA) are read by swipe-player only; SnappTheming shows its fallback colour, so write 8 digits",
            "18:124 error: a shadow needs \"radius\"",
            "18:124 error: a shadow needs \"x\"",
            "18:124 error: a shadow needs \"y\"",
            "18:124 error: a shadow needs \"spread\"",
        ])
        let t = try #require(r.theme)
        #expect(t.segmentControlStyle("s", .light) == nil)
        let slider = try #require(t.sliderStyle("s", .dark))
        #expect(slider.minimumTrack == rgba(0, 0x88, 0) && slider.header.size == 14 && slider.tickMarkTypography.size == 10)
        #expect(t.toggleStyle("t", .light) == ThemeToggleStyle(tint: rgba(0, 255, 0), disabledTint: rgba(0x88, 0x88, 0x88)))
        #expect(t.shadow("d", .light) == ThemeShadow(color: rgba(0, 0, 0, 0x44), radius: 8, x: 0, y: 4, spread: 0))
        #expect(t.shadow("d", .dark)?.color == rgba(0, 0, 0, 0xCC))
        // With the missing button style given, the segment control resolves, focused state and all.
        let fixed = t.overriding(with: theme(#"""
        { "buttonStyles": { "missing": { "surfaceColor": "#111", "textColor": "#EEE", "borderColor": "#111", "borderWidth": 1,
          "shape": { "type": "capsule" }, "typography": { "font": { "postScriptName": "B" }, "fontSize": 12 } } } }
        """#))
        let segment = try #require(fixed.segmentControlStyle("s", .light))
        #expect(segment.surface == ThemeInteractiveColor(normal: rgba(0xEE, 0xEE, 0xEE), focused: rgba(0, 0, 255)))
        #expect(segment.selected.shape == .capsule(.continuous) && segment.normal.typography.font.postScriptName == "B")
        #expect(segment.padding == 2 && segment.shape == .rectangle)
    }

    @Test func namesAndCategories() {
        #expect(Theme.categories.count == 14)
        #expect(Theme.categories.contains("segmentControlStyle") && !Theme.categories.contains("segmentControlStyles"))
        let t = theme(##"{ "metrics": { "b": 1, "a": "$metrics/b" } }"##)
        #expect(t.names("metrics") == ["b", "a"])
        #expect(t.names("nothing").isEmpty)
    }
}
