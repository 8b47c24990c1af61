import Foundation

/// A media file's sound decoded in order into a fixed format, for mixing offline (an export's
/// sound track): read it block by block, seek to any moment (to the sample: what is decoded
/// before it after the key frame is dropped).
public final class SoundFileReader {
    public let format: PCMFormat
    /// Seconds, when the file says.
    public let duration: Double?
    private let reader: MediaReader
    /// Decoded samples not handed out yet (interleaved), from `pendingStart`.
    private var pending: [Int16] = []
    private var pendingStart = 0
    /// Frames still to drop after a seek.
    private var skip = 0
    private var seekTarget: Double?
    private var ended = false

    /// Opens `location`'s sound (a path or URL); throws a `MediaError` when it has none or
    /// cannot be read.
    public init(location: String, format: PCMFormat) throws {
        self.format = format
        reader = try MediaReader(location: location, video: false, audio: format, timeout: 10)
        guard reader.hasSound else { throw MediaError("\(location): has no sound") }
        duration = reader.duration
    }

    /// Goes to `seconds` into the media.
    public func seek(to seconds: Double) {
        reader.seek(to: seconds)
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        seekTarget = max(0, seconds)
        skip = 0
        ended = false
    }

    /// Writes up to `frames` frames into `buffer` (interleaved); fewer only at the end of the media.
    public func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) throws -> Int {
        let channels = format.channels
        var written = 0
        while written < frames {
            let available = (pending.count - pendingStart) / channels
            if available > 0 {
                let n = min(available, frames - written)
                pending.withUnsafeBufferPointer { p in
                    (buffer + written * channels).update(from: p.baseAddress! + pendingStart, count: n * channels)
                }
                pendingStart += n * channels
                written += n
                continue
            }
            guard !ended, try decodeMore() else { break }
        }
        return written
    }

    /// Decodes the next block of sound into `pending`; false at the end.
    private func decodeMore() throws -> Bool {
        while true {
            switch try reader.step() {
            case .sound(let t):
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                reader.takeSound { samples, count in pending.append(contentsOf: UnsafeBufferPointer(start: samples, count: count * format.channels)) }
                if let target = seekTarget {
                    seekTarget = nil
                    skip = max(0, Int(((target - t) * Double(format.sampleRate)).rounded()))
                }
                if skip > 0 {
                    let drop = min(skip, pending.count / format.channels)
                    skip -= drop
                    pendingStart = drop * format.channels
                }
                if pendingStart < pending.count { return true }
            case .picture, .more: continue
            case .end:
                ended = true
                return false
            }
        }
    }
}
