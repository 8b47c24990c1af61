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
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        p.arguments = ["-v", "error", "-y", "-nostdin"] + args
        // A file, not a pipe: reading a pipe is cut short by signals the decoders' threads get.
        let log = path("ffmpeg-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? FileManager.default.removeItem(atPath: log) }
        p.standardError = handle
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try? handle.close()
        guard p.terminationStatus == 0 else {
            let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ToolError(description: "ffmpeg \(args.joined(separator: " ")) failed: \(message)")
        }
    }
}
