/// GIF frame delays: GIF counts in hundredths of a second, so frames at `fps` get whole
/// centiseconds that add up to the time each frame ends at, rounded (15 fps: 7, 6, 7, 7, 6, 7…),
/// and the animation keeps pace with the movie.
public enum GIFTiming {
    /// The delay of frame `n` (0-based), in centiseconds.
    public static func delay(frame n: Int, fps: Int) -> Int {
        end(n + 1, fps: fps) - end(n, fps: fps)
    }

    private static func end(_ frames: Int, fps: Int) -> Int {
        Int((Double(frames) * 100 / Double(fps)).rounded())
    }
}
