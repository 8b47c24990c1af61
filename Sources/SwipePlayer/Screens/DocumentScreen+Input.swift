import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A document screen's input: its own links of the session's chain (the page's field being edited,
/// the slideshow, the page's focus, the pointer), its own commands (pages, back, the annotation
/// list, languages, the gesture lab, a presenter's blanking and typed page numbers).
extension DocumentScreen {
    /// Offers `event` to the session's chain; nil when no link wanted it: the window may.
    public func handle(_ event: InputEvent, at t: Double) -> ScreenAction? {
        if case .posted(.slideshowMeasured, _) = event { return .handled }
        return session.handle(event, at: t)
    }

    /// The document or its media changed on disk: a good new version is shown in place, on the same page.
    func fileChanged(source: UnsafeMutableRawPointer?, at t: Double) -> ScreenAction? {
        guard LiveReload<Document>.changed(source: source, for: self) else { return nil }
        liveReload?.reload(errorsIn: &chrome).map { show($0, at: t) }
        return .handled
    }

    /// The focus and menu commands on the page's focusable elements and lists (the text view's
    /// scrolling keys first, while it shows).
    func pageFocusInput(_ input: ReaderInput) -> ReaderOutcome {
        if case .handled = textViewKeys(input) { return .handled }
        guard input.isKeyDown, interaction.perform(focus: input.command(.focus), menu: input.command(.menu), at: input.time) else { return .ignored }
        session.decorationFocus.clear()
        return .handled
    }

    /// The pointer on the page: a field's caret and selection, its text's wheel, a list's scrolling,
    /// then the page's gestures (drags turn pages, taps play and act).
    func pointerInput(_ input: ReaderInput) -> ReaderOutcome {
        let t = input.time
        if showsTextView { return textViewPointer(input) }
        guard let pointer = input.pointer else { return .ignored }
        // A press in the field being edited places its caret and a drag selects: no page turns.
        if interaction.select(pointer, viewport: context.viewport, clock: playback.clock(shownPage, at: t), at: t) { return .handled }
        // The wheel over a field being edited whose text is longer than its box scrolls the text.
        let mouse = PointerInput.mouse(context)
        if interaction.textWheel(pointer, mouse: mouse, viewport: context.viewport, clock: playback.clock(shownPage, at: t), at: t) { return .handled }
        // A press on a scrolling list scrolls it instead of the pages.
        if interaction.pointer(pointer, mouse: mouse, viewport: context.viewport, clock: playback.clock(shownPage, at: t), at: t) { return .handled }
        press.handle(pointer) { engine.playButton(atPixel: $0, viewport: context.viewport) }
        let tap = gestures.handle(pointer, navigator: &navigator, pageLength: pageLength)
        if context.showsInput { inputOverlay.follow(gestures) }
        return tapped(tap, at: t).map(ReaderOutcome.action) ?? .handled
    }

    /// The gesture lab follows the pointer and the fingers reaching the page (the zoom's too).
    func inputLabNotices(_ input: ReaderInput) -> ReaderOutcome {
        if context.showsInput { inputOverlay.handle(input.event, context: context, at: input.time) }
        return .ignored
    }

    /// Keys and typed text for the page's field being edited (after the search field and a
    /// highlight's note, `ReaderSession.fieldInput`), before any of the reader's or the window's keys.
    func pageFieldInput(_ input: ReaderInput) -> ReaderOutcome {
        guard ReaderSession.types(input), interaction.isEditing else { return .ignored }
        switch input.event {
        case .text(let text): _ = interaction.textInput(text, at: input.time)
        case .composition(let text): _ = interaction.composition(text, at: input.time)
        case .keyDown(let key, _):
            _ = interaction.editingKey(key, at: input.time)
            session.decorationFocus.clear()
        default: break
        }
        return .handled
    }

    /// The document's texts, as the engine drew them last.
    struct Texts: SelectableText {
        let engine: RenderEngine
        let viewport: Point

        func text(atPixel p: Point) -> TextTarget? { engine.text(atPixel: p, viewport: viewport) }
        func textOffset(in target: TextTarget, atPixel p: Point) -> Int? { engine.textOffset(in: target, atPixel: p, viewport: viewport) }
        func showSelection(_ decorations: [Decoration]) { engine.decorator.apply(decorations, in: HighlightController.selectionGroup) }
    }

    /// A press held still long enough on a text or markdown element selects the word there (the
    /// press is then the selection's: no page drag, no tap); elsewhere it goes on as a press.
    func longPress(at t: Double) {
        if showsTextView { return textView.longPress(at: t) { session.selectWord(at: $0) } }
        guard case .longPress(let p)? = gestures.longPress(at: t), session.selectWord(at: p) else { return }
        gestures.yieldPress()
        press = PlayButtonPress()
    }

    /// Any input holds a slideshow for its idle time, whoever then has the input (all but
    /// `slideshow pause` itself, which `slideshowInput` carries out).
    func slideshowNotices(_ input: ReaderInput) -> ReaderOutcome {
        guard let slideshow, input.command(.slideshow) != .slideshowPause else { return .ignored }
        switch input.event {
        case .keyDown, .wheel: slideshow.input(at: input.time)
        case .mouseButton(let b) where b.down: slideshow.input(at: input.time)
        case .finger(let f) where f.phase == .down: slideshow.input(at: input.time)
        default: break
        }
        return .ignored
    }

    /// `slideshow pause` (Space, P) pauses and resumes a slideshow (and does nothing else).
    func slideshowInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let slideshow, input.command(.slideshow) == .slideshowPause else { return .ignored }
        slideshow.toggle(at: input.time)
        return .handled
    }

    /// A tap on the player's own buttons does what they do (`ReaderSession.tapOwnButton`); one on
    /// a decoration activates it, one on an `action: "play"` element plays the current page (3.11),
    /// one anywhere on a page waiting for a tap to play plays it; any other goes to the page's
    /// elements, and where none takes it (`PageInteraction.takesTap`) it shows the player's controls.
    func tapped(_ gesture: GestureRecognizer.Recognized?, at t: Double) -> ScreenAction? {
        guard case .tap(let p)? = gesture else { return nil }
        if let action = session.tapOwnButton(at: p, at: t) { return action }
        let viewport = context.viewport
        if activateDecoration(at: p) {
            session.searchMoved(at: t)
        } else if let button = engine.playButton(atPixel: p, viewport: viewport) {
            // With spreads, the button's own page of the two.
            playback.play(spreads == nil ? shownPage : button.page, at: t)
        } else if !playback.autoplay, !playback.isPlaying(shownPage, at: t) {
            // Without autoplay, a page waits for a tap anywhere on it.
            playback.play(shownPage, at: t)
        } else {
            let clock = playback.clock(shownPage, at: t)
            let empty = !interaction.takesTap(atPixel: p, viewport: viewport, clock: clock, at: t)
            interaction.tap(atPixel: p, viewport: viewport, clock: clock, at: t)
            // Where the page is empty for the tap, the player's controls show.
            if empty { session.showControls(at: t) }
        }
        return nil
    }

    /// Offers a tap at window pixel `p` to the decorations under it, topmost first (the page's own
    /// handling comes after); true when an observer handled it. A tap on a search match makes it
    /// the current one.
    func activateDecoration(at p: Point) -> Bool {
        engine.decorator.activate(drawn: engine.decorations(atPixel: p, viewport: context.viewport), point: p)
    }

    static let screen = CommandScreen.document

    /// The reader's commands a document carries out itself; the session carries out the others.
    static let ownCommands: [Command: @Sendable (DocumentScreen, Double) -> ScreenAction?] = [
        .page(.next): { $0.turn(.next, at: $1) }, .page(.previous): { $0.turn(.previous, at: $1) },
        .page(.first): { $0.turn(.first, at: $1) }, .page(.last): { $0.turn(.last, at: $1) },
        // Back from the first screen is the window's.
        .back: { screen, _ in screen.canGoBack ? .back : nil },
        .languageNext: { screen, t in
            screen.nextLanguage(at: t)
            return .handled
        },
        .annotations: { $0.openAnnotations(at: $1) },
        .gestureLab: { screen, _ in screen.toggleGestureLab() },
        .captions: { screen, _ in
            screen.settingsEditor?.toggle(.captions)
            return .handled
        },
    ]

    /// Its slideshow's pause, the presenter's blanking (`preempt`), and the page's focusable elements and lists.
    static let linkCommands = Set([.slideshowPause, .blank(.black), .blank(.white), .activate]
        + [Command.Focus.next, .previous, .up, .down, .left, .right].map(Command.focus)
        + Command.Menu.allCases.filter { ListScroller.Key($0) != nil }.map(Command.menu))

    /// `page next`, `previous`, `first`, `last`: the page turns as its key turns it.
    private func turn(_ page: Command.Page, at t: Double) -> ScreenAction? {
        let key: GestureRecognizer.Key = switch page { case .next: .next; case .previous: .previous; case .first: .first; case .last: .last }
        gestures.handle(.key(key, shift: false, time: t), navigator: &navigator, pageLength: pageLength)
        return .handled
    }

    private func openAnnotations(at t: Double) -> ScreenAction? {
        chrome.helpVisible = false
        session.annotationListSource.map { session.annotationList.open($0, at: t) }
        return .handled
    }

    private func toggleGestureLab() -> ScreenAction? {
        context.showsInput.toggle()
        settingsEditor?.set(.showInput, .toggle(context.showsInput))
        return .handled
    }

    /// The scopes the reader's keys are looked up in: presenting's and a slideshow's before the reader's.
    var commandScopes: [KeyBindings.Scope] {
        (slideshow != nil ? [.slideshow, .presenting] : context.presenting ? [.presenting] : []) + [.reader]
    }

    /// The presenter's typed page numbers and blanking have their say before any command.
    func preempt(_ chord: KeyChord, command: Command?, at t: Double) -> ScreenAction? {
        switch presenter.press(PresenterKeys.Key(chord, command: command), pageCount: document.pages.count) {
        case .consumed: return .handled
        case .jump(let p): go(toPage: p, at: t); return .handled
        case .pass: return nil
        }
    }
}

extension DocumentScreen: ReaderContent {
    var pageCount: Int { document.pages.count }

    func go(to page: Int, at t: Double) { go(toPage: page, at: t) }

    func jump(to page: Int, at t: Double) { go(toPage: page, at: t, animated: false) }

    func page(of locator: Locator) -> Int? { locator.page }

    var decorator: Decorator { engine.decorator }

    func decorate(_ change: (inout Decorator) -> Void) { change(&engine.decorator) }

    var decorationFocusPage: DecorationFocusController.Page? {
        DecorationFocusController.Page(engine: engine, interaction: interaction, viewport: context.viewport, searchOpen: session.search.isOpen)
    }

    func runSearch(_ search: inout SearchSession) { search.run(TextSearch(document: document, language: language), href: title, from: shownPage) }

    /// Where highlights are made: the document's texts as drawn (the text view's words while it shows).
    var selectableText: (resolver: any LocatorResolving, text: any SelectableText) {
        let texts = Texts(engine: engine, viewport: context.viewport)
        return (LocatorResolver(document: document, language: language), textViewSelectableText(show: texts.showSelection) ?? texts)
    }

    func annotationListSource(_ annotations: ReaderAnnotations) -> AnnotationListController.Source? {
        .init(annotations: annotations, document: document, language: language, viewport: context.viewport, style: chrome.style)
    }

    var pageTypingFrame: Rect? { interaction.editingFrame }

    /// The page drag settles on the nearest page, without a fling (not a release at the finger
    /// that took it: two or three fingers side by side are no flick).
    func pageGestureTaken(at t: Double) {
        gestures.cancelPress(navigator: &navigator, at: t)
        press = PlayButtonPress()
    }

    var zoom: PageZoom {
        get { engine.zoom }
        set {
            guard newValue != engine.zoom else { return }
            engine.zoom = newValue
            zoomFrames = 2
        }
    }

    var zoomArea: PageZoom.Area {
        PageZoom.Area(page: engine.pageFit(context.viewport).pageRect, viewport: context.viewport, paging: navigator.paging)
    }

    var readerSound: (any AdjustableSound & ReadsAloud)? { sound }

    var drawing: any OwnDrawing { engine }

    var pageSize: Point { engine.composer.builder.settings.documentSize }

    var labels: ReaderSession.Labels { .init(language: languageTitle, languages: document.languages.count, back: canGoBack) }
}
