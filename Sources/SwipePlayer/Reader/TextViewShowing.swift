import SwipeDocument
import SwipeReader
import SwipeRender

/// A reader screen that shows its page (a document's) or scene (a story's) as text when `layout`
/// is `text`: it gives the blocks and their decorations, and draws and scrolls the text view
/// through its `TextViewReader`.
protocol TextViewShowing: AnyObject {
    var textView: TextViewReader { get }
    var presentation: PresentationSettings? { get }
    var context: ScreenContext { get }
    /// The compositor the screen draws with.
    var textViewCompositor: Compositor { get }
    /// The page's (or scene's) index and its blocks at `t`.
    func textViewBlocks(at t: Double) -> (page: Int, blocks: [TextViewBlock])
    /// Page (or scene) `page`'s decorations on its words in `layout`.
    func textViewDecorations(page: Int, in layout: TextViewLayout) -> TextViewDecorations
    /// Element `element`'s displayed text on page (scene) `page`, what a selection counts in.
    func displayedText(page: Int, element: [Int]) -> String?
}

extension TextViewShowing {
    var showsTextView: Bool { presentation?.layout == .text }

    /// The text view of what is shown at `t`, and its page.
    func textViewShown(at t: Double) -> (page: Int, layout: TextViewLayout) {
        let (page, blocks) = textViewBlocks(at: t)
        return (page, textView.layout(page: page, blocks: blocks, style: presentation?.textStyle ?? TextViewStyle(), viewport: context.viewport,
                                      compositor: textViewCompositor))
    }

    /// The text view of what is shown at `t`.
    func textViewLayout(at t: Double) -> TextViewLayout { textViewShown(at: t).layout }

    func drawTextView(at t: Double) {
        let (page, layout) = textViewShown(at: t)
        textView.draw(layout, decorations: textViewDecorations(page: page, in: layout), with: textViewCompositor,
                      mark: context.style.decorations[.readAloudWord])
    }

    /// `page` read aloud from the text view while it shows: R reads the column's texts, a page's
    /// `speech` is found in its blocks, and the word heard is marked in the column; else `page` itself.
    func readingColumn(_ page: ReadAloudController.Source) -> ReadAloudController.Source {
        guard showsTextView, let shown = textView.shown else { return page.with(textView: textView) }
        return ReadAloudController.Source(texts: { $0 == shown.page ? shown.layout.readAloudScript(page: $0) : nil },
                                          speech: { $1 == shown.page ? shown.layout.speechScript($0, page: $1) : nil },
                                          resolver: page.resolver, href: page.href, textView: textView, column: shown.layout)
    }

    /// The scrolling keys, while the text view shows.
    func textViewKeys(_ input: ReaderInput) -> ReaderOutcome {
        showsTextView ? textView.keys(input) { textViewLayout(at: input.time) } : .ignored
    }

    /// The text view's words as drawn last, as a selection finds them (`show`: draws the
    /// selection); nil outside the text view.
    func textViewSelectableText(show: @escaping ([Decoration]) -> Void) -> (any SelectableText)? {
        guard showsTextView, let (page, layout) = textView.shown else { return nil }
        return TextViewSelectableText(page: page, layout: layout, scroll: textView.scroller.offset, text: { self.displayedText(page: page, element: $0) }, show: show)
    }

}

/// Where a reader screen's text view scrolls to a locator's words and says which words are at its top.
extension ReaderText where Self: TextViewShowing {
    /// In the text view, scrolls to `locator`'s words once its page shows: to the window's top
    /// (`atTop`, a bookmark's), else into the window (a search match, a highlight).
    func reveal(_ locator: Locator, atTop: Bool) {
        guard showsTextView, let place = selectableText.resolver.resolve(locator), place.element != nil else { return }
        textView.reveal(place, atTop: atTop)
    }

    /// A locator of the first words in the text view's window on page `page`, what a bookmark
    /// made there keeps; nil outside the text view.
    func wordsAtTop(page: Int) -> Locator? {
        guard showsTextView, let top = textView.wordsAtTop(page: page) else { return nil }
        return selectableText.resolver.locator(href: "", page: page, element: top.element, characters: top.characters)
    }
}
