import CSDL2
import Foundation
import SwipeCore
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
    private let engine: RenderEngine
    private let document: Document
    private var position: Double
    private var running = true
    /// The renderer actually used ("opengl", "software", ...).
    public let rendererName: String

    public init(document: Document, title: String, options: Options, report: @escaping (String) -> Void) throws {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw OpenError(description: "cannot open a window: \(String(cString: SDL_GetError())) (no display? `swipe-player render` draws without one)")
        }
        // With no display SDL falls back to drivers that show nothing; a window there would run
        // unseen forever. Use them only when asked for by name (tests, benchmarks).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != driver {
            SDL_Quit()
            throw OpenError(description: "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set); `swipe-player render` draws without one")
        }
        self.document = document
        let size = options.size ?? Self.defaultWindowSize(for: document)
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(0x2FFF0000)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(size.x), Int32(size.y), flags) else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw OpenError(description: "cannot open a window: \(message)")
        }
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(w)
            SDL_Quit()
            throw OpenError(description: "cannot create a renderer: \(message)")
        }
        window = w
        renderer = r
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        position = Double(max(0, min(document.pages.count - 1, options.page - 1)))
        engine = RenderEngine(document: document, renderer: r, viewport: Self.outputSize(r), language: options.language, report: report)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows the document until the user quits.
    public func run() {
        draw()
        var event = SDL_Event()
        while running {
            guard SDL_WaitEvent(&event) != 0 else { continue }
            var dirty = handle(event)
            while SDL_PollEvent(&event) != 0 { dirty = handle(event) || dirty }
            if dirty { draw() }
        }
    }

    /// The page shown now (1-based).
    public var currentPage: Int { Int(position.rounded()) + 1 }

    /// Handles one event; true when the picture must be redrawn.
    func handle(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED {
                engine.resize(viewport: Self.outputSize(renderer))
            }
            return true
        case SDL_KEYDOWN:
            return key(event.key.keysym)
        default:
            break
        }
        return false
    }

    private func key(_ sym: SDL_Keysym) -> Bool {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        switch Int(sym.sym) {
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_DOWN.rawValue), Int(SDLK_PAGEDOWN.rawValue): return go(by: 1)
        case Int(SDLK_LEFT.rawValue), Int(SDLK_UP.rawValue), Int(SDLK_PAGEUP.rawValue): return go(by: -1)
        case Int(SDLK_SPACE.rawValue): return go(by: shift ? -1 : 1)
        case Int(SDLK_HOME.rawValue): return go(to: 0)
        case Int(SDLK_END.rawValue): return go(to: document.pages.count - 1)
        case Int(SDLK_f.rawValue), Int(SDLK_F11.rawValue): toggleFullscreen(); return true
        case Int(SDLK_ESCAPE.rawValue):
            if isFullscreen { toggleFullscreen() }
            return true
        case Int(SDLK_q.rawValue): running = false
        default: break
        }
        return false
    }

    private func go(by delta: Int) -> Bool { go(to: currentPage - 1 + delta) }

    private func go(to index: Int) -> Bool {
        let target = Double(max(0, min(document.pages.count - 1, index)))
        guard target != position else { return false }
        position = target
        return true
    }

    private var isFullscreen: Bool { (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }

    private func toggleFullscreen() {
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    private func draw() {
        let index = currentPage - 1
        let viewport = Self.outputSize(renderer)
        engine.draw(position: position, clock: { $0 == index ? SceneComposer.arrivalClock(of: self.document.pages[$0]) : 0 }, viewport: viewport)
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
