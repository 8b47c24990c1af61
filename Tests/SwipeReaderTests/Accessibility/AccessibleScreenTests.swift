import Testing
import SwipeDocument
@testable import SwipeReader

/// Boxes of the document and of the window's controls mapped to the screen.
struct AccessibleScreenTests {
    @Test func aWindowRectangleIsTurnedWithThePictureAndPlacedAtTheWindowsOrigin() {
        let box = Rect(x: 10, y: 20, width: 30, height: 40)
        let size = Point(200, 100)
        #expect(AccessibleScreen(logicalSize: size, origin: Point(5, 7)).rect(window: box) == Rect(x: 15, y: 27, width: 30, height: 40))
        #expect(AccessibleScreen(logicalSize: size, rotation: .half).rect(window: box) == Rect(x: 160, y: 40, width: 30, height: 40))
        // A quarter turn the other way round: the picture's left edge along the output's bottom.
        #expect(AccessibleScreen(logicalSize: size, rotation: .threeQuarters).rect(window: box) == Rect(x: 20, y: 160, width: 40, height: 30))
        #expect(AccessibleScreen(logicalSize: size, rotation: .quarter).window == Rect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test func aRotatedBoxIsGivenByItsBounds() {
        let screen = AccessibleScreen(logicalSize: Point(200, 200))
        let turned = screen.rect(size: Point(10, 10), transform: .translation(100, 100) * .rotationZ(45))
        #expect(abs(turned.width - 10 * 2.squareRoot()) < 1e-9)
        #expect(abs(turned.height - 10 * 2.squareRoot()) < 1e-9)
    }

    @Test func onlyWhatMeetsTheWindowShows() {
        let screen = AccessibleScreen(logicalSize: Point(200, 100))
        #expect(screen.shows(Rect(x: 190, y: 90, width: 20, height: 20)))
        #expect(!screen.shows(Rect(x: 200, y: 0, width: 20, height: 20)))
    }
}
