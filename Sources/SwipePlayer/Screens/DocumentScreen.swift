import CSDL2
import Foundation
import SwipeCore
import SwipeMedia
import SwipeRender

/// A Swipe document in the window: SDL input → gestures → navigator, navigator events →
/// playback, sound and videos, play-start cues → sound and videos, taps on play buttons and on the
/// player's own controls, the neighbours prepared while idle, live reload, and the reading
/// position reported as it changes.
public final class DocumentScreen: Screen {
    private let context: ScreenContext
    /// Released before the renderer it draws with (its textures belong to that renderer).
    private(set) var engine: RenderEngine
    public private(set) var document: Document
    private var navigator: Navigator
    private var gestures = GestureRecognizer()
    private var press = PlayButtonPress()
    /// The gesture lab, drawn while `context.showsInput`.
    private let inputOverlay: InputOverlay
    /// What the gesture lab shows (its contacts, the last gesture and its lines).
    public var inputLab: InputLab { inputOverlay.lab }
    /// The recognizer's last decision.
    public var gestureReport: GestureReport? { gestures.lastReport }
    /// The play button held down now, drawn at its pressed opacity.
    public var pressedButton: PlayButtonID? { press.button }
    private var playback: Playback
    /// The document's music, page sounds, speech and vibration (nil: a silent screen), opened by
    /// `openSound` once the first frame is on screen: opening a sound device can take longer than
    /// everything else at start-up.
    private var sound: SoundDirector?
    private let openSound: ((_ language: String, _ page: Int) -> SoundDirector?)?
    /// The videos and radios of the pages shown.
    public private(set) var videos: VideoDirector
    /// Told the reading position, the page (0-based) and the language, each time a page becomes
    /// current (the first one included) or the language changes: it is saved from here.
    public var onPositionChanged: ((Int, String) -> Void)?
    /// Told the volume (0…1) each time the reader changes it: the next document opens at it.
    public var onVolumeChanged: ((Double) -> Void)? {
        get { volume.onChanged }
        set { volume.onChanged = newValue }
    }
    /// The volume keys and settings on the sound.
    private var volume = ReaderVolume()
    /// The search field (Ctrl+F or /) and its matches.
    let search = SearchController()
    /// The word being spoken highlighted (a page's speech, or R reading the page aloud).
    let readAloud = ReadAloudController()
    /// The page overview (G), when it is open.
    let overview = OverviewController()
    /// Selecting text to highlight, and the open highlight's bar.
    let highlighter = HighlightController()
    /// The bookmarks and highlights listed (A), when the list is open.
    let annotationList = AnnotationListController()
    /// Tab reaching the decorations a tap activates (after the page's focusable elements).
    let decorationFocus = DecorationFocusController()
    /// The current page's element the keyboard focus is on, if one is.
    var focusedElement: [Int]? { interaction.focus.element }
    /// The reader's bookmarks (B toggles, [ and ] go to the previous and next) and highlights
    /// (Shift+drag over text, or a long press on a word) of this document.
    public var annotations: ReaderAnnotations? {
        didSet { annotations?.decorate(&engine.decorator) }
    }
    /// The language texts are shown in.
    public private(set) var language: String
    /// The page indicator, the language and back buttons, the help and error overlays.
    public private(set) var chrome = PlayerChrome()
    public let title: String
    /// Whether a back control is offered (the document was opened from a list).
    private let canGoBack: Bool
    /// The presentation settings in force (fit, background, page number, volume, mute), resolved by
    /// the opener's `SettingsEditor`; nil: the player's defaults. The reading direction and language
    /// are the document's and the screen's, set when it opens.
    public var presentation: PresentationSettings? {
        didSet { applyPresentation(sound: true) }
    }
    /// Where the presentation settings are edited and resolved: the screen follows its changes and
    /// tells it the window's size (the seam a settings panel, a slideshow or the input overlay use).
    public var settingsEditor: SettingsEditor? {
        didSet {
            guard let editor = settingsEditor else { return }
            presentation = editor.settings
            editor.observe { [weak self] in self?.presentation = $0 }
        }
    }
    /// The settings panel over the document (S, the gear, a two-finger touch), while there is an editor.
    private let settingsPanel = SettingsPanelInput()
    /// Whether the settings panel is open.
    public var settingsPanelOpen: Bool { settingsPanel.isOpen }
    /// Whether the pages next to the current one have been prepared since it became current.
    private var preparedAround: Int?
    private let report: (String) -> Void
    /// Watches the document and its local media while `watch(paths:reload:)` is on.
    private var liveReload: LiveReload<Document>?
    /// Counts the versions of the document shown (live reload replaces it).
    public private(set) var documentVersion = 0
    /// `--slideshow`: pages turn by themselves (nil: they do not).
    public var slideshowOptions: SlideshowSession.Options?
    private var slideshow: SlideshowSession?
    /// The presenter's blanking and typed page numbers.
    private var presenter = PresenterKeys()
    /// Events and actions of the pages near the current one.
    private var interaction: InteractionController

    /// What reading the document again found: a new version (and the files it uses), or the
    /// problems that keep the last good version showing.
    public typealias Reload = LiveReload<Document>.Outcome

    /// Shows `document` from `page` (0-based) in `language`. `resources` may have been warmed up
    /// while the window opened; `openSound` opens the sound once the first frame is shown.
    public init(document: Document, title: String, page: Int, language: String, context: ScreenContext, resources: RenderResources = RenderResources(),
                openSound: ((_ language: String, _ page: Int) -> SoundDirector?)? = nil, report: @escaping (String) -> Void) {
        self.context = context
        self.document = document
        self.title = title
        self.language = language
        self.openSound = openSound
        self.report = report
        canGoBack = context.depth > 0
        inputOverlay = InputOverlay(thresholds: GestureRecognizer().thresholds, video: context.video)
        navigator = Navigator(pageCount: document.pages.count, paging: document.paging, position: Double(max(0, min(document.pages.count - 1, page))))
        playback = Playback(document: document)
        engine = RenderEngine(document: document, renderer: context.renderer, viewport: context.viewport, language: language, resources: resources, report: report)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
        interaction = InteractionController(document: document, engine: engine, report: report)
        observeDecorations()
        chrome.style = context.style
        chrome.keys = context.keys
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        playback.prepare(current: shownPage)
    }

    /// The page shown now (1-based).
    public var currentPage: Int { shownPage + 1 }

    /// The current page (0-based): with spreads, the first page of the current spread.
    private var shownPage: Int { spreads?.pages(of: navigator.currentPage).first ?? navigator.currentPage }
    /// The page shown, or the one a turn is heading to (what a key means, however quick the keys).
    private var headingPage: Int {
        let position = navigator.targetPage ?? navigator.currentPage
        return spreads?.pages(of: position).first ?? position
    }

    /// Turns to page `page` (its spread, with spreads).
    private func go(toPage page: Int, at t: Double, animated: Bool = true) {
        navigator.go(to: spreads?.spread(of: page) ?? page, at: t, animated: animated)
    }

    /// Two pages side by side, turning as one (the `doublePageSpread` setting and the window's shape).
    private var spreads: SpreadLayout?

    /// The continuous page position shown (0 = first page).
    public var position: Double { navigator.position }

    /// Whether a page turn is still under way.
    public var isMoving: Bool { navigator.isMoving }

    /// The first frame shows the current page as its play starts; then sound opens, and the page
    /// plays with it (opening a document replays its current page, as the original engine does).
    public func appeared(at t: Double) {
        let first = shownPage
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(first, language)
        sound = openSound?(language, first)
        applyPresentation(sound: true)
        connectVideoSound()
        playback.replay(first, at: t)
        sound?.pageBecameCurrent(first)
        startSlideshow(on: first, at: t)
    }

    /// A slideshow (when asked for) starts on `page` at `t`, measuring the pages' media anew.
    private func startSlideshow(on page: Int, at t: Double) {
        guard var options = slideshowOptions else { return }
        options.interval = presentation?.slideshowInterval ?? options.interval
        let session = SlideshowSession(options: options, document: document, language: language,
                                       speech: presentation?.speech ?? SpeechStyle(), autoplay: presentation?.autoplay ?? true, start: page, report: report)
        session.arrived(on: page, at: t)
        slideshow = session
    }

    /// The ribbons the page indicator shows for the page shown (its bookmark), while it shows.
    private func pageMarks(at t: Double) -> [Color] {
        let page = shownPage
        return PageMarks.ribbons(chrome: chrome, decorator: engine.decorator, at: t) { $0.page == page }
    }

    /// A slideshow's turn or the end of its pause, the blink of the caret of a field being edited,
    /// or when the press held becomes a long press.
    public func nextDeadline(after t: Double) -> Double? {
        [slideshow?.deadline, slideshow?.pauseEnd(after: t), interaction.nextCaretEdge(after: t), gestures.longPressDeadline].compactMap { $0 }.min()
    }

    /// A running slideshow; the current page's videos and radios, the music and the pages' sounds.
    public func activity(at t: Double) -> ScreenSaverInhibition.Activity {
        var activity: ScreenSaverInhibition.Activity = []
        if slideshow?.isRunning(at: t) == true { activity.insert(.slideshow) }
        if videos.isPlaying(shownPage, at: t) || sound?.isPlaying == true { activity.insert(.media) }
        return activity
    }

    public func closed() {
        liveReload?.stop()
        liveReload = nil
        sound?.stop()
        sound = nil
    }

    public func isAnimating(at t: Double) -> Bool {
        navigator.isMoving || playback.isAnimating(at: t) || videos.isAnimating(at: t) || sound?.isShaking(at: t) == true
            || chrome.isAnimating(at: t) || (context.showsInput && inputOverlay.lab.isAnimating(at: t)) || interaction.isAnimating(at: t)
            || readAloud.isRunning || annotationList.isMoving
    }

    /// Video soundtracks and radios are heard through the same output as everything else.
    private func connectVideoSound() {
        guard let output = sound?.output, let format = output.format else { return }
        videos.audioFormat = format
        videos.onSoundStarted = { output.attach($0) }
        videos.onSoundStopped = { output.detach($0) }
    }

    /// Reads the document again whenever it or one of `paths` (its local media) changes on disk:
    /// a good version replaces the one shown in place, on the same page; one with errors leaves the
    /// last good version showing under an overlay listing them, until they are fixed.
    public func watch(paths: [String], reload: @escaping () -> Reload) {
        liveReload = LiveReload(for: self, paths: paths, read: reload)
    }

    /// Shows `doc` instead of the document shown, on the same page (or its last), replaying it.
    /// Pictures are read again (one may be what changed); music goes on.
    private func show(_ authored: Document, at t: Double) {
        var doc = authored
        if let p = presentation { doc.paging = p.readingProgression.paging }
        let page = max(0, min(doc.pages.count - 1, shownPage))
        document = doc
        documentVersion += 1
        spreads = SpreadLayout.of(doc, shown: presentation?.showsSpreads == true)
        navigator = Navigator(pageCount: spreads?.count ?? doc.pages.count, paging: doc.paging, position: Double(spreads?.spread(of: page) ?? page))
        playback = Playback(document: doc)
        let offered = doc.languages.isEmpty || doc.languages.contains { $0.id == language }
        if !offered { language = LanguageChoice.choose(offered: doc.languages, preferred: [], chosen: nil) }
        engine = RenderEngine(document: doc, renderer: context.renderer, viewport: context.viewport, language: language, report: report)
        engine.spreads = spreads
        applyPresentation(sound: false)
        annotations?.decorate(&engine.decorator)
        engine.decorator.apply(search.session.decorations, in: SearchSession.group)
        readAloud.documentChanged()
        annotationListSource.map(annotationList.refresh)
        decorationFocus.clear()
        observeDecorations()
        interaction = InteractionController(document: doc, engine: engine, report: report)
        videos = VideoDirector(document: doc, audioFormat: nil, report: report)
        engine.videos = videos
        connectVideoSound()
        preparedAround = nil
        playback.open(on: spreads?.spreadPages(of: page) ?? [page], at: t)
        if slideshow != nil { startSlideshow(on: page, at: t) }
    }

    /// Back to the first page, its play starting over as when the document opened: the pages are
    /// prepared again and the first one entered; music goes on.
    public func restart(at t: Double) {
        navigator = Navigator(pageCount: spreads?.count ?? document.pages.count, paging: document.paging, position: 0)
        gestures = GestureRecognizer()
        press = PlayButtonPress()
        playback = Playback(document: document)
        interaction = InteractionController(document: document, engine: engine, report: report)
        applyPresentation(sound: false)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
        connectVideoSound()
        preparedAround = nil
        chrome.helpVisible = false
        decorationFocus.clear()
        overview.close()
        annotationList.close()
        if search.isOpen {
            search.close()
            engine.decorator.apply([], in: SearchSession.group)
        }
        presenter.reset()
        if slideshow != nil { startSlideshow(on: 0, at: t) }
        playback.open(on: 0, at: t)
        sound?.pageBecameCurrent(0)
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(0, language)
    }

    /// Moves the navigator on and lets the pages know what happened to them.
    public func step(at time: Double) -> ScreenAction? {
        // A new reading direction, or spreads on or off: the pages are shown again that way, on the same page.
        if let p = presentation, p.readingProgression.paging != document.paging || p.showsSpreads != (spreads != nil), !navigator.isMoving {
            show(document, at: time)
        }
        if let wanted = presentation?.language, wanted != language, document.languages.contains(where: { $0.id == wanted }) { show(language: wanted, at: time) }
        gestures.advance(to: time, navigator: &navigator)
        longPress(at: time)
        if context.showsInput { inputOverlay.follow(gestures) }
        navigator.advance(to: time)
        for e in navigator.takeEvents().flatMap({ spreads?.pageEvents($0) ?? [$0] }) {
            videos.navigated(e, at: time)
            playback.navigated(e, at: time)
            switch e {
            case .willLeave(let i):
                sound?.willLeave(i)
                decorationFocus.clear()
            case .willEnter: break
            case .didLeave(let i, _): sound?.didLeave(i)
            case .didEnter(let i, _):
                sound?.pageBecameCurrent(i)
                chrome.pageBecameCurrent(at: time)
                onPositionChanged?(i, language)
                preparedAround = nil
                if slideshow?.arrived(on: i, at: time) == true { playback.replay(i, at: time) }
            case .pulledToReplay(let i):
                if !playback.isPlaying(i, at: time) && !videos.isPlaying(i, at: time) { playback.replay(i, at: time) }
            }
        }
        if let turn = slideshow?.turn(at: time) {
            gestures.handle(.key(turn == .next ? .next : .first, shift: false, time: time), navigator: &navigator, pageLength: pageLength)
        }
        // A page that plays by scrolling follows the drag that brings it in (2.7).
        if spreads == nil { playback.follow(position: navigator.position) }
        interaction.step(current: shownPage, at: time)
        let cues = playback.takeCues(at: time)
        videos.start(cues)
        for cue in cues { sound?.playStarted(cue, at: time) }
        annotationList.advance(to: time)
        readAloud.update(from: readAloudSource, sound: sound, decorator: &engine.decorator, at: time)
        return nil
    }

    /// Offers `event` to the screen's features in the input chain's order (docs/architecture.md):
    /// the field that has the keyboard; a key turned off; the slideshow; what is open over the page
    /// (help, the annotation list, the settings panel, the overview, the highlight bar); the focus
    /// on decorations and on the page's elements; the search field; the pointer's gestures; then the
    /// reader's commands. Nil when none wanted it: the window may.
    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard LiveReload<Document>.changed(event, for: self) else { return nil }
            if let doc = liveReload?.reload(errorsIn: &chrome) { show(doc, at: t) }
            return .handled
        }
        if event.type == SlideshowSession.measured { return .handled }
        if let action = keyboardFocusInput(event, at: t) { return action }
        let input = ReaderInput(event, context: context, at: t)
        if input.command(.menu, .focus, .reader, .window) == .ignore { return .handled }
        if let slideshow, let action = slideshowInput(input, slideshow) { return action }
        if chrome.helpVisible, input.command(.menu) == .menu(.close) || input.command(.reader) == .help {
            chrome.helpVisible = false
            return .handled
        }
        if let source = annotationListSource, let action = annotationListInput(input, source) { return action }
        if let editor = settingsEditor {
            let wasOpen = settingsPanel.isOpen
            if settingsPanel.handle(input, editor: editor, context: context) {
                // A second finger opened the panel: the first one's drag of the pages ends there.
                if !wasOpen, case .pointerDown(let p, _)? = input.pointer {
                    _ = gestures.handle(.pointerUp(p, time: t), navigator: &navigator, pageLength: pageLength)
                }
                return .handled
            }
        }
        switch overview.handle(input) {
        case .handled: return .handled
        case .open(let page):
            go(toPage: page, at: t, animated: false)
            return .handled
        case .ignored: break
        }
        if let annotations {
            switch highlighter.handle(input, on: highlightPage(annotations)) {
            case .handled: return .handled
            case .changed:
                annotations.decorate(&engine.decorator)
                return .handled
            case .ignored: break
            }
        }
        // The focus ring (decorations, then the page's elements) comes before the search field's
        // keys unless it takes typing; an open search field before the page's own keys, a closed
        // one (opening it) after them.
        if !search.typing, let focus = input.command(.focus), let action = decorationFocusCommand(focus, at: t) { return action }
        if search.isOpen, let action = searchInput(input) { return action }
        if input.isKeyDown, interaction.perform(focus: input.command(.focus), menu: input.command(.menu), at: t) {
            decorationFocus.clear()
            return .handled
        }
        if !search.isOpen, let action = searchInput(input) { return action }
        if context.showsInput { inputOverlay.handle(event, context: context, at: t) }
        if let pointer = input.pointer {
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
            return tapped(tap, at: t) ?? .handled
        }
        return input.chord.flatMap { perform($0, command: input.command(readerScopes), at: t) }
    }

    /// The scopes the reader's keys are looked up in: presenting's and a slideshow's before the reader's.
    private var readerScopes: [KeyBindings.Scope] {
        (slideshow != nil ? [.slideshow, .presenting] : context.presenting ? [.presenting] : []) + [.reader]
    }

    /// Keys and typed text for the text field that has the keyboard (the search field being typed
    /// into, or the page's field being edited), before any of the reader's or the window's keys:
    /// typing "Hello kiosk" must not open the settings panel at its "s". Nil when no field has the
    /// keyboard, when a panel, list, overview or the help is open over the page, or for other events.
    private func keyboardFocusInput(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        let type = SDL_EventType(event.type)
        guard [SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_TEXTEDITING].contains(type),
              !chrome.helpVisible, !annotationList.isOpen, !settingsPanel.isOpen, !overview.isOpen else { return nil }
        if search.typing { return searchInput(ReaderInput(event, context: context, at: t)) ?? .handled }
        guard interaction.isEditing else { return nil }
        switch type {
        case SDL_TEXTINPUT: _ = interaction.textInput(event.text.string, at: t)
        case SDL_TEXTEDITING: _ = interaction.composition(event.edit.string, at: t)
        case SDL_KEYDOWN:
            _ = interaction.editingKey(event.key.keysym, at: t)
            decorationFocus.clear()
        default: break
        }
        return .handled
    }

    /// The annotations list's share of an event: all of them while it is open.
    private func annotationListInput(_ input: ReaderInput, _ source: AnnotationListController.Source) -> ScreenAction? {
        let t = input.time
        switch annotationList.handle(input, source: source) {
        case .ignored: return nil
        case .handled: break
        case .changed: source.annotations.decorate(&engine.decorator)
        case .show(let page, let id, let note):
            go(toPage: page, at: t, animated: false)
            if let id, note { highlighter.editNote(id, annotations: source.annotations) } else { _ = highlighter.show(id) }
        }
        return .handled
    }

    /// What the annotations list is made of; nil without annotations (kiosk mode).
    private var annotationListSource: AnnotationListController.Source? {
        annotations.map { .init(annotations: $0, document: document, language: language, viewport: context.viewport, style: chrome.style) }
    }

    /// What R and a page's speech read aloud: the document's texts in the language shown.
    private var readAloudSource: ReadAloudController.Source {
        let document = self.document, language = self.language
        return .init(texts: { ReadAloudScript(textsOf: $0, document: document, language: language) },
                     speech: { ReadAloudScript(speech: $0, page: $1, document: document, language: language) },
                     resolver: LocatorResolver(document: document, language: language), href: title)
    }

    /// The highlights' share of the screen.
    private func highlightPage(_ annotations: ReaderAnnotations) -> HighlightController.Page {
        HighlightController.Page(annotations: annotations, resolver: LocatorResolver(document: document, language: language), viewport: context.viewport,
                                 style: chrome.style, text: Texts(engine: engine, viewport: context.viewport))
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
    private func longPress(at t: Double) {
        guard case .longPress(let p)? = gestures.longPress(at: t), let annotations, highlighter.selectWord(at: p, on: highlightPage(annotations)) else { return }
        gestures.yieldPress()
        press = PlayButtonPress()
    }

    /// A focus command for the decorations' focus; nil when it is not theirs.
    private func decorationFocusCommand(_ command: Command, at t: Double) -> ScreenAction? {
        let page = DecorationFocusController.Page(engine: engine, interaction: interaction, viewport: context.viewport, searchOpen: search.isOpen)
        let group = decorationFocus.focused?.group
        switch decorationFocus.perform(command, on: page, at: t) {
        case .ignored: return nil
        case .handled: return .handled
        case .activated:
            if group == SearchSession.group { showSearch(at: t) }
            return .handled
        }
    }

    /// Input pauses a slideshow; `slideshow pause` (Space, P) pauses and resumes it (and does nothing else).
    private func slideshowInput(_ input: ReaderInput, _ slideshow: SlideshowSession) -> ScreenAction? {
        let t = input.time
        if input.command(.slideshow) == .slideshowPause {
            slideshow.toggle(at: t)
            return .handled
        }
        switch SDL_EventType(input.event.type) {
        case SDL_KEYDOWN, SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL, SDL_FINGERDOWN: slideshow.input(at: t)
        default: break
        }
        return nil
    }

    /// The search field's share of an event: typing, Enter and n moving between matches.
    private func searchInput(_ input: ReaderInput) -> ScreenAction? {
        switch search.handle(input, run: { $0.run(TextSearch(document: document, language: language), href: title, from: shownPage) }) {
        case .handled: return .handled
        case .moved:
            showSearch(at: input.time)
            return .handled
        case .ignored: return nil
        }
    }

    /// A tap on the back button goes back, one on the language button switches language, one on
    /// an `action: "play"` element plays the current page (3.11).
    private func tapped(_ gesture: GestureRecognizer.Recognized?, at t: Double) -> ScreenAction? {
        guard case .tap(let p)? = gesture else { return nil }
        let viewport = context.viewport
        if canGoBack, chrome.backButtonHit(p, viewport: viewport, at: t) {
            return .back
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
    private func activateDecoration(at p: Point) -> Bool {
        engine.decorator.activate(drawn: engine.decorations(atPixel: p, viewport: context.viewport), point: p)
    }

    /// The decorations the screen answers taps on: a tap on a search match makes it the current
    /// one, a tap on a highlight opens its bar.
    private func observeDecorations() {
        search.observeTaps(on: &engine.decorator)
        highlighter.observeTaps(on: &engine.decorator) { [weak self] in self?.annotations }
    }

    /// The search's matches highlighted, and the current one's page shown.
    private func showSearch(at t: Double) {
        engine.decorator.apply(search.session.decorations, in: SearchSession.group)
        if let page = search.session.currentPage, page != headingPage { go(toPage: page, at: t) }
    }

    /// The shown language's title, when the document offers several.
    private var languageTitle: String? {
        guard document.languages.count > 1 else { return nil }
        return document.languages.first { $0.id == language }.map { $0.title.isEmpty ? $0.id : $0.title } ?? language
    }

    /// Carries out the reader's `command` (the key `chord` is bound to), after the presenter's
    /// typed page numbers and blanking had their say; nil when it is not the screen's (the
    /// window's own commands).
    private func perform(_ chord: KeyChord, command: Command?, at t: Double) -> ScreenAction? {
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
        case .languageNext: nextLanguage(at: t)
        case .overview:
            overview.open(pageCount: document.pages.count, pageSize: engine.composer.builder.settings.documentSize, viewport: context.viewport,
                          current: headingPage)
        case .bookmark(.toggle):
            // The page a turn is heading to is the one meant, however quick the keys.
            annotations.map { Bookmarking.toggle(page: headingPage, in: $0, decorator: &engine.decorator) }
        case .bookmark(let direction):
            if let target = Bookmarking.target(from: headingPage, backwards: direction == .previous, in: annotations) { go(toPage: target, at: t) }
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

    private func changeVolume(by step: Double) { volume.change(by: step, sound: sound, editor: settingsEditor) }

    /// L: the next of the document's `languages`. Texts, markdown and speech follow at once, the
    /// current page plays again, music goes on.
    private func nextLanguage(at t: Double) {
        let ids = document.languages.map(\.id)
        guard ids.count > 1 else { return }
        let next = ids[((ids.firstIndex(of: language) ?? -1) + 1) % ids.count]
        settingsEditor?.set(.language, .choice(next))
        show(language: next, at: t)
    }

    /// Shows texts, markdown and speech in `next` from now on; the current page plays again.
    private func show(language next: String, at t: Double) {
        language = next
        engine.setLanguage(next, viewport: context.viewport)
        preparedAround = nil
        let current = shownPage
        sound?.languageChanged(to: next, current: current)
        if search.refresh(run: { $0.run(TextSearch(document: document, language: next), href: title, from: current) }) {
            engine.decorator.apply(search.session.decorations, in: SearchSession.group)
        }
        // The original engine rebuilds and prepares the pages, then enters the current one (2.4).
        playback.open(on: spreads?.spreadPages(of: current) ?? [current], at: t)
        if slideshow != nil { startSlideshow(on: current, at: t) }
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(current, next)
    }

    /// Hands the presentation settings to the engine, the chrome and (when they changed, or the
    /// sound has just opened) the sound, whose volume keys change it in between.
    private func applyPresentation(sound applyToSound: Bool) {
        guard let p = presentation else { return }
        engine.fit = p.fit
        engine.background = p.backgroundColor
        navigator.speed = p.transitionSpeed
        playback.autoplay = p.autoplay
        chrome.showsPageNumber = p.pageIndicator
        context.showsInput = p.showInput
        if let interval = p.slideshowInterval { slideshow?.interval = interval }
        context.theme?.prefer(p.appearance)
        if applyToSound, let sound {
            volume.apply(p, to: sound)
            sound.speechChanged(rate: p.speechRate, voice: p.speechVoice, current: shownPage)
        }
        preparedAround = nil
    }

    /// The page's length along the paging direction, in pixels.
    private var pageLength: Double {
        let fit = engine.viewportFit(context.viewport)
        return fit.scale * (document.paging == .vertical ? engine.composer.pageSize.y : engine.composer.pageSize.x)
    }

    /// The page overview: every page shown as a thumbnail at its clock, marked with its bookmark,
    /// its highlights and its number of search matches.
    private func drawOverview(at time: Double) {
        overview.draw(on: engine, style: chrome.style, marks: OverviewController.marks(annotations: annotations, search: search.session) { $0.page }) { page, frame in
            engine.drawThumbnail(page: page, clock: playback.clock(page, at: time), into: frame)
        }
    }

    /// While nothing moves: make the pages next to the current one ready to show.
    public func idle(at time: Double) {
        let current = shownPage
        guard preparedAround != current else { return }
        preparedAround = current
        engine.settle(on: current, clock: { self.playback.clock($0, at: time) }, viewport: context.viewport)
    }

    public func resized() {
        engine.resize(viewport: context.viewport)
        overview.resize(context.viewport)
        annotationListSource.map(annotationList.refresh)
        if let editor = settingsEditor {
            var window = editor.context
            window.window = context.viewport
            window.document?.pageSize = engine.composer.pageSize
            editor.update(context: window)
        }
        chrome.style = context.style
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        interaction.focusColor = context.style.decorations.focusRing.tint
        preparedAround = nil
    }

    /// Draws the document at `position` with the pages' clocks at `time` through `engine` (this
    /// screen's, or the presenter view's on another renderer).
    public func draw(with engine: RenderEngine, position: Double, at time: Double, viewport: Point, shake: Double = 0, pressed: PlayButtonID? = nil) {
        engine.draw(position: position, clock: { self.playback.clock($0, at: time) },
                    repeatClock: { self.playback.repeatClock($0, at: time) },
                    playing: { self.playback.isPlaying($0, at: time) || self.videos.isPlaying($0, at: time) },
                    videoElapsed: { self.videos.elapsed($0, at: time) }, shake: shake, pressed: pressed,
                    updated: { self.interaction.page($0, at: time) }, viewport: viewport)
    }

    public func draw(at time: Double) {
        let viewport = context.viewport
        if overview.isOpen {
            drawOverview(at: time)
            return
        }
        if annotationList.isOpen {
            engine.drawOwn(annotationList.items(), background: chrome.style.listBackground)
            return
        }
        // The frame where motion stops is drawn once: pictures get their size in it.
        engine.compositor.isAtRest = !isAnimating(at: time)
        draw(with: engine, position: navigator.position, at: time, viewport: viewport,
             shake: sound?.shakeOffset(at: time, pageWidth: engine.composer.pageSize.x) ?? 0, pressed: press.button)
        var over = chrome.items(viewport: viewport, page: shownPage, pageCount: document.pages.count,
                                language: languageTitle, back: canGoBack, marks: pageMarks(at: time), at: time) + search.items(viewport: viewport, style: chrome.style)
            + highlighter.items(annotations: annotations, viewport: viewport, style: chrome.style)
            + decorationFocus.items(engine: engine, viewport: viewport, style: chrome.style)
        if let editor = settingsEditor, !context.kiosk {
            over += settingsPanel.items(editor: editor, context: context, indicatorOpacity: chrome.indicatorOpacity(at: time), language: languageTitle)
        }
        if !over.isEmpty { engine.drawOver(over) }
        if context.showsInput { inputOverlay.draw(with: engine, context: context, at: time) }
        let cover = presenter.cover(viewport: viewport)
        if !cover.isEmpty { engine.drawOver(cover) }
    }
}
