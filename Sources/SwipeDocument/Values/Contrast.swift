import Foundation

/// WCAG 2's relative luminance and contrast ratio, the one measure of "does it show" that the
/// list icons' backdrops, the accessibility check and the reader's colour settings all use.
public enum Contrast {
    /// WCAG 2's minimum contrast for body text (1.4.3, level AA).
    public static let minimumTextRatio = 4.5
    /// WCAG 2's minimum contrast for graphical objects and large text (1.4.11).
    public static let minimumGraphicRatio = 3.0

    /// The relative luminance of an sRGB colour, from 0 (black) to 1 (white); alpha is ignored.
    public static func luminance(_ c: Color) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The relative luminance of a pixel's 8-bit sRGB channels.
    @inline(__always)
    public static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * linearTable[Int(r)] + 0.7152 * linearTable[Int(g)] + 0.0722 * linearTable[Int(b)]
    }

    /// The contrast ratio of two relative luminances, from 1 (alike) to 21 (black on white).
    public static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast ratio of two colours.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        ratio(luminance(a), luminance(b))
    }

    /// An sRGB channel (0…1) made linear.
    private static func linear(_ c: Double) -> Double {
        let c = min(1, max(0, c))
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The 256 byte values made linear.
    private static let linearTable: [Double] = (0...255).map { linear(Double($0) / 255) }
}
