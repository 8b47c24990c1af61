/// The moment `render` draws: a page position and each page's clocks, from `--page`, `--progress`
/// and `--time`, following the play-mode rules (behaviour reference 2.3-2.4, 2.7, 3.11) through the
/// same `Playback` the window drives: the document is opened on the page (it is prepared and
/// entered forward, so it plays from its start), `--time` seconds pass, and `--progress` drags the
/// next page in (a `play: "scroll"` page follows the drag). With spreads (`showing`) the page's
/// spread is opened, each of its pages entered, and the position counts spreads; with `autoplay`
/// off the pages wait at their start for a tap, as the window shows them without input.
public struct RenderMoment {
    public let position: Double
    private let document: Document
    /// The pages shown at rest (the page, or its spread's pages).
    public let shown: [Int]
    private let time: Double?
    private let playback: Playback

    public init(document: Document, page: Int, progress: Double?, time: Double?, showing: PageShowing = .pages) {
        self.document = document
        self.time = time
        let stop = showing.stop(of: page)
        shown = document.pages.indices.contains(page) ? showing.pages(of: stop) : [page]
        position = Double(stop) + (progress ?? 0)
        var playback = Playback(document: document)
        playback.autoplay = showing.autoplay
        if document.pages.indices.contains(page) {
            playback.open(on: shown, at: 0)
            for i in shown {
                // `--time` on a page that waits for its play button shows it that long after a press
                // (a press that never comes without autoplay).
                if time != nil, showing.autoplay, document.pages[i].play == .pause { playback.play(i, at: 0) }
            }
            // A drag between spreads scrubs nothing, as in the window.
            if let progress, showing.spreads == nil, page + 1 < document.pages.count { playback.scrub(page + 1, to: progress) }
        }
        self.playback = playback
    }

    /// The clock of page `index` (0...1) at this moment.
    public func clock(_ index: Int) -> Double { playback.clock(index, at: time ?? 0) }

    /// The clock of page `index`'s repeating elements at this moment (3.11).
    public func repeatClock(_ index: Int) -> Double? { playback.repeatClock(index, at: time ?? 0) }

    /// How long page `index`'s videos have played at this moment (seconds): `playElapsed`, else nothing.
    public func videoElapsed(_ index: Int) -> Double { playElapsed(index) ?? 0 }

    /// How long ago page `index`'s play started (its videos, audio and speech), in seconds:
    /// `--time` on a page drawn (of its spread), when its play has started (with autoplay); nil elsewhere.
    public func playElapsed(_ index: Int) -> Double? {
        let p = document.pages[index]
        guard shown.contains(index), let time, p.play != .never, p.play != .scroll, playback.autoplay else { return nil }
        return time
    }
}
