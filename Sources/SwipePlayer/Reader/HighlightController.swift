import CSDL2
import SwipeDocument
import SwipeReader
import SwipeRender

/// Highlights in the window, on a document's texts or a story's text labels: Shift+drag over a text
/// selects a passage (shown as it grows) and highlights it on release, as a long press on a word
/// (selecting it) then a drag does; a tap on a highlight (or the one just made) opens its bar: its
/// colour (a swatch, or 1 to 4), a note (the Note button or N, typed, Enter saves), Delete; Escape
/// or a tap elsewhere closes it. Where the text is found is the screen's (`SelectableText`).
final class HighlightController {
    /// The decoration group a selection being dragged is drawn in.
    static let selectionGroup = "selection"

    private var selecting: (target: TextTarget, selection: TextSelection)?
    /// The highlight whose bar is open.
    private(set) var open: String?
    /// The note being typed, while it is.
    private(set) var draft: String?
    /// Whether the N key just started the note: the text SDL makes of that key press comes next
    /// and is not part of the note.
    private var startedByKey = false

    /// What an event did.
    enum Outcome {
        case ignored
        case handled
        /// The highlights or the selection changed: draw them again.
        case changed
    }

    /// The screen a highlight is made and edited on: its annotations, what makes the locators of
    /// what is selected (the document's or the story's), the window, and where its text is.
    struct Page {
        let annotations: ReaderAnnotations
        let resolver: any LocatorResolving
        let viewport: Point
        let style: PlayerStyle
        let text: any SelectableText
    }

    /// Makes a tap on a highlight drawn through `decorator` open its bar (`annotations`: the
    /// screen's, when it has them).
    func observeTaps(on decorator: inout Decorator, annotations: @escaping () -> ReaderAnnotations?) {
        decorator.observe(Highlights.group) { [weak self] in
            self?.show(annotations()?.highlights.highlight(decoration: $0.decoration.id)?.id) ?? false
        }
    }

    /// A long press at window pixel `p`: on a text or markdown element, selects the word under it
    /// (the press's drag then extends it, its release highlights it); false elsewhere.
    func selectWord(at p: Point, on page: Page) -> Bool {
        guard let target = page.text.text(atPixel: p), let text = target.text, let offset = page.text.textOffset(in: target, atPixel: p) else { return false }
        begin(target, TextSelection(wordAt: offset, in: text), on: page)
        return true
    }

    /// Starts selecting `selection` in `target`, any open bar closed.
    private func begin(_ target: TextTarget, _ selection: TextSelection, on page: Page) {
        selecting = (target, selection)
        open = nil
        setDraft(nil)
        page.text.showSelection(self.selection(on: page))
    }

    /// Opens the bar of highlight `id` (a tap on it).
    func show(_ id: String?) -> Bool {
        guard let id else { return false }
        open = id
        setDraft(nil)
        return true
    }

    /// Opens highlight `id`'s bar typing its note (N in the annotations list).
    func editNote(_ id: String, annotations: ReaderAnnotations) {
        open = id
        setDraft(annotations.highlights.highlight(id)?.note ?? "")
        startedByKey = true
    }

    /// Offers an event to the selection, the open bar (menu commands: a colour, note, delete,
    /// close) and the note being typed (which takes text and the typing keys).
    func handle(_ input: ReaderInput, on page: Page) -> Outcome {
        let event = input.event
        let afterKey = startedByKey
        startedByKey = false
        if afterKey, case .text(let text) = event, text.lowercased() == "n" { return .handled }
        // Shift+drag is the mouse's: fingers with Shift held are Ctrl+Shift's two simulated ones, a pinch.
        if let pointer = input.pointer { return self.pointer(pointer, on: page, shiftDrag: KeyInput.isShiftHeld && input.event.isMouseDown) }
        guard let id = open else { return .ignored }
        if draft != nil {
            if case .text(let text) = event {
                draft? += text
                return .handled
            }
            guard input.isKeyDown else { return .ignored }
            switch TypingKey(event) {
            case .enter?:
                let note = draft ?? ""
                page.annotations.change(id) { $0.annotate($1, note: note) }
                setDraft(nil)
                return .changed
            case .escape?: setDraft(nil)
            case .backspace?: if draft?.isEmpty == false { draft?.removeLast() }
            default: break
            }
            return .handled
        }
        switch input.command(.menu) {
        case .highlightColour(let n)? where Highlights.Colour.allCases.indices.contains(n - 1):
            return act(.colour(Highlights.Colour.allCases[n - 1]), id, on: page)
        case .menu(.note)?:
            startedByKey = true
            return act(.note, id, on: page)
        case .menu(.delete)?: return act(.delete, id, on: page)
        case .menu(.close)?:
            open = nil
            return .handled
        default: return .ignored
        }
    }

    /// A screen reader's action on a button of the open bar: what a tap on it does.
    func press(_ control: HighlightBar.Control, on page: Page) -> Outcome {
        guard let id = open else { return .ignored }
        return act(control, id, on: page)
    }

    private func pointer(_ input: GestureRecognizer.Input, on page: Page, shiftDrag: Bool) -> Outcome {
        switch input {
        case .pointerDown(let p, _):
            if let id = open, let control = HighlightBar.control(at: p, viewport: page.viewport, style: page.style) { return act(control, id, on: page) }
            if open != nil {
                // A tap elsewhere closes the bar and goes on to the page (another highlight reopens it).
                open = nil
                setDraft(nil)
            }
            guard shiftDrag, let target = page.text.text(atPixel: p),
                  let offset = page.text.textOffset(in: target, atPixel: p) else { return .ignored }
            begin(target, TextSelection(caret: offset), on: page)
            return .handled
        case .pointerMoved(let p, _):
            guard let s = selecting else { return .ignored }
            if let offset = page.text.textOffset(in: s.target, atPixel: p), offset != s.selection.focus {
                selecting?.selection.focus = offset
                page.text.showSelection(selection(on: page))
                return .changed
            }
            return .handled
        case .pointerUp:
            guard let s = selecting else { return .ignored }
            selecting = nil
            page.text.showSelection([])
            let range = s.selection.range
            guard !range.isEmpty, let locator = page.resolver.locator(href: "", page: s.target.element.page, element: s.target.element.path, characters: range)
            else { return .changed }
            open = page.annotations.highlight(locator, colour: .yellow)
            return .changed
        default:
            return selecting == nil ? .ignored : .handled
        }
    }

    /// The passage being selected, as a decoration.
    private func selection(on page: Page) -> [Decoration] {
        guard let s = selecting, !s.selection.range.isEmpty,
              let locator = page.resolver.locator(href: "", page: s.target.element.page, element: s.target.element.path, characters: s.selection.range) else { return [] }
        return [Decoration(id: "selection", locator: locator, style: DecorationStyle(.highlight, tint: Color(0.25, 0.5, 1), opacity: 0.35))]
    }

    private func act(_ control: HighlightBar.Control, _ id: String, on page: Page) -> Outcome {
        switch control {
        case .colour(let c): page.annotations.change(id) { $0.recolour($1, c) }
        case .note:
            if let note = draft {
                page.annotations.change(id) { $0.annotate($1, note: note) }
                setDraft(nil)
            } else {
                setDraft(page.annotations.highlights.highlight(id)?.note ?? "")
            }
        case .delete:
            page.annotations.change(id) { $0.remove($1) }
            open = nil
            setDraft(nil)
        }
        return .changed
    }

    private func setDraft(_ text: String?) {
        if (text == nil) != (draft == nil) {
            if text == nil { SDL_StopTextInput() } else { SDL_StartTextInput() }
        }
        draft = text
    }

    /// Where the note being typed is, in window pixels (nil: none is).
    func typingFrame(viewport: Point, style: PlayerStyle) -> Rect? {
        draft == nil ? nil : HighlightBar.frame(viewport: viewport, style: style, withNote: true)
    }

    /// The bar of the open highlight.
    func items(annotations: ReaderAnnotations?, viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        guard let id = open, let h = annotations?.highlights.highlight(id) else { return [] }
        return HighlightBar.items(viewport: viewport, style: style, colour: h.colour, note: draft ?? h.note, typing: draft != nil)
    }
}

/// Where a screen's text is, for a reader's selection: a document's texts or a story's text labels,
/// as its engine drew them last (window pixels).
protocol SelectableText {
    /// The topmost text at window pixel `p`.
    func text(atPixel p: Point) -> TextTarget?
    /// The character boundary of `target`'s text nearest window pixel `p`.
    func textOffset(in target: TextTarget, atPixel p: Point) -> Int?
    /// Draws `decorations` as the selection being dragged (none: it is gone).
    func showSelection(_ decorations: [Decoration])
}

/// What highlighting reaches: where highlights are made, and the decorations drawn again.
protocol HighlightHost: AnyObject {
    var highlightPage: HighlightController.Page? { get }
    func annotationsChanged()
}

extension HighlightController: ReaderFeature {
    /// A selection being made, the open bar's commands and the note being typed; the highlights
    /// drawn again when they change.
    func handle(_ input: ReaderInput, in session: any HighlightHost) -> ReaderOutcome {
        guard let page = session.highlightPage else { return .ignored }
        switch handle(input, on: page) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .changed:
            session.annotationsChanged()
            return .handled
        }
    }
}
