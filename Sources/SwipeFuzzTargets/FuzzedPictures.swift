import SwipeDocument
import SwipeReader

/// Every picture a fuzzed list or story names, all alike: one size of 0 to 65535 pixels a side
/// (none, as an unreadable file, when a side is 0) and one luminance, both from the input.
struct FuzzedPictures: NaturalSizes, IconTones {
    var size: Point
    var luminance: Double

    func pixelSize(of asset: AssetReference) -> Point? { size.x > 0 && size.y > 0 ? size : nil }
    func meanLuminance(of asset: AssetReference) -> Double? { luminance }
}
