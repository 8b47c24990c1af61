import SwipeDocument
import SwipeReader
import SwipeRender

/// The document's text view (`layout` = `text`): the page shown, as its accessible tree reads it,
/// reflowed into a column in the reader's type and drawn in the pages' place (`TextViewReader`)
/// with the page's decorations on its words; a sideways swipe and the page keys turn pages as on
/// the fixed page, and a tap on a button runs what a tap on it on the page runs (its `tapped` event).
extension DocumentScreen: TextViewShowing {
    var textViewCompositor: Compositor { engine.compositor }

    /// The page shown at `t`, as drawn, and its blocks.
    func textViewBlocks(at t: Double) -> (page: Int, blocks: [TextViewBlock]) {
        let index = shownPage
        let shown = PageAnimation.apply(interaction.page(index, at: t) ?? document.pages[index], clock: playback.clock(index, at: t),
                                        repeatClock: playback.repeatClock(index, at: t))
        return (index, TextViewBlock.blocks(of: shown, index: index, builder: engine.composer.builder, interaction: interaction.pageInteraction(index)))
    }

    func textViewDecorations(page: Int, in layout: TextViewLayout) -> TextViewDecorations { engine.textViewDecorations(page: page, in: layout) }

    func displayedText(page: Int, element: [Int]) -> String? {
        guard document.pages.indices.contains(page), let e = document.pages[page].element(at: element) else { return nil }
        return DisplayedText.of(e, on: document.pages[page], language: language, markdown: document.markdown)
    }

    /// A tap on a button runs what a tap on it on the page runs; a swipe turns the page.
    func textViewPointer(_ input: ReaderInput) -> ReaderOutcome {
        let t = input.time
        return textView.pointerInput(input, in: textViewLayout(at: t), session: session,
                                     act: { perform($0, at: t).map(ReaderOutcome.action) ?? .handled },
                                     turn: { (Self.ownCommands[.page($0 ? .next : .previous)]?(self, t)).map(ReaderOutcome.action) ?? .handled })
    }
}
