import SwipeCore

/// The page overview over a document in the window (`overview`): the menu commands choose a page
/// and open it, a tap opens one, the wheel and drags scroll, `menu close` or `overview` again
/// closes it.
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

    /// Offers an event to the overview while it is open (it takes them all).
    func handle(_ input: ReaderInput) -> Outcome {
        guard var o = overview else { return .ignored }
        defer { if overview != nil { overview = o } }
        if let pointer = input.pointer {
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
        if input.command(.reader) == .overview {
            close()
            return .handled
        }
        switch input.command(.menu) {
        case .menu(.left)?: o.move(dx: -1, dy: 0)
        case .menu(.right)?: o.move(dx: 1, dy: 0)
        case .menu(.up)?: o.move(dx: 0, dy: -1)
        case .menu(.down)?: o.move(dx: 0, dy: 1)
        case .menu(.pageup)?: o.move(dx: 0, dy: -3)
        case .menu(.pagedown)?: o.move(dx: 0, dy: 3)
        case .menu(.first)?: o.select(0)
        case .menu(.last)?: o.select(o.pageCount - 1)
        case .menu(.activate)?:
            let page = o.selected
            close()
            return .open(page)
        case .menu(.close)?: close()
        default: break
        }
        return .handled
    }
}
