import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// `overriding(with:)`: SnappTheming's merge, the way a user's partial theme sits on the default.
struct ThemeOverrideTests {
    static let base = theme("""
    {
      "colors": { "accent": "#007AFF", "text": "#000000", "onAccent": "$colors/text" },
      "metrics": { "border": 1 },
      "fonts": { "sans": { "postScriptName": "Helvetica" } },
      "typography": { "label": { "font": "$fonts/sans", "fontSize": 15 } },
      "shapes": { "button": { "type": "capsule" } },
      "buttonStyles": {
        "primary": {
          "surfaceColor": "$colors/accent", "textColor": "$colors/onAccent", "borderColor": "$colors/accent",
          "borderWidth": "$metrics/border", "shape": "$shapes/button", "typography": "$typography/label"
        }
      }
    }
    """)

    @Test func laterWinsKeyByKey() throws {
        let user = theme(##"{ "colors": { "text": "#FFFFFF", "extra": "#123" }, "metrics": { "border": 3 } }"##)
        let merged = Self.base.overriding(with: user)
        #expect(merged.color("accent", .light) == rgba(0, 0x7A, 0xFF))
        #expect(merged.color("text", .light) == .white)
        #expect(merged.names("colors") == ["accent", "text", "onAccent", "extra"])
        // The base's aliases reach the override's tokens: they are followed at lookup.
        let style = try #require(merged.buttonStyle("primary", .light))
        #expect(style.text.normal == .white && style.borderWidth == 3)
        #expect(Self.base.buttonStyle("primary", .light)?.text.normal == .black)
    }

    /// No merge inside an entry: a user's entry replaces the base's whole.
    @Test func wholeEntriesAreReplaced() throws {
        let user = theme(##"{ "typography": { "label": { "font": { "postScriptName": "Times" }, "fontSize": 20 } } }"##)
        let merged = Self.base.overriding(with: user)
        #expect(merged.typography("label") == ThemeTypography(font: ThemeFont(postScriptName: "Times"), size: 20))
        #expect(merged.buttonStyle("primary", .dark)?.typography.size == 20)
    }

    /// A user's entry that cannot be read is left out, so the base's stays (SnappTheming would
    /// lose the whole user theme).
    @Test func unreadableEntriesLeaveTheBase() throws {
        let r = readTheme(##"{ "buttonStyles": { "primary": { "surfaceColor": "#FF0000" } }, "colors": { "text": "#GG0000", "accent": "#FF0000" } }"##,
                          options: ThemeReadOptions(base: Self.base))
        #expect(r.errors.count == 6)
        let merged = Self.base.overriding(with: try #require(r.theme))
        let style = try #require(merged.buttonStyle("primary", .light))
        #expect(style.surface.normal == rgba(255, 0, 0) && style.text.normal == .black)
    }

    /// An override whose alias is broken hides the base's entry: its lookup is nil, and the caller
    /// falls back to the default theme's token itself.
    @Test func brokenOverridesFallBackToTheDefault() throws {
        let r = readTheme(##"{ "colors": { "accent": "$colors/brand" } }"##, options: ThemeReadOptions(base: Self.base))
        #expect(r.messages == [##"1:25 error: "$colors/brand" is unknown in colors [colors.accent]"##])
        let merged = Self.base.overriding(with: try #require(r.theme))
        #expect(merged.color("accent", .light) == nil)
        #expect(merged.color("accent", .light) ?? Self.base.color("accent", .light) == rgba(0, 0x7A, 0xFF))
        #expect(merged.buttonStyle("primary", .light) == nil)
    }

    @Test func identities() throws {
        #expect(Self.base.overriding(with: Theme()) == Self.base)
        #expect(Theme().overriding(with: Self.base) == Self.base)
        #expect(Self.base.overriding(with: Self.base) == Self.base)
        #expect(Theme().names("colors").isEmpty && Theme().color("accent", .light) == nil)
        let json = ##"{ "colors": { "a": "#FFF" } }"##
        #expect(theme(json) == theme(json))
    }

    @Test func fontsAfterAnOverride() throws {
        let font = "data:font/ttf;base64,AAEAAAABAAAAAAAAdGVzdAAAAAAAAAAcAAAAAA=="
        let withData = theme(##"{ "fonts": { "sans": { "postScriptName": "Test", "source": "\##(font)" } } }"##)
        #expect(Self.base.fonts.isEmpty)
        let merged = Self.base.overriding(with: withData)
        #expect(merged.fonts.map(\.postScriptName) == ["Test"])
        #expect(merged.buttonStyle("primary", .light)?.typography.font.data?.count == 28)
    }
}
