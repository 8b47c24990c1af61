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
        let layout = resolved[SettingKey.allCases.firstIndex(of: .layout)!].effectiveValue.string.flatMap(PageLayout.init) ?? .fixed
        offered = SettingKey.allCases.filter { $0.applies(to: context.content) && $0.offered(in: layout) }
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
    /// Whether the speech heard and the videos' and audio's words are shown as captions.
    public var captions: Bool { self[.captions].isActive && self[.captions].effectiveValue.bool == true }
    /// The language chosen; nil when the document offers none (or there is no document).
    public var language: String? { self[.language].effectiveValue.string.flatMap { $0.isEmpty ? nil : $0 } }
    public var appearance: AppearancePreference { AppearancePreference(rawValue: self[.appearance].effectiveValue.string ?? "") ?? .auto }
    public var pageIndicator: Bool { self[.pageIndicator].effectiveValue.bool ?? true }
    public var showInput: Bool { self[.showInput].isActive && self[.showInput].effectiveValue.bool == true }
    public var layout: PageLayout { PageLayout(rawValue: self[.layout].effectiveValue.string ?? "") ?? .fixed }
    /// The text view's type and colours.
    public var textStyle: TextViewStyle {
        TextViewStyle(scale: self[.fontSize].effectiveValue.number ?? 1,
                      fontFamily: self[.fontFamily].effectiveValue.string.flatMap { $0 == "auto" ? nil : $0 },
                      lineHeight: self[.lineHeight].effectiveValue.number ?? 1.5, letterSpacing: self[.letterSpacing].effectiveValue.number ?? 0,
                      wordSpacing: self[.wordSpacing].effectiveValue.number ?? 0, paragraphSpacing: self[.paragraphSpacing].effectiveValue.number ?? 1,
                      alignment: TextViewAlignment(rawValue: self[.textAlignment].effectiveValue.string ?? "") ?? .left,
                      textColor: self[.textColor].effectiveValue.color ?? .black, backgroundColor: self[.backgroundColor].effectiveValue.color ?? .white,
                      publisherDefaults: self[.publisherDefaults].effectiveValue.bool ?? true)
    }

    /// Why `value` for `key` would be refused with the other settings as they are (a text colour
    /// under 4.5:1 against the background, or a background under it against the text colour).
    public func refusal(_ key: SettingKey, _ value: SettingValue) -> SettingError? {
        guard let color = value.color else { return nil }
        switch key {
        case .textColor: return self[.backgroundColor].effectiveValue.color.flatMap { TextColorPair.refusal(text: color, background: $0) }
        case .backgroundColor:
            guard self[.textColor].value != nil, let text = self[.textColor].effectiveValue.color else { return nil }
            return TextColorPair.refusal(text: text, background: color)
        default: return nil
        }
    }

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
            if earlierValue(.fit)?.string == FitMode.cover.rawValue, layers.preference(.layout)?.value.string != PageLayout.text.rawValue {
                setting.inactiveReason = "the pages fill the window (fit is cover)"
            }
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
        case .captions:
            setting.defaultValue = .toggle(false)
            if doc == nil, context.content != .story { setting.inactiveReason = "needs a document" }
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
        case .layout:
            setting.defaultValue = .choice(PageLayout.fixed.rawValue)
        case .fontSize, .lineHeight, .letterSpacing, .wordSpacing, .paragraphSpacing, .textAlignment, .fontFamily, .textColor, .publisherDefaults:
            textViewSetting(&setting, context: context, earlierValue: earlierValue)
        }
        if preference == nil, documentDefault { setting.source = .documentDefault }
        setting.effectiveValue = effective(setting)
        if key == .textColor, let text = setting.effectiveValue.color, let background = earlierValue(.backgroundColor)?.color,
           let refused = TextColorPair.refusal(text: text, background: background) {
            setting.refusal = refused.description
            setting.effectiveValue = setting.defaultValue
        }
        // Spreads the document cannot have are off, whatever was asked.
        if key == .doublePageSpread, setting.inactiveReason != nil, setting.inactiveReason != "needs a landscape window" {
            setting.effectiveValue = .choice(SpreadMode.none.rawValue)
        }
        return setting
    }

    /// A text view setting's default and constraints: each needs the text view, the reader's font
    /// and colour need the author's off (setting one turns it off), the text colour contrasts with
    /// the background.
    private static func textViewSetting(_ setting: inout Setting, context: PresentationContext, earlierValue: (SettingKey) -> SettingValue?) {
        let style = TextViewStyle()
        switch setting.key {
        case .fontSize: setting.defaultValue = .number(style.scale)
        case .lineHeight: setting.defaultValue = .number(style.lineHeight)
        case .letterSpacing: setting.defaultValue = .number(style.letterSpacing)
        case .wordSpacing: setting.defaultValue = .number(style.wordSpacing)
        case .paragraphSpacing: setting.defaultValue = .number(style.paragraphSpacing)
        case .textAlignment: setting.defaultValue = .choice(style.alignment.rawValue)
        case .publisherDefaults: setting.defaultValue = .toggle(style.publisherDefaults)
        case .fontFamily:
            setting.supportedValues = ["auto"] + context.fontFamilies
            setting.defaultValue = .choice("auto")
        case .textColor:
            setting.defaultValue = .color(TextColorPair.defaultText(on: earlierValue(.backgroundColor)?.color ?? .white))
        default: break
        }
        setting.requiredValues = [.layout: .choice(PageLayout.text.rawValue)]
        if setting.key == .fontFamily || setting.key == .textColor { setting.requiredValues[.publisherDefaults] = .toggle(false) }
        if earlierValue(.layout)?.string != PageLayout.text.rawValue {
            setting.inactiveReason = "only in the text view (layout is text)"
        } else if setting.requiredValues[.publisherDefaults] != nil, earlierValue(.publisherDefaults)?.bool != false {
            setting.inactiveReason = "the author's fonts and colours are on"
        }
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
