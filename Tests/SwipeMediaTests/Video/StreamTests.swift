import Foundation
import MediaTestSupport
import Testing
@testable import SwipeMedia

/// Radios and streams through FFmpeg's network input, against servers the tests start.
@Suite struct StreamTests {
    let format = PCMFormat(sampleRate: 48000, channels: 2)

    /// Plays a stream into its PCM source until `frames` frames came out (bounded wait).
    func listen(_ d: MediaDecoder, frames: Int) -> [Int16] {
        d.isSoundOn = true
        var samples = [Int16](repeating: 0, count: frames * 2)
        var got = 0
        let deadline = Date().addingTimeInterval(8)
        while got < frames, Date() < deadline {
            got += samples.withUnsafeMutableBufferPointer { d.sound!.read(into: $0.baseAddress! + got * 2, frames: frames - got) }
            usleep(5000)
        }
        return Array(samples.prefix(got * 2))
    }

    @Test func aRadioStreamPlaysIntoItsPCMSource() throws {
        let media = try GeneratedMedia()
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: try media.tone("radio.mp3", frequency: 660, seconds: 4)))
        let server = try LocalHTTPServer(files: ["/radio.mp3": ("audio/mpeg", mp3)])
        let d = MediaDecoder(location: server.url("/radio.mp3"), video: false, audio: format, isStream: true)
        defer { d.close() }
        let samples = listen(d, frames: 24000)
        #expect(samples.count == 48000)
        #expect(ToneAnalysis.frequency(of: samples, channels: 2, rate: 48000).map { abs($0 - 660) < 10 } == true)
    }

    @Test func m3uAndPlsPlaylistsLeadToTheirStream() throws {
        let media = try GeneratedMedia()
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: try media.tone("radio.mp3", frequency: 440, seconds: 3)))
        let server = try LocalHTTPServer(files: [
            "/radio.mp3": ("audio/mpeg", mp3),
            "/listen.m3u": ("audio/x-mpegurl", Data("#EXTM3U\n#EXTINF:-1,Test\nradio.mp3\n".utf8)),
            "/listen.pls": ("audio/x-scpls", Data("[playlist]\nNumberOfEntries=1\nFile1=/radio.mp3\n".utf8)),
        ])
        for playlist in ["/listen.m3u", "/listen.pls"] {
            let d = MediaDecoder(location: server.url(playlist), video: false, audio: format, isStream: true)
            defer { d.close() }
            let samples = listen(d, frames: 4800)
            #expect(ToneAnalysis.frequency(of: samples, channels: 2, rate: 48000).map { abs($0 - 440) < 15 } == true, "\(playlist)")
        }
    }

    @Test func anHLSVideoStreamShowsItsPicturesAndSound() throws {
        let media = try GeneratedMedia()
        var files: [String: (contentType: String, data: Data)] = [:]
        for (name, data) in try media.hls("live.m3u8", seconds: 3) {
            files["/" + name] = (name.hasSuffix(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t", data)
        }
        let server = try LocalHTTPServer(files: files)
        let d = MediaDecoder(location: server.url("/live.m3u8"), video: true, audio: format, isStream: true)
        defer { d.close() }
        guard case .ready(let info) = MediaDecoderTests.opened(d) else { Issue.record("not opened: \(d.state)"); return }
        #expect(info.width == 64 && info.hasSound)
        let f = MediaDecoderTests.frame(d, at: 1.5)
        // MPEG-TS starts with the sound, a little before the first picture: frame n is at n/25 + that lag.
        #expect(f.map { GeneratedMedia.frame(forLuma: MediaDecoderTests.meanLuma($0)) == Int(($0.time * 25 + 0.01).rounded(.down)) % 25 } == true)
        #expect(f.map { $0.time <= 1.5 && $0.time > 1.3 } == true, "\(String(describing: f?.time))")
    }

    @Test func aStreamBuffersBeforeItSounds() throws {
        let media = try GeneratedMedia()
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: try media.tone("short.mp3", frequency: 440, seconds: 0.5)))
        let server = try LocalHTTPServer(files: ["/short.mp3": ("audio/mpeg", mp3)])
        let d = MediaDecoder(location: server.url("/short.mp3"), video: false, audio: format, isStream: true)
        defer { d.close() }
        d.isSoundOn = true
        // Half a second of sound never fills the one-second buffer: the stream stays buffering, silent.
        usleep(600_000)
        var buffer = [Int16](repeating: 0, count: 2048)
        #expect(d.sound?.isBuffering == true)
        #expect(buffer.withUnsafeMutableBufferPointer { d.sound!.read(into: $0.baseAddress!, frames: 1024) } == 0)
    }

    @Test func anUnreachableStreamFailsQuicklyWithAMessage() throws {
        let messages = MessageLog()
        let url = "http://127.0.0.1:\(LocalHTTPServer.closedPort())/x.mp3"
        let started = Date()
        let d = MediaDecoder(location: url, video: false, audio: format, isStream: true, openTimeout: 2, report: messages.add)
        defer { d.close() }
        guard case .failed(let error) = MediaDecoderTests.opened(d, within: 5) else { Issue.record("did not fail: \(d.state)"); return }
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(error.description.contains(url))
        #expect(messages.all == [error.description])
    }

    @Test func aServerThatNeverAnswersTimesOut() throws {
        let server = try LocalHTTPServer(silent: true)
        for url in [server.url("/x.mp3"), server.url("/listen.m3u")] {
            let started = Date()
            let d = MediaDecoder(location: url, video: false, audio: format, isStream: true, openTimeout: 2, readTimeout: 2)
            defer { d.close() }
            guard case .failed(let error) = MediaDecoderTests.opened(d, within: 6) else { Issue.record("\(url) did not time out: \(d.state)"); continue }
            let took = Date().timeIntervalSince(started)
            #expect(took > 1.5 && took < 4, "\(url) took \(took) s")
            #expect(error.description.contains("timed out"), "\(error)")
        }
    }
}
