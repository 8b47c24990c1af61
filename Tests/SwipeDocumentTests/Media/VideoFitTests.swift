import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct VideoFitTests {
    func corners(_ m: Matrix4) -> [Point] {
        [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)].map { p in
            let q = m.project(p).point
            return Point((q.x * 1000).rounded() / 1000, (q.y * 1000).rounded() / 1000)
        }
    }

    @Test func aspectFitLetterboxesCentred() {
        let m = VideoFit.placement(box: Point(200, 200), pictureSize: Point(640, 360), rotation: 0, fill: false)
        #expect(corners(m) == [Point(0, 43.75), Point(200, 43.75), Point(200, 156.25), Point(0, 156.25)])
    }

    @Test func fillCoversTheBox() {
        let m = VideoFit.placement(box: Point(200, 200), pictureSize: Point(640, 360), rotation: 0, fill: true)
        let c = corners(m)
        #expect(c[0].y == 0 && c[2].y == 200 && c[0].x < 0 && c[2].x > 200)
    }

    @Test func upsideDownPicturesTurnAbout() {
        let m = VideoFit.placement(box: Point(640, 360), pictureSize: Point(640, 360), rotation: 180, fill: false)
        #expect(corners(m) == [Point(640, 360), Point(0, 360), Point(0, 0), Point(640, 0)], "the stored top-left shows bottom-right")
    }

    @Test func sidewaysPicturesSwapWidthAndHeight() {
        let m = VideoFit.placement(box: Point(360, 640), pictureSize: Point(640, 360), rotation: 90, fill: false)
        // A quarter turn clockwise: the stored top-left corner goes to the top-right.
        #expect(corners(m) == [Point(360, 0), Point(360, 640), Point(0, 640), Point(0, 0)])
    }

    @Test func ffmpegRotationsBecomeClockwiseQuarterTurns() {
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: -180) == 180)
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: 180) == 180)
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: -90) == 90)
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: 90) == 270)
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: 0) == 0)
        #expect(VideoFit.clockwiseRotation(fromCounterClockwise: .nan) == 0)
    }
}
