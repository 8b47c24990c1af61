import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeDesktop
import SwipeMedia
import SwipeRender

/// The player's window: an SDL window with an accelerated, vsynced renderer (software when no
/// accelerated one exists) showing a stack of screens (a document list, the document opened from
/// it), redrawn at the display rate while something moves and sleeping in the event queue
/// otherwise. Window-wide keys (fullscreen, quit) are its own; everything else goes to the screen
/// on top.
public final class PlayerWindow {
    /// How the window opens.
    public struct Options {
        public var size: Point
        public var fullscreen: Bool
        /// SDL's index of the display the window opens on.
        public var display: Int
        /// Kiosk mode (fullscreen, no way out but a deliberate one); nil for a normal window.
        public var kiosk: KioskSession.Options?
        /// `--presenter`: a presenter view on another display, when there is one.
        public var presenter = false
        /// Whether the document may have text fields (`Document.hasTextFields`, or not known
        /// before the window opens): X11's Compose table is then loaded, for dead keys.
        public var typesText = true
        /// How far the picture, the mouse and touches are turned clockwise (`--rotate`, for a
        /// screen on its side with no compositor to turn it); `size` is the window's, unturned.
        public var rotation = ScreenRotation.none
        /// systemd's notification socket, when the player runs as a notifying service.
        public var notifier: ServiceNotifier?
        /// The key bindings (`KeysConfig`: the defaults, keys.conf, `--keys`).
        public var keys = KeyBindings.defaults
        /// When the on-screen keyboard shows (`--osk`; nil: always in a kiosk, else until a key is pressed).
        public var keyboard: OnScreenKeyboard.Mode?
        /// `--update-every`: the document from the web checked for new versions while it plays.
        public var updater: FleetUpdater?
        /// Called once SDL has started, on this thread: opening the window sets environment
        /// variables before then (`VideoHints`, `SessionBusAutolaunch`) and none after, so work
        /// on other threads that reads the environment (fontconfig does) may start here. glibc's
        /// getenv reads an array that setenv may free meanwhile.
        public var environmentSet: (() -> Void)?

        public init(size: Point, fullscreen: Bool, display: Int = 0, kiosk: KioskSession.Options? = nil) {
            self.size = size
            self.fullscreen = fullscreen
            self.display = display
            self.kiosk = kiosk
        }
    }

    /// Why a window could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var description: String
    }

    let window: OpaquePointer
    private let renderer: OpaquePointer
    /// What screens share with the window.
    public let context: ScreenContext
    /// The screens shown, the top one last; released (and their textures with them) before the renderer.
    public private(set) var screens: [Screen] = []
    /// Screens whose first frame has not been drawn yet.
    private var unshown: [ObjectIdentifier] = []
    /// Opens what a screen asks for (a row of a list); the screen it gives goes on top.
    public var opener: ((URL, ScreenContext) -> Screen)?
    /// Told when an idle kiosk starts over (`resetToStart`): the opener's settings go back to the operator's.
    public var onResetToStart: (() -> Void)?
    private let startCounter = SDL_GetPerformanceCounter()
    private var running = true
    /// The renderer actually used ("opengl", "software", ...).
    public let rendererName: String
    /// Keeps the screen on while something plays by itself (a kiosk, a presentation, a slideshow, media).
    private let screenSaver: ScreenSaverGuard
    /// Kiosk mode's guard: what input is swallowed, when to leave, when to go back to the start.
    private(set) var kiosk: KioskSession?
    /// Told when the first frame is on screen, pinged from the loop, told when the window closes.
    private let notifier: ServiceNotifier?
    /// Checks the document on its server and shows new versions at rest (nil: no updates).
    public let updater: FleetUpdater?
    /// The updater's last line sent as the service manager's status.
    private var sentServiceLine: String?
    /// The service manager's status line once the window shows: the document or folder opened.
    private let serviceStatus: String
    /// Whether the loop ended because the connection to the display was lost.
    public private(set) var displayLost = false
    /// Called each turn of the loop before events are read, never letting it wait for input
    /// (the soak test pushes its events from here); the loop ends when it returns false.
    public var inputFeed: ((Double, Screen?) -> Bool)?
    /// The mouse acting as a finger while Ctrl is held (gesture testing without a touchscreen).
    let simulatedTouch = SimulatedTouch()
    /// The presenter view (`--presenter`), on another display.
    var presenter: PresenterWindow?
    /// What each event goes through, in order.
    private let input = InputPipeline()
    /// The picture turned onto the output (`--rotate`); nil while it is upright.
    private var rotated: RotatedOutput?
    /// The player on the accessibility bus, for screen readers.
    private(set) var accessibility: AccessibilityBridge?
    /// The theme of the player's own controls (nil: the default theme, light).
    public var theme: ThemeController? {
        didSet {
            context.theme = theme
            restyle()
        }
    }
    /// Draws the theme file's errors over whatever screen is on top.
    private lazy var overlay: Compositor = {
        let resources = RenderResources()
        return Compositor(device: context.device, images: resources.images, fonts: resources.fonts, text: TextRasterizer(fonts: resources.fonts), textureBudget: 4 << 20)
    }()

    public init(title: String, options: Options) throws {
        VideoHints.apply(kiosk: options.kiosk != nil, typesText: options.typesText)
        // A kiosk usually runs with no desktop: say how to give it a display.
        let kioskHint = options.kiosk == nil ? "" : "; for a kiosk, run on the console with SDL_VIDEODRIVER=kmsdrm, or under a Wayland kiosk compositor such as `cage -- swipe-player --kiosk ...`"
        guard SessionBusAutolaunch.prevented({ SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }) == 0 else {
            throw OpenError(description: "cannot open a window: \(String(cString: SDL_GetError())) (no display? `swipe-player render` draws without one)\(kioskHint)")
        }
        options.environmentSet?()
        // With no display SDL falls back to drivers that show nothing; a window there would run
        // unseen forever. Use them only when asked for by name (tests, benchmarks).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw OpenError(description: "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); `swipe-player render` draws without one\(kioskHint)")
        }
        RendererSettings.apply()
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen || options.kiosk != nil { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        // SDL_WINDOWPOS_CENTERED_DISPLAY(n): fullscreen goes to the display the window is on.
        let displays = max(1, Int(SDL_GetNumVideoDisplays()))
        guard (0..<displays).contains(options.display) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw OpenError(description: "there is no display \(options.display) (displays: 0...\(displays - 1))")
        }
        var (x, y) = (Int32(0x2FFF0000 | options.display), Int32(0x2FFF0000 | options.display))
        var (width, height) = (Int32(options.size.x), Int32(options.size.y))
        if options.kiosk != nil {
            // A kiosk covers its display even with no window manager to make it fullscreen.
            var bounds = SDL_Rect()
            if SDL_GetDisplayBounds(Int32(options.display), &bounds) == 0 {
                (x, y, width, height) = (bounds.x, bounds.y, bounds.w, bounds.h)
                flags |= SDL_WINDOW_BORDERLESS.rawValue
            }
        }
        guard let w = SDL_CreateWindow(title, x, y, width, height, flags) else {
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
        accessibility = AccessibilityBridge(window: w)
        notifier = options.notifier
        updater = options.updater
        serviceStatus = "Showing \(title)"
        DisplayConnection.exitWhenLost()
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        context = ScreenContext(window: w, renderer: r, video: Self.videoSetup(window: w, renderer: r, driver: driver, rendererName: rendererName))
        context.keys = options.keys
        context.keyboard.mode = options.keyboard ?? (options.kiosk == nil ? .auto : .always)
        screenSaver = ScreenSaverGuard()
        context.spoken.fallback = { [weak self] in (self?.top as? any ReaderScreen)?.session.content.readerSound }
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        if options.rotation != .none {
            context.rotation = options.rotation
            rotated = RotatedOutput(context: context) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        }
        if let k = options.kiosk {
            kiosk = KioskSession(options: k, context: context, start: 0)
            context.kiosk = true
            notifier?.notifyOnTermination()
        }
        if options.presenter {
            context.presenting = true
            presenter = PresenterWindow.open(avoiding: options.display, title: title) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        }
    }

    deinit {
        screenSaver.update(nil, at: now)
        kiosk = nil
        presenter = nil
        while let top = screens.popLast() { top.closed() }
        rotated = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }

    /// Seconds since the window opened (the clock every animation runs on).
    public var now: Double { Double(SDL_GetPerformanceCounter() - startCounter) / Double(SDL_GetPerformanceFrequency()) }

    /// Puts a screen made for this window on top; its first frame is drawn on the next turn of
    /// the loop (or by `showFirstFrame`).
    public func push(_ make: (ScreenContext) -> Screen) {
        context.depth = screens.count
        show(make(context))
    }

    /// Puts `screen` on top, its first frame still to be drawn.
    private func show(_ screen: Screen) {
        screens.append(screen)
        unshown.append(ObjectIdentifier(screen))
        SDL_SetWindowTitle(window, screen.title)
    }

    /// Closes every screen and shows the one `make` makes in their place (a new version of the document).
    public func replaceAll(_ make: (ScreenContext) -> Screen) {
        while let old = screens.popLast() { close(old) }
        push(make)
    }

    /// The screen on top.
    public var top: Screen? { screens.last }

    /// Draws the top screen's first frame and lets it start (for measuring start-up, and for
    /// tests that drive the window step by step).
    public func showFirstFrame() {
        let t = now
        draw(at: t)
        startShownScreens(at: t)
    }

    /// Shows the screens until the user quits. `exitAfterFirstFrame` (for measuring start-up)
    /// prints "first frame" once the first frame is presented and returns.
    public func run(exitAfterFirstFrame: Bool = false) {
        if exitAfterFirstFrame {
            draw(at: now)
            FileHandle.standardOutput.write(Data("first frame\n".utf8))
            startShownScreens(at: now)
            return
        }
        var event = SDL_Event()
        // The frame after motion stops still has to be drawn: it shows where things came to rest.
        var drewMotion = true
        while running, let screen = top {
            let moving = !unshown.isEmpty || screen.isAnimating(at: now)
            if let feed = inputFeed, !feed(now, top) { break }
            if !moving && !drewMotion {
                screen.idle(at: now)
                if inputFeed != nil {
                    // The feed brings the input: no waiting for it.
                } else if let deadline = nextDeadline(screen) {
                    // The kiosk, the screen or the watchdog has something to do then (hide the
                    // cursor, go back to the start, a slideshow's turn, a ping), or the screen
                    // saver's reason may have ended.
                    warmUp(until: deadline)
                    let ms = Int32(max(1, min(60_000, ((deadline - now) * 1000).rounded(.up))))
                    if SDL_WaitEventTimeout(&event, ms) != 0 { handle(event, at: now) }
                } else {
                    warmUp(until: nil)
                    guard SDL_WaitEvent(&event) != 0 else { continue }
                    handle(event, at: now)
                }
            }
            while SDL_PollEvent(&event) != 0 { handle(event, at: now) }
            for action in accessibility?.actions(on: top, at: now) ?? [] { perform(action, at: now) }
            notifier?.tick(at: now)
            tickKiosk(at: now)
            context.spoken.tick(window: self, at: now)
            guard running else { break }
            step(at: now)
            draw(at: now)
            accessibility?.frameDrawn(top, moving: moving, context: context, at: now)
            context.spoken.frameDrawn(top, moving: moving, context: context, at: now)
            updater?.framePresented(at: now, moving: drewMotion)
            startShownScreens(at: now)
            notifier?.ready(status: serviceStatus)
            if let line = updater?.serviceLine, line != sentServiceLine {
                sentServiceLine = line
                notifier?.send(.status(line))
            }
            screenSaver.update(ScreenSaverInhibition(activity(at: now)), at: now)
            drewMotion = moving
        }
        updater?.flush()
        if !displayLost { notifier?.send(.stopping) }
    }

    /// What plays by itself at `t`: kiosk mode, presenting, and what the top screen plays.
    private func activity(at t: Double) -> ScreenSaverInhibition.Activity {
        var activity = top?.activity(at: t) ?? []
        if kiosk != nil { activity.insert(.kiosk) }
        if context.presenting { activity.insert(.presenting) }
        return activity
    }

    /// What the window runs on now: its video driver and renderer, its size, its display's density.
    public var videoSetup: VideoSetup {
        Self.videoSetup(window: window, renderer: renderer, driver: context.video.driver, rendererName: rendererName)
    }

    private static func videoSetup(window: OpaquePointer, renderer: OpaquePointer, driver: String, rendererName: String) -> VideoSetup {
        var (w, h, pw, ph): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        var dpi: Float = 0
        let known = SDL_GetDisplayDPI(SDL_GetWindowDisplayIndex(window), &dpi, nil, nil) == 0 && dpi > 0
        return VideoSetup(driver: driver, renderer: rendererName, windowSize: Point(Double(w), Double(h)), pixelSize: Point(Double(pw), Double(ph)),
                          dpi: known ? Double(dpi) : nil)
    }

    /// When the kiosk, the screen, the presenter view, the keyboard, spoken feedback, the service
    /// watchdog, the screen saver or the updater next have something to do, if any has.
    private func nextDeadline(_ screen: Screen) -> Double? {
        [kiosk?.nextDeadline(after: now), screen.nextDeadline(after: now), presenter?.nextDeadline(after: now),
         context.keyboard.nextDeadline(over: (screen as? any ReaderScreen)?.session), context.spoken.nextDeadline,
         notifier?.nextDeadline(after: now), screenSaver.nextDeadline(after: now), updater?.nextDeadline(after: now)].compactMap { $0 }.min()
    }

    /// While nothing moves, what the renderer makes the first time it meets a kind of draw (a
    /// shader each, over 2 s in all on llvmpipe with a cold cache) is made a step at a time, until
    /// input arrives, `deadline` comes or nothing is left: neither a tap nor a slideshow's turn
    /// waits for more than one step.
    private func warmUp(until deadline: Double?) {
        while context.device.warmUp() {
            SDL_PumpEvents()
            if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE || deadline.map({ now >= $0 }) == true { return }
        }
    }

    /// Screens whose first frame is now on screen start playing.
    private func startShownScreens(at t: Double) {
        guard let screen = top, let i = unshown.firstIndex(of: ObjectIdentifier(screen)) else { return }
        unshown.remove(at: i)
        screen.appeared(at: t)
    }

    /// Moves the top screen on, doing what it asks; the updater takes its checks' results.
    public func step(at t: Double) {
        updater?.tick(self, at: t)
        if let action = top?.step(at: t) { perform(action, at: t) }
    }

    /// Handles one event that arrived at time `t` (seconds since the window opened): `InputPipeline`'s stages in order.
    public func handle(_ event: SDL_Event, at t: Double) { input.run(event, at: t, in: self) }

    /// Ends the loop (`displayLost`: because the connection to the display was lost).
    func end(displayLost lost: Bool = false) {
        if lost { displayLost = true }
        running = false
    }

    /// Carries out one of the window's own commands (fullscreen, leaving it, quitting).
    func perform(window command: Command?) {
        switch command {
        case .fullscreen?: toggleFullscreen()
        case .fullscreenLeave?: if isFullscreen { toggleFullscreen() }
        case .quit?: running = false
        default: break
        }
    }

    /// Lets the kiosk act on time passing: leave, warn of the idle reset (drawn by `draw`, said
    /// here), stop saying it, or go back to the first screen's first page.
    func tickKiosk(at t: Double) {
        guard let kiosk else { return }
        // The warning's own announcement is no media the visitor plays.
        switch kiosk.tick(at: t, mediaPlays: top?.playsMedia(at: t) == true && voice?.isAnnouncing != true, spokenFeedback: context.spoken.isOn) {
        case .exit?: running = false
        case .warn(let seconds)?: voice?.announce(IdleWarningNotice.spoken(seconds: seconds), language: IdleWarningNotice.language)
        case .warningEnded?: voice?.stopAnnouncing()
        case .resetToStart?: resetToStart(at: t)
        case nil: break
        }
    }

    /// Where the player's own messages are said: the top screen's sound (a list has none).
    var voice: (any ReadsAloud)? { (top as? any ReaderScreen)?.session.content.readerSound }

    /// Closes every screen above the first and starts the first one over (an idle kiosk).
    public func resetToStart(at t: Double) {
        // A new version of the document waiting for this moment starts instead.
        onResetToStart?()
        if updater?.reset(self, at: t) == true { return }
        while screens.count > 1 { close(screens.removeLast()) }
        guard let first = top else { return }
        SDL_SetWindowTitle(window, first.title)
        // A screen whose first frame is still to come starts from the beginning anyway.
        if !unshown.contains(ObjectIdentifier(first)) { first.restart(at: t) }
    }

    func perform(_ action: ScreenAction, at t: Double) {
        switch action {
        case .handled:
            break
        case .quit:
            running = false
        case .back:
            guard screens.count > 1 else { return }
            close(screens.removeLast())
            if let screen = top { SDL_SetWindowTitle(window, screen.title) }
        case .replace(let screen):
            if let old = screens.popLast() { close(old) }
            show(screen)
        case .open(let url):
            // Under `--update-every`, a list's row opens the version checked with the list.
            guard let make = updater?.screen(opening: url) ?? opener.map({ opener in { opener(url, $0) } }) else { return }
            push(make)
        case .window(let command):
            // A kiosk allows none of them, as with their keys.
            if !context.kiosk || KioskPolicy.allows(command) { perform(window: command) }
        }
    }

    private func close(_ screen: Screen) {
        unshown.removeAll { $0 == ObjectIdentifier(screen) }
        screen.closed()
    }

    private var isFullscreen: Bool { (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }

    private func toggleFullscreen() {
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    func draw(at time: Double) {
        if let rotated, !rotated.begin() {
            self.rotated = nil
            for screen in screens { screen.resized() }
        }
        // The page moves up while the on-screen keyboard would cover what is typed; the keyboard is
        // drawn over everything, where it is.
        let keyboard = context.keyboard.placement(over: (top as? any ReaderScreen)?.session)
        let shift = Int32((keyboard?.pageShift ?? 0).rounded())
        if shift > 0 {
            let viewport = context.viewport
            var moved = SDL_Rect(x: 0, y: -shift, w: Int32(viewport.x), h: Int32(viewport.y) + shift)
            SDL_RenderSetViewport(renderer, &moved)
        }
        top?.draw(at: time)
        if shift > 0 { SDL_RenderSetViewport(renderer, nil) }
        if let keyboard { overlay.drawOver(context.keyboard.items(keyboard.layout, style: context.style, at: time)) }
        if let warning = kiosk?.warningSeconds(at: time) {
            overlay.drawOver(IdleWarningNotice.items(seconds: warning.left, of: warning.total, viewport: context.viewport, style: context.style))
        }
        if let errors = theme?.errors, !errors.isEmpty {
            var chrome = PlayerChrome(style: context.style)
            chrome.errors = errors
            overlay.drawOver(chrome.items(viewport: context.viewport, page: 0, pageCount: 0, language: nil, at: time))
        }
        rotated?.end()
        SDL_RenderPresent(renderer)
        presenter?.draw(top as? DocumentScreen, at: time, style: context.style)
    }

    /// Every screen laid out again in the theme's present style.
    func restyle() {
        context.style = theme?.style ?? .standard()
        for screen in screens { screen.resized() }
    }

    /// The size a window opened on a document list has.
    public static let listWindowSize = Point(720, 800)

    /// The document's size scaled to fit a 1280×800 area (or the window size for documents that
    /// follow the window).
    public static func defaultWindowSize(for d: Document) -> Point {
        let screen = Point(1280, 800)
        let dim = d.resolvedDimension(screen: screen)
        let fit = ViewportFit(document: dim, viewport: screen)
        return Point((dim.x * fit.scale).rounded(), (dim.y * fit.scale).rounded())
    }
}
