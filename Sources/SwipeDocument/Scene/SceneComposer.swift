/// Composes what the viewport shows at a continuous page position: the page being left and the one
/// coming in, each placed, pinned or faded by the incoming page's `transition` (behaviour
/// reference 2.6), in the paging direction. Position 2.25 means a quarter of the way from page 3
/// to page 4 (1-based); below 0 or past the last page is rubber-band overscroll.
public struct SceneComposer {
    public let document: Document
    public let builder: DisplayListBuilder
    /// Two pages side by side, turning as one (nil: one page at a time); positions then count spreads.
    public var spreads: SpreadLayout?

    public init(document: Document, settings: RenderSettings) {
        self.document = document
        builder = DisplayListBuilder(settings: settings)
    }

    /// What the viewport shows at rest: a page, or a spread two pages wide.
    public var pageSize: Point {
        let page = builder.settings.documentSize
        return spreads == nil ? page : Point(2 * page.x, page.y)
    }

    /// One page's share of a frame: where it is (doc units) and how opaque.
    public struct Placement: Equatable, Sendable {
        public var index: Int
        public var offset: Point
        public var alpha: Double
    }

    /// The pages visible at `position`, bottom to top: with spreads, each page of the spreads
    /// shown, placed in its half.
    public func placements(at position: Double) -> [Placement] {
        guard let spreads else { return slots(at: position, count: document.pages.count) { document.pages[$0].transition } }
        let width = builder.settings.documentSize.x
        return slots(at: position, count: spreads.count) { document.pages[spreads.pages(of: $0)[0]].transition }.flatMap { slot in
            spreads.pages(of: slot.index).map { page in
                Placement(index: page, offset: Point(slot.offset.x + Double(spreads.column(of: page)) * width, slot.offset.y), alpha: slot.alpha)
            }
        }
    }

    /// What is visible at `position` among `count` pages or spreads turning with `transition`.
    private func slots(at position: Double, count: Int, transition: (Int) -> PageTransition) -> [Placement] {
        guard count > 0 else { return [] }
        let clamped = max(0, min(Double(count - 1), position))
        let i = min(count - 1, Int(clamped.rounded(.down)))
        let f = clamped - Double(i)
        let overscroll = position - clamped
        var out: [Placement] = []
        let leaving = f > 0 && transition(i) != .scroll && i + 1 < count ? Point.zero : axisOffset(-(f + overscroll))
        out.append(Placement(index: i, offset: leaving, alpha: 1))
        if f > 0, i + 1 < count {
            switch transition(i + 1) {
            case .scroll: out.append(Placement(index: i + 1, offset: axisOffset(1 - f), alpha: 1))
            case .fadeIn: out.append(Placement(index: i + 1, offset: .zero, alpha: f))
            case .replace: out.append(Placement(index: i + 1, offset: .zero, alpha: 1))
            }
        }
        return out
    }

    /// The display list of the whole viewport (doc units): each visible page at its place, with its
    /// own clock (`clock(index)`, 0...1), the clock of its repeating elements, whether it plays, and
    /// how long its videos have played (seconds), with the play button `pressed` shown held down;
    /// `updated` gives a page as its events changed it (`PageInteraction.page(at:)`), nil: as written.
    /// A page fading in is one picture fading (Core Animation's group opacity): what it covers of
    /// itself does not show through. `decorations` are each page's, drawn with it.
    public func frame(at position: Double, clock: (Int) -> Double, repeatClock: (Int) -> Double? = { _ in nil },
                      playing: (Int) -> Bool = { _ in false }, videoElapsed: (Int) -> Double = { _ in 0 },
                      pressed: PlayButtonID? = nil, updated: (Int) -> Page? = { _ in nil },
                      decorations: (Int) -> (any PageDecorating)? = { _ in nil }) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for p in placements(at: position) where p.alpha > 0 {
            let page = PageAnimation.apply(updated(p.index) ?? document.pages[p.index], clock: clock(p.index), repeatClock: repeatClock(p.index), playing: playing(p.index))
            let built = builder.build(page, clock: clock(p.index), index: p.index, videoElapsed: videoElapsed(p.index), pressed: pressed,
                                      decorations: decorations(p.index))
            let shift = Matrix4.translation(p.offset.x, p.offset.y)
            if p.alpha < 1, built.count > 1 {
                let page = builder.settings.documentSize
                let box = Rect(x: 0, y: 0, width: page.x, height: page.y)
                let layer = DisplayLayer(instance: ElementInstance(page: p.index, path: []), items: built, bounds: box)
                items.append(DisplayItem(content: .layer(layer), size: page, transform: shift, opacity: p.alpha,
                                         clips: [ClipRegion(size: page, cornerRadius: 0, transform: shift)]))
                continue
            }
            for var item in built {
                if p.offset != .zero {
                    item.transform = shift * item.transform
                    item.clips = item.clips.map { ClipRegion(size: $0.size, cornerRadius: $0.cornerRadius, transform: shift * $0.transform) }
                }
                item.opacity *= p.alpha
                items.append(item)
            }
        }
        return items
    }

    /// An offset of `pages` page lengths along the paging direction.
    private func axisOffset(_ pages: Double) -> Point {
        switch document.paging {
        case .vertical: return Point(0, pages * pageSize.y)
        case .leftToRight: return Point(pages * pageSize.x, 0)
        case .rightToLeft: return Point(-pages * pageSize.x, 0)
        }
    }
}
