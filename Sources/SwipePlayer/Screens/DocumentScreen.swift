import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A Swipe document in the window: SDL input → gestures → navigator, navigator events →
/// playback, sound and videos, play-start cues → sound and videos, taps on play buttons and on the
/// player's own controls, the neighbours prepared while idle, live reload, and the reading
/// position reported as it changes.
public final class DocumentScreen: ReaderScreen {
    let context: ScreenContext
    /// The reader's tools, chain, shared commands and overlays; the document is its content.
    lazy var session = ReaderSession(content: self, context: context, report: report)
    /// Released before the renderer it draws with (its textures belong to that renderer).
    private(set) var engine: RenderEngine
    public internal(set) var document: Document
    var navigator: Navigator
    var gestures = GestureRecognizer()
    var press = PlayButtonPress()
    /// The gesture lab, drawn while `context.showsInput`.
    let inputOverlay: InputOverlay
    /// What the gesture lab shows (its contacts, the last gesture and its lines).
    public var inputLab: InputLab { inputOverlay.lab }
    /// The recognizer's last decision.
    public var gestureReport: GestureReport? { gestures.lastReport }
    /// The play button held down now, drawn at its pressed opacity.
    public var pressedButton: PlayButtonID? { press.button }
    var playback: Playback
    /// The document's music, page sounds, speech and vibration (nil: a silent screen), opened by
    /// `openSound` once the first frame is on screen: opening a sound device can take longer than
    /// everything else at start-up.
    var sound: SoundDirector?
    /// When each page's play last started, until the page is left: its `audio`'s captions follow it.
    var playStarts: [Int: Double] = [:]
    let openSound: ((_ language: String, _ page: Int) -> SoundDirector?)?
    /// The videos and radios of the pages shown.
    public internal(set) var videos: VideoDirector
    /// Told the reading position, the page (0-based) and the language, each time a page becomes
    /// current (the first one included) or the language changes: it is saved from here.
    public var onPositionChanged: ((Int, String) -> Void)?
    /// Told the volume (0…1) each time the reader changes it: the next document opens at it.
    public var onVolumeChanged: ((Double) -> Void)? {
        get { session.volume.onChanged }
        set { session.volume.onChanged = newValue }
    }
    /// The current page's element the keyboard focus is on, if one is.
    var focusedElement: [Int]? { interaction.focus.element }
    /// The reader's bookmarks (B toggles, [ and ] go to the previous and next) and highlights
    /// (Shift+drag over text, or a long press on a word) of this document.
    public var annotations: ReaderAnnotations? {
        get { session.annotations }
        set {
            session.annotations = newValue
            session.annotationsChanged()
        }
    }
    /// The language texts are shown in.
    public internal(set) var language: String
    /// The page indicator, the language and back buttons, the help and error overlays.
    public internal(set) var chrome: PlayerChrome {
        get { session.chrome }
        set { session.chrome = newValue }
    }
    public let title: String
    /// Whether a back control is offered (the document was opened from a list).
    let canGoBack: Bool
    /// The presentation settings in force (fit, background, page number, volume, mute), resolved by
    /// the opener's `SettingsEditor`; nil: the player's defaults. The reading direction and language
    /// are the document's and the screen's, set when it opens.
    public var presentation: PresentationSettings? {
        didSet { applyPresentation(sound: true) }
    }
    /// Where the presentation settings are edited and resolved: the screen follows its changes and
    /// tells it the window's size (the seam a settings panel, a slideshow or the input overlay use).
    public var settingsEditor: SettingsEditor? {
        get { session.settingsEditor }
        set { session.settingsEditor = newValue }
    }
    /// Frames still to draw after the zoom changed: one at the new scale settles the textures'
    /// sharpness, the one at rest the pictures'.
    var zoomFrames = 0
    /// Whether the pages next to the current one have been prepared since it became current.
    var preparedAround: Int?
    let report: (String) -> Void
    /// Watches the document and its local media while `watch(paths:reload:)` is on.
    var liveReload: LiveReload<Document>?
    /// Counts the versions of the document shown (live reload replaces it).
    public internal(set) var documentVersion = 0
    /// `--slideshow`: pages turn by themselves (nil: they do not).
    public var slideshowOptions: SlideshowSession.Options?
    var slideshow: SlideshowSession?
    /// The presenter's blanking and typed page numbers.
    var presenter = PresenterKeys()
    /// Events and actions of the pages near the current one.
    var interaction: InteractionController
    /// The text view of the page shown (`layout` is `text`).
    let textView = TextViewReader()
    /// The text view's least base size, for a kiosk's viewing distance (`ViewingDistance`).
    public var textViewMinimumBase: Double {
        get { textView.minimumBase }
        set { textView.minimumBase = newValue }
    }

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
        engine = RenderEngine(document: document, device: context.device, viewport: context.viewport, language: language, resources: resources, report: report)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
        interaction = InteractionController(document: document, engine: engine, report: report)
        session.observeTaps(on: &engine.decorator)
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        playback.prepare(current: shownPage)
    }

    /// The page shown now (1-based).
    public var currentPage: Int { shownPage + 1 }

    /// The current page (0-based): with spreads, the first page of the current spread.
    var shownPage: Int { spreads?.pages(of: navigator.currentPage).first ?? navigator.currentPage }
    /// The page shown, or the one a turn is heading to (what a key means, however quick the keys).
    var headingPage: Int {
        let position = navigator.targetPage ?? navigator.currentPage
        return spreads?.pages(of: position).first ?? position
    }

    /// Turns to page `page` (its spread, with spreads).
    func go(toPage page: Int, at t: Double, animated: Bool = true) {
        navigator.go(to: spreads?.spread(of: page) ?? page, at: t, animated: animated)
    }

    /// Two pages side by side, turning as one (the `doublePageSpread` setting and the window's shape).
    var spreads: SpreadLayout?

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
    func startSlideshow(on page: Int, at t: Double) {
        guard var options = slideshowOptions else { return }
        options.interval = presentation?.slideshowInterval ?? options.interval
        let session = SlideshowSession(options: options, document: document, language: language,
                                       speech: presentation?.speech ?? SpeechStyle(), autoplay: presentation?.autoplay ?? true, start: page, report: report)
        session.arrived(on: page, at: t)
        slideshow = session
    }

    /// A slideshow's turn or the end of its pause, the blink of the caret of a field being edited,
    /// or when the press held becomes a long press.
    public func nextDeadline(after t: Double) -> Double? {
        [slideshow?.deadline, slideshow?.pauseEnd(after: t), interaction.nextCaretEdge(after: t), gestures.longPressDeadline,
         showsTextView ? textView.longPressDeadline : nil].compactMap { $0 }.min()
    }

    /// A running slideshow; the current page's videos and radios, the music and the pages' sounds.
    public func activity(at t: Double) -> ScreenSaverInhibition.Activity {
        var activity: ScreenSaverInhibition.Activity = []
        if slideshow?.isRunning(at: t) == true { activity.insert(.slideshow) }
        if videos.isPlaying(shownPage, at: t) || sound?.isPlaying == true { activity.insert(.media) }
        return activity
    }

    /// The current page's videos and radios, and the pages' sounds and speech.
    public func playsMedia(at t: Double) -> Bool { videos.isPlaying(shownPage, at: t) || sound?.isPlayingPageSound == true }

    public func closed() {
        liveReload?.stop()
        liveReload = nil
        sound?.stop()
        sound = nil
    }

    public func isAnimating(at t: Double) -> Bool {
        navigator.isMoving || zoomFrames > 0 || playback.isAnimating(at: t) || videos.isAnimating(at: t) || sound?.isShaking(at: t) == true
            || chrome.isAnimating(at: t) || (context.showsInput && inputOverlay.lab.isAnimating(at: t)) || interaction.isAnimating(at: t)
            || session.readAloud.isRunning || session.annotationList.isMoving || (presentation?.captions == true && sound?.isPlaying == true)
    }

    /// Video soundtracks and radios are heard through the same output as everything else.
    func connectVideoSound() {
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
    func show(_ authored: Document, at t: Double) {
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
        engine = RenderEngine(document: doc, device: context.device, viewport: context.viewport, language: language, report: report)
        engine.spreads = spreads
        applyPresentation(sound: false)
        session.annotationsChanged()
        engine.decorator.apply(session.search.session.decorations, in: SearchSession.group)
        session.readAloud.documentChanged()
        session.annotationListSource.map(session.annotationList.refresh)
        session.decorationFocus.clear()
        session.observeTaps(on: &engine.decorator)
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
        session.restoreStartingSettings()
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
        session.decorationFocus.clear()
        session.overview.close()
        session.annotationList.close()
        if session.search.isOpen {
            session.search.close()
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
        // A page turn (or any move of the pages) ends the zoom.
        engine.zoom.follow(position: navigator.position)
        for e in navigator.takeEvents().flatMap({ spreads?.pageEvents($0) ?? [$0] }) {
            videos.navigated(e, at: time)
            playback.navigated(e, at: time)
            switch e {
            case .willLeave(let i):
                sound?.willLeave(i)
                session.decorationFocus.clear()
            case .willEnter: break
            case .didLeave(let i, _):
                sound?.didLeave(i)
                playStarts[i] = nil
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
        for cue in cues {
            sound?.playStarted(cue, at: time)
            playStarts[cue.page] = time
        }
        session.annotationList.advance(to: time)
        session.step(at: time)
        return nil
    }

    /// The document's own links of the session's chain (`ReaderLink`): a slideshow noticing any
    /// input and its pause, the page's field being edited, its focusable elements and lists, the
    /// gesture lab, the pointer's gestures on the page.
    var ownLinks: [ReaderLink: ScreenLink] {
        let own = { (body: @escaping (DocumentScreen, ReaderInput) -> ReaderOutcome) -> ScreenLink in
            ScreenLink { [unowned self] in body(self, $0) }
        }
        return [.slideshowNotices: own { $0.slideshowNotices($1) }, .pageField: own { $0.pageFieldInput($1) }, .slideshowPause: own { $0.slideshowInput($1) },
                .pageFocus: own { $0.pageFocusInput($1) }, .inputLab: own { $0.inputLabNotices($1) }, .pointer: own { $0.pointerInput($1) }]
    }

    /// What R and a page's speech read aloud: the document's texts in the language shown, or the
    /// text view's.
    var readAloudSource: ReadAloudController.Source {
        let document = self.document, language = self.language
        return readingColumn(.init(texts: { ReadAloudScript(textsOf: $0, document: document, language: language) },
                                   speech: { ReadAloudScript(speech: $0, page: $1, document: document, language: language) },
                                   resolver: LocatorResolver(document: document, language: language), href: title))
    }

    /// The shown language's title, when the document offers several.
    var languageTitle: String? {
        guard document.languages.count > 1 else { return nil }
        return document.languages.first { $0.id == language }.map { $0.title.isEmpty ? $0.id : $0.title } ?? language
    }

    /// L: the next of the document's `languages`. Texts, markdown and speech follow at once, the
    /// current page plays again, music goes on.
    func nextLanguage(at t: Double) {
        let ids = document.languages.map(\.id)
        guard ids.count > 1 else { return }
        let next = ids[((ids.firstIndex(of: language) ?? -1) + 1) % ids.count]
        settingsEditor?.set(.language, .choice(next))
        show(language: next, at: t)
    }

    /// Shows texts, markdown and speech in `next` from now on; the current page plays again.
    func show(language next: String, at t: Double) {
        language = next
        engine.setLanguage(next, viewport: context.viewport)
        preparedAround = nil
        let current = shownPage
        sound?.languageChanged(to: next, current: current)
        if session.search.refresh(run: { $0.run(TextSearch(document: document, language: next), href: title, from: current) }) {
            engine.decorator.apply(session.search.session.decorations, in: SearchSession.group)
        }
        // The original engine rebuilds and prepares the pages, then enters the current one (2.4).
        playback.open(on: spreads?.spreadPages(of: current) ?? [current], at: t)
        if slideshow != nil { startSlideshow(on: current, at: t) }
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(current, next)
    }

    /// Hands the presentation settings to the engine, the chrome and (when they changed, or the
    /// sound has just opened) the sound, whose volume keys change it in between.
    func applyPresentation(sound applyToSound: Bool) {
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
            session.volume.apply(p, to: sound)
            sound.speechChanged(rate: p.speechRate, voice: p.speechVoice, current: shownPage)
        }
        preparedAround = nil
    }

    /// The page's length along the paging direction, in pixels.
    var pageLength: Double {
        let fit = engine.pageFit(context.viewport)
        return fit.scale * (document.paging == .vertical ? engine.composer.pageSize.y : engine.composer.pageSize.x)
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
        session.overview.resize(context.viewport)
        session.resized(pageSize: engine.composer.pageSize)
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        interaction.focusColor = context.style.decorations.focusRing.tint
        preparedAround = nil
    }
}
