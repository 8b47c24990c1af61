import Foundation
import Testing
import SwipeDocument
@testable import SwipeReader

/// The type size a kiosk's viewing distance asks for (EN 301 549 5.1.4), with the figures
/// docs/using.md states for a 21.5-inch 1920×1080 screen at 500 mm.
struct ViewingDistanceTests {
    @Test func aCapitalHSubtends0_7DegreesAtTheStatedDistance() {
        let kiosk = ViewingDistance(distance: 500, diagonalInches: 21.5, pixels: (1920, 1080))
        #expect(abs(kiosk.capitalHeight - 6.109) < 0.001, "2 × 500 mm × tan(0.35°)")
        #expect(abs(kiosk.pixelsPerMillimetre - 4.034) < 0.001, "2202.9 pixels along 546.1 mm")
        #expect(abs(kiosk.capitalHeightPixels - 24.64) < 0.01)
        #expect(abs(kiosk.fontSize - 35.82) < 0.01)
        #expect(abs(kiosk.minimumBaseSize(largestScale: TextViewLayout.largestScale) - 8.95) < 0.01)
        let angle = 2 * atan(kiosk.fontSize * ViewingDistance.capitalHeightRatio / kiosk.pixelsPerMillimetre / 2 / 500) * 180 / .pi
        #expect(abs(angle - 0.7) < 1e-9, "and back: that size's H subtends 0.7°")
        #expect(ViewingDistance(distance: 1000, diagonalInches: 21.5, pixels: (1920, 1080)).fontSize > 2 * kiosk.fontSize - 0.01, "twice as far, twice as large")
    }

    @Test func theTextViewsLargestSizeReachesItOnThatScreen() {
        let kiosk = ViewingDistance(distance: 2000, diagonalInches: 21.5, pixels: (1920, 1080))
        let base = TextViewLayout.baseSize(viewport: Point(1920, 1080), minimum: kiosk.minimumBaseSize(largestScale: TextViewLayout.largestScale))
        #expect(base * TextViewLayout.largestScale >= kiosk.fontSize - 1e-9)
    }
}
