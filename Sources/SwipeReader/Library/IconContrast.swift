import Foundation
import SwipeDocument

/// Whether a list row's icon stands out from the row behind it, in WCAG's terms: the relative
/// luminance of the icon's opaque pixels (measured once, when the picture is decoded) against the
/// row's colour. An icon below `minimumRatio` (3:1, WCAG's figure for graphics) gets a backdrop in
/// the theme's `colors/iconBackdrop` when the icon reaches that ratio on it: black line drawings
/// on a dark theme's black rows, white ones on a light theme's white rows. Pure, so it is tested
/// with made-up pixels.
public enum IconContrast {
    /// WCAG 2's minimum contrast for graphical objects.
    public static let minimumRatio = Contrast.minimumGraphicRatio

    /// The mean relative luminance of a picture's pixels weighted by their opacity (straight RGBA,
    /// `width * height * 4` bytes), or nil when it has no visible pixel. Large pictures are sampled
    /// on a grid of at most about 64k pixels.
    public static func meanLuminance(rgba pixels: [UInt8], width: Int, height: Int) -> Double? {
        guard width > 0, height > 0, pixels.count >= width * height * 4 else { return nil }
        let step = max(1, Int((Double(width * height) / 65_536).squareRoot().rounded(.up)))
        var sum = 0.0, weight = 0.0
        var y = 0
        while y < height {
            var x = 0
            while x < width {
                let i = (y * width + x) * 4
                let a = Double(pixels[i + 3]) / 255
                if a > 0 {
                    sum += a * Contrast.luminance(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2])
                    weight += a
                }
                x += step
            }
            y += step
        }
        return weight > 0 ? sum / weight : nil
    }

    /// Whether an icon of mean luminance `icon` (nil: not measured) needs `backdrop` behind it on
    /// a row of colour `row`: its contrast with the row is below `minimumRatio` and its contrast
    /// with the backdrop is not (a backdrop that would not make it show is left out).
    public static func needsBackdrop(icon: Double?, row: Color, backdrop: Color) -> Bool {
        guard let icon else { return false }
        let onRow = Contrast.ratio(icon, Contrast.luminance(row))
        return onRow < minimumRatio && Contrast.ratio(icon, Contrast.luminance(backdrop)) >= minimumRatio
    }
}

/// The mean relative luminance of pictures' visible pixels (`IconContrast.meanLuminance`),
/// measured once per picture; nil for one that cannot be read.
public protocol IconTones {
    func meanLuminance(of asset: AssetReference) -> Double?
}
