/// What is known about opened media: its length and how its picture is stored and shown.
public struct MediaInfo: Equatable, Sendable {
    /// Seconds; nil for live streams.
    public var duration: Double?
    /// Stored picture size in pixels (0×0 for sound only).
    public var width: Int
    public var height: Int
    /// Display width ÷ stored width.
    public var pixelAspect: Double
    /// Clockwise display rotation: 0, 90, 180 or 270.
    public var rotation: Int
    public var hasPicture: Bool
    public var hasSound: Bool
}
