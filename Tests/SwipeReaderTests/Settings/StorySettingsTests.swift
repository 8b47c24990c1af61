import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The settings a Boken story's window honours: only those are offered (in `SettingKey` order, as a
/// panel shows them), a story fills its window by default, and a panel lays out and walks only them.
@Suite struct StorySettingsTests {
    static func editor(_ stored: [SettingKey: SettingValue] = [:]) -> SettingsEditor {
        SettingsEditor(layers: PreferenceLayers(document: Preferences(stored)), context: PresentationContext(document: nil, window: Point(432, 768), content: .story))
    }

    @Test func aStoryIsOfferedOnlyTheSettingsItsWindowHonours() {
        let story = Self.editor().settings
        #expect(story.offered == [.fit, .autoplay, .mute, .playbackVolume, .spokenFeedback, .speechRate, .captions, .appearance, .pageIndicator, .layout])
        #expect(story[.captions].isActive, "a story's speech is captioned")
        #expect(story.content == .story)
        let document = PresentationSettings(context: PresentationContext(document: PresentationSettingsTests.facts(600, 800), window: Point(800, 600)))
        #expect(document.offered == SettingKey.allCases.filter { !SettingKey.textViewKeys.contains($0) },
                "a document shown in its own layout is offered every setting but the text view's")
        #expect(SettingKey.allCases.filter { $0.applies(to: .story) && $0.offered(in: .fixed) } == story.offered)
        let text = Self.editor([.layout: .choice("text")]).settings
        #expect(text.offered == [.mute, .playbackVolume, .spokenFeedback, .speechRate, .captions, .appearance, .pageIndicator, .layout] + SettingKey.textViewKeys,
                "a story's text view is offered the text view's settings")
    }

    @Test func aStoryFillsItsWindowUnlessItKeepsItsPhonesShape() {
        let e = Self.editor()
        #expect(e.settings.fit == .cover)
        #expect(e.settings[.fit].supportedValues == ["contain", "cover"])
        e.cycle(.fit)
        #expect(e.settings.fit == .contain)
        e.cycle(.fit)
        #expect(e.settings.fit == .cover, "width and height are not a story's")
        #expect(Self.editor([.fit: .choice("width")]).settings.fit == .cover, "a fit a story does not have falls back to its default")
        #expect(Self.editor().settings[.speechRate].isActive, "a story's speech is the reader's own (R)")
    }

    @Test func thePanelOfAStoryHasARowForEachOfItsSettingsAndWalksThem() {
        let e = Self.editor(), style = PlayerStyle.standard()
        let keys = e.settings.offered
        let layout = SettingsPanel.layout(viewport: Point(432, 768), style: style, keys: keys)
        #expect(layout.rows.count == keys.count)
        var panel = SettingsPanel()
        panel.isOpen = true
        // Down to the page indicator, Enter turns it off.
        let indicator = keys.firstIndex(of: .pageIndicator)!
        for _ in 0..<indicator { panel.key(.down, editor: e) }
        panel.key(.activate, editor: e)
        #expect(e.settings.pageIndicator == false)
        // Past the rows (the layout's last), the footer: the level button, then Reset; then round to the first row.
        for _ in indicator..<keys.count { panel.key(.down, editor: e) }
        panel.key(.down, editor: e)
        panel.key(.down, editor: e)
        #expect(panel.focus == 0)
        // A click on the volume row's increase button, found in the story's own layout.
        let row = keys.firstIndex(of: .playbackVolume)!
        e.set(.playbackVolume, .number(0.5))
        let plus = layout.controls(row).increase
        panel.pointerDown(at: Point(plus.x + plus.width / 2, plus.y + plus.height / 2), layout: layout, editor: e)
        #expect(e.settings.playbackVolume == 0.6)
        let texts = panel.items(layout: layout, settings: e.settings, level: e.level, style: style).compactMap { item -> String? in
            if case .text(let s, _) = item.content { return s }
            return nil
        }
        #expect(texts.contains("Saved for this story") && texts.contains("Page indicator") && !texts.contains("Reading direction"))
    }
}
