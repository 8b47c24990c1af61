import Foundation
import MediaTestSupport
import Testing
@testable import SwipeMedia

@Suite struct MediaDecoderTests {
    /// Waits (bounded) until the decoder has opened or failed.
    static func opened(_ d: MediaDecoder, within seconds: Double = 5) -> MediaDecoder.State {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if case .opening = d.state { usleep(5000) } else { return d.state }
        }
        return d.state
    }

    /// The picture at `time` once the decoder has caught up with it (bounded wait).
    static func frame(_ d: MediaDecoder, at time: Double, fps: Double = 25) -> VideoFrame? {
        let deadline = Date().addingTimeInterval(3)
        var f = d.frame(at: time)
        while Date() < deadline {
            if let f, f.time <= time + 0.001, time - f.time < 1 / fps - 0.001 { return f }
            usleep(2000)
            f = d.frame(at: time)
        }
        return f
    }

    /// Waits until `condition` holds, however slow the machine (a sanitizer's build): the bound is
    /// only for a decoder that stopped.
    static func wait(until condition: () -> Bool, within seconds: Double = 30) {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(), Date() < deadline { usleep(5000) }
    }

    static func meanLuma(_ f: VideoFrame) -> Double {
        Double(f.y.reduce(0) { $0 + Int($1) }) / Double(max(1, f.y.count))
    }

    @Test func picturesComeAtTheirPresentationTimesAndSeekBothWays() throws {
        let media = try GeneratedMedia()
        let clip = try media.countingClip("count.mp4", seconds: 3)
        let d = MediaDecoder(location: clip, video: true, audio: nil, isStream: false)
        defer { d.close() }
        guard case .ready(let info) = Self.opened(d) else { Issue.record("not opened: \(d.state)"); return }
        #expect(info.width == 64 && info.height == 48 && info.rotation == 0)
        #expect(abs((info.duration ?? 0) - 3) < 0.1)
        for t in [0.0, 0.5, 0.52, 1.3, 2.9, 0.2, 2.0, 0.0] {
            guard let f = Self.frame(d, at: t) else { Issue.record("no frame at \(t)"); continue }
            let n = Int((t * 25 + 1e-6).rounded(.down))
            #expect(abs(f.time - Double(n) / 25) < 0.001, "at \(t): frame time \(f.time)")
            #expect(GeneratedMedia.frame(forLuma: Self.meanLuma(f)) == n % 25, "at \(t): luma \(Self.meanLuma(f))")
        }
        // Past the end the last picture stays.
        let last = Self.frame(d, at: 10)
        #expect(last.map { abs($0.time - 74.0 / 25) < 0.001 } == true)
    }

    @Test func everyReplayStartsAgainFromTheBeginning() throws {
        let media = try GeneratedMedia()
        let clip = try media.countingClip("count.mp4", seconds: 1.2, tone: nil)
        let d = MediaDecoder(location: clip, video: true, audio: nil, isStream: false)
        defer { d.close() }
        guard case .ready = Self.opened(d) else { Issue.record("not opened"); return }
        for round in 0..<3 {
            for step in 0..<30 {
                let t = Double(step) * 0.04
                let f = Self.frame(d, at: t)
                #expect(f.map { abs($0.time - t) < 0.001 } == true, "round \(round) at \(t): \(String(describing: f?.time))")
            }
        }
    }

    @Test func theDisplayRotationIsRead() throws {
        let media = try GeneratedMedia()
        let clip = try media.halvesClip("turned.mp4", rotation: 180)
        let turned = try MediaReader(location: clip, video: true, audio: nil, timeout: 5)
        #expect(turned.rotation == 180)
        let sideways = try MediaReader(location: try media.halvesClip("side.mp4", rotation: 90), video: true, audio: nil, timeout: 5)
        #expect(sideways.rotation == 270 || sideways.rotation == 90)
    }

    @Test func theSoundtrackYieldsItsTone() throws {
        let media = try GeneratedMedia()
        let clip = try media.countingClip("tone.mp4", seconds: 2, tone: 440)
        let format = PCMFormat(sampleRate: 48000, channels: 2)
        let d = MediaDecoder(location: clip, video: true, audio: format, isStream: false)
        defer { d.close() }
        guard case .ready = Self.opened(d) else { Issue.record("not opened"); return }
        d.isSoundOn = true
        var samples = [Int16](repeating: 0, count: 9600 * 2)
        var got = 0
        let deadline = Date().addingTimeInterval(3)
        // Pictures are consumed as a player would, so the decoder keeps reading.
        var t = 0.0
        while got < 9600, Date() < deadline {
            _ = d.frame(at: t)
            t += 0.02
            got += samples.withUnsafeMutableBufferPointer { d.sound!.read(into: $0.baseAddress! + got * 2, frames: 9600 - got) }
            usleep(1000)
        }
        #expect(got == 9600)
        #expect(ToneAnalysis.frequency(of: samples, channels: 2, rate: 48000).map { abs($0 - 440) < 10 } == true)
    }

    @Test func corruptAndTruncatedFilesGiveAMessageAndNoCrash() throws {
        let media = try GeneratedMedia()
        let messages = MessageLog()
        let garbage = try media.garbage("broken.mp4")
        let d = MediaDecoder(location: garbage, video: true, audio: PCMFormat(sampleRate: 48000, channels: 2), isStream: false, report: messages.add)
        defer { d.close() }
        guard case .failed(let error) = Self.opened(d) else { Issue.record("garbage opened: \(d.state)"); return }
        #expect(error.description.contains("broken.mp4"))
        #expect(d.frame(at: 0) == nil)
        #expect(messages.all.count == 1)

        let clip = try media.countingClip("whole.mkv", seconds: 2)
        let cut = try media.truncated(clip, to: 0.5, as: "cut.mkv")
        let c = MediaDecoder(location: cut, video: true, audio: nil, isStream: false, report: messages.add)
        defer { c.close() }
        _ = Self.opened(c)
        for t in stride(from: 0.0, through: 3, by: 0.1) { _ = c.frame(at: t); usleep(2000) }
        Self.wait { c.frame(at: 3) != nil || c.info == nil }
        #expect(c.frame(at: 3) != nil || c.info == nil, "a truncated file shows what it has")

        let noisy = try media.damaged(try media.countingClip("whole.mp4", seconds: 3), as: "noisy.mp4")
        let n = MediaDecoder(location: noisy, video: true, audio: PCMFormat(sampleRate: 48000, channels: 2), isStream: false, report: messages.add)
        defer { n.close() }
        _ = Self.opened(n)
        for t in stride(from: 0.0, through: 3, by: 0.05) { _ = n.frame(at: t); usleep(3000) }
        Self.wait { (n.frame(at: 3)?.time ?? 0) >= 2 }
        #expect(n.frame(at: 3).map { $0.time > 2 } == true, "decoding goes on past damaged data: the picture shown at 3 s is from \(n.frame(at: 3).map { String($0.time) } ?? "nothing"), \(n.state)")

        let missing = MediaDecoder(location: media.path("nothing.mp4"), video: true, audio: nil, isStream: false, report: messages.add)
        defer { missing.close() }
        guard case .failed(let e) = Self.opened(missing) else { Issue.record("a missing file opened"); return }
        #expect(e.description.contains("nothing.mp4"))
    }

    /// A page clock past the picture decoded (a slow machine, a page shown late) seeks; where the
    /// keyframe before it is broken, the (concealed) pictures played on through it are shown all the same.
    @Test func aSeekOntoABrokenKeyframeStillShowsThePictures() throws {
        let media = try GeneratedMedia()
        let broken = try media.damagedLastKeyframe(try media.countingClip("whole.mp4", seconds: 3, tone: nil), as: "broken-key.mp4")
        let d = MediaDecoder(location: broken, video: true, audio: nil, isStream: false)
        defer { d.close() }
        guard case .ready = Self.opened(d) else { Issue.record("not opened: \(d.state)"); return }
        Self.wait { (d.frame(at: 2.9)?.time ?? 0) > 2.5 }
        let shown = try #require(d.frame(at: 2.9), "no picture at 2.9 s")
        #expect(shown.time > 2.5 && shown.time <= 2.9, "the picture shown at 2.9 s is from \(shown.time) s")
    }

    @Test func framesFollowAMinuteOfPageClockWithinFortyMilliseconds() throws {
        let media = try GeneratedMedia()
        let clip = try media.countingClip("minute.mp4", seconds: 60, size: "32x24", tone: nil)
        let d = MediaDecoder(location: clip, video: true, audio: nil, isStream: false)
        defer { d.close() }
        guard case .ready = Self.opened(d) else { Issue.record("not opened"); return }
        // A simulated page clock at 60 frames a second, faster than real time.
        var worst = 0.0
        var wrongPictures = 0
        for step in 0..<(60 * 60) {
            let t = Double(step) / 60
            guard let f = Self.frame(d, at: t) else { Issue.record("no frame at \(t)"); return }
            worst = max(worst, t - f.time)
            if GeneratedMedia.frame(forLuma: Self.meanLuma(f)) != Int((f.time * 25).rounded()) % 25 { wrongPictures += 1 }
        }
        #expect(worst < 0.04, "worst drift \(worst)")
        #expect(wrongPictures == 0)
    }
}

/// Collects messages from any thread.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    @Sendable func add(_ m: String) {
        lock.lock()
        messages.append(m)
        lock.unlock()
    }
}

/// The pitch of a stretch of sound, from its zero crossings.
enum ToneAnalysis {
    static func frequency(of samples: [Int16], channels: Int, rate: Int) -> Double? {
        let left = stride(from: 0, to: samples.count, by: channels).map { Int(samples[$0]) }
        guard left.contains(where: { abs($0) > 1000 }) else { return nil }
        var crossings = 0
        for i in 1..<left.count where left[i - 1] < 0 && left[i] >= 0 { crossings += 1 }
        return Double(crossings) / (Double(left.count) / Double(rate))
    }
}
