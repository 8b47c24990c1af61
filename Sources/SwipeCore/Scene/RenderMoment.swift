/// The moment `render` draws: a page position and each page's clocks, from `--page`, `--progress`
/// and `--time`, following the play-mode rules (behaviour reference 2.3-2.4, 2.7, 3.11) through the
/// same `Playback` the window drives: the document is opened on the page (it is prepared and
/// entered forward, so it plays from its start), `--time` seconds pass, and `--progress` drags the
/// next page in (a `play: "scroll"` page follows the drag).
public struct RenderMoment {
    public let position: Double
    private let document: Document
    private let page: Int
    private let time: Double?
    private let playback: Playback

    public init(document: Document, page: Int, progress: Double?, time: Double?) {
        self.document = document
        self.page = page
        self.time = time
        position = Double(page) + (progress ?? 0)
        var playback = Playback(document: document)
        if document.pages.indices.contains(page) {
            playback.open(on: page, at: 0)
            // `--time` on a page that waits for its play button shows it that long after a press.
            if time != nil, document.pages[page].play == .pause { playback.play(page, at: 0) }
            if let progress, page + 1 < document.pages.count { playback.scrub(page + 1, to: progress) }
        }
        self.playback = playback
    }

    /// The clock of page `index` (0...1) at this moment.
    public func clock(_ index: Int) -> Double { playback.clock(index, at: time ?? 0) }

    /// The clock of page `index`'s repeating elements at this moment (3.11).
    public func repeatClock(_ index: Int) -> Double? { playback.repeatClock(index, at: time ?? 0) }

    /// How long page `index`'s videos have played at this moment (seconds): `--time` on the page
    /// drawn, when its play has started; nothing elsewhere.
    public func videoElapsed(_ index: Int) -> Double {
        let p = document.pages[index]
        guard index == page, let time, p.play != .never, p.play != .scroll else { return 0 }
        return time
    }
}
