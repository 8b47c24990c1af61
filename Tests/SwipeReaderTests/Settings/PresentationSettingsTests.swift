import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Preferences resolved against documents and windows, conflicts included, with the effective
/// values docs/settings.md documents.
@Suite struct PresentationSettingsTests {
    static func facts(_ w: Double, _ h: Double, paging: Paging = .leftToRight, languages: [String] = ["en", "de"], speech: Bool = true) -> PresentationContext.DocumentFacts {
        .init(pageSize: Point(w, h), paging: paging, languages: languages, defaultLanguage: nil, hasSpeech: speech, background: .white)
    }

    static func resolve(_ prefs: [SettingKey: SettingValue], document: PresentationContext.DocumentFacts?, window: Point = Point(1600, 900)) -> PresentationSettings {
        PresentationSettings(layers: PreferenceLayers(global: Preferences(prefs)), context: PresentationContext(document: document, window: window))
    }

    @Test func defaultsComeFromTheDocumentAndThePlayer() {
        let s = Self.resolve([:], document: Self.facts(600, 800, paging: .rightToLeft))
        #expect(s.fit == .contain)
        #expect(s.readingProgression == .rtl)
        #expect(s[.readingProgression].source == .documentDefault)
        #expect(s[.fit].source == .playerDefault)
        #expect(s.language == "en")
        #expect(s.playbackVolume == 1)
        #expect(s.autoplay && s.pageIndicator && !s.mute)
        #expect(s[.backgroundColor].effectiveValue == .color(.white))
    }

    @Test func aSpreadWithALandscapeDocumentIsOff() {
        let s = Self.resolve([.doublePageSpread: .choice("both")], document: Self.facts(1024, 768))
        let spread = s[.doublePageSpread]
        #expect(spread.value == .choice("both"))
        #expect(spread.effectiveValue == .choice("none"))
        #expect(!spread.isActive)
        #expect(spread.inactiveReason == "needs portrait pages (this document's are landscape)")
        #expect(!s.showsSpreads)
    }

    @Test func spreadsOfAPortraitDocumentFollowTheWindow() {
        let portrait = Self.facts(600, 800)
        #expect(Self.resolve([:], document: portrait, window: Point(1600, 900)).showsSpreads)
        let tall = Self.resolve([:], document: portrait, window: Point(800, 1200))
        #expect(!tall.showsSpreads)
        #expect(tall[.doublePageSpread].inactiveReason == "needs a landscape window")
        #expect(Self.resolve([.doublePageSpread: .choice("both")], document: portrait, window: Point(800, 1200)).showsSpreads)
        #expect(!Self.resolve([.doublePageSpread: .choice("none")], document: portrait).showsSpreads)
        // Auto wants two pages at least 3/4 as large as one: not in a barely landscape window.
        #expect(!Self.resolve([:], document: portrait, window: Point(1000, 900)).showsSpreads)
        #expect(Self.resolve([.doublePageSpread: .choice("landscape")], document: portrait, window: Point(1000, 900)).showsSpreads)
    }

    @Test func aProgressionThePagingForbidsFallsBackToTheDocuments() {
        let vertical = Self.resolve([.readingProgression: .choice("rtl")], document: Self.facts(600, 800, paging: .vertical))
        #expect(vertical[.readingProgression].supportedValues == ["ttb"])
        #expect(vertical[.readingProgression].effectiveValue == .choice("ttb"))
        #expect(vertical.readingProgression == .ttb)
        #expect(vertical[.readingProgression].inactiveReason == "this document's pages turn vertically only")
        #expect(vertical[.doublePageSpread].inactiveReason == "needs pages turning sideways")
        let sideways = Self.resolve([.readingProgression: .choice("ttb")], document: Self.facts(600, 800, paging: .leftToRight))
        #expect(sideways[.readingProgression].supportedValues == ["ltr", "rtl"])
        #expect(sideways.readingProgression == .ltr)
        #expect(Self.resolve([.readingProgression: .choice("rtl")], document: Self.facts(600, 800)).readingProgression == .rtl)
    }

    @Test func aVolumeOutOfRangeIsClamped() {
        let loud = Self.resolve([.playbackVolume: .number(1.7)], document: nil)
        #expect(loud[.playbackVolume].value == .number(1.7))
        #expect(loud.playbackVolume == 1)
        #expect(Self.resolve([.playbackVolume: .number(-3)], document: nil).playbackVolume == 0)
        #expect(Self.resolve([.transitionSpeed: .number(10)], document: nil).transitionSpeed == 4)
    }

    @Test func mutingMakesTheVolumeInactive() {
        let s = Self.resolve([.mute: .toggle(true), .playbackVolume: .number(0.5)], document: nil)
        #expect(s[.playbackVolume].requiredValues == [.mute: .toggle(false)])
        #expect(s[.playbackVolume].inactiveReason == "the sound is muted")
        #expect(s.playbackVolume == 0.5 && s.mute)
    }

    @Test func constraintsFromTheDocumentAndThePlayer() {
        let s = Self.resolve([.language: .choice("fr"), .slideshowInterval: .number(30), .fit: .choice("cover")],
                             document: Self.facts(600, 800, languages: ["en"], speech: false))
        #expect(s.language == "en")
        #expect(s[.language].inactiveReason == "the document offers one language")
        #expect(s[.speechRate].inactiveReason == "the document has no speech")
        #expect(s.slideshowInterval == nil)
        #expect(s[.slideshowInterval].inactiveReason == "only while a slideshow runs")
        #expect(s[.backgroundColor].inactiveReason == "the pages fill the window (fit is cover)")
        #expect(s[.showInput].inactiveReason == "needs the gesture overlay")
        let running = PresentationSettings(layers: PreferenceLayers(global: Preferences([.slideshowInterval: .number(30)])),
                                           context: PresentationContext(document: nil, window: Point(800, 600), slideshowRunning: true))
        #expect(running.slideshowInterval == 30)
    }

    @Test func speechVoicesAreTheSynthesizersOnDocumentsWithSpeech() {
        let voices = PresentationSettings(layers: PreferenceLayers(global: Preferences([.speechVoice: .choice("de")])),
                                          context: PresentationContext(document: Self.facts(600, 800), window: Point(800, 600), voices: ["de", "en"]))
        #expect(voices[.speechVoice].supportedValues == ["auto", "de", "en"])
        #expect(voices.speechVoice == "de")
        let missing = PresentationSettings(layers: PreferenceLayers(global: Preferences([.speechVoice: .choice("xx")])),
                                           context: PresentationContext(document: Self.facts(600, 800), window: Point(800, 600), voices: ["de"]))
        #expect(missing.speechVoice == nil, "a voice not installed: the document's own")
        #expect(PresentationSettings(context: PresentationContext(document: Self.facts(600, 800), window: Point(800, 600)))[.speechVoice].inactiveReason
                == "no espeak-ng voices are installed")
        #expect(Self.resolve([:], document: Self.facts(600, 800, speech: false))[.speechVoice].inactiveReason == "the document has no speech")
    }

    @Test func anUnsupportedLanguageFallsBackToTheSavedOne() {
        var doc = Self.facts(600, 800, languages: ["en", "de", "ja"])
        doc.defaultLanguage = "de"
        #expect(Self.resolve([:], document: doc).language == "de")
        #expect(Self.resolve([.language: .choice("ja")], document: doc).language == "ja")
        #expect(Self.resolve([.language: .choice("xx")], document: doc).language == "de")
    }

    @Test func precedenceIsCommandLineThenDocumentThenGlobal() {
        let layers = PreferenceLayers(commandLine: Preferences([.fit: .choice("width")]),
                                      document: Preferences([.fit: .choice("cover"), .mute: .toggle(true)]),
                                      global: Preferences([.fit: .choice("height"), .mute: .toggle(false), .autoplay: .toggle(false)]))
        let s = PresentationSettings(layers: layers, context: PresentationContext(document: nil, window: Point(800, 600)))
        #expect(s.fit == .width && s[.fit].source == .commandLine)
        #expect(s.mute && s[.mute].source == .document)
        #expect(!s.autoplay && s[.autoplay].source == .global)
        #expect(s[.pageIndicator].source == .playerDefault)
    }

    @Test func rangesFormatTheirValues() {
        #expect(SettingRange(0, 1, step: 0.1, unit: .percent).label(0.8) == "80 %")
        #expect(SettingRange(0.25, 4, step: 0.25, unit: .times).label(1) == "1.0×")
        #expect(SettingRange(0.25, 4, step: 0.25, unit: .times).label(1.25) == "1.25×")
        #expect(SettingRange(1, 120, step: 1, unit: .seconds).label(5) == "5 s")
    }
}
