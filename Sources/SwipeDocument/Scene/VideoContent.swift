/// A video or radio element at a moment: which media, which instance on which page (each keeps
/// its own decoder and texture), how far it has played and how the picture fits the box. The
/// media time follows once the media's length is known (`time(mediaDuration:)`).
public struct VideoContent: Equatable, Hashable, Sendable {
    /// A video element's identity: its page and the path of child indices leading to it.
    public typealias Instance = ElementInstance

    public var asset: AssetReference
    public var instance: Instance
    /// `videoStart`, `videoDuration` and looping.
    public var timing: VideoTiming
    /// Seconds played since the page's play start (on scrubbed pages: the scrubbed offset).
    public var elapsed: Double
    /// `w` or `h` is `fill`: aspect-fill instead of aspect-fit.
    public var fill: Bool
    /// Played from the network as it arrives (`radio`, `stream: true`): no seeking, no caching.
    public var isStream: Bool
    /// Sound only (`radio`): nothing to show but its state.
    public var isRadio: Bool

    public init(asset: AssetReference, instance: Instance, timing: VideoTiming, elapsed: Double, fill: Bool, isStream: Bool, isRadio: Bool) {
        self.asset = asset
        self.instance = instance
        self.timing = timing
        self.elapsed = elapsed
        self.fill = fill
        self.isStream = isStream
        self.isRadio = isRadio
    }

    /// The media time to show, for media `mediaDuration` seconds long (nil while unknown).
    public func time(mediaDuration: Double?) -> Double {
        var t = timing
        t.mediaDuration = mediaDuration
        return t.mediaTime(elapsed: elapsed)
    }

    /// Whether the video is still playing, given that its page's videos run.
    public func isPlaying(mediaDuration: Double?) -> Bool {
        var t = timing
        t.mediaDuration = mediaDuration
        return t.isPlaying(elapsed: elapsed)
    }
}
