import SwipeDocument

/// How to export: the picture's size, frames a second, the pages and language, and the `play`
/// style's timing.
public struct ExportSettings: Sendable {
    /// Output size in pixels (nil: the document's dimension, twice it for PDF and pictures).
    public var size: Point?
    /// Frames a second (nil: the format's default).
    public var fps: Int?
    public var language: String
    public var pages: PageRange
    public var style: ExportStyle
    /// Seconds a page stays after its play ends.
    public var dwell: Double
    /// Seconds a page turn lasts (nil: the window's settle time).
    public var turn: Double?
    /// How pages fill the picture (the `fit` setting).
    public var fit: FitMode = .contain
    /// The colour around the pages (the `backgroundColor` setting); nil: the document's `bc`.
    public var background: Color?
    /// The sound track's master volume, 0…1 (the `playbackVolume` setting; 0 when muted).
    public var volume: Double = 1
    /// Two pages side by side, turning as one (the `doublePageSpread` setting, in effect for the
    /// picture's shape).
    public var spreads = false
    /// Whether pages play on arrival (the `autoplay` setting); off, each waits at its start.
    public var autoplay = true
    /// How speech is spoken (the `speechRate` and `speechVoice` settings).
    public var speech = SpeechStyle()
    /// Whether the speech's, the videos' and the sounds' captions are burnt into the frames
    /// (`--captions`, or the `captions` setting), in the default theme's caption style.
    public var captions = false

    public init(size: Point? = nil, fps: Int? = nil, language: String, pages: PageRange = .all, style: ExportStyle = .play,
                dwell: Double = 1, turn: Double? = nil) {
        self.size = size
        self.fps = fps
        self.language = language
        self.pages = pages
        self.style = style
        self.dwell = dwell
        self.turn = turn
    }

    /// The window's page turn: a key's settle over one page.
    public static let windowTurn = 0.3
}
