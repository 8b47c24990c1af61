import SwipeDocument
import SwipeReader
import SwipeRender

/// A reader screen that shows its page (a document's) or scene (a story's) as text when `layout`
/// is `text`: it gives the blocks, and draws and scrolls the text view through its `TextViewReader`.
protocol TextViewShowing: AnyObject {
    var textView: TextViewReader { get }
    var presentation: PresentationSettings? { get }
    var context: ScreenContext { get }
    /// The compositor the screen draws with.
    var textViewCompositor: Compositor { get }
    /// The page's (or scene's) index and its blocks at `t`.
    func textViewBlocks(at t: Double) -> (page: Int, blocks: [TextViewBlock])
}

extension TextViewShowing {
    var showsTextView: Bool { presentation?.layout == .text }

    /// The text view of what is shown at `t`.
    func textViewLayout(at t: Double) -> TextViewLayout {
        let (page, blocks) = textViewBlocks(at: t)
        return textView.layout(page: page, blocks: blocks, style: presentation?.textStyle ?? TextViewStyle(), viewport: context.viewport,
                               compositor: textViewCompositor)
    }

    func drawTextView(at t: Double) { textView.draw(textViewLayout(at: t), with: textViewCompositor, mark: context.style.decorations[.readAloudWord]) }

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
}
