import SwipeDocument

/// The text an element shows in a language, as a reader sees it: a text element's string, or a
/// markdown element's paragraphs with their markup removed (and their bullets and prefixes, which
/// are shown) joined by newlines. Locators count `char=` offsets in it, search looks in it.
public enum DisplayedText {
    /// The element's displayed text; nil for an element that shows none.
    public static func of(_ element: Element, on page: Page, language: String, markdown: MarkdownSettings) -> String? {
        if let lines = element.markdown, !lines.isEmpty {
            // Sizes do not matter here, only the paragraphs' text.
            return MarkdownLayout.paragraphs(lines: lines, settings: markdown, documentHeight: 1).map(\.text).joined(separator: "\n")
        }
        guard let text = page.text(of: element, language: language), !text.isEmpty else { return nil }
        return text
    }

    /// Every element of `page` that shows text, depth first in drawing order, with its index path.
    public static func elements(of page: Page, language: String, markdown: MarkdownSettings) -> [(path: [Int], text: String)] {
        var out: [(path: [Int], text: String)] = []
        func visit(_ elements: [Element], _ prefix: [Int]) {
            for (k, e) in elements.enumerated() {
                if let text = of(e, on: page, language: language, markdown: markdown) { out.append((prefix + [k], text)) }
                visit(e.elements, prefix + [k])
            }
        }
        visit(page.elements, [])
        return out
    }
}
