import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia

/// A slideshow's window side: measures each page's media on a queue of its own (the render
/// thread never opens a file for it), turns those lengths into play lengths (`PagePlayLength`, as
/// an export does), and asks the pure `Slideshow` when to turn. A finished measurement wakes the
/// window with an event, so a page waiting for it turns on time.
public final class SlideshowSession {
    /// How a slideshow runs (`--slideshow SECONDS`, `--loop`).
    public struct Options: Sendable {
        public var interval: Double
        public var loops: Bool

        public init(interval: Double, loops: Bool) {
            self.interval = interval
            self.loops = loops
        }
    }

    public private(set) var slideshow: Slideshow
    private let document: Document
    /// Page index → seconds its play lasts, filled in by the measuring queue.
    private let lengths = Lengths()
    private let queue = DispatchQueue(label: "swipe.slideshow.measure", qos: .utility)

    /// Page index → play length, shared with the measuring queue.
    private final class Lengths: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: Double] = [:]
        private var cancelled = false

        subscript(page: Int) -> Double? {
            lock.lock()
            defer { lock.unlock() }
            return values[page]
        }

        func set(_ length: Double, page: Int) {
            lock.lock()
            values[page] = length
            lock.unlock()
        }

        var isCancelled: Bool {
            lock.lock()
            defer { lock.unlock() }
            return cancelled
        }

        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }
    }

    /// Starts measuring `document`'s pages from `start` on (its speech in `language`, spoken in
    /// `speech`'s style as the window speaks it); without `autoplay` a page has no play to wait for.
    public init(options: Options, document: Document, language: String, speech: SpeechStyle = SpeechStyle(), autoplay: Bool = true, start: Int,
                report: @escaping (String) -> Void) {
        slideshow = Slideshow(interval: options.interval, loops: options.loops, pageCount: document.pages.count)
        self.document = document
        let count = document.pages.count
        let order = Array(max(0, min(start, count)) ..< count) + Array(0 ..< max(0, min(start, count)))
        let lengths = self.lengths
        let doc = document
        nonisolated(unsafe) let warn = report
        queue.async {
            let media = MeasuredMedia(document: doc, language: language, speech: speech, keepsSpeech: false, warn: warn)
            for i in order {
                guard !lengths.isCancelled else { return }
                media.measure(page: i)
                lengths.set(PagePlayLength.of(doc.pages[i], index: i, lengths: media.lengths, autoplay: autoplay), page: i)
                PostedEvent.slideshowMeasured.post()
            }
        }
    }

    deinit { lengths.cancel() }

    /// Seconds a page stays after its play (the `slideshowInterval` setting changes it live).
    public var interval: Double {
        get { slideshow.interval }
        set { slideshow.interval = newValue }
    }

    /// How long the current page plays (nil: not measured yet).
    private var playLength: Double? { slideshow.current.flatMap { lengths[$0.page] } }

    /// Whether the page plays again from its start (a loop back to the first page).
    @discardableResult
    public func arrived(on page: Int, at t: Double) -> Bool { slideshow.arrived(on: page, at: t) }

    public func input(at t: Double) { slideshow.input(at: t) }

    public func toggle(at t: Double) { slideshow.toggle(at: t) }

    /// The turn due at `t`, if any.
    public func turn(at t: Double) -> Slideshow.Turn? { slideshow.turn(at: t, playLength: playLength) }

    /// When the next turn is due (nil: only input or a measurement can bring one).
    public var deadline: Double? { slideshow.deadline(playLength: playLength) }

    /// Whether pages turn by themselves at `t` (not paused, not stopped on the last page).
    public func isRunning(at t: Double) -> Bool { slideshow.isRunning(at: t) }

    /// When a pause by input ends after `t`, if it does (the slideshow plays by itself again).
    public func pauseEnd(after t: Double) -> Double? { slideshow.pausedUntil.flatMap { $0 > t ? $0 : nil } }
}
