import SwipeDocument

/// What settings are resolved against: the document (its page size and so its orientation, its
/// paging, languages, speech, background) and the window (its size in pixels), what the player
/// runs now (a slideshow, the gesture overlay), and what it presents (a document or a story).
public struct PresentationContext: Equatable, Sendable {
    /// What the window presents: a Swipe document, or a Boken story (whose window honours only
    /// some settings: `SettingKey.applies(to:)`).
    public enum Content: Equatable, Sendable {
        case document, story
    }

    /// The document's facts a setting depends on.
    public struct DocumentFacts: Equatable, Sendable {
        /// The page size (doc units).
        public var pageSize: Point
        public var paging: Paging
        /// Language ids offered, in the document's order.
        public var languages: [String]
        /// The language shown when the reader asks for none (the saved one, else the locale's).
        public var defaultLanguage: String?
        public var hasSpeech: Bool
        public var background: Color

        public init(pageSize: Point, paging: Paging, languages: [String], defaultLanguage: String?, hasSpeech: Bool, background: Color) {
            self.pageSize = pageSize
            self.paging = paging
            self.languages = languages
            self.defaultLanguage = defaultLanguage
            self.hasSpeech = hasSpeech
            self.background = background
        }

        /// The facts of `document` laid out in a window of `window` pixels.
        public init(_ document: Document, window: Point, defaultLanguage: String? = nil) {
            self.init(pageSize: document.resolvedDimension(screen: window), paging: document.paging,
                      languages: document.languages.map(\.id), defaultLanguage: defaultLanguage,
                      hasSpeech: document.pages.contains { $0.speech != nil }, background: document.bc)
        }

        public var isPortrait: Bool { pageSize.y > pageSize.x }
    }

    /// Nil when settings are listed without a document (`swipe-player settings`).
    public var document: DocumentFacts?
    /// The window's (or the output's) size in pixels.
    public var window: Point
    public var slideshowRunning: Bool
    /// Whether the gesture overlay can be shown in this window.
    public var inputOverlayAvailable: Bool
    /// The speech synthesizer's voices (espeak-ng's languages), for `speechVoice`.
    public var voices: [String]
    /// The font families installed (fontconfig's), for `fontFamily`.
    public var fontFamilies: [String]
    public var content: Content

    public init(document: DocumentFacts?, window: Point, slideshowRunning: Bool = false, inputOverlayAvailable: Bool = false, voices: [String] = [],
                fontFamilies: [String] = [], content: Content = .document) {
        self.voices = voices
        self.fontFamilies = fontFamilies
        self.content = content
        self.document = document
        self.window = window
        self.slideshowRunning = slideshowRunning
        self.inputOverlayAvailable = inputOverlayAvailable
    }
}
