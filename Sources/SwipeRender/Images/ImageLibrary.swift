import CSDL2
import Foundation
import SwipeDocument
import SwipeReader

/// The document's pictures: their sizes and frame counts for layout (read from file headers), and
/// their decoded frames for the compositor (SDL_image, kept in a cache with a byte budget).
/// Unreadable files are reported once and then treated as missing. A picture's luminance (for a
/// list icon's contrast with its row) is measured once, when it is first decoded, and kept when
/// its pixels are forgotten. Safe to use from any thread.
public final class ImageLibrary: MediaMetrics, IconTones, @unchecked Sendable {
    /// Called once per unreadable file.
    public var onWarning: ((String) -> Void)?
    public let byteBudget: Int
    /// The images of the theme the player's controls are drawn with; its warnings are this library's.
    public let themeImages = ThemeImageDecoder()

    private let lock = NSCondition()
    /// Files being decoded now: a second thread asking for one waits for that result.
    private var decoding = Set<String>()
    private var headers: [String: ImageHeader?] = [:]
    private var decoded: [String: [RasterImage]] = [:]
    /// The mean luminance of each decoded picture's first frame (nil: no visible pixel).
    private var tones: [String: Double?] = [:]
    /// The pictures every pixel of whose every frame is opaque, found when they were decoded.
    private var opaque = Set<String>()
    private var order: [String] = []
    private var bytes = 0
    private var reported = Set<String>()

    public init(byteBudget: Int = 32 << 20) {
        self.byteBudget = byteBudget
        themeImages.onWarning = { [weak self] in self?.onWarning?($0) }
    }

    public func pixelSize(of asset: AssetReference) -> Point? {
        header(asset).map { Point(Double($0.width), Double($0.height)) }
    }

    public func frameCount(of asset: AssetReference) -> Int { header(asset)?.frameCount ?? 1 }

    /// A decoded frame (straight RGBA), or nil when the file cannot be read.
    public func frame(_ asset: AssetReference, index: Int = 0) -> RasterImage? {
        guard let path = localPath(asset) else { return nil }
        let animated = frameCount(of: asset) > 1
        lock.lock()
        while decoding.contains(path) { lock.wait() }
        if let frames = decoded[path] {
            touch(path)
            lock.unlock()
            return frames.isEmpty ? nil : frames[min(max(0, index), frames.count - 1)]
        }
        decoding.insert(path)
        lock.unlock()
        let frames = Self.decode(path: path, animated: animated)
        let tone = frames.first.flatMap { IconContrast.meanLuminance(rgba: $0.pixels, width: $0.width, height: $0.height) }
        lock.lock()
        tones[path] = .some(tone)
        if !frames.isEmpty, frames.allSatisfy(\.isOpaque) { opaque.insert(path) }
        defer {
            decoding.remove(path)
            lock.broadcast()
            lock.unlock()
        }
        if frames.isEmpty {
            warnOnce(path, "cannot decode image \(path); a placeholder is shown instead")
            headers[path] = .some(nil)
        }
        store(path, frames)
        return frames.isEmpty ? nil : frames[min(max(0, index), frames.count - 1)]
    }

    /// The mean luminance of the picture's visible pixels, measured when it was decoded (decoding
    /// it now if it never was); nil when it cannot be read.
    public func meanLuminance(of asset: AssetReference) -> Double? {
        guard let path = localPath(asset) else { return nil }
        lock.lock()
        let known = tones[path]
        lock.unlock()
        if let known { return known }
        guard frame(asset) != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return tones[path] ?? nil
    }

    /// Whether every pixel of every frame of the picture is opaque, as found when it was decoded
    /// (false while it never was): then it hides what is drawn under it.
    public func isOpaque(_ asset: AssetReference) -> Bool {
        guard let path = localPath(asset) else { return false }
        lock.lock()
        defer { lock.unlock() }
        return opaque.contains(path)
    }

    /// Forgets the decoded frames of every picture but `assets` (those of the pages around the
    /// current one), so decoded pictures do not pile up however long the document.
    public func retainDecoded(only assets: [AssetReference]) {
        let keep = Set(assets.compactMap(localPath))
        lock.lock()
        defer { lock.unlock() }
        for path in Array(decoded.keys) where !keep.contains(path) {
            bytes -= decoded.removeValue(forKey: path)?.reduce(0) { $0 + $1.byteCount } ?? 0
            order.removeAll { $0 == path }
        }
    }

    /// Forgets the decoded frames of one picture (once its texture holds them).
    public func forget(_ asset: AssetReference) {
        guard let path = localPath(asset) else { return }
        lock.lock()
        defer { lock.unlock() }
        bytes -= decoded.removeValue(forKey: path)?.reduce(0) { $0 + $1.byteCount } ?? 0
        order.removeAll { $0 == path }
    }

    /// Bytes of decoded pixels held now.
    public var decodedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    private func header(_ asset: AssetReference) -> ImageHeader? {
        guard let path = localPath(asset) else { return nil }
        lock.lock()
        if let h = headers[path] {
            lock.unlock()
            return h
        }
        lock.unlock()
        var h: ImageHeader? = nil
        if let handle = FileHandle(forReadingAtPath: path) {
            // GIF frame counting needs the whole file; other formats need only the first blocks.
            let data = path.lowercased().hasSuffix(".gif") ? handle.readDataToEndOfFile() : ((try? handle.read(upToCount: 256 << 10)) ?? Data())
            try? handle.close()
            h = ImageHeader.read([UInt8](data))
            if h == nil, let first = Self.decode(path: path, animated: false).first {
                h = ImageHeader(width: first.width, height: first.height, frameCount: 1)
            }
        }
        lock.lock()
        headers[path] = .some(h)
        // A missing file was reported when the document was loaded; only an unreadable one is news.
        if h == nil, FileManager.default.fileExists(atPath: path) { warnOnce(path, "cannot read image \(path); a placeholder is shown instead") }
        lock.unlock()
        return h
    }

    private func localPath(_ asset: AssetReference) -> String? {
        guard let url = asset.url, url.isFileURL else { return nil }
        return url.path
    }

    private func warnOnce(_ path: String, _ message: String) {
        if reported.insert(path).inserted { onWarning?(message) }
    }

    private func touch(_ path: String) {
        if let i = order.firstIndex(of: path) { order.remove(at: i) }
        order.append(path)
    }

    private func store(_ path: String, _ frames: [RasterImage]) {
        // Two threads may have decoded the same file at once; count it once.
        if let old = decoded[path] { bytes -= old.reduce(0) { $0 + $1.byteCount } }
        decoded[path] = frames
        bytes += frames.reduce(0) { $0 + $1.byteCount }
        touch(path)
        while bytes > byteBudget, order.count > 1, let oldest = order.first {
            order.removeFirst()
            bytes -= decoded.removeValue(forKey: oldest)?.reduce(0) { $0 + $1.byteCount } ?? 0
        }
    }

    /// Decodes a file with SDL_image: every frame of an animated GIF, else one picture.
    public static func decode(path: String, animated: Bool) -> [RasterImage] {
        if animated, let anim = IMG_LoadAnimation(path) {
            defer { IMG_FreeAnimation(anim) }
            // Each frame's surface is freed once converted, so a long GIF is not held twice.
            return (0..<Int(anim.pointee.count)).compactMap { i in
                guard let surface = anim.pointee.frames[i] else { return nil }
                defer {
                    SDL_FreeSurface(surface)
                    anim.pointee.frames[i] = nil
                }
                return SurfaceConversion.image(from: surface)
            }
        }
        guard let surface = IMG_Load(path) else { return [] }
        defer { SDL_FreeSurface(surface) }
        return SurfaceConversion.image(from: surface).map { [$0] } ?? []
    }
}
