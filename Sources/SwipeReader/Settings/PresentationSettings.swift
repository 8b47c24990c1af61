import SwipeDocument

/// Every setting resolved from the reader's preferences against the document and the window: what
/// the window, `render` and `export` read (`fit`, `readingProgression`, `volume`…), and what a
/// panel and `swipe-player settings` list. A preference the document or window cannot honour is
/// kept as the reader's `value` while the `effectiveValue` says what happens instead.
public struct PresentationSettings: Equatable, Sendable {
    /// In `SettingKey` order.
    public let all: [Setting]

    public subscript(key: SettingKey) -> Setting { all[SettingKey.allCases.firstIndex(of: key)!] }

    /// Whether two pages are shown side by side now.
    public let showsSpreads: Bool
    /// The settings the window honours (all of them for a document), in `SettingKey` order: what a panel offers.
    public let offered: [SettingKey]
    /// What the settings are for.
    public let content: PresentationContext.Content

    public init(layers: PreferenceLayers, context: PresentationContext) {
        var resolved: [Setting] = []
        // Each setting may depend on those before it (`fit` before `backgroundColor`, `mute`
        // before `playbackVolume`), so `SettingKey`'s order is also the resolution order.
        for key in SettingKey.allCases {
            resolved.append(Self.resolve(key, layers: layers, context: context, earlier: resolved))
        }
        all = resolved
        content = context.content
        offered = SettingKey.allCases.filter { $0.applies(to: context.content) }
        let spread = resolved[SettingKey.allCases.firstIndex(of: .doublePageSpread)!]
        showsSpreads = context.document.map { Self.spreadsShown(spread.effectiveValue.string, pageSize: $0.pageSize, window: context.window) } ?? false
    }

    /// The settings with nothing preferred.
    public init(context: PresentationContext) { self.init(layers: PreferenceLayers(), context: context) }

    // MARK: What the player reads

    public var fit: FitMode { FitMode(rawValue: self[.fit].effectiveValue.string ?? "") ?? .contain }
    /// The colour around the pages; nil: the document's `bc`.
    public var backgroundColor: Color? { self[.backgroundColor].value == nil ? nil : self[.backgroundColor].effectiveValue.color }
    public var readingProgression: ReadingProgression { ReadingProgression(rawValue: self[.readingProgression].effectiveValue.string ?? "") ?? .ttb }
    public var autoplay: Bool { self[.autoplay].effectiveValue.bool ?? true }
    public var transitionSpeed: Double { self[.transitionSpeed].effectiveValue.number ?? 1 }
    /// Seconds per page while a slideshow runs; nil when none runs.
    public var slideshowInterval: Double? { self[.slideshowInterval].isActive ? self[.slideshowInterval].effectiveValue.number : nil }
    /// 0…1, as set (muting is separate: `mute`).
    public var playbackVolume: Double { self[.playbackVolume].effectiveValue.number ?? 1 }
    public var mute: Bool { self[.mute].effectiveValue.bool ?? false }
    /// Whether the player says what it shows and what the reader does (spoken feedback).
    public var spokenFeedback: Bool { self[.spokenFeedback].effectiveValue.bool ?? false }
    public var speechRate: Double { self[.speechRate].effectiveValue.number ?? 1 }
    /// The voice every page speaks with; nil: the document's own voices.
    public var speechVoice: String? { self[.speechVoice].effectiveValue.string.flatMap { $0 == "auto" ? nil : $0 } }
    /// `speechRate` and `speechVoice` together, as synthesis takes them.
    public var speech: SpeechStyle { SpeechStyle(rate: speechRate, voice: speechVoice) }
    /// The language chosen; nil when the document offers none (or there is no document).
    public var language: String? { self[.language].effectiveValue.string.flatMap { $0.isEmpty ? nil : $0 } }
    public var appearance: AppearancePreference { AppearancePreference(rawValue: self[.appearance].effectiveValue.string ?? "") ?? .auto }
    public var pageIndicator: Bool { self[.pageIndicator].effectiveValue.bool ?? true }
    public var showInput: Bool { self[.showInput].isActive && self[.showInput].effectiveValue.bool == true }

    // MARK: Resolution

    /// One setting: its kind's defaults, the document's, the constraints, then the preference.
    private static func resolve(_ key: SettingKey, layers: PreferenceLayers, context: PresentationContext, earlier: [Setting]) -> Setting {
        let doc = context.document
        let preference = layers.preference(key)
        func earlierValue(_ k: SettingKey) -> SettingValue? { earlier.first { $0.key == k }?.effectiveValue }
        var setting = Setting(key: key, value: preference?.value, source: preference?.source ?? .playerDefault,
                              defaultValue: .toggle(false), effectiveValue: .toggle(false), supportedValues: [], range: nil,
                              requiredValues: [:], inactiveReason: nil)
        var documentDefault = false
        switch key.kind {
        case .choice(let fixed): setting.supportedValues = fixed ?? []
        case .range(let r): setting.range = r
        default: break
        }
        switch key {
        case .fit where context.content == .story:
            // A story fills the window as the engine lays it out on any screen, or keeps its phone's shape.
            setting.supportedValues = [FitMode.contain.rawValue, FitMode.cover.rawValue]
            setting.defaultValue = .choice(FitMode.cover.rawValue)
        case .fit:
            setting.defaultValue = .choice(FitMode.contain.rawValue)
        case .backgroundColor:
            setting.defaultValue = .color(doc?.background ?? .darkGray)
            documentDefault = doc != nil
            if earlierValue(.fit)?.string == FitMode.cover.rawValue { setting.inactiveReason = "the pages fill the window (fit is cover)" }
        case .doublePageSpread:
            setting.defaultValue = .choice(SpreadMode.auto.rawValue)
            let mode = preference?.value.string.flatMap(SpreadMode.init) ?? .auto
            if let doc {
                if !doc.isPortrait {
                    setting.inactiveReason = "needs portrait pages (this document's are landscape)"
                } else if earlierValue(.readingProgression)?.string == ReadingProgression.ttb.rawValue {
                    setting.inactiveReason = "needs pages turning sideways"
                } else if mode == .auto || mode == .landscape, context.window.x <= context.window.y {
                    setting.inactiveReason = "needs a landscape window"
                }
            } else {
                setting.inactiveReason = "needs a document"
            }
        case .readingProgression:
            let own = ReadingProgression(doc?.paging ?? .vertical)
            setting.defaultValue = .choice(own.rawValue)
            documentDefault = doc != nil
            if doc != nil {
                setting.supportedValues = own == .ttb ? [own.rawValue] : [ReadingProgression.ltr.rawValue, ReadingProgression.rtl.rawValue]
                if own == .ttb { setting.inactiveReason = "this document's pages turn vertically only" }
            }
        case .autoplay, .pageIndicator:
            setting.defaultValue = .toggle(true)
        case .mute, .spokenFeedback:
            setting.defaultValue = .toggle(false)
        case .showInput:
            setting.defaultValue = .toggle(false)
            if !context.inputOverlayAvailable { setting.inactiveReason = "needs the gesture overlay" }
        case .transitionSpeed, .speechRate:
            setting.defaultValue = .number(1)
            if key == .speechRate, doc?.hasSpeech != true, context.content == .document, earlierValue(.spokenFeedback)?.bool != true { setting.inactiveReason = doc == nil ? "needs a document" : "the document has no speech" }
        case .slideshowInterval:
            setting.defaultValue = .number(5)
            if !context.slideshowRunning { setting.inactiveReason = "only while a slideshow runs" }
        case .playbackVolume:
            setting.defaultValue = .number(1)
            setting.requiredValues = [.mute: .toggle(false)]
            if earlierValue(.mute)?.bool == true { setting.inactiveReason = "the sound is muted" }
        case .speechVoice:
            setting.supportedValues = ["auto"] + context.voices
            setting.defaultValue = .choice("auto")
            if doc?.hasSpeech != true {
                setting.inactiveReason = doc == nil ? "needs a document" : "the document has no speech"
            } else if context.voices.isEmpty {
                setting.inactiveReason = "no espeak-ng voices are installed"
            }
        case .language:
            let offered = doc?.languages ?? []
            setting.supportedValues = offered
            let fallback = doc?.defaultLanguage.flatMap { offered.contains($0) ? $0 : nil } ?? offered.first ?? ""
            setting.defaultValue = .choice(fallback)
            documentDefault = doc != nil
            if offered.count < 2 { setting.inactiveReason = doc == nil ? "needs a document" : "the document offers one language" }
        case .appearance:
            setting.defaultValue = .choice(AppearancePreference.auto.rawValue)
        }
        if preference == nil, documentDefault { setting.source = .documentDefault }
        setting.effectiveValue = effective(setting)
        // Spreads the document cannot have are off, whatever was asked.
        if key == .doublePageSpread, setting.inactiveReason != nil, setting.inactiveReason != "needs a landscape window" {
            setting.effectiveValue = .choice(SpreadMode.none.rawValue)
        }
        return setting
    }

    /// The preference if the setting can take it (a range's clamped), else the default.
    private static func effective(_ s: Setting) -> SettingValue {
        guard let v = s.value else { return s.defaultValue }
        switch (v, s.key.kind) {
        case (.number(let n), .range(let r)): return .number(r.clamped(n))
        case (.choice(let c), .choice): return s.supportedValues.contains(c) ? v : s.defaultValue
        case (.toggle, .toggle), (.color, .color): return v
        default: return s.defaultValue
        }
    }

    /// Whether `mode` shows two pages of `page` size side by side in `window`.
    static func spreadsShown(_ mode: String?, pageSize page: Point, window: Point) -> Bool {
        guard let mode = mode.flatMap(SpreadMode.init) else { return false }
        let landscape = window.x > window.y
        switch mode {
        case .none: return false
        case .both: return true
        case .landscape: return landscape
        case .auto:
            guard landscape, page.x > 0, page.y > 0 else { return false }
            let single = min(window.x / page.x, window.y / page.y)
            let pair = min(window.x / (2 * page.x), window.y / page.y)
            return pair >= 0.75 * single
        }
    }
}
