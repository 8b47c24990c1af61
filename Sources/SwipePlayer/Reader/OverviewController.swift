import CSDL2
import SwipeCore

/// The page overview over a document in the window (G): arrows, Home and End choose a page, Enter
/// or a tap opens it, the wheel and Page Up/Down scroll, Escape or G closes it.
final class OverviewController {
    private(set) var overview: PageOverview?

    /// What an event did.
    enum Outcome {
        case ignored
        case handled
        /// Open this page (the overview is closed).
        case open(Int)
    }

    var isOpen: Bool { overview != nil }

    func open(pageCount: Int, pageSize: Point, viewport: Point, current: Int) {
        overview = PageOverview(pageCount: pageCount, pageSize: pageSize, viewport: viewport, current: current)
    }

    func close() { overview = nil }

    func resize(_ viewport: Point) { overview?.resize(viewport) }

    /// Where the pointer went down, and where it was last (a drag scrolls the grid).
    private var press: (start: Point, last: Point)?

    /// Offers an event (and the pointer input made of it) to the overview while it is open.
    func handle(_ event: SDL_Event, pointer: GestureRecognizer.Input?) -> Outcome {
        guard var o = overview else { return .ignored }
        defer { if overview != nil { overview = o } }
        if let pointer {
            switch pointer {
            case .pointerDown(let p, _):
                press = (p, p)
            case .pointerMoved(let p, _):
                guard let (start, last) = press else { break }
                o.scroll(by: last.y - p.y)
                press = (start, p)
            case .pointerUp(let p, _):
                // A tap opens the page under it; a drag only scrolled.
                defer { press = nil }
                guard let start = press?.start, abs(p.x - start.x) + abs(p.y - start.y) < 12, let page = o.page(at: p) else { break }
                close()
                return .open(page)
            case .wheel(_, let dy, _):
                o.scroll(by: dy * 40)
            default: break
            }
            return .handled
        }
        guard event.type == SDL_KEYDOWN.rawValue else { return .handled }
        switch Int(event.key.keysym.sym) {
        case Int(SDLK_LEFT.rawValue): o.move(dx: -1, dy: 0)
        case Int(SDLK_RIGHT.rawValue): o.move(dx: 1, dy: 0)
        case Int(SDLK_UP.rawValue): o.move(dx: 0, dy: -1)
        case Int(SDLK_DOWN.rawValue): o.move(dx: 0, dy: 1)
        case Int(SDLK_PAGEUP.rawValue): o.move(dx: 0, dy: -3)
        case Int(SDLK_PAGEDOWN.rawValue): o.move(dx: 0, dy: 3)
        case Int(SDLK_HOME.rawValue): o.select(0)
        case Int(SDLK_END.rawValue): o.select(o.pageCount - 1)
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_SPACE.rawValue):
            let page = o.selected
            close()
            return .open(page)
        case Int(SDLK_ESCAPE.rawValue), Int(SDLK_g.rawValue), Int(SDLK_BACKSPACE.rawValue):
            close()
        default: break
        }
        return .handled
    }
}
