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
    private var engine: RenderEngine
    public private(set) var document: Document
    private var navigator: Navigator
    private var gestures = GestureRecognizer()
    private var press = PlayButtonPress()
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
    public var onVolumeChanged: ((Double) -> Void)?
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
    private var watcher: FileWatcher?
    private var reload: (() -> Reload)?

    /// What reading the document again found: a new version (and the files it uses), or the
    /// problems that keep the last good version showing.
    public enum Reload {
        case document(Document, watch: [String])
        case errors([String])
    }

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
        navigator = Navigator(pageCount: document.pages.count, paging: document.paging, position: Double(max(0, min(document.pages.count - 1, page))))
        playback = Playback(document: document)
        engine = RenderEngine(document: document, renderer: context.renderer, viewport: context.viewport, language: language, resources: resources, report: report)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
        chrome.style = context.style
        playback.prepare(current: shownPage)
    }

    /// The page shown now (1-based).
    public var currentPage: Int { shownPage + 1 }

    /// The current page (0-based): with spreads, the first page of the current spread.
    private var shownPage: Int { spreads?.pages(of: navigator.currentPage).first ?? navigator.currentPage }

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
    }

    public func closed() {
        watcher?.stop()
        watcher = nil
        sound?.stop()
        sound = nil
    }

    public func isAnimating(at t: Double) -> Bool {
        navigator.isMoving || playback.isAnimating(at: t) || videos.isAnimating(at: t) || sound?.isShaking(at: t) == true
            || chrome.isAnimating(at: t)
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
        self.reload = reload
        let type = ScreenContext.fileChanged
        let tag = Unmanaged.passUnretained(self).toOpaque()
        // The watcher's thread only posts; SDL copies the event, the tag is compared, never followed.
        let address = UInt(bitPattern: tag)
        watcher = FileWatcher(paths: paths) {
            var event = SDL_Event()
            event.type = type
            event.user.data1 = UnsafeMutableRawPointer(bitPattern: address)
            SDL_PushEvent(&event)
        }
    }

    private func reloadDocument(at t: Double) {
        guard let reload else { return }
        switch reload() {
        case .errors(let lines):
            chrome.errors = lines
        case .document(let doc, let paths):
            chrome.errors = []
            watcher?.watch(paths)
            show(doc, at: t)
        }
    }

    /// Shows `doc` instead of the document shown, on the same page (or its last), replaying it.
    /// Pictures are read again (one may be what changed); music goes on.
    private func show(_ authored: Document, at t: Double) {
        var doc = authored
        if let p = presentation { doc.paging = p.readingProgression.paging }
        let page = max(0, min(doc.pages.count - 1, shownPage))
        document = doc
        spreads = presentation?.showsSpreads == true ? SpreadLayout(pageCount: doc.pages.count, rightToLeft: doc.paging == .rightToLeft) : nil
        navigator = Navigator(pageCount: spreads?.count ?? doc.pages.count, paging: doc.paging, position: Double(spreads?.spread(of: page) ?? page))
        playback = Playback(document: doc)
        let offered = doc.languages.isEmpty || doc.languages.contains { $0.id == language }
        if !offered { language = LanguageChoice.choose(offered: doc.languages, preferred: [], chosen: nil) }
        engine = RenderEngine(document: doc, renderer: context.renderer, viewport: context.viewport, language: language, report: report)
        engine.spreads = spreads
        applyPresentation(sound: false)
        videos = VideoDirector(document: doc, audioFormat: nil, report: report)
        engine.videos = videos
        connectVideoSound()
        preparedAround = nil
        playback.open(on: page, at: t)
    }

    /// Back to the first page, its play starting over as when the document opened: the pages are
    /// prepared again and the first one entered; music goes on.
    public func restart(at t: Double) {
        navigator = Navigator(pageCount: spreads?.count ?? document.pages.count, paging: document.paging, position: 0)
        gestures = GestureRecognizer()
        press = PlayButtonPress()
        playback = Playback(document: document)
        applyPresentation(sound: false)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
        connectVideoSound()
        preparedAround = nil
        chrome.helpVisible = false
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
        navigator.advance(to: time)
        for e in navigator.takeEvents().flatMap({ spreads?.pageEvents($0) ?? [$0] }) {
            videos.navigated(e, at: time)
            playback.navigated(e, at: time)
            switch e {
            case .willLeave(let i): sound?.willLeave(i)
            case .willEnter: break
            case .didLeave(let i, _): sound?.didLeave(i)
            case .didEnter(let i, _):
                sound?.pageBecameCurrent(i)
                chrome.pageBecameCurrent(at: time)
                onPositionChanged?(i, language)
                preparedAround = nil
            case .pulledToReplay(let i):
                if !playback.isPlaying(i, at: time) && !videos.isPlaying(i, at: time) { playback.replay(i, at: time) }
            }
        }
        // A page that plays by scrolling follows the drag that brings it in (2.7).
        if spreads == nil { playback.follow(position: navigator.position) }
        let cues = playback.takeCues(at: time)
        videos.start(cues)
        for cue in cues { sound?.playStarted(cue, at: time) }
        return nil
    }

    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard event.user.data1 == Unmanaged.passUnretained(self).toOpaque() else { return nil }
            reloadDocument(at: t)
            return .handled
        }
        if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == Int32(SDLK_ESCAPE.rawValue), chrome.helpVisible {
            chrome.helpVisible = false
            return .handled
        }
        if let editor = settingsEditor {
            let wasOpen = settingsPanel.isOpen
            if settingsPanel.handle(event, editor: editor, context: context, at: t) {
                // A second finger opened the panel: the first one's drag of the pages ends there.
                if !wasOpen, case .pointerDown(let p, _)? = PointerInput.input(event, context: context, at: t) {
                    _ = gestures.handle(.pointerUp(p, time: t), navigator: &navigator, pageLength: pageLength)
                }
                return .handled
            }
        }
        if PointerInput.isBack(event) { return canGoBack ? .back : nil }
        if let input = PointerInput.input(event, context: context, at: t) {
            press.handle(input) { engine.playButton(atPixel: $0, viewport: context.viewport) }
            return tapped(gestures.handle(input, navigator: &navigator, pageLength: pageLength), at: t) ?? .handled
        }
        return event.type == SDL_KEYDOWN.rawValue ? key(event.key.keysym, at: t) : nil
    }

    /// A tap on the back button goes back, one on the language button switches language, one on
    /// an `action: "play"` element plays the current page (3.11).
    private func tapped(_ gesture: GestureRecognizer.Recognized?, at t: Double) -> ScreenAction? {
        guard case .tap(let p)? = gesture else { return nil }
        let viewport = context.viewport
        if canGoBack, chrome.backButtonHit(p, viewport: viewport, at: t) {
            return .back
        } else if settingsEditor != nil, chrome.indicatorOpacity(at: t) > 0, SettingsPanel.gearButton(viewport: viewport, style: chrome.style).contains(p) {
            settingsPanel.open()
        } else if let title = languageTitle, chrome.languageButtonHit(p, viewport: viewport, title: title, at: t) {
            nextLanguage(at: t)
        } else if let button = engine.playButton(atPixel: p, viewport: viewport) {
            // With spreads, the button's own page of the two.
            playback.play(spreads == nil ? shownPage : button.page, at: t)
        } else if !playback.autoplay, !playback.isPlaying(shownPage, at: t) {
            // Without autoplay, a page waits for a tap anywhere on it.
            playback.play(shownPage, at: t)
        }
        return nil
    }

    /// The shown language's title, when the document offers several.
    private var languageTitle: String? {
        guard document.languages.count > 1 else { return nil }
        return document.languages.first { $0.id == language }.map { $0.title.isEmpty ? $0.id : $0.title } ?? language
    }

    private func key(_ sym: SDL_Keysym, at t: Double) -> ScreenAction? {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        var page: GestureRecognizer.Key?
        switch Int(sym.sym) {
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_DOWN.rawValue), Int(SDLK_PAGEDOWN.rawValue): page = .next
        case Int(SDLK_LEFT.rawValue), Int(SDLK_UP.rawValue), Int(SDLK_PAGEUP.rawValue): page = .previous
        case Int(SDLK_SPACE.rawValue): page = .next
        case Int(SDLK_HOME.rawValue): page = .first
        case Int(SDLK_END.rawValue): page = .last
        case Int(SDLK_SLASH.rawValue) where shift, Int(SDLK_QUESTION.rawValue), Int(SDLK_h.rawValue): chrome.helpVisible.toggle()
        case Int(SDLK_l.rawValue): nextLanguage(at: t)
        case Int(SDLK_m.rawValue):
            sound?.toggleMute()
            if let sound { settingsEditor?.set(.mute, .toggle(sound.output.isMuted)) }
        case Int(SDLK_9.rawValue), Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): changeVolume(by: -0.1)
        case Int(SDLK_0.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue): changeVolume(by: 0.1)
        default: return nil
        }
        // Shift reverses Space (Shift-Space goes back); arrows and Page keys mean what they say.
        let reversed = shift && Int(sym.sym) == Int(SDLK_SPACE.rawValue)
        if let page { gestures.handle(.key(page, shift: reversed, time: t), navigator: &navigator, pageLength: pageLength) }
        return .handled
    }

    private func changeVolume(by step: Double) {
        guard let sound else { return }
        sound.changeVolume(by: step)
        settingsEditor?.set(.playbackVolume, .number(sound.volume))
        onVolumeChanged?(sound.volume)
    }

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
        // The original engine rebuilds and prepares the pages, then enters the current one (2.4).
        playback.open(on: current, at: t)
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
        context.theme?.prefer(p.appearance)
        if applyToSound, let sound {
            sound.volume = p.playbackVolume
            sound.output.isMuted = p.mute
            sound.speechChanged(rate: p.speechRate, voice: p.speechVoice, current: shownPage)
        }
        preparedAround = nil
    }

    /// The page's length along the paging direction, in pixels.
    private var pageLength: Double {
        let fit = engine.viewportFit(context.viewport)
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
        if let editor = settingsEditor {
            var window = editor.context
            window.window = context.viewport
            window.document?.pageSize = engine.composer.pageSize
            editor.update(context: window)
        }
        chrome.style = context.style
        preparedAround = nil
    }

    public func draw(at time: Double) {
        let viewport = context.viewport
        // The frame where motion stops is drawn once: pictures get their size in it.
        engine.compositor.isAtRest = !isAnimating(at: time)
        engine.draw(position: navigator.position, clock: { self.playback.clock($0, at: time) },
                    repeatClock: { self.playback.repeatClock($0, at: time) },
                    playing: { self.playback.isPlaying($0, at: time) || self.videos.isPlaying($0, at: time) },
                    videoElapsed: { self.videos.elapsed($0, at: time) },
                    shake: sound?.shakeOffset(at: time, pageWidth: engine.composer.pageSize.x) ?? 0, pressed: press.button, viewport: viewport)
        let chromeItems = chrome.items(viewport: viewport, page: shownPage, pageCount: document.pages.count,
                                       language: languageTitle, back: canGoBack, at: time)
        var over = chromeItems
        if let editor = settingsEditor {
            let opacity = chrome.indicatorOpacity(at: time)
            if opacity > 0, !settingsPanel.isOpen { over += SettingsPanel.gearItems(viewport: viewport, style: chrome.style, opacity: opacity) }
            over += settingsPanel.items(editor: editor, context: context)
        }
        if !over.isEmpty { engine.drawOver(over) }
    }
}
