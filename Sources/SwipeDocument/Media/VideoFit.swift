/// Where a video's picture goes in its element's box: aspect-fit (letterboxed) or, for elements
/// sized `fill`, aspect-fill, centred, after turning it by the stream's display rotation
/// (behaviour reference 3.10). Phone clips are often stored sideways or upside down with a
/// rotation to apply on display.
public enum VideoFit {
    /// The transform from the stored picture's unit square (0...1 on both axes, texture
    /// coordinates) to the box (doc units). `pictureSize` is the stored picture's display size
    /// (pixels, sample aspect applied); `rotation` is the clockwise display rotation in degrees.
    public static func placement(box: Point, pictureSize: Point, rotation: Int, fill: Bool) -> Matrix4 {
        let quarterTurns = ((rotation % 360 + 360) % 360 + 45) / 90 % 4
        let sideways = quarterTurns % 2 == 1
        let shown = sideways ? Point(pictureSize.y, pictureSize.x) : pictureSize
        guard shown.x > 0, shown.y > 0 else { return .scale(box.x, box.y) }
        let sx = box.x / shown.x, sy = box.y / shown.y
        let s = fill ? max(sx, sy) : min(sx, sy)
        let w = pictureSize.x * s, h = pictureSize.y * s
        return .translation(box.x / 2, box.y / 2) * .rotationZ(Double(quarterTurns * 90)) * .translation(-w / 2, -h / 2) * .scale(w, h)
    }

    /// A display rotation as FFmpeg reports it (counter-clockwise degrees, any value) → clockwise
    /// quarter turns in degrees: 0, 90, 180 or 270.
    public static func clockwiseRotation(fromCounterClockwise degrees: Double) -> Int {
        guard degrees.isFinite else { return 0 }
        let quarter = Int((-degrees / 90).rounded())
        return ((quarter % 4) + 4) % 4 * 90
    }
}
