import CSDL2
import Foundation
import SwipeCore
import SwipeMedia
import SwipeRender

/// The player's window: an SDL window with an accelerated, vsynced renderer (software when no
/// accelerated one exists), the document fitted into it, redrawn when something changes.
public final class PlayerWindow {
    /// How the window opens.
    public struct Options {
        public var page: Int
        public var size: Point?
        public var fullscreen: Bool
        public var language: String

        public init(page: Int, size: Point?, fullscreen: Bool, language: String) {
            self.page = page
            self.size = size
            self.fullscreen = fullscreen
            self.language = language
        }
    }

    /// Why a window could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var description: String
    }

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// Released before the renderer it draws with (its textures belong to that renderer).
    private var engine: RenderEngine!
    private var document: Document
    private var navigator: Navigator
    private var gestures = GestureRecognizer()
    private var playback: Playback
    /// The document's music, page sounds, speech and vibration (nil: a silent window), opened by
    /// `openSound` once the first frame is on screen: opening a sound device can take longer than
    /// everything else at start-up.
    private var sound: SoundDirector?
    private let openSound: (() -> SoundDirector?)?
    /// The videos and radios of the pages shown.
    public private(set) var videos: VideoDirector
    /// Told the reading position, the page (0-based) and the language, each time a page becomes
    /// current (the first one included) or the language changes: it is saved from here.
    public var onPositionChanged: ((Int, String) -> Void)?
    /// The language texts are shown in.
    public private(set) var language: String
    /// The page indicator and the help overlay.
    public private(set) var chrome = PlayerChrome()
    private let startCounter = SDL_GetPerformanceCounter()
    private var running = true
    /// Whether the pages next to the current one have been prepared since it became current.
    private var preparedAround: Int?
    /// The renderer actually used ("opengl", "software", ...).
    public let rendererName: String
    private let report: (String) -> Void
    /// Watches the document and its local media while `watch(paths:reload:)` is on.
    private var watcher: FileWatcher?
    private var reload: (() -> Reload)?
    /// The SDL event the watcher posts when a watched file changed.
    private static let fileChanged = SDL_RegisterEvents(1)

    /// What reading the document again found: a new version (and the files it uses), or the
    /// problems that keep the last good version showing.
    public enum Reload {
        case document(Document, watch: [String])
        case errors([String])
    }

    public init(document: Document, title: String, options: Options, openSound: (() -> SoundDirector?)? = nil, report: @escaping (String) -> Void) throws {
        // Decode the first page's pictures and load the fonts while SDL and OpenGL start.
        let resources = RenderResources()
        resources.warmUp(document, page: max(0, min(document.pages.count - 1, options.page - 1)))
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw OpenError(description: "cannot open a window: \(String(cString: SDL_GetError())) (no display? `swipe-player render` draws without one)")
        }
        // With no display SDL falls back to drivers that show nothing; a window there would run
        // unseen forever. Use them only when asked for by name (tests, benchmarks).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw OpenError(description: "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); `swipe-player render` draws without one")
        }
        self.document = document
        self.report = report
        self.openSound = openSound
        language = options.language
        let size = options.size ?? Self.defaultWindowSize(for: document)
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(0x2FFF0000)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(size.x), Int32(size.y), flags) else {
            let message = String(cString: SDL_GetError())
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw OpenError(description: "cannot open a window: \(message)")
        }
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(w)
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw OpenError(description: "cannot create a renderer: \(message)")
        }
        window = w
        renderer = r
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        navigator = Navigator(pageCount: document.pages.count, paging: document.paging, position: Double(max(0, min(document.pages.count - 1, options.page - 1))))
        playback = Playback(document: document)
        engine = RenderEngine(document: document, renderer: r, viewport: Self.outputSize(r), language: options.language, resources: resources, report: report)
        videos = VideoDirector(document: document, audioFormat: nil, report: report)
        engine.videos = videos
    }

    deinit {
        watcher?.stop()
        engine = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }

    /// Seconds since the window opened (the clock every animation runs on).
    private var now: Double { Double(SDL_GetPerformanceCounter() - startCounter) / Double(SDL_GetPerformanceFrequency()) }

    /// Shows the document until the user quits. The window redraws at the display rate while
    /// something moves (a drag, a settle, an animation) and sleeps in the event queue otherwise.
    /// `exitAfterFirstFrame` (for measuring start-up) prints "first frame" once the first frame is
    /// presented, opens the sound and returns.
    public func run(exitAfterFirstFrame: Bool = false) {
        // The first frame shows the current page as its play starts; then sound opens, and the
        // page plays with it (opening a document replays its current page, as the original engine does).
        let first = navigator.currentPage
        playback.prepare(current: first)
        draw(at: now)
        chrome.pageBecameCurrent(at: now)
        onPositionChanged?(first, language)
        if exitAfterFirstFrame { FileHandle.standardOutput.write(Data("first frame\n".utf8)) }
        sound = openSound?()
        connectVideoSound()
        defer { sound?.stop() }
        if exitAfterFirstFrame { return }
        playback.willEnter(first, forward: true, at: now)
        playback.didEnter(first, forward: true, at: now)
        sound?.pageBecameCurrent(first)
        var event = SDL_Event()
        // The frame after motion stops still has to be drawn: it shows where things came to rest.
        var drewMotion = true
        while running {
            let moving = navigator.isMoving || playback.isAnimating(at: now) || videos.isAnimating(at: now) || sound?.isShaking(at: now) == true
                || chrome.isAnimating(at: now)
            if !moving && !drewMotion {
                prepareNeighbours()
                guard SDL_WaitEvent(&event) != 0 else { continue }
                handle(event, at: now)
            }
            while SDL_PollEvent(&event) != 0 { handle(event, at: now) }
            step(at: now)
            draw(at: now)
            drewMotion = moving
        }
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
        let type = Self.fileChanged
        watcher = FileWatcher(paths: paths) {
            var event = SDL_Event()
            event.type = type
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
    private func show(_ doc: Document, at t: Double) {
        let page = max(0, min(doc.pages.count - 1, navigator.currentPage))
        document = doc
        navigator = Navigator(pageCount: doc.pages.count, paging: doc.paging, position: Double(page))
        playback = Playback(document: doc)
        let offered = doc.languages.isEmpty || doc.languages.contains { $0.id == language }
        if !offered { language = LanguageChoice.choose(offered: doc.languages, preferred: [], chosen: nil) }
        engine = RenderEngine(document: doc, renderer: renderer, viewport: Self.outputSize(renderer), language: language, report: report)
        videos = VideoDirector(document: doc, audioFormat: nil, report: report)
        engine.videos = videos
        connectVideoSound()
        preparedAround = nil
        playback.prepare(current: page)
        playback.willEnter(page, forward: true, at: t)
        playback.didEnter(page, forward: true, at: t)
    }

    /// The page shown now (1-based).
    public var currentPage: Int { navigator.currentPage + 1 }

    /// The continuous page position shown (0 = first page).
    public var position: Double { navigator.position }

    /// Whether a page turn is still under way.
    public var isMoving: Bool { navigator.isMoving }

    /// Moves the navigator on and lets the pages know what happened to them.
    func step(at time: Double) {
        gestures.advance(to: time, navigator: &navigator)
        navigator.advance(to: time)
        for e in navigator.takeEvents() {
            videos.navigated(e, at: time)
            switch e {
            case .willLeave(let i): sound?.willLeave(i)
            case .willEnter(let i, let forward): playback.willEnter(i, forward: forward, at: time)
            case .didLeave(let i, let goingBack):
                playback.didLeave(i, goingBack: goingBack, at: time)
                sound?.didLeave(i)
            case .didEnter(let i, let forward):
                playback.prepare(current: i)
                playback.didEnter(i, forward: forward, at: time)
                sound?.pageBecameCurrent(i)
                chrome.pageBecameCurrent(at: time)
                onPositionChanged?(i, language)
                preparedAround = nil
            case .pulledToReplay(let i):
                if !playback.isPlaying(i, at: time) && !videos.isPlaying(i, at: time) {
                    playback.willEnter(i, forward: true, at: time)
                    playback.didEnter(i, forward: true, at: time)
                }
            }
        }
        // A page that plays by scrolling follows the drag that brings it in (2.7).
        let p = navigator.position
        let i = Int(p.rounded(.down))
        if p > Double(i), document.pages.indices.contains(i + 1), document.pages[i + 1].play == .scroll {
            playback.scrub(i + 1, to: p - Double(i))
        }
        let cues = playback.takeCues(at: time)
        videos.start(cues)
        for cue in cues { sound?.playStarted(cue, at: time) }
    }

    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesizes from touches (handled as fingers instead).
    private static let touchMouseID = UInt32.max

    /// Handles one event that arrived at time `t` (seconds since the window opened).
    func handle(_ event: SDL_Event, at t: Double) {
        let length = pageLength
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_EventType(Self.fileChanged):
            reloadDocument(at: t)
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED {
                engine.resize(viewport: Self.outputSize(renderer))
                preparedAround = nil
            }
        case SDL_KEYDOWN:
            key(event.key.keysym, at: t)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            gestures.handle(.pointerDown(pixels(Double(event.button.x), Double(event.button.y)), time: t), navigator: &navigator, pageLength: length)
        // Bit 0 of the button state is the left button (SDL_BUTTON_LMASK, a macro Swift cannot import).
        case SDL_MOUSEMOTION where event.motion.state & 1 != 0 && event.motion.which != Self.touchMouseID:
            gestures.handle(.pointerMoved(pixels(Double(event.motion.x), Double(event.motion.y)), time: t), navigator: &navigator, pageLength: length)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            tapped(gestures.handle(.pointerUp(pixels(Double(event.button.x), Double(event.button.y)), time: t), navigator: &navigator, pageLength: length), at: t)
        case SDL_FINGERDOWN:
            gestures.handle(.pointerDown(fingerPixels(event.tfinger), time: t), navigator: &navigator, pageLength: length)
        case SDL_FINGERMOTION:
            gestures.handle(.pointerMoved(fingerPixels(event.tfinger), time: t), navigator: &navigator, pageLength: length)
        case SDL_FINGERUP:
            tapped(gestures.handle(.pointerUp(fingerPixels(event.tfinger), time: t), navigator: &navigator, pageLength: length), at: t)
        case SDL_MOUSEWHEEL:
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            gestures.handle(.wheel(dx: -Double(event.wheel.preciseX) * flip, dy: -Double(event.wheel.preciseY) * flip, time: t), navigator: &navigator, pageLength: length)
        default:
            break
        }
    }

    /// A tap on an `action: "play"` element plays the current page (3.11).
    /// A tap on the language button switches language; one on an `action: "play"` element plays
    /// the current page (3.11).
    private func tapped(_ gesture: GestureRecognizer.Recognized?, at t: Double) {
        guard case .tap(let p)? = gesture else { return }
        let viewport = Self.outputSize(renderer)
        if let title = languageTitle, chrome.languageButtonHit(p, viewport: viewport, title: title, at: t) {
            nextLanguage(at: t)
        } else if engine.playButtonHit(atPixel: p, viewport: viewport) {
            playback.play(navigator.currentPage, at: t)
        }
    }

    /// The shown language's title, when the document offers several.
    private var languageTitle: String? {
        guard document.languages.count > 1 else { return nil }
        return document.languages.first { $0.id == language }.map { $0.title.isEmpty ? $0.id : $0.title } ?? language
    }

    private func key(_ sym: SDL_Keysym, at t: Double) {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        var page: GestureRecognizer.Key?
        switch Int(sym.sym) {
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_DOWN.rawValue), Int(SDLK_PAGEDOWN.rawValue): page = .next
        case Int(SDLK_LEFT.rawValue), Int(SDLK_UP.rawValue), Int(SDLK_PAGEUP.rawValue): page = .previous
        case Int(SDLK_SPACE.rawValue): page = .next
        case Int(SDLK_HOME.rawValue): page = .first
        case Int(SDLK_END.rawValue): page = .last
        case Int(SDLK_f.rawValue), Int(SDLK_F11.rawValue): toggleFullscreen()
        case Int(SDLK_ESCAPE.rawValue):
            if chrome.helpVisible { chrome.helpVisible = false } else if isFullscreen { toggleFullscreen() }
        case Int(SDLK_SLASH.rawValue) where shift, Int(SDLK_QUESTION.rawValue), Int(SDLK_h.rawValue): chrome.helpVisible.toggle()
        case Int(SDLK_q.rawValue): running = false
        case Int(SDLK_l.rawValue): nextLanguage(at: t)
        case Int(SDLK_m.rawValue): sound?.toggleMute()
        case Int(SDLK_9.rawValue), Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): sound?.changeVolume(by: -0.1)
        case Int(SDLK_0.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue): sound?.changeVolume(by: 0.1)
        default: break
        }
        // Shift reverses Space (Shift-Space goes back); arrows and Page keys mean what they say.
        let reversed = shift && Int(sym.sym) == Int(SDLK_SPACE.rawValue)
        if let page { gestures.handle(.key(page, shift: reversed, time: t), navigator: &navigator, pageLength: pageLength) }
    }

    /// L: the next of the document's `languages`. Texts, markdown and speech follow at once, the
    /// current page plays again, music goes on.
    private func nextLanguage(at t: Double) {
        let ids = document.languages.map(\.id)
        guard ids.count > 1 else { return }
        let next = ids[((ids.firstIndex(of: language) ?? -1) + 1) % ids.count]
        language = next
        engine.setLanguage(next, viewport: Self.outputSize(renderer))
        preparedAround = nil
        let current = navigator.currentPage
        sound?.languageChanged(to: next, current: current)
        playback.willEnter(current, forward: true, at: t)
        playback.didEnter(current, forward: true, at: t)
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(current, next)
    }

    /// The page's length along the paging direction, in pixels.
    private var pageLength: Double {
        let fit = ViewportFit(document: engine.composer.pageSize, viewport: Self.outputSize(renderer))
        return fit.scale * (document.paging == .vertical ? engine.composer.pageSize.y : engine.composer.pageSize.x)
    }

    /// Window coordinates → drawable pixels (they differ on HiDPI screens).
    private func pixels(_ x: Double, _ y: Double) -> Point {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let out = Self.outputSize(renderer)
        return Point(x * out.x / Double(max(w, 1)), y * out.y / Double(max(h, 1)))
    }

    /// Touch coordinates (0...1 of the window) → drawable pixels.
    private func fingerPixels(_ f: SDL_TouchFingerEvent) -> Point {
        let out = Self.outputSize(renderer)
        return Point(Double(f.x) * out.x, Double(f.y) * out.y)
    }

    /// While nothing moves: make the pages next to the current one ready to show.
    private func prepareNeighbours() {
        let current = navigator.currentPage
        guard preparedAround != current else { return }
        preparedAround = current
        let time = now
        engine.settle(on: current, clock: { self.playback.clock($0, at: time) }, viewport: Self.outputSize(renderer))
    }

    private var isFullscreen: Bool { (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }

    private func toggleFullscreen() {
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    private func draw(at time: Double) {
        let viewport = Self.outputSize(renderer)
        engine.draw(position: navigator.position, clock: { self.playback.clock($0, at: time) },
                    repeatClock: { self.playback.repeatClock($0, at: time) },
                    playing: { self.playback.isPlaying($0, at: time) || self.videos.isPlaying($0, at: time) },
                    videoElapsed: { self.videos.elapsed($0, at: time) },
                    shake: sound?.shakeOffset(at: time, pageWidth: engine.composer.pageSize.x) ?? 0, viewport: viewport)
        let chromeItems = chrome.items(viewport: viewport, page: navigator.currentPage, pageCount: document.pages.count,
                                       language: languageTitle, at: time)
        if !chromeItems.isEmpty { engine.drawOver(chromeItems) }
        SDL_RenderPresent(renderer)
    }

    /// The drawable size in pixels (larger than the window size on HiDPI screens).
    static func outputSize(_ r: OpaquePointer) -> Point {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(r, &w, &h)
        return Point(Double(w), Double(h))
    }

    /// The document's size scaled to fit a 1280×800 area (or the window size for documents that
    /// follow the window).
    static func defaultWindowSize(for d: Document) -> Point {
        let screen = Point(1280, 800)
        let dim = d.resolvedDimension(screen: screen)
        let fit = ViewportFit(document: dim, viewport: screen)
        return Point((dim.x * fit.scale).rounded(), (dim.y * fit.scale).rounded())
    }
}
