import Foundation

/// A kiosk's viewing distance and its screen's pixel density, and the type size that meets
/// EN 301 549 5.1.4 there: at the text view's largest `fontSize` a capital H subtends 0.7° at the
/// stated distance (about 6 mm at 500 mm). The text view's base size is raised, where needed, so
/// that its largest scale reaches it (`minimumBaseSize`).
public struct ViewingDistance: Equatable, Sendable {
    /// From the reader's eyes to the screen, in millimetres.
    public var distance: Double
    /// The screen's pixels per millimetre.
    public var pixelsPerMillimetre: Double

    /// The angle a capital H subtends at the largest size, in degrees (EN 301 549 5.1.4).
    public static let angle = 0.7
    /// A capital H's height over the font size in the text view's default family (Liberation
    /// Sans: 1409 of 2048 units); most text families' are as high or higher.
    public static let capitalHeightRatio = 1409.0 / 2048.0

    public init(distance: Double, pixelsPerMillimetre: Double) {
        self.distance = distance
        self.pixelsPerMillimetre = pixelsPerMillimetre
    }

    /// A screen of `diagonal` inches showing `pixels` (its pixels square) seen from `distance` millimetres.
    public init(distance: Double, diagonalInches diagonal: Double, pixels: (width: Double, height: Double)) {
        let pixelDiagonal = (pixels.width * pixels.width + pixels.height * pixels.height).squareRoot()
        self.init(distance: distance, pixelsPerMillimetre: diagonal > 0 ? pixelDiagonal / (diagonal * 25.4) : 0)
    }

    /// The capital H's height that subtends `angle` at `distance`: 2 d tan(angle / 2), in millimetres.
    public var capitalHeight: Double { 2 * distance * tan(Self.angle / 2 * .pi / 180) }

    /// That height in the screen's pixels.
    public var capitalHeightPixels: Double { capitalHeight * pixelsPerMillimetre }

    /// The font size (pixels) whose capital H is that high.
    public var fontSize: Double { capitalHeightPixels / Self.capitalHeightRatio }

    /// The text view's base size (pixels at `fontSize` 1) at which its largest scale reaches `fontSize`.
    public func minimumBaseSize(largestScale: Double) -> Double { largestScale > 0 ? fontSize / largestScale : fontSize }
}
