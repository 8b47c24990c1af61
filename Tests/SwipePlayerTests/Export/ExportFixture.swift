import Foundation
import MediaTestSupport

/// A folder for one export test: documents and media made there (ffmpeg), `swipe-player export`
/// and `render` run as a user runs them, and what they wrote read back through ffmpeg, ffprobe
/// and poppler (no SDL in the test process, so these suites run alongside others).
final class ExportFixture {
    let folder: URL

    typealias Run = SDLSerialTests.CommandLineTests.Run

    static let binary = SDLSerialTests.CommandLineTests.binary

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// A sine tone of `amplitude` (0…1) for `seconds`, in the format the name's extension says.
    func tone(_ name: String, frequency: Int, seconds: Double, amplitude: Double) throws {
        try tool("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=\(frequency):duration=\(seconds):sample_rate=44100",
                                     "-af", "volume=\(amplitude * 8)", path(name)])
    }

    /// Runs `swipe-player` with `arguments`.
    func player(_ arguments: [String]) throws -> Run {
        try run(Self.binary.path, arguments, check: false)
    }

    /// `swipe-player export` of `document` into `output` (in the folder); fails the test's
    /// expectation on a non-zero exit through the returned run.
    func export(_ document: String, _ output: String, _ options: [String] = []) throws -> Run {
        try player(["export", document, "-o", path(output), "--quiet"] + options)
    }

    /// `render` of a moment as RGB pixels.
    func render(_ document: String, size: String, _ options: [String]) throws -> [UInt8] {
        let png = path("render-\(UUID().uuidString).png")
        let r = try player(["render", document, "-o", png, "--size", size] + options)
        guard r.status == 0 else { throw ToolError("render failed: \(r.stderr)") }
        return try rgb(png)
    }

    /// Frame `n` of a movie or GIF, as RGB pixels.
    func frame(_ movie: String, _ n: Int) throws -> [UInt8] {
        try rgb(path(movie), filter: ["-vf", "select=eq(n\\,\(n))", "-vframes", "1"])
    }

    /// A picture (or a movie's frame picked by `filter`) decoded to RGB by ffmpeg.
    func rgb(_ file: String, filter: [String] = []) throws -> [UInt8] {
        let raw = path("rgb-\(UUID().uuidString).raw")
        try tool("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", file] + filter + ["-f", "rawvideo", "-pix_fmt", "rgb24", raw])
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
    }

    /// A movie's sound, mono 16-bit at 48 kHz.
    func sound(_ movie: String) throws -> [Int16] {
        let raw = path("sound-\(UUID().uuidString).raw")
        try tool("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", path(movie), "-f", "s16le", "-ac", "1", "-ar", "48000", raw])
        let data = try Data(contentsOf: URL(fileURLWithPath: raw))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// `ffprobe`'s `key=value` lines for the file's streams and format.
    func probe(_ file: String) throws -> [String] {
        let out = try tool("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-show_entries",
                                                "stream=codec_type,codec_name,width,height,r_frame_rate,nb_read_frames:format=duration",
                                                "-of", "default=noprint_wrappers=1", path(file)])
        return out.split(separator: "\n").map(String.init)
    }

    /// Runs a tool; throws when it fails.
    @discardableResult
    func tool(_ executable: String, _ arguments: [String]) throws -> String {
        try run(executable, arguments, check: true).stdout
    }

    func run(_ executable: String, _ arguments: [String], check: Bool) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        // Files, not pipes: a pipe's reader is cut short by signals the tools' threads get.
        let out = path("out-\(UUID().uuidString).txt"), err = path("err-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        let o = try FileHandle(forWritingTo: URL(fileURLWithPath: out)), e = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        p.standardOutput = o
        p.standardError = e
        p.standardInput = FileHandle.nullDevice
        try p.runClosingOutputFiles()
        p.waitUntilExit()
        let run = Run(status: p.terminationStatus, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
        if check && run.status != 0 { throw ToolError("\(executable) \(arguments.joined(separator: " ")) failed: \(run.stderr)") }
        return run
    }

    struct ToolError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }
}

/// Picture and sound measures for the export tests.
enum Measure {
    /// Peak signal-to-noise ratio of two RGB pictures of the same size, in dB (infinite when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 0 }
        var sum = 0.0
        for i in a.indices {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
        }
        let mse = sum / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The largest difference of any channel of any pixel.
    static func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 255
    }

    /// The largest difference between the average colours of `block`×`block` squares.
    static func blockDifference(_ a: [UInt8], _ b: [UInt8], width: Int, block: Int = 8) -> Double {
        let height = a.count / 3 / width
        var worst = 0.0
        for by in stride(from: 0, to: height - block + 1, by: block) {
            for bx in stride(from: 0, to: width - block + 1, by: block) {
                for c in 0..<3 {
                    var sa = 0, sb = 0
                    for y in by..<(by + block) { for x in bx..<(bx + block) { sa += Int(a[(y * width + x) * 3 + c]); sb += Int(b[(y * width + x) * 3 + c]) } }
                    worst = max(worst, abs(Double(sa - sb)) / Double(block * block))
                }
            }
        }
        return worst
    }

    /// The loudest sample between two times (48 kHz).
    static func peak(_ s: [Int16], _ from: Double, _ to: Double) -> Int {
        let a = max(0, min(s.count, Int(from * 48000))), b = max(a, min(s.count, Int(to * 48000)))
        return s[a..<b].map { abs(Int($0)) }.max() ?? 0
    }

    /// The dominant frequency between two times, from the zero crossings.
    static func frequency(_ s: [Int16], _ from: Double, _ to: Double) -> Double {
        let a = max(0, min(s.count, Int(from * 48000))), b = max(a, min(s.count, Int(to * 48000)))
        guard b - a > 1 else { return 0 }
        var crossings = 0
        for k in (a + 1)..<b where (s[k - 1] < 0) != (s[k] < 0) { crossings += 1 }
        return Double(crossings) / 2 / (Double(b - a) / 48000)
    }

    /// When the sound first gets louder than `threshold` after `from`, in seconds.
    static func onset(_ s: [Int16], after from: Double, threshold: Int) -> Double? {
        let start = Int(from * 48000)
        guard start < s.count else { return nil }
        return s[start...].firstIndex { abs(Int($0)) > threshold }.map { Double($0) / 48000 }
    }
}
