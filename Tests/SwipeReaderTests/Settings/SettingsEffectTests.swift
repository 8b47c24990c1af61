import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// What `transitionSpeed` and `autoplay` do to the navigator and the page clocks.
@Suite struct SettingsEffectTests {
    @Test func transitionSpeedScalesTheSettle() {
        func settled(speed: Double) -> Double {
            var nav = Navigator(pageCount: 3, paging: .leftToRight)
            nav.speed = speed
            nav.step(1, at: 0)
            var t = 0.0
            while nav.isMoving, t < 5 {
                t += 0.005
                nav.advance(to: t)
            }
            return t
        }
        let normal = settled(speed: 1)
        #expect(abs(normal - 0.3) < 0.01)
        #expect(abs(settled(speed: 2) - normal / 2) < 0.01)
        #expect(abs(settled(speed: 0.5) - normal * 2) < 0.01)
    }

    @Test func withoutAutoplayAPageWaitsForPlay() throws {
        let doc = try #require(document(#"{ "pages": [ { "duration": 2 }, { "duration": 2, "play": "never" } ] }"#))
        var playback = Playback(document: doc)
        playback.autoplay = false
        playback.open(on: 0, at: 0)
        #expect(playback.clock(0, at: 1) == 0)
        #expect(!playback.isPlaying(0, at: 1))
        playback.play(0, at: 1)
        #expect(playback.clock(0, at: 2) == 0.5)
        #expect(playback.clock(1, at: 2) == 1, "a page that never plays shows its end either way")
        var auto = Playback(document: doc)
        auto.open(on: 0, at: 0)
        #expect(auto.clock(0, at: 1) == 0.5)
    }
}
