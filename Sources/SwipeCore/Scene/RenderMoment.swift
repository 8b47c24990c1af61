/// The moment `render` draws: a page position and each page's clock, from `--page`, `--progress`
/// and `--time`, following the play-mode rules (behaviour reference 2.3-2.4, 2.7).
public struct RenderMoment {
    public let position: Double
    private let document: Document
    private let page: Int
    private let progress: Double?
    private let time: Double?

    public init(document: Document, page: Int, progress: Double?, time: Double?) {
        self.document = document
        self.page = page
        self.progress = progress
        self.time = time
        position = Double(page) + (progress ?? 0)
    }

    /// The clock of page `index` (0...1) at this moment.
    public func clock(_ index: Int) -> Double {
        let p = document.pages[index]
        if index == page {
            guard let time, p.play != .never, p.play != .scroll else { return SceneComposer.arrivalClock(of: p) }
            return min(1, time / p.duration)
        }
        if index == page + 1 {
            // The incoming page: scrubbed by the drag when it plays by scrolling, else waiting at its start.
            if p.play == .scroll { return progress ?? 0 }
            return p.play == .never ? 1 : 0
        }
        return index < page ? 1 : 0
    }

    /// How long page `index`'s videos have played at this moment (seconds): `--time` on the page
    /// drawn, when its play has started; nothing elsewhere.
    public func videoElapsed(_ index: Int) -> Double {
        let p = document.pages[index]
        guard index == page, let time, p.play != .never, p.play != .scroll else { return 0 }
        return time
    }
}
