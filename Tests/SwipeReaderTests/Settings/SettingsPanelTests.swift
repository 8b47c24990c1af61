import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The settings panel's layout and what points and keys do, without a window.
@Suite struct SettingsPanelTests {
    let viewport = Point(1000, 800)
    let style = PlayerStyle.standard()

    func editor() -> SettingsEditor { SettingsEditorTests.editor() }

    func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

    func row(_ key: SettingKey) -> Int { SettingsPanel.keys.firstIndex(of: key)! }

    @Test func theGearSitsTopRightBesideTheLanguageButtonNeverOverIt() {
        let alone = SettingsPanel.gearButton(viewport: viewport, style: style)
        #expect(abs(alone.maxX - (viewport.x - style.margin * PlayerChrome.point(viewport))) < 1e-9 && alone.y > 0)
        let language = PlayerChrome.languageButton(viewport: viewport, title: "English", style: style)
        let beside = SettingsPanel.gearButton(viewport: viewport, style: style, language: "English")
        #expect(beside.maxX < language.x && beside.y == language.y && beside.width >= style.touchTarget * PlayerChrome.point(viewport))
    }

    @Test func rowsAreLargeTouchTargetsInsideTheWindow() {
        let l = SettingsPanel.layout(viewport: viewport, style: style)
        #expect(l.rows.count == SettingKey.allCases.count - SettingKey.textViewKeys.count, "every setting of the fixed layout")
        #expect(l.frame.x >= 0 && l.frame.maxX <= viewport.x && l.frame.y >= 0 && l.frame.maxY <= viewport.y)
        #expect(l.controls(0).decrease.height >= 0.8 * style.touchTarget * l.point)
        for (a, b) in zip(l.rows, l.rows.dropFirst()) { #expect(a.maxY <= b.y + 0.001 || a.maxX <= b.x, "rows do not overlap") }
        #expect(Set(l.rows.map(\.x)).count == 2, "two columns in a landscape window too low for one")
        let tall = SettingsPanel.layout(viewport: Point(800, 1400), style: style)
        #expect(Set(tall.rows.map(\.x)).count == 1)
    }

    @Test func buttonsAndSlidersChangeTheSettingsAtOnce() {
        let e = editor()
        var panel = SettingsPanel()
        panel.isOpen = true
        let l = SettingsPanel.layout(viewport: viewport, style: style)
        panel.pointerDown(at: center(l.controls(row(.fit)).increase), layout: l, editor: e)
        #expect(e.settings.fit == .cover)
        panel.pointerDown(at: center(l.controls(row(.mute)).middle), layout: l, editor: e)
        #expect(e.settings.mute)
        panel.pointerDown(at: center(l.controls(row(.playbackVolume)).decrease), layout: l, editor: e)
        #expect(e.settings.playbackVolume == 0.9 && !e.settings.mute, "a change to the volume un-mutes")
        // A drag along the speed slider: pressed at its start, moved three quarters along.
        let track = l.controls(row(.transitionSpeed)).middle
        panel.pointerDown(at: Point(track.x + 1, track.y + track.height / 2), layout: l, editor: e)
        #expect(e.settings.transitionSpeed == 0.25)
        panel.pointerMoved(to: Point(track.x + track.width * 0.75, track.y), layout: l, editor: e)
        #expect(e.settings.transitionSpeed == 3)
        panel.pointerUp()
        panel.pointerMoved(to: Point(track.x, track.y), layout: l, editor: e)
        #expect(e.settings.transitionSpeed == 3, "a released slider stays")
        #expect(panel.focus == row(.transitionSpeed))
    }

    @Test func theFooterSwitchesTheLevelAndResets() {
        let e = editor()
        var panel = SettingsPanel()
        panel.isOpen = true
        let l = SettingsPanel.layout(viewport: viewport, style: style)
        panel.pointerDown(at: center(l.levelButton), layout: l, editor: e)
        #expect(e.level == .global)
        panel.pointerDown(at: center(l.controls(row(.fit)).increase), layout: l, editor: e)
        #expect(e.layers.global[.fit] == .choice("cover"))
        panel.pointerDown(at: center(l.resetButton), layout: l, editor: e)
        #expect(e.settings.fit == .contain)
        #expect(panel.isOpen)
        let stillOpen = panel.pointerDown(at: Point(2, 2), layout: l, editor: e)
        #expect(!stillOpen, "a tap outside closes")
    }

    @Test func keysMoveTheFocusAndChangeWhatIsFocused() {
        let e = editor()
        var panel = SettingsPanel()
        panel.isOpen = true
        panel.key(.right, editor: e)
        #expect(e.settings.fit == .cover)
        panel.key(.left, editor: e)
        panel.key(.left, editor: e)
        #expect(e.settings.fit == .height)
        for _ in 0..<row(.playbackVolume) { panel.key(.down, editor: e) }
        panel.key(.left, editor: e)
        #expect(e.settings.playbackVolume == 0.9)
        panel.key(.up, editor: e)
        panel.key(.activate, editor: e)
        #expect(e.settings.mute)
        panel.key(.close, editor: e)
        #expect(!panel.isOpen)
    }

    @Test func inactiveSettingsAreGreyedWithTheirReason() {
        let e = editor()
        var panel = SettingsPanel()
        panel.isOpen = true
        let items = panel.items(layout: SettingsPanel.layout(viewport: viewport, style: style), settings: e.settings, level: e.level, style: style)
        func text(_ s: String) -> DisplayItem? { items.first { if case .text(s, _) = $0.content { return true } else { return false } } }
        #expect(text("Slideshow interval")?.opacity == 0.4)
        #expect(text("only while a slideshow runs") != nil)
        #expect(text("Fit")?.opacity == 1)
        #expect(text("Saved for this document") != nil)
        panel.isOpen = false
        #expect(panel.items(layout: SettingsPanel.layout(viewport: viewport, style: style), settings: e.settings, level: e.level, style: style).isEmpty)
    }

    @Test func aScreenReadersActionOnARowFocusesItAndActsAsActivate() {
        let e = editor()
        var panel = SettingsPanel()
        panel.isOpen = true
        let indicator = e.settings[.pageIndicator].shownValue.bool
        panel.activate(.pageIndicator, editor: e)
        #expect(e.settings[.pageIndicator].shownValue.bool == indicator.map { !$0 }, "a toggle flips")
        #expect(panel.focus == e.settings.offered.firstIndex(of: .pageIndicator))
        e.set(.playbackVolume, .number(0.5))
        panel.activate(.playbackVolume, editor: e)
        #expect((e.settings[.playbackVolume].shownValue.number ?? 0) > 0.5, "a range steps up")
    }
}
