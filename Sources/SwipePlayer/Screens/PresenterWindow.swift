import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender

/// The presenter view (`--presenter`): a second window, on a display other than the audience's,
/// showing the current page as the audience sees it, the next page, the page number and the time
/// since it opened (`PresenterLayout`), while the audience window shows only the document. Its
/// keys go to the document like the audience window's, so either turns both; its pointer input
/// is ignored. Pages are drawn through `RenderEngine`s of its own renderer into target textures.
final class PresenterWindow {
    /// What the player window does with an event, as far as the presenter view is concerned.
    enum Verdict {
        /// Not the presenter's: handled as before.
        case pass
        /// The presenter's pointer input or window event: nothing else sees it.
        case swallow
        /// The presenter view was closed: the player goes on without it.
        case close
        /// The audience window was closed (with two windows open SDL sends no quit).
        case quit
    }

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let windowID: UInt32
    private let resources = RenderResources()
    /// The compositors' way to the renderer, shared by the pages and the overlay.
    private lazy var device = RendererDevice(renderer: renderer)
    private lazy var overlay = Compositor(device: device, images: resources.images, fonts: resources.fonts,
                                          text: TextRasterizer(fonts: resources.fonts), textureBudget: 4 << 20)
    private var current: PresenterPage?
    private var next: PresenterPage?
    /// When the view was first drawn: the clock counts from there.
    private var started: Double?

    /// Opens the view on the first display that is not `audience`; nil (after saying so through
    /// `report`) when there is no other display or no window can be opened there.
    static func open(avoiding audience: Int, title: String, report: (String) -> Void) -> PresenterWindow? {
        let count = Int(SDL_GetNumVideoDisplays())
        guard let display = (0..<count).first(where: { $0 != audience }) else {
            report("swipe-player: --presenter: there is only one display; playing without the presenter view")
            return nil
        }
        var bounds = SDL_Rect()
        if SDL_GetDisplayUsableBounds(Int32(display), &bounds) != 0 || bounds.w <= 0 { SDL_GetDisplayBounds(Int32(display), &bounds) }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow("\(title) — presenter view", bounds.x, bounds.y, max(320, bounds.w), max(240, bounds.h), flags) else {
            report("swipe-player: --presenter: cannot open a window on display \(display): \(String(cString: SDL_GetError()))")
            return nil
        }
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) else {
            report("swipe-player: --presenter: cannot draw on display \(display): \(String(cString: SDL_GetError()))")
            SDL_DestroyWindow(w)
            return nil
        }
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        return PresenterWindow(window: w, renderer: r)
    }

    private init(window: OpaquePointer, renderer: OpaquePointer) {
        self.window = window
        self.renderer = renderer
        windowID = SDL_GetWindowID(window)
    }

    deinit {
        // The pages' textures belong to the renderer: released first.
        current = nil
        next = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// What becomes of `event`: the presenter's keys pass on to the document, its pointer input
    /// and window events stop here; closing the audience window quits.
    func filter(_ event: InputEvent) -> Verdict {
        if case .window(.close, let id) = event { return id == windowID ? .close : .quit }
        guard event.window == windowID else { return .pass }
        switch event {
        case .keyDown, .keyUp: return .pass
        default: return .swallow
        }
    }

    /// When the clock next shows another second.
    func nextDeadline(after t: Double) -> Double? {
        guard let started else { return nil }
        return started + (t - started + 1).rounded(.down)
    }

    /// Draws the view of `screen` (nil: no document on top, only the background) at `time`.
    func draw(_ screen: DocumentScreen?, at time: Double, style: PlayerStyle) {
        if started == nil { started = time }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let layout = PresenterLayout(viewport: Point(Double(w), Double(h)), style: style)
        let page = screen?.currentPage ?? 0
        let count = screen?.document.pages.count ?? 0
        overlay.draw(screen == nil ? [] : layout.items(page: page - 1, pageCount: count, elapsed: time - (started ?? time), style: style),
                     screen: .identity, background: style.statusBackground)
        if let screen {
            current = PresenterPage.reusing(current, for: screen, device: device, resources: resources)
            current?.draw(screen, position: screen.position, at: time, into: layout.current)
            if page < count {
                next = PresenterPage.reusing(next, for: screen, device: device, resources: resources)
                next?.draw(screen, position: Double(page), at: time, into: layout.next)
            }
        }
        SDL_RenderPresent(renderer)
    }
}
