/// Moments that do not need a running playhead: the `scroll` style's frames and a page at rest.
extension ExportSchedule {
    /// Frame `n` of a `scroll` export at `fps`: what `render --page ⌊n/fps⌋+1 --progress (n mod fps)/fps`
    /// draws (counted from the export's first stop: page or spread).
    public func scrollMoment(frame n: Int, fps: Int, document: Document) -> ExportMoment {
        let page = showing.pages(of: stops.lowerBound + n / fps)[0]
        let progress = Double(n % fps) / Double(fps)
        return ExportMoment(time: Double(n) / Double(fps), rendered: RenderMoment(document: document, page: page, progress: progress, time: nil, showing: showing))
    }

    /// The page events of a `scroll` export: each page becomes current, and its play starts (its
    /// audio and speech; with `autoplay` off, only a `play: "scroll"` page's), when the view reaches
    /// its stop, and is left when the next stop arrives.
    public func scrollEvents(document: Document) -> [PageEvent] {
        var events: [PageEvent] = []
        for stop in stops {
            let t = Double(stop - stops.lowerBound)
            if stop > stops.lowerBound {
                let left = showing.pages(of: stop - 1)
                events += left.map { PageEvent(.willLeave, page: $0, time: t) } + left.map { PageEvent(.didLeave, page: $0, time: t) }
            }
            for page in showing.pages(of: stop) {
                events.append(PageEvent(.becameCurrent, page: page, time: t))
                let play = document.pages[page].play
                if play != .never, showing.autoplay || play == .scroll { events.append(PageEvent(.playStarted, page: page, time: t)) }
            }
        }
        return events
    }
}

extension ExportMoment {
    /// Page `page` (its spread, with spreads) at rest after its play (`render --page page+1 --time
    /// playLength`): what PDF pages and pictures show.
    public static func rest(document: Document, page: Int, playLength: Double, showing: PageShowing = .pages) -> ExportMoment {
        ExportMoment(time: playLength, rendered: RenderMoment(document: document, page: page, progress: nil, time: playLength, showing: showing))
    }
}
