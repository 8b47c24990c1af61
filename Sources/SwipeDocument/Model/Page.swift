/// One page of a document, after its page template and its elements' templates were merged in.
public struct Page: Equatable, Sendable {
    public var index: Int
    /// The page template applied ("*" when implicit), nil when none exists. Pages sharing one keep
    /// the background music playing.
    public var template: String?
    public var id: String?
    public var sourceOffset: Int

    public var bc: Color
    public var play: PlayMode
    public var transition: PageTransition
    /// Seconds the page clock takes from 0 to 1.
    public var duration: Double
    public var fps: Int
    public var `repeat`: Bool
    public var rewind: Bool
    public var eyePosition: Double

    public var audio: AssetReference?
    /// The `audio`'s WebVTT captions named on the page (`audioCaptions`, this player's own key);
    /// nil: the file beside the sound (`CaptionFiles`).
    public var audioCaptions: AssetReference?
    public var speech: Speech?
    public var vibrate: Bool
    /// Background music of the page template.
    public var bgm: AssetReference?

    public var strings: [String: [String: String]]
    public var elements: [Element]
    /// What the page does when loaded or tapped.
    public var events: EventHandlers
    /// The page's "data", readable by valueOf from page events.
    public var data: JSONNode?

    init(_ r: ObjectReader, index: Int, template: String?, context: DecodeContext) {
        self.index = index
        self.template = template
        id = r.string("id")
        sourceOffset = r.offset
        r.accept("template", "scene")

        bc = r.color("bc") ?? .white
        play = Self.readPlay(r)
        if let n = r.node("transition"), let s = n.string, PageTransition(rawValue: s) == nil {
            r.warn(n, "transition", "unknown transition \"\(s)\" (expected scroll, fadeIn or replace); fading in, as the original engine does")
            transition = .fadeIn
        } else {
            transition = r.word("transition", Dictionary(uniqueKeysWithValues: PageTransition.allCases.map { ($0.rawValue, $0) }))
                ?? (play == .scroll ? .replace : .scroll)
        }
        duration = r.number("duration", in: 0.001...86_400) ?? 0.2
        fps = r.integer("fps", in: 1...1000) ?? 60
        `repeat` = r.bool("repeat") ?? false
        rewind = r.bool("rewind") ?? false
        eyePosition = r.number("eyePosition", in: 0.01...1000) ?? 1

        audio = context.asset(r, "audio")
        audioCaptions = context.asset(r, "audioCaptions")
        bgm = context.asset(r, "bgm")
        speech = r.nested("speech", what: "\"speech\"").flatMap(Speech.init)
        vibrate = r.bool("vibrate") ?? false
        strings = r.parsed("strings", parseStrings) ?? [:]
        events = EventHandlers.read(r, names: EventHandlers.pageEvents, what: "a page")
        data = r.node("data")

        elements = Element.list(r, context: context)
        r.finish("a page")
        if index >= 0 { InteractionCheck.check(self, log: r.log) }
    }

    private static func readPlay(_ r: ObjectReader) -> PlayMode {
        let key = r.has("play") || !r.has("animation") ? "play" : "animation"
        r.accept("play", "animation")
        guard let n = r.node(key) else { return .auto }
        guard let s = n.string else {
            r.warn(n, key, "\"\(key)\" should be a string, not \(n.kindDescription); using \"auto\"")
            return .auto
        }
        if let mode = PlayMode(rawValue: s) { return mode }
        r.warn(n, key, "unknown play mode \"\(s)\" (expected auto, always, pause, scroll or never); the page waits to be played, as with \"pause\"")
        return .pause
    }

    /// The element at `path` (child indices, as `ElementInstance.path`); nil for an invalid path.
    public func element(at path: [Int]) -> Element? { elements.node(at: path, children: \.elements) }

    /// The text of an element on this page for `language` (see `TextSource.resolved`).
    public func text(of element: Element, language: String) -> String? {
        element.text?.resolved(language: language, strings: strings)
    }

    /// What the page's `speech` says in `language` (its text, or its `{"ref"}` looked up in the
    /// page's `strings`); nil when the page says nothing.
    public func spokenText(language: String) -> String? {
        speech?.text.resolved(language: language, strings: strings)
    }
}
