/// What one exported frame shows: the page position and each page's clocks, as the window would
/// draw them at that moment (or as `render` draws a moment, for the `scroll` style and pages at
/// rest).
public struct ExportMoment {
    /// Seconds from the export's start.
    public let time: Double
    /// The page position (0 = the document's first page).
    public let position: Double
    private let source: Source

    private enum Source {
        case played(Playback, videos: [Int: VideoClock], pageVideos: [Int: [PageVideo]], shakeStart: Double?)
        case rendered(RenderMoment)
    }

    init(time: Double, position: Double, playback: Playback, videos: [Int: VideoClock], pageVideos: [Int: [PageVideo]], shakeStart: Double?) {
        self.time = time
        self.position = position
        source = .played(playback, videos: videos, pageVideos: pageVideos, shakeStart: shakeStart)
    }

    /// The moment `render --page/--progress/--time` draws.
    public init(time: Double, rendered: RenderMoment) {
        self.time = time
        position = rendered.position
        source = .rendered(rendered)
    }

    /// Page `i`'s clock (0…1).
    public func clock(_ i: Int) -> Double {
        switch source {
        case .played(let p, _, _, _): return p.clock(i, at: time)
        case .rendered(let m): return m.clock(i)
        }
    }

    /// The clock of page `i`'s repeating elements.
    public func repeatClock(_ i: Int) -> Double? {
        switch source {
        case .played(let p, _, _, _): return p.repeatClock(i, at: time)
        case .rendered(let m): return m.repeatClock(i)
        }
    }

    /// Whether page `i` plays (its animation, or one of its videos): its play buttons are hidden.
    public func isPlaying(_ i: Int) -> Bool {
        switch source {
        case .played(let p, let videos, let pageVideos, _):
            if p.isPlaying(i, at: time) { return true }
            guard let clock = videos[i], clock.isRunning else { return false }
            let elapsed = clock.elapsed(at: time)
            return (pageVideos[i] ?? []).contains { $0.timing.isPlaying(elapsed: elapsed) }
        case .rendered: return false
        }
    }

    /// How long page `i`'s videos have played.
    public func videoElapsed(_ i: Int) -> Double {
        switch source {
        case .played(_, let videos, _, _): return videos[i]?.elapsed(at: time) ?? 0
        case .rendered(let m): return m.videoElapsed(i)
        }
    }

    /// The `vibrate` stand-in's sideways offset, in document units, for pages `pageWidth` wide.
    public func shake(pageWidth: Double) -> Double {
        guard case .played(_, _, _, let start?) = source else { return 0 }
        return PageShake.offset(at: time - start, pageWidth: pageWidth)
    }
}
