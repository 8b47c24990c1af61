/// An image mask (`mask`) stretched over an element's box.
public struct MaskSpec: Equatable, Hashable, Sendable {
    public var asset: AssetReference
    /// The part of the mask (0...1 on both axes) that covers the item's box.
    public var region: Rect

    public init(asset: AssetReference, region: Rect) {
        self.asset = asset
        self.region = region
    }
}
