/// The pages of a document that run their interactive life, as the window runs them: each page
/// within `reach` of the current one is built (its load events run) as it comes into that range,
/// pages further away are forgotten, and the page that stops being current has its timers stopped.
/// `export` runs a document through it on its own clock, so a movie shows what the window shows
/// with no input.
public struct LivePages {
    /// How many pages either side of the current one are live.
    public static let reach = 2

    private let document: Document
    private let settings: RenderSettings
    public private(set) var pages: [Int: PageInteraction] = [:]
    public private(set) var current: Int?
    /// Whether any page reacts to anything (most documents do not: then nothing is built).
    public let isInteractive: Bool

    public init(document: Document, settings: RenderSettings) {
        self.document = document
        self.settings = settings
        isInteractive = document.isInteractive
    }

    /// Moves on to `t` with `page` current: every live page runs what is due by then, the page
    /// left stops its timers, pages further away are forgotten and pages coming within reach are
    /// built at `t`.
    public mutating func step(current page: Int, at t: Double) {
        guard isInteractive, !document.pages.isEmpty else { return }
        let page = max(0, min(document.pages.count - 1, page))
        for k in pages.keys { pages[k]?.advance(to: t) }
        if let old = current, old != page { pages[old]?.leave() }
        current = page
        let range = max(0, page - Self.reach)...min(document.pages.count - 1, page + Self.reach)
        for k in pages.keys where !range.contains(k) { pages[k] = nil }
        for i in range where pages[i] == nil { pages[i] = PageInteraction(page: document.pages[i], settings: settings, time: t, documentURL: document.url) }
    }

    /// Page `index` as its events changed it at `t`; nil when they did not (or it is not live).
    public func page(_ index: Int, at t: Double) -> Page? { pages[index]?.updatedPage(at: t) }
}

extension Document {
    /// Whether a page reacts to anything: events, text valueOfs, lists, text fields (a reader types
    /// into one even when no event listens) or focusable elements.
    public var isInteractive: Bool {
        func any(_ elements: [Element]) -> Bool {
            elements.contains { $0.events != nil || $0.textExpression != nil || $0.list != nil || $0.isTextInput || $0.focusable || any($0.elements) }
        }
        return pages.contains { !$0.events.isEmpty || any($0.elements) }
    }
}
