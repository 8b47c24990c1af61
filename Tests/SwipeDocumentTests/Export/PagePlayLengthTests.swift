import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct PagePlayLengthTests {
    func pages(_ json: String) throws -> [Page] {
        try #require(document(#"{ "pages": [ "# + json + " ] }")).pages
    }

    @Test func animationLengthFollowsThePlayMode() throws {
        let p = try pages(#"{ "duration": 2 }, { "play": "always", "duration": 3 }, { "play": "pause", "duration": 1.5 }, { "play": "never", "duration": 4 }, { "play": "scroll", "duration": 5 }, { "repeat": true, "duration": 2.5 }"#)
        let lengths = p.indices.map { PagePlayLength.of(p[$0], index: $0, lengths: MediaLengths()) }
        #expect(lengths == [2, 3, 1.5, 0, 0, 2.5])
    }

    @Test func aPageWaitsForItsSoundSpeechAndVideos() throws {
        let p = try pages(#"""
        { "duration": 1, "audio": "a.wav" },
        { "duration": 1, "speech": { "text": "hello" } },
        { "duration": 1, "elements": [ { "video": "v.mp4", "videoStart": 1 } ] },
        { "duration": 1, "elements": [ { "elements": [ { "video": "v.mp4", "videoDuration": 0.5 } ] } ] },
        { "play": "never", "audio": "a.wav" }
        """#)
        let audio = try #require(p[0].audio), video = try #require(PageVideo.of(p[2], index: 2).first?.asset)
        let lengths = MediaLengths(files: [audio: 3, video: 4.5], speech: [1: 2.25])
        #expect(PagePlayLength.of(p[0], index: 0, lengths: lengths) == 3)
        #expect(PagePlayLength.of(p[1], index: 1, lengths: lengths) == 2.25)
        #expect(PagePlayLength.of(p[2], index: 2, lengths: lengths) == 3.5, "the video from videoStart to its end")
        #expect(PagePlayLength.of(p[3], index: 3, lengths: lengths) == 1, "videoDuration is shorter than the page")
        #expect(PagePlayLength.of(p[4], index: 4, lengths: lengths) == 0, "a never page starts nothing")
        #expect(PageVideo.of(p[3], index: 3).map(\.instance) == [ElementInstance(page: 3, path: [0, 0])])
    }
}
