import Foundation

/// The benchmark's hook (the hidden `--frame-times COUNT`): times each turn of the window's loop
/// (one frame drawn; with `SDL_RENDER_VSYNC=0` as fast as it draws) for `count` frames after
/// three seconds of warm-up (the first page's pictures made, a screen reader's client started and
/// reading), then prints them and the resident memory ("frame-times: MS MS … rss KB") and ends
/// the loop. swipe-bench's `--accessibility` reads it.
public final class FrameTimes {
    /// Seconds of frames left out at the start.
    static let warmUp = 3.0

    private let count: Int
    private let print: (String) -> Void
    private var last: Double?
    private var first: Double?
    private var times: [Double] = []

    public init(count: Int, print: @escaping (String) -> Void) {
        self.count = count
        self.print = print
    }

    /// A turn of the loop at `t`; false once `count` frames are timed (and printed).
    public func frame(at t: Double, top: Screen?) -> Bool {
        defer { last = t }
        if first == nil { first = t }
        if let last, let first, last - first >= Self.warmUp { times.append((t - last) * 1000) }
        guard times.count >= count else { return true }
        print("frame-times: " + times.map { String(format: "%.3f", $0) }.joined(separator: " ") + " rss \(InputSoak.residentKilobytes())")
        return false
    }
}
