import Foundation
import SwipeDocument

/// The presentation settings the player offers, in the order a panel and `swipe-player settings`
/// list them: one table that drives the command line (`--set NAME=VALUE`), the preference files'
/// keys, the resolver and the panel.
public enum SettingKey: String, CaseIterable, Sendable, Comparable {
    case fit
    case backgroundColor
    case readingProgression
    case doublePageSpread
    case autoplay
    case transitionSpeed
    case slideshowInterval
    case mute
    case playbackVolume
    case spokenFeedback
    case speechRate
    case speechVoice
    case captions
    case language
    case appearance
    case pageIndicator
    case showInput
    /// How a page is shown: the document's own fixed layout, or its content reflowed into one
    /// column in the reader's type (the text view).
    case layout
    /// On: the author's fonts and text colours in the text view; off: the reader's.
    case publisherDefaults
    /// The text view's type: a scale of its base size, the family, spacing and alignment.
    case fontSize
    case fontFamily
    case lineHeight
    case letterSpacing
    case wordSpacing
    case paragraphSpacing
    case textAlignment
    /// The text view's text colour, refused under 4.5:1 against `backgroundColor` (`TextColorPair`).
    case textColor

    /// The settings only the text view honours.
    public static let textViewKeys: [SettingKey] = [.publisherDefaults, .fontSize, .fontFamily, .lineHeight, .letterSpacing, .wordSpacing, .paragraphSpacing,
                                                    .textAlignment, .textColor]

    /// Whether a panel offers the setting with pages shown in `layout`: the fixed layout's own
    /// (fit, spreads, direction, turns, slideshow, gesture lab) are left out of the text view's
    /// panel, and the text view's out of the fixed layout's, so each fits the window's rows.
    public func offered(in layout: PageLayout) -> Bool {
        switch layout {
        case .fixed: return !Self.textViewKeys.contains(self)
        case .text: return ![.fit, .doublePageSpread, .readingProgression, .transitionSpeed, .slideshowInterval, .showInput, .speechVoice, .autoplay].contains(self)
        }
    }

    /// The kind of value the setting takes.
    public enum Kind: Equatable, Sendable {
        case toggle
        /// One of a list; `fixed` lists it here, else it comes from the document (languages).
        case choice(fixed: [String]?)
        case range(SettingRange)
        case color
    }

    public var kind: Kind {
        switch self {
        case .fit: return .choice(fixed: FitMode.allCases.map(\.rawValue))
        case .backgroundColor: return .color
        case .doublePageSpread: return .choice(fixed: SpreadMode.allCases.map(\.rawValue))
        case .readingProgression: return .choice(fixed: ReadingProgression.allCases.map(\.rawValue))
        case .autoplay, .mute, .captions, .spokenFeedback, .pageIndicator, .showInput, .publisherDefaults: return .toggle
        case .transitionSpeed: return .range(SettingRange(0.25, 4, step: 0.25, unit: .times))
        case .slideshowInterval: return .range(SettingRange(0, 120, step: 0.5, unit: .seconds))
        case .playbackVolume: return .range(SettingRange(0, 1, step: 0.1, unit: .percent))
        case .speechRate: return .range(SettingRange(0.5, 2, step: 0.1, unit: .times))
        case .language, .speechVoice: return .choice(fixed: nil)
        case .appearance: return .choice(fixed: AppearancePreference.allCases.map(\.rawValue))
        case .layout: return .choice(fixed: PageLayout.allCases.map(\.rawValue))
        case .fontSize: return .range(SettingRange(1, 4, step: 0.25, unit: .times))
        case .fontFamily: return .choice(fixed: nil)
        case .lineHeight: return .range(SettingRange(1, 2.5, step: 0.1, unit: .times))
        case .letterSpacing: return .range(SettingRange(0, 0.5, step: 0.02, unit: .em))
        case .wordSpacing: return .range(SettingRange(0, 1, step: 0.04, unit: .em))
        case .paragraphSpacing: return .range(SettingRange(0, 3, step: 0.25, unit: .em))
        case .textAlignment: return .choice(fixed: TextViewAlignment.allCases.map(\.rawValue))
        case .textColor: return .color
        }
    }

    /// Whether a window presenting `content` honours the setting (a panel offers only those). A
    /// Boken story fills its window as the engine lays it out (or keeps its phone's shape), plays its
    /// transformations on arrival, has sound, the reader's own speech (R), the player's appearance,
    /// a scene indicator and the text view (its background the player's); it has no pages to turn, spread or read right to left, no background
    /// around them, no languages, slideshow or gesture lab.
    public func applies(to content: PresentationContext.Content) -> Bool {
        switch content {
        case .document: return true
        case .story:
            return [.fit, .autoplay, .mute, .playbackVolume, .captions, .spokenFeedback, .speechRate, .appearance, .pageIndicator, .layout].contains(self)
                || Self.textViewKeys.contains(self)
        }
    }

    /// The setting's name in the panel.
    public var title: String {
        switch self {
        case .fit: return "Fit"
        case .backgroundColor: return "Background"
        case .doublePageSpread: return "Two-page spreads"
        case .readingProgression: return "Reading direction"
        case .autoplay: return "Play pages on arrival"
        case .transitionSpeed: return "Page turn speed"
        case .slideshowInterval: return "Slideshow interval"
        case .playbackVolume: return "Volume"
        case .mute: return "Mute"
        case .spokenFeedback: return "Spoken feedback"
        case .speechRate: return "Speech rate"
        case .speechVoice: return "Voice"
        case .captions: return "Captions"
        case .language: return "Language"
        case .appearance: return "Appearance"
        case .pageIndicator: return "Page indicator"
        case .showInput: return "Show input"
        case .layout: return "Layout"
        case .fontSize: return "Text size"
        case .fontFamily: return "Font"
        case .lineHeight: return "Line height"
        case .letterSpacing: return "Letter spacing"
        case .wordSpacing: return "Word spacing"
        case .paragraphSpacing: return "Paragraph spacing"
        case .textAlignment: return "Alignment"
        case .textColor: return "Text colour"
        case .publisherDefaults: return "Author's fonts and colours"
        }
    }

    /// A choice as a reader reads it ("Right to left").
    public func label(forChoice value: String) -> String {
        switch (self, value) {
        case (.fit, "contain"): return "Whole page"
        case (.fit, "cover"): return "Fill"
        case (.fit, "width"): return "Width"
        case (.fit, "height"): return "Height"
        case (.doublePageSpread, "auto"): return "Automatic"
        case (.doublePageSpread, "landscape"): return "Landscape window"
        case (.doublePageSpread, "both"): return "Always"
        case (.doublePageSpread, "none"): return "Never"
        case (.readingProgression, "ltr"): return "Left to right"
        case (.readingProgression, "rtl"): return "Right to left"
        case (.readingProgression, "ttb"): return "Top to bottom"
        case (.appearance, "auto"): return "Automatic"
        case (.speechVoice, "auto"): return "The document's"
        case (.appearance, "light"): return "Light"
        case (.appearance, "dark"): return "Dark"
        case (.layout, "fixed"): return "Pages"
        case (.layout, "text"): return "Text"
        case (.fontFamily, "auto"): return "Automatic"
        case (.textAlignment, "left"): return "Left"
        case (.textAlignment, "right"): return "Right"
        case (.textAlignment, "center"): return "Centre"
        case (.textAlignment, "justify"): return "Justified"
        default: return value
        }
    }

    /// A value typed by a reader (`--set`, a hand-edited file's string): `on`/`off`/`true`/`false`,
    /// a choice, a number, a colour. Nil with the reason when it is not one; choices from the
    /// document (languages) are checked when resolved, not here.
    public func parse(_ text: String) -> Result<SettingValue, SettingError> {
        let t = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .toggle:
            switch t.lowercased() {
            case "on", "true", "yes", "1": return .success(.toggle(true))
            case "off", "false", "no", "0": return .success(.toggle(false))
            default: return .failure(SettingError("\(rawValue) is on or off, not \"\(t)\""))
            }
        case .choice(let fixed):
            if let fixed, !fixed.contains(t) {
                return .failure(SettingError("\(rawValue) is one of \(fixed.joined(separator: ", ")), not \"\(t)\""))
            }
            return t.isEmpty ? .failure(SettingError("\(rawValue) needs a value")) : .success(.choice(t))
        case .range(let range):
            guard let n = Double(t), n.isFinite else {
                return .failure(SettingError("\(rawValue) is a number from \(SettingValue.format(range.lower)) to \(SettingValue.format(range.upper)), not \"\(t)\""))
            }
            return .success(.number(n))
        case .color:
            guard let c = Color.parse(t).value else { return .failure(SettingError("\(rawValue) is a colour such as #202020, not \"\(t)\"")) }
            return .success(.color(c))
        }
    }

    public static func < (a: SettingKey, b: SettingKey) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Why a preference cannot be taken: an unknown name or a value of the wrong kind.
public struct SettingError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// How a page is shown (`layout`): the document's own fixed layout, or the text view.
public enum PageLayout: String, CaseIterable, Sendable {
    case fixed, text
}

/// How the text view's lines are aligned (`textAlignment`).
public enum TextViewAlignment: String, CaseIterable, Sendable {
    case left, right, center, justify
}

/// When two pages are shown side by side (`doublePageSpread`).
public enum SpreadMode: String, CaseIterable, Sendable {
    /// When the window is landscape and two pages side by side are shown at least 3/4 as large as
    /// one page alone.
    case auto
    /// Whenever the window is landscape.
    case landscape
    case both
    case none
}

/// The direction pages turn in (`readingProgression`): the document's `paging` as a reader may
/// change it along the same axis.
public enum ReadingProgression: String, CaseIterable, Sendable {
    case ltr, rtl, ttb

    public init(_ paging: Paging) {
        switch paging {
        case .leftToRight: self = .ltr
        case .rightToLeft: self = .rtl
        case .vertical: self = .ttb
        }
    }

    public var paging: Paging {
        switch self {
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        case .ttb: return .vertical
        }
    }
}
