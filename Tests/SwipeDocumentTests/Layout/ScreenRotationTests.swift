import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct ScreenRotationTests {
    /// A landscape panel, 800×480 pixels.
    let output = Point(800, 480)

    @Test func aQuarterTurnSwapsTheSidesAndAHalfTurnKeepsThem() {
        #expect(ScreenRotation.none.logicalSize(of: output) == output)
        #expect(ScreenRotation.quarter.logicalSize(of: output) == Point(480, 800))
        #expect(ScreenRotation.half.logicalSize(of: output) == output)
        #expect(ScreenRotation.threeQuarters.logicalSize(of: output) == Point(480, 800))
    }

    /// The picture's top-left corner, as the viewer sees it, on the panel: a clockwise quarter
    /// turn takes it to the panel's top right.
    @Test func thePicturesTopLeftCornerGoesClockwiseRoundThePanel() {
        #expect(ScreenRotation.none.outputPoint(.zero, onOutput: output) == Point(0, 0))
        #expect(ScreenRotation.quarter.outputPoint(.zero, onOutput: output) == Point(800, 0))
        #expect(ScreenRotation.half.outputPoint(.zero, onOutput: output) == Point(800, 480))
        #expect(ScreenRotation.threeQuarters.outputPoint(.zero, onOutput: output) == Point(0, 480))
    }

    /// A point near the picture's top edge, a quarter of the way across, shows near the panel's
    /// right edge a quarter of the way down at 90, and by its left edge three quarters down at 270.
    @Test func aPointOfThePictureShowsWhereTheTurnTakesIt() {
        let p = Point(120, 10)
        #expect(ScreenRotation.quarter.outputPoint(p, onOutput: output) == Point(790, 120))
        #expect(ScreenRotation.half.outputPoint(p, onOutput: output) == Point(680, 470))
        #expect(ScreenRotation.threeQuarters.outputPoint(p, onOutput: output) == Point(10, 360))
    }

    @Test func logicalPointIsTheInverseOfOutputPointAtEveryAngle() {
        let points = [Point(0, 0), Point(800, 480), Point(123.5, 456.25), Point(479, 1), Point(1, 799), Point(400, 240)]
        for rotation in ScreenRotation.allCases {
            for p in points {
                #expect(rotation.outputPoint(rotation.logicalPoint(p, onOutput: output), onOutput: output) == p, "\(rotation) \(p)")
                #expect(rotation.logicalPoint(rotation.outputPoint(p, onOutput: output), onOutput: output) == p, "\(rotation) \(p)")
            }
        }
    }

    @Test func everyPointOfTheOutputLandsInsideThePicture() {
        for rotation in ScreenRotation.allCases {
            let logical = rotation.logicalSize(of: output)
            for corner in [Point(0, 0), Point(800, 0), Point(0, 480), Point(800, 480)] {
                let p = rotation.logicalPoint(corner, onOutput: output)
                #expect((0...logical.x).contains(p.x) && (0...logical.y).contains(p.y), "\(rotation) \(corner) → \(p)")
            }
        }
    }

    /// Touch positions come as 0…1 of the panel: a finger at the panel's right edge, a quarter of
    /// the way down, is near the top of a picture turned a quarter turn, a quarter of the way across.
    @Test func aFingerOnThePanelMapsIntoThePictureInUnitsOfItsSides() {
        let unit = Point(1, 1)
        #expect(ScreenRotation.quarter.logicalPoint(Point(1, 0.25), onOutput: unit) == Point(0.25, 0))
        #expect(ScreenRotation.half.logicalPoint(Point(1, 0.25), onOutput: unit) == Point(0, 0.75))
        #expect(ScreenRotation.threeQuarters.logicalPoint(Point(1, 0.25), onOutput: unit) == Point(0.75, 1))
        #expect(ScreenRotation.none.logicalPoint(Point(1, 0.25), onOutput: unit) == Point(1, 0.25))
    }

    /// A finger moving down the panel moves rightwards across a picture turned a quarter turn
    /// clockwise (its top-left corner at the panel's top right, its rows running down the panel),
    /// and leftwards across one turned three quarters.
    @Test func movementsTurnWithThePicture() {
        let down = Point(0, 0.1)
        #expect(ScreenRotation.none.logicalVector(down) == down)
        #expect(ScreenRotation.quarter.logicalVector(down) == Point(0.1, 0))
        #expect(ScreenRotation.half.logicalVector(down) == Point(0, -0.1))
        #expect(ScreenRotation.threeQuarters.logicalVector(down) == Point(-0.1, 0))
    }

    @Test func degreesParse() {
        #expect(ScreenRotation(degrees: "90") == .quarter)
        #expect(ScreenRotation(degrees: " 270 ") == .threeQuarters)
        #expect(ScreenRotation(degrees: "0") == ScreenRotation.none)
        #expect(ScreenRotation(degrees: "45") == nil)
        #expect(ScreenRotation(degrees: "-90") == nil)
        #expect(ScreenRotation(degrees: "right") == nil)
    }
}
