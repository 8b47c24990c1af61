import SwipeDocument
import SwipeReader
import SwipeRender

/// One reader's session on a screen's pages, the same for a Swipe document and a Boken story: the
/// tools the reader has on either (the help and the page indicator, the reader menu, the settings
/// panel, search, highlights, bookmarks, the overview, the annotation list, the zoom, read-aloud,
/// the volume), the input chain built from the one order (`ReaderLink`) with the screen's own
/// links at their places, the shared commands carried out once (`sharedCommands`), the overlays drawn
/// over the screen's pages, and the window's size and theme followed. The screen holds it and is
/// its `content`: what only the screen knows (its pages, drawing them, its own links and commands).
final class ReaderSession {
    /// What the page indicator shows besides the page number.
    struct Labels {
        /// The language shown, when there are several (a document's).
        var language: String?
        /// How many languages the content offers (`language next` needs two).
        var languages = 1
        /// Whether a back control shows (a document opened from a list).
        var back = false
    }

    let context: ScreenContext
    /// The screen this session reads (it holds the session).
    unowned let content: any ReaderContent
    /// The page indicator, the language and back buttons, the help and error overlays.
    var chrome: PlayerChrome
    /// The volume keys and settings on the screen's sound.
    var volume = ReaderVolume()
    /// The search field (Ctrl+F or /) and its matches.
    let search = SearchController()
    /// The word being spoken highlighted (a page's speech, or R reading the page aloud).
    let readAloud = ReadAloudController()
    /// The pages at a glance (G), when it is open.
    let overview = OverviewController()
    /// Selecting text to highlight, and the open highlight's bar.
    let highlighter = HighlightController()
    /// The bookmarks and highlights listed (A), when the list is open (a document's).
    let annotationList = AnnotationListController()
    /// Tab reaching the decorations a tap activates (a document's, after its focusable elements).
    let decorationFocus = DecorationFocusController()
    /// The settings panel (S, the gear, the reader menu), while there is an editor.
    let settingsPanel = SettingsPanelInput()
    /// The reader menu (a tap on the page indicator, three fingers, the Menu key).
    let readerMenu = ReaderMenuInput()
    /// Pinch, double tap, Ctrl+wheel and the zoom keys magnifying the page.
    let zoomInput = PageZoomInput()
    /// The reader's bookmarks and highlights (nil in kiosk mode).
    var annotations: ReaderAnnotations?
    /// Where the presentation settings are edited and resolved: the content follows its changes.
    var settingsEditor: SettingsEditor? {
        didSet {
            guard let editor = settingsEditor else { return }
            content.presentation = editor.settings
            spokenFeedbackFollows(editor.settings, was: false)
            var was = editor.settings.spokenFeedback
            editor.observe { [weak self] in
                self?.content.presentation = $0
                self?.spokenFeedbackFollows($0, was: was)
                was = $0.spokenFeedback
            }
        }
    }
    /// The settings back to those the session started with, the volume with them (an idle
    /// kiosk starting over for its next visitor).
    func restoreStartingSettings() { settingsEditor?.restoreStart() }

    private let report: (String) -> Void
    /// The unavailable commands already told of (once each).
    private var told = Set<Command>()

    init(content: any ReaderContent, context: ScreenContext, report: @escaping (String) -> Void) {
        self.content = content
        self.context = context
        self.report = report
        chrome = PlayerChrome(help: Swift.type(of: content).screen, style: context.style)
        chrome.keys = context.keys
    }

    /// The chain in `ReaderLink`'s order: the session's features, and the content's own links at their places.
    lazy var chain: [ScreenLink] = {
        let own = content.ownLinks
        return ReaderLink.chain(own: Set(own.keys), kiosk: context.kiosk).map { own[$0] ?? link(at: $0) }
    }()

    /// The session's feature at a shared place of the chain, bound to the session as its host.
    private func link(at place: ReaderLink) -> ScreenLink {
        switch place {
        // A finger lifted is no longer down for the zoom, whoever then has it.
        case .zoomLift: return ScreenLink(zoomInput.noticeLift)
        case .help: return ScreenLink(HelpOverlayInput(), on: self) { $0 }
        case .annotationList: return ScreenLink(annotationList, on: self) { $0 }
        // Before the settings panel: a three-finger touch is a two-finger one first.
        case .readerMenu: return ScreenLink(readerMenu, on: self) { $0 }
        case .settingsPanel: return ScreenLink(settingsPanel, on: self) { $0 }
        case .overview: return ScreenLink(overview, on: self) { $0 }
        case .onScreenKeyboard: return ScreenLink(context.keyboard, on: self) { $0 }
        case .fieldWithKeyboard: return ScreenLink { [unowned self] in fieldInput($0) }
        case .ignoredKeys: return ScreenLink(IgnoredKeyInput.handle)
        case .highlights: return ScreenLink(highlighter, on: self) { $0 }
        case .decorationFocus: return ScreenLink(decorationFocus, on: self) { $0 }
        case .search: return ScreenLink(search, on: self) { $0 }
        case .zoom: return ScreenLink(zoomInput, on: self) { $0 }
        case .commands: return ScreenLink { [unowned self] in commandInput($0) }
        case .slideshowNotices, .pageField, .slideshowPause, .pageFocus, .inputLab, .pointer: preconditionFailure("\(place) is a screen's own place")
        }
    }

    /// Offers `event` to the chain (a file watched having changed, to the content); what it asks of
    /// the window, or nil when nothing had it.
    func handle(_ event: InputEvent, at t: Double) -> ScreenAction? {
        if case .posted(.fileChanged, let source) = event { return content.fileChanged(source: source, at: t) }
        return chain.offer(ReaderInput(event, context: context, at: t))
    }

    /// Whether `input` types (a key or text, not a command a menu row chose): a field with the
    /// keyboard takes it before any of the reader's or the window's keys.
    static func types(_ input: ReaderInput) -> Bool {
        !input.isChosen && input.event.isTyping
    }

    /// The search field being typed into, or a highlight's note, has the keyboard: keys are the
    /// field's, never commands (typing "Hello kiosk" must not open the settings panel at its "s").
    func fieldInput(_ input: ReaderInput) -> ReaderOutcome {
        guard Self.types(input) else { return .ignored }
        if search.typing {
            _ = search.handle(input, in: self)
            return .handled
        }
        guard highlighter.draft != nil else { return .ignored }
        _ = highlighter.handle(input, in: self)
        return .handled
    }

    /// The reader's commands, the key pressed looked up in the content's scopes, after the content
    /// had its say (a presenter's typed page numbers).
    func commandInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let chord = input.chord else { return .ignored }
        let command = input.command(content.commandScopes)
        if let action = content.preempt(chord, command: command, at: input.time) { return .action(action) }
        guard let command, let action = perform(command, at: input.time) else { return .ignored }
        return .action(action)
    }

    /// Carries out the reader's `command`: the content's own, the session's, or, where the screen
    /// does not offer it (`CommandDeclaration.screens`), nothing but telling the reader why (once);
    /// nil for what the window or a feature carries out.
    func perform(_ command: Command, at t: Double) -> ScreenAction? {
        let screen = Swift.type(of: content).screen
        guard command.declaration.screens.contains(screen) else {
            if told.insert(command).inserted { report("swipe-player: \(command): \(command.declaration.reason(on: screen))") }
            return .handled
        }
        if Swift.type(of: content).ownCommandSet.contains(command) { return content.perform(own: command, at: t) }
        guard let shared = Self.sharedCommands[command] else { return nil }
        shared(self, t)
        return .handled
    }

    /// The commands documents and stories share, which the session carries out.
    static let sharedCommands: [Command: @Sendable (ReaderSession, Double) -> Void] = [
        .help: { session, _ in session.chrome.helpVisible.toggle() },
        .readerMenu: { session, _ in session.openReaderMenu() },
        .overview: { session, _ in session.openOverview() },
        .settings: { session, _ in session.openSettings() },
        .bookmark(.toggle): { session, _ in session.toggleBookmark() },
        .bookmark(.previous): { $0.visitBookmark(backwards: true, at: $1) },
        .bookmark(.next): { $0.visitBookmark(backwards: false, at: $1) },
        .readAloud: { $0.toggleReadAloud(at: $1) },
        .mute: { session, _ in
            session.volume.toggleMute(sound: session.content.readerSound, editor: session.settingsEditor)
            session.announceVolume()
        },
        .volumeDown: { session, _ in session.changeVolume(by: -0.1) },
        .volumeUp: { session, _ in session.changeVolume(by: 0.1) },
        .spokenFeedback: { session, _ in session.toggleSpokenFeedback() },
        .speech(.repeat): { session, _ in session.context.spoken.repeatLast() },
        .speech(.pause): { session, _ in session.context.spoken.togglePause() },
    ]

    /// `spoken-feedback`: the setting turned on or off at the reader's level (the window's alone
    /// where there are no settings).
    private func toggleSpokenFeedback() {
        let on = !context.spoken.isOn
        guard let editor = settingsEditor else { return context.spoken.set(on: on, language: content.labels.language ?? "en", rate: 1) }
        editor.set(.spokenFeedback, .toggle(on))
    }

    /// The window's spoken feedback follows this session's settings when they turn it on or off
    /// (`was`: the value before), in the language shown at the speech rate.
    private func spokenFeedbackFollows(_ settings: PresentationSettings, was: Bool) {
        let language = settings.language ?? content.labels.language ?? "en"
        context.spoken.set(on: settings.spokenFeedback == was ? context.spoken.isOn : settings.spokenFeedback, language: language, rate: settings.speechRate)
    }

    private func openReaderMenu() {
        chrome.helpVisible = false
        readerMenu.open()
    }

    private func openOverview() {
        chrome.helpVisible = false
        overview.open(pageCount: content.pageCount, pageSize: content.pageSize, viewport: context.viewport, current: content.headingPage)
    }

    private func openSettings() {
        guard settingsEditor != nil else { return }
        chrome.helpVisible = false
        settingsPanel.open()
    }

    /// Bookmarks the page a turn is heading to (the one meant, however quick the keys), or removes its bookmark.
    private func toggleBookmark() {
        guard let annotations else { return }
        let page = content.headingPage, kept = content.bookmark(page: page), words = content.wordsAtTop(page: page)
        content.decorate { Bookmarking.toggle(page: page, title: kept.title, scene: kept.scene, words: words, in: annotations, decorator: &$0) }
    }

    private func visitBookmark(backwards: Bool, at t: Double) {
        guard let target = Bookmarking.target(from: content.headingPage, backwards: backwards, in: annotations) else { return }
        content.go(to: target, at: t)
        revealAnnotation(page: target, highlight: nil)
    }

    private func toggleReadAloud(at t: Double) {
        let page = content.headingPage, source = content.readAloudSource, sound = content.readerSound
        content.decorate { readAloud.toggle(page: page, from: source, sound: sound, decorator: &$0, at: t) }
    }

    private func changeVolume(by step: Double) {
        volume.change(by: step, sound: content.readerSound, editor: settingsEditor)
        announceVolume()
    }

    /// The sound's level said (spoken feedback on), as the reader changed it.
    private func announceVolume() {
        guard let sound = content.readerSound else { return }
        context.spoken.announce(SpokenDescription.volume(sound.volume, muted: sound.output.isMuted))
    }

    /// Performs `command` as a key bound to it would (the reader menu chose it): offered to the
    /// chain; what it asks of the window, or nil when nothing had it (the window's commands).
    func perform(command: Command, at t: Double) -> ScreenAction? {
        chain.offer(ReaderInput(choosing: command, context: context, at: t))
    }

    /// Offers `event` (a key or text the on-screen keyboard typed) to the chain as a keyboard's.
    func type(_ event: InputEvent, at t: Double) -> ScreenAction? { chain.offer(ReaderInput(event, context: context, at: t)) }

    /// The word being read aloud follows the speech.
    func step(at t: Double) {
        let source = content.readAloudSource, sound = content.readerSound
        content.decorate { readAloud.update(from: source, sound: sound, decorator: &$0, at: t) }
    }
}

/// The session is each of its features' host, for either screen.
extension ReaderSession: HelpOverlayHost, AnnotationListHost, ReaderMenuHost, SettingsPanelHost, OverviewHost, OnScreenKeyboardHost,
                         HighlightHost, DecorationFocusHost, SearchHost, PageZoomHost, TextViewHost {
    /// The screen's text, as search and the decorations' focus see it.
    var text: any ReaderText { content }
    /// The screen's page, as the zoom sees it.
    var zoomablePage: any ZoomablePage { content }
}

extension ReaderSession {
    /// Whether the help overlay shows.
    var helpVisible: Bool {
        get { chrome.helpVisible }
        set { chrome.helpVisible = newValue }
    }

    /// Whether the settings panel is offered (an editor, and not a kiosk).
    var settingsOffered: Bool { settingsEditor != nil && !context.kiosk }

    /// Whether a view that replaces the page is open (the overview, the annotation list): three
    /// fingers then open no reader menu.
    var overlayOpen: Bool { overview.isOpen || annotationList.isOpen }

    /// Whether something open over the page hides the on-screen keyboard.
    var keyboardCovered: Bool { overlayOpen || readerMenu.isOpen || settingsPanel.isOpen || chrome.helpVisible }

    /// What the reader menu offers here (kiosk mode, annotations, the settings panel, languages).
    var menuOffer: ReaderMenu.Offer {
        ReaderMenu.Offer(kiosk: context.kiosk, bookmarks: annotations != nil, annotationList: annotationListSource != nil, settings: settingsOffered,
                         languages: content.labels.languages, captions: settingsEditor?.settings.offered.contains(.captions) == true)
    }

    /// Where what is being typed shows (the search field, a highlight's note, the page's field), in
    /// window pixels; nil when nothing is typed.
    var typingFrame: Rect? {
        search.typingFrame(viewport: context.viewport, style: context.style) ?? highlighter.typingFrame(viewport: context.viewport, style: context.style)
            ?? content.pageTypingFrame
    }

    /// A feature took a pointer that went down at `p` (a third finger opened the reader menu, a
    /// second the settings panel): the page's gestures let go of it, and the zoom forgets the fingers.
    func pressTaken(at p: Point, time t: Double) {
        content.pageGestureTaken(at: t)
        zoomInput.release()
    }

    /// Closes the settings panel (the second finger of a three-finger touch opened it).
    func closeSettingsPanel() { settingsPanel.close() }

    /// Shows page `page` at once (the overview, the annotation list).
    func jump(to page: Int, at t: Double) { content.jump(to: page, at: t) }

    /// The bookmarks or highlights changed: they are drawn again.
    func annotationsChanged() {
        guard let annotations else { return }
        content.decorate { annotations.decorate(&$0) }
    }

    /// The search's matches or its current one changed: they are shown, and the current one's
    /// page (in the text view, scrolled to its words).
    func searchMoved(at t: Double) {
        let matches = search.session.decorations
        content.decorate { $0.apply(matches, in: SearchSession.group) }
        if let page = search.session.currentPage, page != content.headingPage { content.go(to: page, at: t) }
        if let current = search.session.current { content.reveal(search.session.matches[current].locator, atTop: false) }
    }

    /// In the text view, scrolls to highlight `id`'s words, else to page `page`'s bookmarked words
    /// (at the window's top), once that page shows.
    func revealAnnotation(page: Int, highlight id: String?) {
        guard let annotations else { return }
        if let id, let highlight = annotations.highlights.highlight(id) {
            content.reveal(highlight.locator, atTop: false)
        } else if let bookmark = annotations.bookmarks.items.first(where: { $0.locator.page == page }) {
            content.reveal(bookmark.locator, atTop: true)
        }
    }

    /// Where highlights are made (nil without annotations).
    var highlightPage: HighlightController.Page? {
        annotations.map {
            let text = content.selectableText
            return HighlightController.Page(annotations: $0, resolver: text.resolver, viewport: context.viewport, style: chrome.style, text: text.text)
        }
    }

    /// A long press at window pixel `p`: the word there selected for a highlight; false where
    /// there is no text or no annotations.
    func selectWord(at p: Point) -> Bool { highlightPage.map { highlighter.selectWord(at: p, on: $0) } ?? false }

    /// What the annotation list lists (nil without annotations, or on a screen without a list).
    var annotationListSource: AnnotationListController.Source? { annotations.flatMap(content.annotationListSource) }

    /// Makes a tap on a search match drawn through `decorator` the current match, and one on a highlight open its bar.
    func observeTaps(on decorator: inout Decorator) {
        search.observeTaps(on: &decorator)
        highlighter.observeTaps(on: &decorator) { [weak self] in self?.annotations }
    }

    /// The window changed size or theme: the chrome restyled, the annotation list laid out again, the
    /// settings told the window's size (and `pageSize`, the document's page as shown).
    func resized(pageSize: Point? = nil) {
        chrome.style = context.style
        annotationListSource.map(annotationList.refresh)
        guard let editor = settingsEditor else { return }
        var window = editor.context
        window.window = context.viewport
        if let pageSize { window.document?.pageSize = pageSize }
        editor.update(context: window)
    }
}
