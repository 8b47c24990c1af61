import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The design tokens: the default theme built in is the bundled file, defines every token, and a
/// theme's tokens win over it one by one.
struct PlayerStyleTests {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/themes").standardized

    @Test func theBuiltInDefaultIsTheBundledFileByteForByte() throws {
        let file = try String(contentsOf: Self.themes.appendingPathComponent("default.json"), encoding: .utf8)
        #expect(DefaultTheme.json + "\n" == file)
    }

    @Test func everyBundledThemeReadsCleanlyAndTheDefaultDefinesEveryToken() throws {
        for name in ThemeChoice.bundledNames {
            let result = ThemeChoice(name, themesFolder: Self.themes.path).load()
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
            let theme = try #require(result.theme)
            for appearance in [ThemeAppearance.light, .dark] {
                var missing: [String] = []
                _ = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: appearance) { missing.append($0) }
                #expect(missing.isEmpty, "\(name) \(appearance): \(missing)")
            }
        }
        var missing: [String] = []
        _ = PlayerStyle(theme: Theme(), appearance: .light) { missing.append($0) }
        #expect(missing.isEmpty, "an empty theme takes every token from the default")
    }

    @Test func aThemesTokensWinOneByOne() throws {
        let json = ##"{ "colors": { "accent": "#FF0000", "listBackground": { "light": "#010203", "dark": "#040506" } }, "metrics": { "touchTarget": 64 } }"##
        let theme = try #require(Theme.read(bytes: Array(json.utf8), name: "t.json").theme)
        let light = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light)
        let dark = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .dark)
        let standard = PlayerStyle.standard()
        #expect(light.accent == Color(1, 0, 0))
        #expect(light.listBackground == Color(1.0 / 255, 2.0 / 255, 3.0 / 255) && dark.listBackground == Color(4.0 / 255, 5.0 / 255, 6.0 / 255))
        #expect(light.touchTarget == 64 && standard.touchTarget == 32)
        #expect(light.onList == standard.onList && light.row == standard.row, "the rest from the default")
        // The default's own aliases follow an override: its bar button's text is the accent.
        #expect(light.barButton.text.normal == Color(1, 0, 0))
    }

    @Test func appearanceChoices() {
        #expect(AppearancePreference.auto.resolved(desktopPrefersDark: true) == .dark)
        #expect(AppearancePreference.auto.resolved(desktopPrefersDark: false) == .light)
        #expect(AppearancePreference.auto.resolved(desktopPrefersDark: nil) == .light)
        #expect(AppearancePreference.light.resolved(desktopPrefersDark: true) == .light)
        #expect(AppearancePreference.dark.resolved(desktopPrefersDark: false) == .dark)
        #expect(PlayerStyle.standard(.dark).listBackground != PlayerStyle.standard(.light).listBackground)
    }

    @Test func themeChoicesNameBundledThemesOrFiles() {
        #expect(ThemeChoice(nil, themesFolder: "/t").path == nil)
        #expect(ThemeChoice("default", themesFolder: "/t").path == nil)
        #expect(ThemeChoice("kiosk", themesFolder: "/t").path == "/t/kiosk.json")
        #expect(ThemeChoice("mine.json", themesFolder: "/t").path == "mine.json")
        let missing = ThemeChoice("/no/such/theme.json", themesFolder: nil).load()
        #expect(missing.theme == nil && missing.diagnostics.first?.message == "cannot read the theme file")
        #expect(ThemeChoice(nil, themesFolder: "/t").folder == nil)
        #expect(ThemeChoice("kiosk", themesFolder: "/t").folder == "/t")
        #expect(ThemeChoice("mine.json", themesFolder: nil).folder == FileManager.default.currentDirectoryPath)
    }

    @Test func theButtonsImagesAreOptionalTokensFoundBesideTheTheme() throws {
        let standard = PlayerStyle.standard()
        let back = try #require(standard.backImage), language = try #require(standard.languageImage)
        #expect(back.token == "images/back" && language.token == "images/language")
        guard case .data("image/svg+xml", _) = back.image, case .data("image/svg+xml", _) = language.image else {
            Issue.record("the default's images are SVG data: \(back.image), \(language.image)")
            return
        }
        #expect(back.folder == nil, "the built-in theme has no folder")
        let theme = try #require(Theme.read(bytes: Array(#"{ "images": { "back": "asset:arrow" } }"#.utf8), name: "t.json").theme)
        let styled = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light, folder: "/themes/mine")
        #expect(styled.backImage == ThemeIcon(token: "images/back", image: .asset("arrow"), folder: "/themes/mine"))
        #expect(styled.languageImage?.image == language.image, "the other from the default")
        var missing: [String] = []
        let bare = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light) { missing.append($0) }
        #expect(bare.backImage?.folder == nil && missing.isEmpty)
    }

    @Test func decorationTintsAndOpacitiesComeFromTheThemeAndDifferByAppearance() throws {
        let light = PlayerStyle.standard(.light).decorations, dark = PlayerStyle.standard(.dark).decorations
        #expect(light[.highlight] == DecorationDefaults.Look(tint: Color(1, 217.0 / 255, 0), opacity: 0.3))
        #expect(light[.focusRing].tint == PlayerStyle.standard(.light).accent)
        #expect(light[.searchHit] != dark[.searchHit] && light[.readAloudWord] != dark[.readAloudWord] && light[.pageMark] != dark[.pageMark])
        let json = ##"{ "colors": { "searchHit": "#00FF00" }, "metrics": { "searchHitOpacity": 0.8, "highlightOpacity": 7 } }"##
        let theme = try #require(Theme.read(bytes: Array(json.utf8), name: "t.json").theme)
        let themed = PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light).decorations
        #expect(themed[.searchHit] == DecorationDefaults.Look(tint: Color(0, 1, 0), opacity: 0.8))
        #expect(themed[.highlight].opacity == 1, "opacities are kept within 0...1")
        #expect(themed[.pageMark] == light[.pageMark], "the rest from the default")
        // The registry's built-in styles take them where a decoration gives none.
        let registry = DecorationStyleRegistry(defaults: themed)
        #expect(registry.template(for: DecorationStyle(.searchHit))?.tint == Color(0, 1, 0))
        #expect(registry.template(for: DecorationStyle(.searchHit, tint: .black))?.tint == .black)
    }
}
