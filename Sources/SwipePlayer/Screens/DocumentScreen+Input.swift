import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A document screen's input: its chain's own links (the field with the keyboard, keys turned off,
/// the slideshow, the page's focus, the pointer, the reader's commands) and the screen as its
/// features see it (`Reader`).
extension DocumentScreen {
    /// Offers `event` to the screen's input chain (`chain`); nil when no link wanted it: the window may.
    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard LiveReload<Document>.changed(event, for: self) else { return nil }
            if let doc = liveReload?.reload(errorsIn: &chrome) { show(doc, at: t) }
            return .handled
        }
        if event.type == SlideshowSession.measured { return .handled }
        return chain.offer(ReaderInput(event, context: context, at: t), to: self)
    }

    /// The focus and menu commands on the page's focusable elements and lists.
    func pageFocusInput(_ input: ReaderInput) -> ReaderOutcome {
        guard input.isKeyDown, interaction.perform(focus: input.command(.focus), menu: input.command(.menu), at: input.time) else { return .ignored }
        decorationFocus.clear()
        return .handled
    }

    /// The pointer on the page: a field's caret and selection, its text's wheel, a list's scrolling,
    /// then the page's gestures (drags turn pages, taps play and act).
    func pointerInput(_ input: ReaderInput) -> ReaderOutcome {
        let t = input.time
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

    /// The reader's commands, the key pressed looked up in the reader's scopes.
    func commandInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let chord = input.chord, let action = perform(chord, command: input.command(readerScopes), at: input.time) else { return .ignored }
        return .action(action)
    }

    /// The scopes the reader's keys are looked up in: presenting's and a slideshow's before the reader's.
    var readerScopes: [KeyBindings.Scope] {
        (slideshow != nil ? [.slideshow, .presenting] : context.presenting ? [.presenting] : []) + [.reader]
    }

    /// Keys and typed text for the text field that has the keyboard (the search field being typed
    /// into, a highlight's note, or the page's field being edited), before any of the reader's or
    /// the window's keys: typing "Hello kiosk" must not open the settings panel at its "s".
    func keyboardFocusInput(_ input: ReaderInput) -> ReaderOutcome {
        let event = input.event, type = SDL_EventType(event.type)
        guard !input.isChosen, [SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_TEXTEDITING].contains(type) else { return .ignored }
        if search.typing {
            _ = search.handle(input, in: self)
            return .handled
        }
        if highlighter.draft != nil {
            _ = highlighter.handle(input, in: self)
            return .handled
        }
        guard interaction.isEditing else { return .ignored }
        switch type {
        case SDL_TEXTINPUT: _ = interaction.textInput(event.text.string, at: input.time)
        case SDL_TEXTEDITING: _ = interaction.composition(event.edit.string, at: input.time)
        case SDL_KEYDOWN:
            _ = interaction.editingKey(event.key.keysym, at: input.time)
            decorationFocus.clear()
        default: break
        }
        return .handled
    }

    /// What the annotations list is made of; nil without annotations (kiosk mode).
    var annotationListSource: AnnotationListController.Source? {
        annotations.map { .init(annotations: $0, document: document, language: language, viewport: context.viewport, style: chrome.style) }
    }

    /// Where highlights are made: the document's texts as drawn; nil without annotations (kiosk mode).
    var highlightPage: HighlightController.Page? {
        annotations.map {
            HighlightController.Page(annotations: $0, resolver: LocatorResolver(document: document, language: language), viewport: context.viewport,
                                     style: chrome.style, text: Texts(engine: engine, viewport: context.viewport))
        }
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
        guard case .longPress(let p)? = gestures.longPress(at: t), let page = highlightPage, highlighter.selectWord(at: p, on: page) else { return }
        gestures.yieldPress()
        press = PlayButtonPress()
    }

    /// Any input holds a slideshow for its idle time, whoever then has the input (all but
    /// `slideshow pause` itself, which `slideshowInput` carries out).
    func slideshowNotices(_ input: ReaderInput) -> ReaderOutcome {
        guard let slideshow, input.command(.slideshow) != .slideshowPause else { return .ignored }
        switch SDL_EventType(input.event.type) {
        case SDL_KEYDOWN, SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL, SDL_FINGERDOWN: slideshow.input(at: input.time)
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

    /// A tap on the back button goes back, one on the language button switches language, one on
    /// an `action: "play"` element plays the current page (3.11).
    func tapped(_ gesture: GestureRecognizer.Recognized?, at t: Double) -> ScreenAction? {
        guard case .tap(let p)? = gesture else { return nil }
        let viewport = context.viewport
        if canGoBack, chrome.backButtonHit(p, viewport: viewport, at: t) {
            return .back
        } else if readerMenu.tapOpens(at: p, indicator: indicatorFrame(at: t)) {
            // The page indicator opened the reader menu.
        } else if settingsEditor != nil, !context.kiosk, settingsPanel.tapOpens(at: p, context: context, indicatorOpacity: chrome.indicatorOpacity(at: t), language: languageTitle) {
            // The gear opened the settings panel.
        } else if let title = languageTitle, chrome.languageButtonHit(p, viewport: viewport, title: title, at: t) {
            nextLanguage(at: t)
        } else if activateDecoration(at: p) {
            showSearch(at: t)
        } else if let button = engine.playButton(atPixel: p, viewport: viewport) {
            // With spreads, the button's own page of the two.
            playback.play(spreads == nil ? shownPage : button.page, at: t)
        } else if !playback.autoplay, !playback.isPlaying(shownPage, at: t) {
            // Without autoplay, a page waits for a tap anywhere on it.
            playback.play(shownPage, at: t)
        } else {
            interaction.tap(atPixel: p, viewport: viewport, clock: playback.clock(shownPage, at: t), at: t)
        }
        return nil
    }

    /// Offers a tap at window pixel `p` to the decorations under it, topmost first (the page's own
    /// handling comes after); true when an observer handled it. A tap on a search match makes it
    /// the current one.
    func activateDecoration(at p: Point) -> Bool {
        engine.decorator.activate(drawn: engine.decorations(atPixel: p, viewport: context.viewport), point: p)
    }

    /// Carries out the reader's `command` (the key `chord` is bound to), after the presenter's
    /// typed page numbers and blanking had their say; nil when it is not the screen's (the
    /// window's own commands).
    func perform(_ chord: KeyChord, command: Command?, at t: Double) -> ScreenAction? {
        switch presenter.press(PresenterKeys.Key(chord, command: command), pageCount: document.pages.count) {
        case .consumed: return .handled
        case .jump(let p): go(toPage: p, at: t); return .handled
        case .pass: break
        }
        guard let command else { return nil }
        switch command {
        case .page(let p):
            let key: GestureRecognizer.Key = switch p { case .next: .next; case .previous: .previous; case .first: .first; case .last: .last }
            gestures.handle(.key(key, shift: false, time: t), navigator: &navigator, pageLength: pageLength)
        case .back: return canGoBack ? .back : nil
        case .help: chrome.helpVisible.toggle()
        case .readerMenu:
            chrome.helpVisible = false
            readerMenu.open()
        case .languageNext: nextLanguage(at: t)
        case .overview:
            overview.open(pageCount: document.pages.count, pageSize: engine.composer.builder.settings.documentSize, viewport: context.viewport,
                          current: headingPage)
        case .bookmark(.toggle):
            // The page a turn is heading to is the one meant, however quick the keys.
            annotations.map { Bookmarking.toggle(page: headingPage, in: $0, decorator: &engine.decorator) }
        case .bookmark(let direction):
            if let target = Bookmarking.target(from: headingPage, backwards: direction == .previous, in: annotations) { go(toPage: target, at: t) }
        case .settings: if settingsEditor != nil { settingsPanel.open() }
        case .annotations:
            chrome.helpVisible = false
            annotationListSource.map { annotationList.open($0, at: t) }
        case .readAloud:
            readAloud.toggle(page: shownPage, from: readAloudSource, sound: sound, decorator: &engine.decorator, at: t)
        case .mute: volume.toggleMute(sound: sound, editor: settingsEditor)
        case .gestureLab:
            context.showsInput.toggle()
            settingsEditor?.set(.showInput, .toggle(context.showsInput))
        case .volumeDown: changeVolume(by: -0.1)
        case .volumeUp: changeVolume(by: 0.1)
        case .ignore, .blank: break
        default: return nil
        }
        return .handled
    }

    func changeVolume(by step: Double) { volume.change(by: step, sound: sound, editor: settingsEditor) }
}

extension DocumentScreen: Reader {
    var helpVisible: Bool {
        get { chrome.helpVisible }
        set { chrome.helpVisible = newValue }
    }

    var decorationFocusPage: DecorationFocusController.Page? {
        DecorationFocusController.Page(engine: engine, interaction: interaction, viewport: context.viewport, searchOpen: search.isOpen)
    }

    func jump(to page: Int, at t: Double) { go(toPage: page, at: t, animated: false) }

    func annotationsChanged() { annotations?.decorate(&engine.decorator) }

    func runSearch(_ session: inout SearchSession) { session.run(TextSearch(document: document, language: language), href: title, from: shownPage) }

    func searchMoved(at t: Double) { showSearch(at: t) }

    /// The page drag settles on the nearest page, without a fling (not a release at the finger
    /// that took it: two or three fingers side by side are no flick), and the zoom forgets the fingers.
    func pressTaken(at p: Point, time t: Double) {
        pageGestureTaken(at: t)
        zoomInput.release()
    }

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

    var menuOffer: ReaderMenu.Offer {
        ReaderMenu.Offer(kiosk: context.kiosk, bookmarks: annotations != nil, annotationList: annotations != nil,
                         settings: settingsEditor != nil && !context.kiosk, languages: document.languages.count)
    }

    var overlayOpen: Bool { overview.isOpen || annotationList.isOpen }

    func closeSettingsPanel() { settingsPanel.close() }

    func indicatorFrame(at t: Double) -> Rect? {
        chrome.shownIndicator(viewport: context.viewport, page: shownPage, pageCount: document.pages.count, marks: pageMarks(at: t).count, at: t)
    }

    func perform(command: Command, at t: Double) -> ScreenAction? {
        chain.offer(ReaderInput(choosing: command, context: context, at: t), to: self)
    }

    var typingFrame: Rect? {
        search.typingFrame(viewport: context.viewport, style: context.style) ?? highlighter.typingFrame(viewport: context.viewport, style: context.style)
            ?? interaction.editingFrame
    }

    func type(_ event: SDL_Event, at t: Double) -> ScreenAction? { chain.offer(ReaderInput(event, context: context, at: t), to: self) }
}
