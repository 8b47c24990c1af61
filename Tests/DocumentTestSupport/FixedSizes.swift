import SwipeDocument

/// Media sizes for layout tests: a fixed table instead of files.
public struct FixedSizes: MediaMetrics {
    public var sizes: [String: Point]
    public var frames: [String: Int]

    public init(sizes: [String: Point] = [:], frames: [String: Int] = [:]) {
        self.sizes = sizes
        self.frames = frames
    }

    public func pixelSize(of asset: AssetReference) -> Point? { sizes[asset.text] }
    public func frameCount(of asset: AssetReference) -> Int { frames[asset.text] ?? 1 }
}
