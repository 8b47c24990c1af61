import Foundation

/// Media made for a test with ffmpeg in a temporary folder (removed when the value goes away):
/// clips whose frame n has luma 16 + 8·(n mod 25), so the frame shown can be read back from its
/// pixels, a tone of a known frequency, and copies stored rotated.
public final class GeneratedMedia {
    public let folder: URL

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    public func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The frame number (mod 25) of a `countingClip` whose luma is nearest to `luma`.
    public static func frame(forLuma luma: Double) -> Int { Int(((luma - 16) / 8).rounded()) }

    /// A grey clip, `fps` frames a second for `seconds`, frame n at luma 16 + 8·(n mod 25)
    /// (losslessly coded), with a `tone` Hz sine soundtrack unless `tone` is nil.
    @discardableResult
    public func countingClip(_ name: String, seconds: Double, fps: Int = 25, size: String = "64x48", tone: Int? = 440) throws -> String {
        var args = ["-f", "lavfi", "-i", "nullsrc=size=\(size):rate=\(fps),geq=lum='16+8*mod(N\\,25)':cb=128:cr=128"]
        if let tone { args += ["-f", "lavfi", "-i", "sine=frequency=\(tone):sample_rate=48000"] }
        args += ["-t", String(seconds), "-c:v", "libx264", "-qp", "0", "-pix_fmt", "yuv420p", "-g", "25"]
        if tone != nil { args += ["-c:a", "aac", "-shortest"] }
        try ffmpeg(args + [path(name)])
        return path(name)
    }

    /// A clip whose upper half is white and lower half black, stored with a display rotation of
    /// `rotation` degrees (as phones store clips), `seconds` long.
    @discardableResult
    public func halvesClip(_ name: String, rotation: Int, size: String = "64x48") throws -> String {
        let plain = path("plain-" + name)
        try ffmpeg(["-f", "lavfi", "-i", "nullsrc=size=\(size):rate=25,geq=lum='if(lt(Y\\,H/2)\\,235\\,16)':cb=128:cr=128",
                    "-t", "1", "-c:v", "libx264", "-qp", "0", "-pix_fmt", "yuv420p", plain])
        try ffmpeg(["-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=\(rotation)", path(name)])
        return path(name)
    }

    /// An HLS rendition of a `countingClip` (a playlist `name` and its segments, one a second):
    /// every file of it by name, for a server to serve.
    public func hls(_ name: String, seconds: Double) throws -> [String: Data] {
        let clip = try countingClip("hls-source.mp4", seconds: seconds)
        let folder = self.folder.appendingPathComponent("hls")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ffmpeg(["-i", clip, "-c", "copy", "-f", "hls", "-hls_time", "1", "-hls_list_size", "0", folder.appendingPathComponent(name).path])
        var files: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[file] = try Data(contentsOf: folder.appendingPathComponent(file))
        }
        return files
    }

    /// A sound-only file: a `tone` Hz sine for `seconds`, in the container `name`'s extension says.
    @discardableResult
    public func tone(_ name: String, frequency: Int, seconds: Double) throws -> String {
        try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=\(frequency):sample_rate=44100", "-t", String(seconds), path(name)])
        return path(name)
    }

    /// A copy of `source` cut to its first `fraction` of bytes.
    @discardableResult
    public func truncated(_ source: String, to fraction: Double, as name: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        try data.prefix(Int(Double(data.count) * fraction)).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// A copy of `source` with a stretch of bytes in its middle overwritten with noise.
    @discardableResult
    public func damaged(_ source: String, as name: String) throws -> String {
        var data = try Data(contentsOf: URL(fileURLWithPath: source))
        var generator = SystemRandomNumberGenerator()
        let start = data.count / 2
        for i in start..<min(data.count, start + 4096) { data[i] = UInt8.random(in: 0...255, using: &generator) }
        try data.write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// A copy of the video `source` whose last keyframe is broken (its packet's first bytes
    /// zeroed): played through, the decoder conceals it; decoded from that keyframe after a seek,
    /// it gives no picture.
    public func damagedLastKeyframe(_ source: String, as name: String) throws -> String {
        let packets = try run("ffprobe", ["-select_streams", "v", "-show_entries", "packet=pos,flags", "-of", "csv=p=0", source])
        let keyframes = packets.split(separator: "\n").map { $0.split(separator: ",") }.filter { $0.count == 2 && $0[1].hasPrefix("K") }
        guard let position = keyframes.last.flatMap({ Int($0[0]) }) else { throw ToolError(description: "no keyframe in \(source): \(packets)") }
        var data = try Data(contentsOf: URL(fileURLWithPath: source))
        data.replaceSubrange(position..<min(data.count, position + 64), with: Data(count: min(64, data.count - position)))
        try data.write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// A file of `count` arbitrary bytes under a media name.
    @discardableResult
    public func garbage(_ name: String, count: Int = 20000) throws -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// A file written as given (documents, playlists).
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    public struct ToolError: Error, CustomStringConvertible {
        public var description: String
    }

    private func ffmpeg(_ args: [String]) throws {
        try run("ffmpeg", ["-y", "-nostdin"] + args)
    }

    /// Runs FFmpeg's `tool` (ffmpeg, ffprobe) quietly with `args`; what it printed.
    @discardableResult
    private func run(_ tool: String, _ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        p.arguments = ["-v", "error"] + args
        // Files, not pipes: reading a pipe is cut short by signals the decoders' threads get.
        let log = path("\(tool)-\(UUID().uuidString).log"), out = path("\(tool)-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log)), output = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        defer { for file in [log, out] { try? FileManager.default.removeItem(atPath: file) } }
        p.standardError = handle
        p.standardOutput = output
        try p.runClosingOutputFiles()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ToolError(description: "\(tool) \(args.joined(separator: " ")) failed: \(message)")
        }
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }
}
