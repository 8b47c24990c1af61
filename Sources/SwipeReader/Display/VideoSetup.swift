import SwipeDocument

/// What a window runs on: SDL's video driver and renderer, its size in points and pixels, and the
/// display's density. `--verbose` prints it and the gesture lab lists the driver and renderer, so a
/// report of a slow or blurry window says whether it ran on Wayland or through XWayland, on OpenGL
/// or in software.
public struct VideoSetup: Equatable, Sendable {
    /// SDL's video driver ("x11", "wayland", "kmsdrm", ...).
    public var driver: String
    /// SDL's renderer ("opengl", "opengles2", "software", ...).
    public var renderer: String
    /// The window's size in points.
    public var windowSize: Point
    /// The drawable's size in pixels (larger than `windowSize` on a scaled output).
    public var pixelSize: Point
    /// The display's diagonal density in dots per inch, when SDL knows it.
    public var dpi: Double?

    public init(driver: String, renderer: String, windowSize: Point, pixelSize: Point, dpi: Double? = nil) {
        self.driver = driver
        self.renderer = renderer
        self.windowSize = windowSize
        self.pixelSize = pixelSize
        self.dpi = dpi
    }

    /// The driver and renderer on one line.
    public var summary: String { "video \(driver) · renderer \(renderer)" }

    /// Pixels per point (2 on an output scaled to 200 %).
    public var scale: Double { windowSize.x > 0 ? pixelSize.x / windowSize.x : 1 }

    /// Everything, a line each.
    public var report: [String] {
        let scale = (self.scale * 100).rounded() / 100
        return [
            "video driver: \(driver)",
            "renderer: \(renderer)",
            "window: \(Int(windowSize.x))x\(Int(windowSize.y)) points, \(Int(pixelSize.x))x\(Int(pixelSize.y)) pixels (scale \(scale))",
            "display: " + (dpi.map { "\(Int($0.rounded())) dpi" } ?? "density unknown"),
        ]
    }
}
