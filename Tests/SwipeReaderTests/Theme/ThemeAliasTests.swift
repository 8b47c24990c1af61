import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Aliases: SnappTheming's grammar, chains, and every broken one reported once, where it is written.
struct ThemeAliasTests {
    @Test func grammar() {
        #expect(ThemeAlias("$colors/primary") == ThemeAlias(category: "colors", name: "primary"))
        // After the last '$', split on '/' with empty parts dropped: exactly two parts.
        #expect(ThemeAlias("$colors//x") == ThemeAlias(category: "colors", name: "x"))
        #expect(ThemeAlias("$a$colors/x") == ThemeAlias(category: "colors", name: "x"))
        #expect(ThemeAlias("$colors/x/") == ThemeAlias(category: "colors", name: "x"))
        #expect(ThemeAlias("$fonts/Inter Bold.otf") == ThemeAlias(category: "fonts", name: "Inter Bold.otf"))
        for text in ["$colors/a/b", "$colors/", "$/x", "$colors", "colors/x", "", "$", "$$/", "#FF0000"] {
            #expect(ThemeAlias(text) == nil, "\(text)")
        }
        #expect(ThemeAlias("$colors//x")?.description == "$colors/x")
    }

    @Test func oddlyWrittenAliasesWork() throws {
        let r = readTheme(##"{ "colors": { "a": "#FFFFFF", "b": "$colors//a", "c": "$x$colors/a" } }"##)
        #expect(r.messages == [
            "1:36 warning: \"$colors//a\" is read as \"$colors/a\"; write it so [colors.b]",
            "1:55 warning: \"$x$colors/a\" is read as \"$colors/a\"; write it so [colors.c]",
        ])
        #expect(r.theme?.color("b", .light) == .white && r.theme?.color("c", .dark) == .white)
    }

    @Test func notAliases() throws {
        let r = readTheme(##"{ "colors": { "a": "$colors/a/b" }, "metrics": { "m": "$metrics/" } }"##)
        #expect(r.messages == [
            "1:20 error: \"$colors/a/b\" is not an alias: an alias is $category/name, here $colors/name [colors.a]",
            "1:55 error: \"$metrics/\" is not an alias: an alias is $category/name, here $metrics/name [metrics.m]",
        ])
    }

    @Test func chainsAreFollowed() throws {
        let r = readTheme("""
        {
          "colors": { "a": "$colors/b", "b": "$colors/c", "c": "$colors/d", "d": "#102030" },
          "metrics": { "small": 4, "gap": "$metrics/small", "inset": "$metrics/gap" },
          "fonts": { "body": "$fonts/Inter", "Inter": { "postScriptName": "Inter-Regular" } },
          "typography": { "text": { "font": "$fonts/body", "fontSize": "$metrics/inset" }, "body": "$typography/text" }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.color("a", .light) == rgba(0x10, 0x20, 0x30))
        #expect(t.metric("inset") == 4)
        #expect(t.typography("body") == ThemeTypography(font: ThemeFont(postScriptName: "Inter-Regular"), size: 4))
        #expect(t.names("colors") == ["a", "b", "c", "d"])
    }

    /// A chain that comes back to itself is reported once, at its first entry, with the whole loop.
    @Test func cyclesAreReportedOnce() throws {
        let r = readTheme("""
        {
          "colors": {
            "a": "$colors/b",
            "b": "$colors/c",
            "c": "$colors/a",
            "self": "$colors/self",
            "intoTheLoop": "$colors/b"
          },
          "typography": { "x": "$typography/y", "y": "$typography/x" }
        }
        """)
        #expect(r.messages == [
            "3:10 error: circular alias: colors/a → colors/b → colors/c → colors/a [colors.a]",
            "6:13 error: circular alias: colors/self → colors/self [colors.self]",
            "9:24 error: circular alias: typography/x → typography/y → typography/x [typography.x]",
        ])
        let t = try #require(r.theme)
        for name in ["a", "b", "c", "self", "intoTheLoop"] { #expect(t.color(name, .light) == nil) }
        #expect(t.typography("y") == nil)
    }

    @Test func danglingAliasesAtTheirPlace() throws {
        let r = readTheme("""
        {
          "colors": { "primary": "#0000FF", "text": "$colors/primray" },
          "buttonStyles": {
            "b": {
              "surfaceColor": { "normal": "$colors/primary", "pressed": "$colors/missing" },
              "textColor": "$interactiveColors/nowhere",
              "borderColor": "#000",
              "borderWidth": "$metrics/hairline",
              "shape": { "type": "roundedRectangle", "cornerRadius": "$metrics/radius" },
              "typography": { "font": { "postScriptName": "A" }, "fontSize": 12 }
            }
          }
        }
        """)
        #expect(r.messages == [
            "2:45 error: \"$colors/primray\" is unknown in colors (did you mean \"primary\"?) [colors.text]",
            "5:65 error: \"$colors/missing\" is unknown in colors [buttonStyles.b.surfaceColor.pressed]",
            "6:20 error: \"$interactiveColors/nowhere\" is unknown in interactiveColors [buttonStyles.b.textColor]",
            "8:22 error: \"$metrics/hairline\" is unknown in metrics [buttonStyles.b.borderWidth]",
            "9:62 error: \"$metrics/radius\" is unknown in metrics [buttonStyles.b.shape.cornerRadius]",
        ])
        #expect(r.theme?.buttonStyle("b", .light) == nil)
        #expect(r.theme?.color("text", .light) == nil)
    }

    /// An alias looks only in its slot's category: another category is "unknown in" that one.
    @Test func crossCategoryAliases() throws {
        let r = readTheme("""
        {
          "metrics": { "m": 4 },
          "colors": { "c": "$metrics/m" },
          "typography": { "t": { "font": "$typography/t", "fontSize": "$colors/c" } },
          "interactiveColors": { "i": "$metrics/m" },
          "gradients": { "g": { "colors": ["$shapes/s"], "startPoint": "top", "endPoint": "bottom" } }
        }
        """)
        #expect(r.messages == [
            "3:20 error: \"$metrics/m\" is unknown in colors: this value refers to colors only [colors.c]",
            "4:34 error: \"$typography/t\" is unknown in fonts: this value refers to fonts only [typography.t.font]",
            "4:63 error: \"$colors/c\" is unknown in metrics: this value refers to metrics only [typography.t.fontSize]",
            "5:31 error: \"$metrics/m\" is unknown in interactiveColors: this value refers to interactiveColors or colors only [interactiveColors.i]",
            "6:36 error: \"$shapes/s\" is unknown in colors: this value refers to colors only [gradients.g.colors[0]]",
        ])
        let t = try #require(r.theme)
        #expect(t.names("colors").isEmpty && t.names("typography").isEmpty && t.names("gradients").isEmpty)
    }

    @Test func aliasToAnUnreadableEntry() throws {
        let r = readTheme(##"{ "colors": { "bad": "#GG0000", "good": "$colors/bad" } }"##)
        #expect(r.messages == [
            "1:22 error: \"#GG0000\" is not a hex colour: 'G' is not a hexadecimal digit [colors.bad]",
            "1:41 error: \"$colors/bad\": colors/bad could not be read (see its error) [colors.good]",
        ])
    }

    /// Each written alias is reported at its own place, once, however often it is looked up.
    @Test func eachUseIsReportedAtItsPlace() throws {
        let r = readTheme(##"{ "toggleStyle": { "t": { "tintColor": "$colors/x", "disabledTintColor": "$colors/x" } } }"##)
        #expect(r.errors.map { $0.position?.column } == [40, 74])
        let t = try #require(r.theme)
        for _ in 0..<3 { #expect(t.toggleStyle("t", .light) == nil) }
    }

    /// A partial theme's aliases into the theme it will be laid over are not unknown.
    @Test func aliasesIntoTheBase() throws {
        let base = theme(##"{ "colors": { "accent": "#FF0000", "loop": "$colors/back" } }"##)
        let json = ##"{ "colors": { "button": "$colors/accent", "back": "$colors/loop", "typo": "$colors/acent" } }"##
        let alone = readTheme(json)
        #expect(alone.errors.count == 3)
        let over = readTheme(json, options: ThemeReadOptions(base: base))
        #expect(over.messages == [
            "1:51 error: circular alias: colors/back → colors/loop → colors/back [colors.back]",
            "1:75 error: \"$colors/acent\" is unknown in colors (did you mean \"accent\"?) [colors.typo]",
        ])
        let merged = base.overriding(with: try #require(over.theme))
        #expect(merged.color("button", .light) == rgba(255, 0, 0))
    }

    @Test func namesAliasesCannotReach() throws {
        let r = readTheme(##"{ "metrics": { "a/b": 1, "c$": 2, "": 3, "fine name": 4 } }"##)
        #expect(r.warnings.map { $0.path?.description } == [#"metrics["a/b"]"#, #"metrics["c$"]"#, #"metrics[""]"#])
        #expect(r.warnings[0].message == "the name \"a/b\" cannot be used in an alias ($metrics/name): a name must be non-empty, without '/' or '$'")
        #expect(r.theme?.metric("a/b") == 1 && r.theme?.metric("fine name") == 4)
    }

    /// SnappTheming's own gradient and shape lookups treat an alias entry as missing; we follow it.
    @Test func gradientAndShapeEntriesThatAreAliases() throws {
        let r = readTheme("""
        {
          "gradients": { "g": { "colors": ["#000"], "startPoint": "top", "endPoint": "bottom" }, "h": "$gradients/g" },
          "shapes": { "s": { "type": "circle" }, "t": "$shapes/s" }
        }
        """)
        #expect(r.warnings.map { $0.path?.description } == ["gradients.h", "shapes.t"])
        #expect(r.errors.isEmpty)
        let t = try #require(r.theme)
        #expect(t.gradient("h", .light) == t.gradient("g", .light) && t.gradient("h", .light) != nil)
        #expect(t.shape("t") == .circle)
    }

    @Test func interactiveColorsAndTheirAliases() throws {
        let r = readTheme("""
        {
          "colors": { "red": "#F00", "dim": { "light": "#888", "dark": "#444" } },
          "interactiveColors": {
            "plain": "$colors/red",
            "states": { "normal": "$colors/red", "pressed": "$colors/dim", "focused": "#00F" },
            "again": "$interactiveColors/states",
            "inline": { "light": "#FFF", "dark": "#000" }
          }
        }
        """)
        #expect(r.diagnostics.isEmpty)
        let t = try #require(r.theme)
        #expect(t.interactiveColor("plain", .dark) == ThemeInteractiveColor(normal: rgba(255, 0, 0)))
        let states = ThemeInteractiveColor(normal: rgba(255, 0, 0), pressed: rgba(0x44, 0x44, 0x44), disabled: rgba(255, 0, 0), focused: rgba(0, 0, 255))
        #expect(t.interactiveColor("again", .dark) == states)
        #expect(t.interactiveColor("inline", .light) == ThemeInteractiveColor(normal: .white))
    }
}
