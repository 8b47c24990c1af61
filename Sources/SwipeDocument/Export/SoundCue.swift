/// One sound of an export's sound track: what plays, from when to when on the export's clock,
/// from which moment of the media, looping or not, with its fades.
public struct SoundCue: Equatable, Sendable {
    /// Where the sound comes from.
    public enum Source: Equatable, Hashable, Sendable {
        /// A media file's sound (music, page audio, a video's soundtrack).
        case file(AssetReference)
        /// Page `page`'s `speech`, synthesized.
        case speech(page: Int)
    }

    /// Why it plays.
    public enum Role: Equatable, Sendable {
        case music, pageAudio, speech, video
    }

    public var source: Source
    public var role: Role
    /// Seconds on the export's clock when it starts.
    public var start: Double
    /// When it stops (nil: at the media's end, or never when it loops).
    public var end: Double?
    /// The media time it starts from.
    public var offset: Double
    /// Whether it starts again at `offset` when it ends, `loopLength` seconds of media later (nil:
    /// at the media's end).
    public var loops: Bool
    public var loopLength: Double?
    /// Seconds it fades in over from its start, and out over before `end`.
    public var fadeIn: Double
    public var fadeOut: Double

    public init(source: Source, role: Role, start: Double, end: Double? = nil, offset: Double = 0, loops: Bool = false,
                loopLength: Double? = nil, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.source = source
        self.role = role
        self.start = start
        self.end = end
        self.offset = offset
        self.loops = loops
        self.loopLength = loopLength
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
    }

    /// Whether anything of it is heard (it may have been stopped before it started).
    public var isAudible: Bool { end.map { $0 > start } ?? true }
}
