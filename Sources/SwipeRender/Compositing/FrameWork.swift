import Foundation

/// What a frame spent beyond placing textures: contents rasterized and uploaded, layer pictures
/// rendered, video pictures uploaded, with the time each took. A frame that had none of it costs
/// only its triangles; one that had some says why it was slow (`swipe-bench --list-slow`).
public struct FrameWork: Equatable, Sendable {
    public var rasterized = 0
    public var rasterSeconds = 0.0
    public var layersRendered = 0
    public var layerSeconds = 0.0
    public var videoUploads = 0
    public var videoSeconds = 0.0
    /// Items an opaque item above hid entirely (`OcclusionCulling`), and the pixels their draws
    /// would have filled: work saved, not done.
    public var itemsHidden = 0
    public var pixelsHidden = 0

    public init(rasterized: Int = 0, rasterSeconds: Double = 0, layersRendered: Int = 0, layerSeconds: Double = 0,
                videoUploads: Int = 0, videoSeconds: Double = 0, itemsHidden: Int = 0, pixelsHidden: Int = 0) {
        self.rasterized = rasterized
        self.rasterSeconds = rasterSeconds
        self.layersRendered = layersRendered
        self.layerSeconds = layerSeconds
        self.videoUploads = videoUploads
        self.videoSeconds = videoSeconds
        self.itemsHidden = itemsHidden
        self.pixelsHidden = pixelsHidden
    }

    /// The work done between two running totals.
    public static func - (later: FrameWork, earlier: FrameWork) -> FrameWork {
        FrameWork(rasterized: later.rasterized - earlier.rasterized, rasterSeconds: later.rasterSeconds - earlier.rasterSeconds,
                  layersRendered: later.layersRendered - earlier.layersRendered, layerSeconds: later.layerSeconds - earlier.layerSeconds,
                  videoUploads: later.videoUploads - earlier.videoUploads, videoSeconds: later.videoSeconds - earlier.videoSeconds,
                  itemsHidden: later.itemsHidden - earlier.itemsHidden, pixelsHidden: later.pixelsHidden - earlier.pixelsHidden)
    }

    /// Nothing was made in the frame: it only placed what it had.
    public var isEmpty: Bool { rasterized == 0 && layersRendered == 0 && videoUploads == 0 }

    /// "2 textures made (31.0 ms), 1 layer rendered (4.2 ms)", or "nothing made".
    public var summary: String {
        var parts: [String] = []
        if rasterized > 0 { parts.append(Self.part(rasterized, "texture", "made", rasterSeconds)) }
        if layersRendered > 0 { parts.append(Self.part(layersRendered, "layer", "rendered", layerSeconds)) }
        if videoUploads > 0 { parts.append(Self.part(videoUploads, "video picture", "uploaded", videoSeconds)) }
        return parts.isEmpty ? "nothing made" : parts.joined(separator: ", ")
    }

    private static func part(_ count: Int, _ noun: String, _ verb: String, _ seconds: Double) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s") \(verb) (\(String(format: "%.1f", seconds * 1000)) ms)"
    }

    /// Seconds since an arbitrary start, for timing work within a frame without allocating.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
