import SwipeDocument
import SwipeReader
import SwipeRender

/// The page overview in the window (`overview`), over a document's pages or a story's scenes: the
/// menu commands choose a page and open it, a tap opens one, the wheel and drags scroll, `menu
/// close` or `overview` again closes it. Drawn the same for both: the screen only says how a
/// thumbnail is drawn.
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

    /// Draws the open overview with `canvas`: its backdrop, each page in view as a thumbnail
    /// (`thumbnail` draws page `i` into the frame given, over what was drawn), then the thumbnails'
    /// frames, labels (`label`, the page number by default) and `marks`.
    func draw(on canvas: OwnDrawing, style: PlayerStyle, label: (Int) -> String = { "\($0 + 1)" }, marks: (Int) -> PageOverview.Marks,
              thumbnail: (Int, Rect) -> Void) {
        guard let grid = overview else { return }
        canvas.drawOwn(grid.background(style: style), background: style.listBackground)
        for page in grid.visiblePages { thumbnail(page, grid.frame(of: page)) }
        canvas.drawOver(grid.items(style: style, label: label, marks: marks))
    }

    /// What each thumbnail is marked with: its bookmark, its highlights and its search matches,
    /// each found on its page by `page(of:)` (a story's by their `sceneId`).
    static func marks(annotations: ReaderAnnotations?, search: SearchSession, page: @escaping (Locator) -> Int?) -> (Int) -> PageOverview.Marks {
        let matches = Dictionary(grouping: search.matches.compactMap { page($0.locator) }, by: { $0 })
        let highlights = Dictionary(grouping: annotations?.highlights.items.compactMap { page($0.locator) } ?? [], by: { $0 })
        let bookmarked = Set(annotations?.bookmarks.items.compactMap { page($0.locator) } ?? [])
        return { PageOverview.Marks(bookmarked: bookmarked.contains($0), matches: matches[$0]?.count ?? 0, highlights: highlights[$0]?.count ?? 0) }
    }
}

/// What draws the player's own pages (an overview, a list) over a screen, as a document's and a
/// story's engines both do.
protocol OwnDrawing {
    /// Clears the target to `background` and draws `items` (target pixels).
    func drawOwn(_ items: [DisplayItem], background: Color)
    /// Draws `items` (target pixels) over what was drawn.
    func drawOver(_ items: [DisplayItem])
}

extension RenderEngine: OwnDrawing {}
extension StoryRenderEngine: OwnDrawing {}

/// What the overview reaches: showing the page chosen.
protocol OverviewHost: AnyObject {
    func jump(to page: Int, at t: Double)
}

extension OverviewController: ReaderFeature {
    /// While open, the overview takes every event; a page chosen is shown at once.
    func handle(_ input: ReaderInput, in session: any OverviewHost) -> ReaderOutcome {
        switch handle(input) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .open(let page):
            session.jump(to: page, at: input.time)
            return .handled
        }
    }
}
