import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct SettingsEditorTests {
    static func editor(_ global: [SettingKey: SettingValue] = [:]) -> SettingsEditor {
        SettingsEditor(layers: PreferenceLayers(global: Preferences(global)),
                       context: PresentationContext(document: PresentationSettingsTests.facts(600, 800), window: Point(1600, 900)))
    }

    @Test func observersAreToldOncePerChange() {
        let e = Self.editor()
        var told: [PresentationSettings] = []
        e.observe { told.append($0) }
        e.set(.fit, .choice("cover"))
        #expect(told.count == 1)
        #expect(told.last?.fit == .cover)
        e.set(.fit, .choice("cover"))
        #expect(told.count == 1, "an edit that changes nothing tells no one")
        e.update(context: e.context)
        #expect(told.count == 1)
        e.update(context: PresentationContext(document: e.context.document, window: Point(800, 1200)))
        #expect(told.count == 2, "a portrait window turns spreads off")
        #expect(told.last?.showsSpreads == false)
    }

    @Test func restoringTheStartUndoesEveryEditAndSavesTheStartingPreferences() {
        let e = Self.editor([.playbackVolume: .number(0.5)])
        var saved: [PreferenceLayers.Level] = []
        e.onPreferencesChanged = { level, _ in saved.append(level) }
        e.set(.playbackVolume, .number(0.9))
        e.set(.mute, .toggle(true))
        #expect(e.settings.playbackVolume == 0.9 && e.settings.mute)
        saved = []
        e.restoreStart()
        #expect(e.settings.playbackVolume == 0.5 && !e.settings.mute, "the volume and settings it started with")
        #expect(e.layers == e.startingLayers)
        #expect(saved == [.document], "the edited level is stored as it was")
    }

    @Test func removedObserversHearNothing() {
        let e = Self.editor()
        var count = 0
        let id = e.observe { _ in count += 1 }
        e.removeObserver(id)
        e.toggle(.mute)
        #expect(count == 0)
    }

    @Test func incrementsMoveByStepAndClamp() {
        let e = Self.editor([.playbackVolume: .number(0.85)])
        e.increment(.playbackVolume)
        #expect(e.settings[.playbackVolume].value == .number(0.9))
        e.increment(.playbackVolume)
        e.increment(.playbackVolume)
        #expect(e.settings.playbackVolume == 1)
        #expect(e.settings[.playbackVolume].value == .number(1))
        for _ in 0..<15 { e.decrement(.playbackVolume) }
        #expect(e.settings.playbackVolume == 0)
        e.decrement(.transitionSpeed)
        #expect(e.settings.transitionSpeed == 0.75, "an unset range steps from its effective value")
    }

    @Test func settingAValueSetsWhatItRequires() {
        let e = Self.editor([.mute: .toggle(true)])
        e.increment(.playbackVolume)
        #expect(!e.settings.mute)
        #expect(e.settings[.playbackVolume].isActive)
    }

    @Test func editsGoToTheEditingLevelAndAreReported() {
        let e = Self.editor([.autoplay: .toggle(false)])
        var saved: [(PreferenceLayers.Level, Preferences)] = []
        e.onPreferencesChanged = { saved.append(($0, $1)) }
        e.set(.fit, .choice("width"))
        #expect(saved.count == 1 && saved[0].0 == .document && saved[0].1[.fit] == .choice("width"))
        e.level = .global
        e.toggle(.autoplay)
        #expect(saved.last?.0 == .global && saved.last?.1[.autoplay] == .toggle(true))
        e.clear(.autoplay)
        #expect(e.settings[.autoplay].source == .playerDefault)
    }

    @Test func aReaderChangeOverridesTheCommandLineForTheRun() {
        let e = SettingsEditor(layers: PreferenceLayers(commandLine: Preferences([.fit: .choice("height")])),
                               context: PresentationContext(document: nil, window: Point(800, 600)))
        e.set(.fit, .choice("cover"))
        #expect(e.settings.fit == .cover)
        #expect(e.settings[.fit].source == .document)
    }

    @Test func cycleWalksTheSupportedValues() {
        let e = Self.editor()
        e.cycle(.readingProgression)
        #expect(e.settings.readingProgression == .rtl)
        e.cycle(.readingProgression)
        #expect(e.settings.readingProgression == .ltr)
        e.cycle(.language, by: -1)
        #expect(e.settings.language == "de")
    }

    @Test func resetReturnsToTheDefaults() {
        let e = Self.editor([.fit: .choice("cover"), .mute: .toggle(true)])
        var cleared: [PreferenceLayers.Level] = []
        e.onPreferencesChanged = { level, prefs in if prefs.isEmpty { cleared.append(level) } }
        e.set(.speechRate, .number(0.7))
        e.reset()
        #expect(e.settings == PresentationSettings(context: e.context))
        #expect(Set(cleared) == [.document, .global])
    }
}
