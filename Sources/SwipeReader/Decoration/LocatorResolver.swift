import SwipeDocument

/// Where a locator points in a document as it is now, in the language shown: the page, the element's
/// index path and the text range, found again through the quoted text when the offsets no longer
/// fit (the document was edited) or were counted in another language.
public struct ResolvedLocator: Equatable, Sendable {
    /// How exactly the locator was found.
    public enum Precision: Equatable, Sendable {
        /// Everything the locator names was found where it said.
        case exact
        /// The text range was found again through its quote.
        case reanchored
        /// The element was found but not its text: the whole element is meant.
        case element
        /// Only the page was found: the whole page is meant.
        case page
    }

    public var page: Int
    /// The element's child indices on the page; nil for the page itself.
    public var element: [Int]?
    /// Unicode scalar offsets into the element's displayed text in the language shown.
    public var characters: Range<Int>?
    public var precision: Precision
}

/// What finds locators' places in what is shown: a document (`LocatorResolver`) or a Boken story
/// (`StoryLocatorResolver`); the decorations of a page or a scene are resolved through it, and
/// locators made for what a reader selects or hears read aloud.
public protocol LocatorResolving {
    /// The locator's place, or nil when its page (scene) no longer exists.
    func resolve(_ locator: Locator) -> ResolvedLocator?
    /// A locator for `characters` of the element at `indices` on page `page` (a story's node
    /// `[N]` of scene `page`; the whole of it when `characters` is nil), with its quote.
    func locator(href: String, page: Int, element indices: [Int], characters: Range<Int>?) -> Locator?
}

/// Resolves locators against a document (`Locator` → `ResolvedLocator`).
public struct LocatorResolver: LocatorResolving {
    public let document: Document
    /// The language shown.
    public let language: String

    public init(document: Document, language: String) {
        self.document = document
        self.language = language
    }

    /// The locator's place, or nil when its page no longer exists.
    public func resolve(_ locator: Locator) -> ResolvedLocator? {
        guard document.pages.indices.contains(locator.page) else { return nil }
        let page = document.pages[locator.page]
        guard let path = locator.element, let indices = path.indices(in: page.elements) else {
            return ResolvedLocator(page: locator.page, element: nil, characters: nil, precision: locator.element == nil ? .exact : .page)
        }
        guard locator.characters != nil || locator.text != nil else {
            return ResolvedLocator(page: locator.page, element: indices, characters: nil, precision: .exact)
        }
        let element = Self.element(at: indices, in: page.elements)
        guard let text = DisplayedText.of(element, on: page, language: language, markdown: document.markdown) else {
            return ResolvedLocator(page: locator.page, element: indices, characters: nil, precision: .element)
        }
        guard let (range, precision) = locator.range(in: text, language: language) else {
            return ResolvedLocator(page: locator.page, element: indices, characters: nil, precision: .element)
        }
        return ResolvedLocator(page: locator.page, element: indices, characters: range, precision: precision)
    }

    /// A locator for `characters` of the element at `indices` on page `page` (the whole element
    /// when `characters` is nil), with its quote: what a selection or a search hit records.
    public func locator(href: String, page: Int, element indices: [Int], characters: Range<Int>?) -> Locator? {
        guard document.pages.indices.contains(page), let path = ElementLocatorPath(indices: indices, in: document.pages[page].elements) else { return nil }
        var locator = Locator(href: href, page: page, element: path, title: "Page \(page + 1)")
        if let characters, let text = DisplayedText.of(Self.element(at: indices, in: document.pages[page].elements), on: document.pages[page],
                                                       language: language, markdown: document.markdown) {
            locator.characters = characters
            locator.language = language
            locator.text = TextQuote(of: characters, in: text)
        }
        return locator
    }

    /// The element at valid `indices`.
    static func element(at indices: [Int], in elements: [Element]) -> Element {
        var e = elements[indices[0]]
        for i in indices.dropFirst() { e = e.elements[i] }
        return e
    }
}

extension Locator {
    /// Where the located range is in `text`, the displayed text (in `language`, nil for text
    /// without languages) of the element the locator names: its offsets where they still fit and
    /// quote the same text, else found again through its quote; nil when neither finds it.
    func range(in text: String, language: String?) -> (Range<Int>, ResolvedLocator.Precision)? {
        let sameLanguage = self.language == nil || self.language == language
        if sameLanguage, let range = characters, range.upperBound <= text.unicodeScalars.count {
            let matches = self.text.map { TextQuote(of: range, in: text).highlight == $0.highlight } ?? true
            if matches { return (range, .exact) }
        }
        if let quote = self.text, let range = quote.anchor(in: text, near: sameLanguage ? characters?.lowerBound : nil) {
            return (range, .reanchored)
        }
        return nil
    }
}
