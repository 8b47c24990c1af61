import CSDL2
import Foundation
import SwipeDocument

/// A test's media, made in a temporary folder with ffmpeg, and SDL's `disk` audio driver recording
/// what would have been heard into a file (in real time: it waits one buffer per buffer written).
final class AudioFixture {
    let folder: URL

    /// The file SDL's disk driver writes; one per process (SDL reads it from the environment).
    static let recordingFile: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-audio-\(getpid()).raw")
        setenv("SDL_DISKAUDIOFILE", url.path, 1)
        return url
    }()

    /// `driver` is the SDL audio driver the next output opens ("disk" records; a name SDL does
    /// not know means "no sound device").
    init(driver: String = "disk") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-audio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = Self.recordingFile
        SDL_SetHintWithPriority("SDL_AUDIODRIVER", driver, SDL_HINT_OVERRIDE)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A sine tone (stereo, 44.1 kHz) in the format its extension names (wav, mp3, ogg, flac).
    func tone(_ name: String, frequency: Int, seconds: Double) throws {
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=\(frequency):duration=\(seconds):sample_rate=44100",
                                    "-af", "volume=4", "-ac", "2", folder.appendingPathComponent(name).path])
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    /// Writes `json` as `name` in the folder and loads it.
    func document(_ json: String, name: String = "test.swipe") throws -> Document {
        let file = folder.appendingPathComponent(name)
        try json.write(to: file, atomically: true, encoding: .utf8)
        guard let d = try DocumentLoader.load(path: file.path).document else { throw FixtureError("the test document did not load") }
        return d
    }

    /// Bytes the disk driver has written so far.
    var recordedBytes: Int {
        ((try? FileManager.default.attributesOfItem(atPath: Self.recordingFile.path))?[.size] as? Int) ?? 0
    }

    /// Seconds recorded so far at `rate` (stereo, 16-bit).
    func recorded(rate: Int) -> Double { Double(recordedBytes) / Double(4 * rate) }

    /// Waits until `seconds` have been recorded: the test's timeline follows the recording, which
    /// lags the wall clock when the machine is busy.
    func wait(untilRecorded seconds: Double, rate: Int) {
        let deadline = Date().addingTimeInterval(seconds + 10)
        while recorded(rate: rate) < seconds && Date() < deadline { usleep(2_000) }
    }

    /// What was recorded, as left-channel samples of interleaved 16-bit stereo at `rate`.
    func recording(rate: Int) throws -> Recording {
        let data = try Data(contentsOf: Self.recordingFile)
        let all = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        return Recording(samples: stride(from: 0, to: all.count - 1, by: 2).map { Int16(littleEndian: all[$0]) }, rate: rate)
    }

    private func run(_ tool: String, _ arguments: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw FixtureError("\(tool) failed") }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// One channel of recorded sound, examined by time (seconds from the start of the recording).
struct Recording {
    var samples: [Int16]
    var rate: Int

    var duration: Double { Double(samples.count) / Double(rate) }

    private func window(_ from: Double, _ to: Double) -> ArraySlice<Int16> {
        let a = max(0, min(samples.count, Int(from * Double(rate)))), b = max(a, min(samples.count, Int(to * Double(rate))))
        return samples[a..<b]
    }

    /// The loudest sample between two times.
    func peak(_ from: Double, _ to: Double) -> Int { window(from, to).map { abs(Int($0)) }.max() ?? 0 }

    /// The dominant frequency between two times, from the zero crossings.
    func frequency(_ from: Double, _ to: Double) -> Double {
        let w = Array(window(from, to))
        guard w.count > 1 else { return 0 }
        var crossings = 0
        for k in 1..<w.count where (w[k - 1] < 0) != (w[k] < 0) { crossings += 1 }
        return Double(crossings) / 2 / (Double(w.count) / Double(rate))
    }

    /// The quietest 10 ms between two times (its peak): 0 means a gap.
    func quietest(_ from: Double, _ to: Double) -> Int {
        stride(from: from, to: to - 0.01, by: 0.01).map { peak($0, $0 + 0.01) }.min() ?? 0
    }

    /// When the sound first gets louder than `threshold`, in seconds; nil if it never does.
    func onset(after from: Double = 0, threshold: Int) -> Double? {
        let start = Int(from * Double(rate))
        guard start < samples.count else { return nil }
        return samples[start...].firstIndex { abs(Int($0)) > threshold }.map { Double($0) / Double(rate) }
    }
}
