import SwipeDocument
import SwipeReader
import SwipeRender

/// The document's text view (`layout` = `text`): the page shown, as its accessible tree reads it,
/// reflowed into a column in the reader's type and drawn in the pages' place; keys, the wheel and
/// drags scroll it, a sideways swipe and the page keys turn pages as on the fixed page, and a tap
/// on a button runs what a tap on it on the page runs (its `tapped` event).
extension DocumentScreen {
    var showsTextView: Bool { presentation?.layout == .text }

    /// The text view of the page shown at `t`, laid out again only when what it shows, the type
    /// or the window changed; back at its top on another page.
    func textViewLayout(at t: Double) -> TextViewLayout {
        let index = shownPage
        let shown = PageAnimation.apply(interaction.page(index, at: t) ?? document.pages[index], clock: playback.clock(index, at: t),
                                        repeatClock: playback.repeatClock(index, at: t))
        let blocks = TextViewBlock.blocks(of: shown, index: index, builder: engine.composer.builder, interaction: interaction.pageInteraction(index))
        let style = presentation?.textStyle ?? TextViewStyle()
        if let kept = textView, kept.page == index, kept.layout.blocks == blocks, kept.layout.style == style, kept.layout.viewport == context.viewport {
            return kept.layout
        }
        let layout = engine.textView(blocks, style: style, viewport: context.viewport, baseSize: TextViewLayout.baseSize(viewport: context.viewport, minimum: textViewMinimumBase))
        if textView?.page != index { textScroll.reset() }
        textScroll.scroll(by: 0, in: layout)
        textView = (index, layout)
        return layout
    }

    func drawTextView(at t: Double) {
        engine.draw(textViewLayout(at: t), scroll: textScroll.offset)
    }

    /// Up, Down, Page Up, Page Down, Home and End scroll the text view (the page's focus keys
    /// are the fixed page's).
    func textViewKeys(_ input: ReaderInput) -> ReaderOutcome {
        guard showsTextView, input.isKeyDown, case .menu(let key)? = input.command(.menu) else { return .ignored }
        return textScroll.key(key, in: textViewLayout(at: input.time)) ? .handled : .ignored
    }

    /// The pointer on the text view: the wheel and drags scroll it, a sideways swipe turns the
    /// page, a tap runs the player's own button under it, else the text view's button's action.
    func textViewPointer(_ input: ReaderInput) -> ReaderOutcome {
        let t = input.time, layout = textViewLayout(at: t)
        if case .wheel(let wheel) = input.event {
            textScroll.wheel(wheel.y, in: layout)
            return .handled
        }
        switch input.pointer {
        case .pointerDown(let p, _)?: textScroll.pointerDown(p)
        case .pointerMoved(let p, _)?: textScroll.pointerMoved(p, in: layout)
        case .pointerUp(let p, _)?:
            switch textScroll.pointerUp(p, in: layout) {
            case .tap(let p):
                if let own = session.tapOwnButton(at: p, at: t) { return .action(own) }
                if let action = layout.action(at: p, scroll: textScroll.offset) { return perform(action, at: t).map(ReaderOutcome.action) ?? .handled }
            case .turn(let next): return (Self.ownCommands[.page(next ? .next : .previous)]?(self, t)).map(ReaderOutcome.action) ?? .handled
            case .none: break
            }
        default: return .ignored
        }
        return .handled
    }
}
