/// Which moment of a video element is shown and whether it still plays (behaviour reference 2.7,
/// 3.10): on ordinary pages videos run in real time from `videoStart` since the page's last play
/// start, stop after `videoDuration` or at the end of the media, and loop when the page repeats;
/// on `play: "scroll"` pages the drag scrubs them. Pure: times are parameters, in seconds.
public struct VideoTiming: Equatable, Hashable, Sendable {
    /// `videoStart`.
    public var start: Double
    /// `videoDuration`, when given.
    public var duration: Double?
    /// The media's own length, once known.
    public var mediaDuration: Double?
    /// The page repeats: the video loops instead of stopping at its end.
    public var loops: Bool

    public init(start: Double, duration: Double?, mediaDuration: Double? = nil, loops: Bool = false) {
        self.start = start
        self.duration = duration
        self.mediaDuration = mediaDuration
        self.loops = loops
    }

    /// How long the element plays: `videoDuration`, cut short by the end of the media.
    public var length: Double? {
        let rest = mediaDuration.map { max(0, $0 - start) }
        switch (duration, rest) {
        case let (d?, r?): return min(d, r)
        case let (d?, nil): return d
        case let (nil, r?): return r
        case (nil, nil): return nil
        }
    }

    /// The media time to show `elapsed` seconds after the page's play started.
    public func mediaTime(elapsed: Double) -> Double {
        let e = max(0, elapsed)
        guard let length else { return start + e }
        if loops, length > 0 { return start + e.truncatingRemainder(dividingBy: length) }
        return start + min(e, length)
    }

    /// The media time on a scrubbed page at clock `clock` (0...1): one second of video per page
    /// unless `videoDuration` says otherwise.
    public func scrubbedTime(clock: Double) -> Double {
        start + max(0, min(1, clock)) * (duration ?? 1)
    }

    /// Whether the video is still playing `elapsed` seconds after the page's play started (an
    /// unknown length counts as playing).
    public func isPlaying(elapsed: Double) -> Bool {
        guard !loops, let length else { return true }
        return elapsed < length
    }
}
