import SwipeDocument

/// Counts frames drawn late while something moves (an animation, a page turn): a frame that comes
/// more than one and a half display periods after the one before missed at least one refresh.
/// Frames after a rest (nothing moved) start a new run and are not counted. Free of allocation:
/// the window calls it every frame.
public struct FrameDrops: Equatable, Sendable {
    /// Seconds between the display's refreshes.
    public let period: Double
    public private(set) var count = 0
    private var last: Double?

    public init(refreshRate: Double = 60) { period = 1 / max(1, refreshRate) }

    /// A frame was presented at `t`; `moving` whether the frame before it showed motion.
    public mutating func frame(at t: Double, moving: Bool) {
        if moving, let last, t - last > period * 1.5 { count += 1 }
        last = t
    }
}
