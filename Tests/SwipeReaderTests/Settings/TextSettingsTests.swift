import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The text view's settings: their constraints (the text view, the author's fonts and colours off,
/// 4.5:1 contrast), and the panel offering the layout's own settings.
@Suite struct TextSettingsTests {
    static let grey = Color(0.47, 0.47, 0.47)

    func editor(_ global: [SettingKey: SettingValue] = [:]) -> SettingsEditor { SettingsEditorTests.editor(global) }

    @Test func aTextColourUnder4_5To1OnTheBackgroundIsRefusedWithTheConstraintsMessage() {
        let e = editor([.layout: .choice("text"), .publisherDefaults: .toggle(false), .backgroundColor: .color(.white)])
        let refused = e.set(.textColor, .color(Self.grey))
        #expect(refused?.description == "textColor #787878 on backgroundColor #FFFFFF has a contrast of 4.4:1; the text view needs at least 4.5:1")
        #expect(e.settings[.textColor].value == nil, "nothing changed")
        #expect(e.set(.textColor, .color(Color(0.4, 0.4, 0.4))) == nil, "#666666 on white is 5.7:1")
        #expect(e.settings.textStyle.textColor == Color(0.4, 0.4, 0.4))
        #expect(e.set(.backgroundColor, .color(.black))?.description.hasPrefix("textColor #666666 on backgroundColor #000000 has a contrast of 3.7:1") == true,
                "a background under 4.5:1 against the reader's text colour is refused too")
    }

    @Test func aLowContrastPairFromAFileOrTheCommandLineIsRefused() {
        let s = PresentationSettingsTests.resolve([.layout: .choice("text"), .backgroundColor: .color(.white), .textColor: .color(Self.grey)],
                                                  document: PresentationSettingsTests.facts(600, 800))
        #expect(s[.textColor].refusal?.hasSuffix("the text view needs at least 4.5:1") == true)
        #expect(s[.textColor].effectiveValue == .color(.black), "the default: the more contrasting of black and white")
        #expect(Preferences.parse(assignments: ["textColor=#787878", "backgroundColor=#ffffff"])
                == .failure(SettingError("textColor #787878 on backgroundColor #FFFFFF has a contrast of 4.4:1; the text view needs at least 4.5:1")))
        #expect((try? Preferences.parse(assignments: ["textColor=#666666", "backgroundColor=#ffffff"]).get()) != nil)
    }

    @Test func theTextViewsSettingsNeedTheTextViewAndTheReadersFontNeedsTheAuthorsOff() {
        let fixed = PresentationSettingsTests.resolve([:], document: PresentationSettingsTests.facts(600, 800))
        #expect(fixed.layout == .fixed)
        #expect(fixed[.fontSize].inactiveReason == "only in the text view (layout is text)")
        let e = editor()
        e.increment(.fontSize)
        #expect(e.settings.layout == .text, "a text size asked for shows the text view")
        #expect(e.settings.textStyle.scale == 1.25)
        #expect(e.settings[.fontFamily].inactiveReason == "the author's fonts and colours are on")
        e.set(.fontFamily, .choice("auto"))
        #expect(e.settings.textStyle.publisherDefaults == false && e.settings[.fontFamily].isActive)
        #expect(e.settings[.fontSize].range?.upper == 4, "up to four times the size")
    }

    @Test func fontFamiliesAreTheInstalledOnes() {
        let s = PresentationSettings(layers: PreferenceLayers(global: Preferences([.fontFamily: .choice("OpenDyslexic"), .layout: .choice("text")])),
                                     context: PresentationContext(document: nil, window: Point(800, 600), fontFamilies: ["DejaVu Sans", "OpenDyslexic"]))
        #expect(s[.fontFamily].supportedValues == ["auto", "DejaVu Sans", "OpenDyslexic"])
        #expect(s.textStyle.fontFamily == "OpenDyslexic")
        let missing = PresentationSettings(layers: PreferenceLayers(global: Preferences([.fontFamily: .choice("OpenDyslexic")])),
                                           context: PresentationContext(document: nil, window: Point(800, 600), fontFamilies: ["DejaVu Sans"]))
        #expect(missing.textStyle.fontFamily == nil, "a family not installed: the author's or the player's")
    }

    @Test func eachLayoutsPanelOffersItsOwnSettingsAsLargeTouchTargets() {
        let text = editor([.layout: .choice("text")]).settings
        #expect(text.offered.contains(.fontSize) && !text.offered.contains(.fit))
        let fixed = editor().settings
        #expect(fixed.offered == SettingsPanel.keys && fixed.offered.contains(.layout) && !fixed.offered.contains(.fontSize))
        let style = PlayerStyle.standard()
        let l = SettingsPanel.layout(viewport: Point(1000, 800), style: style, keys: text.offered)
        #expect(l.controls(0).decrease.height >= 0.8 * style.touchTarget * l.point)
    }
}
