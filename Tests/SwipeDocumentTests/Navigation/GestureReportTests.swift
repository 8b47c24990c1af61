import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The recognizer's decisions as values: each gesture it tells apart, with the numbers it decided by.
struct GestureReportTests {
    typealias Rig = GestureRecognizerTests.Rig

    /// Presses at `from`, moves to `to` in `steps` even moves over `duration`, releases there (no settle).
    func swipe(_ rig: inout Rig, from: Point, to: Point, over duration: Double, steps: Int = 10, start: Double = 0) -> GestureReport? {
        rig.send(.pointerDown(from, time: start))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            rig.send(.pointerMoved(from + (to - from) * f, time: start + duration * f))
        }
        rig.send(.pointerUp(to, time: start + duration))
        return rig.recognizer.lastReport
    }

    @Test func aTapIsReportedWithItsTravel() throws {
        var rig = Rig(position: 2)
        rig.send(.pointerDown(Point(100, 100), time: 0))
        #expect(rig.recognizer.pressPoint == Point(100, 100) && !rig.recognizer.isDragging)
        rig.send(.pointerUp(Point(103, 104), time: 0.1))
        let r = try #require(rig.recognizer.lastReport)
        #expect(r.gesture == .tap && r.distance == 5 && r.target == nil && r.release == nil && r.time == 0.1)
        #expect(rig.recognizer.pressPoint == nil)
    }

    @Test func aSlowShortDragSnapsBack() throws {
        var rig = Rig()
        let r = try #require(swipe(&rig, from: Point(0, 800), to: Point(0, 600), over: 1))
        #expect(r.gesture == .snapBack && r.target == 0 && r.distance == 200)
        let release = try #require(r.release)
        #expect(abs(release.position - 0.2) < 1e-9 && release.origin == 0)
        #expect(abs(r.velocity - 0.2) < 1e-6, "0.2 pages in a second")
        #expect(abs(r.pixelVelocity - 200) < 1e-3)
        rig.run(from: 1)
        #expect(rig.nav.position == 0)
    }

    @Test func aSlowLongDragTurnsToThePageItShowsMost() throws {
        var rig = Rig()
        let r = try #require(swipe(&rig, from: Point(0, 900), to: Point(0, 200), over: 2))
        #expect(r.gesture == .drag && r.target == 1)
        rig.run(from: 2)
        #expect(rig.nav.position == 1)
    }

    @Test func aFlingIsReportedWithTheVelocityThatTurnedThePage() throws {
        var rig = Rig(paging: .leftToRight, position: 2)
        let r = try #require(swipe(&rig, from: Point(500, 500), to: Point(380, 500), over: 0.06, steps: 4))
        #expect(r.gesture == .fling && r.target == 3)
        #expect(r.velocity >= rig.recognizer.thresholds.flingVelocity, "\(r.velocity)")
        #expect(abs(r.pixelVelocity - r.velocity * 1000) < 1e-6)
        let release = try #require(r.release)
        #expect(release.projected - release.position == r.velocity * rig.recognizer.thresholds.flingProjection)
        rig.run(from: 0.06)
        #expect(rig.nav.position == 3)
    }

    @Test func aFlickBackFromPastHalfwayIsAFlingHome() throws {
        var rig = Rig()
        rig.send(.pointerDown(Point(0, 900), time: 0))
        rig.send(.pointerMoved(Point(0, 500), time: 0.5))
        rig.send(.pointerMoved(Point(0, 200), time: 1))
        rig.send(.pointerMoved(Point(0, 260), time: 1.03))
        rig.send(.pointerMoved(Point(0, 320), time: 1.06))
        rig.send(.pointerUp(Point(0, 320), time: 1.06))
        let r = try #require(rig.recognizer.lastReport)
        #expect(r.gesture == .fling && r.target == 0, "\(r)")
    }

    @Test func aPullPastTheFirstPageIsARubberBand() throws {
        var rig = Rig()
        let r = try #require(swipe(&rig, from: Point(0, 100), to: Point(0, 500), over: 1))
        #expect(r.gesture == .rubberBand && r.target == 0 && r.release?.overscrolled == true)
        #expect(r.release.map { $0.position > -rig.recognizer.thresholds.rubberBandLimit } == true)
    }

    @Test func wheelNotchesAndScrollsAreWheelGestures() throws {
        var rig = Rig()
        rig.send(.wheel(dx: 0, dy: 1, time: 0))
        #expect(rig.recognizer.lastReport == GestureReport(gesture: .wheel, time: 0, distance: 0, target: 1))
        rig.run(from: 0)
        for i in 0..<10 { rig.send(.wheel(dx: 0, dy: 2.5, time: 1 + Double(i) * 0.01)) }
        #expect(rig.recognizer.lastReport?.time == 0, "a scroll is reported when it ends")
        rig.run(from: 1.1)
        let r = try #require(rig.recognizer.lastReport)
        #expect(r.gesture == .wheel && r.release != nil && r.target == 2 && r.velocity > 0)
    }

    @Test func releasesAreClassifiedByWhatDecidedThem() {
        func release(_ position: Double, _ projected: Double, _ target: Int, over: Bool = false) -> Navigator.Release {
            Navigator.Release(origin: 1, position: position, velocity: 0, projected: projected, target: target, overscrolled: over)
        }
        #expect(GestureReport.gesture(of: release(1.3, 1.3, 1)) == .snapBack)
        #expect(GestureReport.gesture(of: release(1.6, 1.6, 2)) == .drag)
        #expect(GestureReport.gesture(of: release(1.3, 1.7, 2)) == .fling)
        #expect(GestureReport.gesture(of: release(1.6, 1.2, 1)) == .fling)
        #expect(GestureReport.gesture(of: release(2.7, 2, 2)) == .drag, "a drag past the next page still turns just one")
        #expect(GestureReport.gesture(of: release(-0.2, -0.2, 0, over: true)) == .rubberBand)
    }

    @Test func thresholdsAreTheOnesDecidingGestures() {
        let t = GestureRecognizer(linesPerPage: 40).thresholds
        #expect(t.tapSlop == GestureRecognizer.tapSlop && t.flingProjection == Navigator.flingProjection && t.velocityWindow == DragSamples.window)
        #expect(t.rubberBandLimit == Navigator.rubberBandLimit && t.wheelQuiet == GestureRecognizer.wheelQuiet && t.linesPerPage == 40)
        #expect(abs(t.flingVelocity - 0.5 / 0.3) < 1e-12)
    }
}
