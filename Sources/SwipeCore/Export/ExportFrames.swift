/// Moments that do not need a running playhead: the `scroll` style's frames and a page at rest.
extension ExportSchedule {
    /// Frame `n` of a `scroll` export at `fps`: what `render --page ⌊n/fps⌋+1 --progress (n mod fps)/fps`
    /// draws (counted from the export's first page).
    public func scrollMoment(frame n: Int, fps: Int, document: Document) -> ExportMoment {
        let page = pages.lowerBound + n / fps
        let progress = Double(n % fps) / Double(fps)
        return ExportMoment(time: Double(n) / Double(fps), rendered: RenderMoment(document: document, page: page, progress: progress, time: nil))
    }

    /// The page events of a `scroll` export: each page becomes current, and its play starts (its
    /// audio and speech), when the view reaches it, and is left when the next one arrives.
    public func scrollEvents(document: Document) -> [PageEvent] {
        var events: [PageEvent] = []
        for page in pages {
            let t = Double(page - pages.lowerBound)
            if page > pages.lowerBound {
                events.append(PageEvent(.willLeave, page: page - 1, time: t))
                events.append(PageEvent(.didLeave, page: page - 1, time: t))
            }
            events.append(PageEvent(.becameCurrent, page: page, time: t))
            if document.pages[page].play != .never { events.append(PageEvent(.playStarted, page: page, time: t)) }
        }
        return events
    }
}

extension ExportMoment {
    /// Page `page` at rest after its play (`render --page page+1 --time playLength`): what PDF
    /// pages and pictures show.
    public static func rest(document: Document, page: Int, playLength: Double) -> ExportMoment {
        ExportMoment(time: playLength, rendered: RenderMoment(document: document, page: page, progress: nil, time: playLength))
    }
}
