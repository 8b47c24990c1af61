import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct VideoTimingTests {
    @Test func playsInRealTimeFromVideoStart() {
        let t = VideoTiming(start: 2, duration: nil)
        #expect(t.mediaTime(elapsed: 0) == 2 && t.mediaTime(elapsed: 1.5) == 3.5)
        #expect(t.mediaTime(elapsed: -1) == 2)
        #expect(t.isPlaying(elapsed: 100), "an unknown length plays on")
    }

    @Test func stopsAtVideoDurationOrTheEndOfTheMedia() {
        var t = VideoTiming(start: 1, duration: 2, mediaDuration: 10)
        #expect(t.length == 2 && t.mediaTime(elapsed: 5) == 3)
        #expect(t.isPlaying(elapsed: 1.9) && !t.isPlaying(elapsed: 2))
        t.mediaDuration = 2.5
        #expect(t.length == 1.5 && t.mediaTime(elapsed: 5) == 2.5 && !t.isPlaying(elapsed: 1.6))
        let whole = VideoTiming(start: 0, duration: nil, mediaDuration: 4)
        #expect(whole.mediaTime(elapsed: 9) == 4 && !whole.isPlaying(elapsed: 4))
    }

    @Test func loopsWhenThePageRepeats() {
        let t = VideoTiming(start: 1, duration: 2, mediaDuration: 10, loops: true)
        #expect(abs(t.mediaTime(elapsed: 5) - 2) < 1e-9)
        #expect(t.isPlaying(elapsed: 1000))
    }

    @Test func scrollPagesScrubOneSecondOrTheDuration() {
        #expect(VideoTiming(start: 0, duration: nil).scrubbedTime(clock: 0.25) == 0.25)
        #expect(VideoTiming(start: 0, duration: 1.87).scrubbedTime(clock: 1) == 1.87)
        #expect(VideoTiming(start: 3, duration: 2).scrubbedTime(clock: 2) == 5)
    }

    @Test func thePageVideoClockStartsPausesAndRestarts() {
        var c = VideoClock()
        #expect(!c.isRunning && c.elapsed(at: 5) == 0)
        c.start(at: 10)
        #expect(c.isRunning && c.elapsed(at: 12.5) == 2.5)
        c.pause(at: 13)
        #expect(!c.isRunning && c.elapsed(at: 20) == 3)
        c.start(at: 30)
        #expect(c.elapsed(at: 30) == 0)
    }
}
