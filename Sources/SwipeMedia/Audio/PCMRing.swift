import Foundation

/// Sound decoded ahead of the audio output: a fixed-size ring of samples in the output's format,
/// filled by a decoder thread and drained by the audio thread (`PCMSource`). It stays silent
/// while not playing, and for network streams it waits until `prebuffer` frames are in before
/// sounding (again after running dry), so a slow connection stutters less.
public final class PCMRing: PCMSource, @unchecked Sendable {
    public let format: PCMFormat
    private let lock = NSLock()
    private var samples: [Int16]
    private let capacity: Int
    private var start = 0
    private var count = 0
    private var playing = false
    private let prebuffer: Int
    private var filling: Bool

    /// `seconds` of sound fit; `prebuffer` seconds must be in before a stream sounds.
    public init(format: PCMFormat, seconds: Double, prebuffer: Double = 0) {
        self.format = format
        capacity = max(1024, Int(Double(format.sampleRate) * seconds))
        samples = [Int16](repeating: 0, count: capacity * max(1, format.channels))
        self.prebuffer = min(capacity, Int(Double(format.sampleRate) * prebuffer))
        filling = self.prebuffer > 0
    }

    /// Whether the sound is heard (the video plays, the radio is on).
    public var isPlaying: Bool {
        get { lock.lock(); defer { lock.unlock() }; return playing }
        set { lock.lock(); playing = newValue; lock.unlock() }
    }

    /// Whether a stream is waiting for enough sound to start (or restart after running dry).
    public var isBuffering: Bool {
        lock.lock()
        defer { lock.unlock() }
        return filling
    }

    /// Frames that still fit.
    var freeFrames: Int {
        lock.lock()
        defer { lock.unlock() }
        return capacity - count
    }

    public func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        guard playing, !filling, frames > 0 else { return 0 }
        let n = min(frames, count)
        let ch = format.channels
        samples.withUnsafeBufferPointer { ring in
            let first = min(n, capacity - start)
            (buffer).update(from: ring.baseAddress! + start * ch, count: first * ch)
            if n > first { (buffer + first * ch).update(from: ring.baseAddress!, count: (n - first) * ch) }
        }
        start = (start + n) % capacity
        count -= n
        if count == 0, prebuffer > 0 { filling = true }
        return n
    }

    /// Appends what fits of `frames` frames; returns how many were taken.
    @discardableResult
    func write(_ source: UnsafePointer<Int16>, frames: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let n = min(frames, capacity - count)
        let ch = format.channels
        let end = (start + count) % capacity
        samples.withUnsafeMutableBufferPointer { ring in
            let first = min(n, capacity - end)
            (ring.baseAddress! + end * ch).update(from: source, count: first * ch)
            if n > first { ring.baseAddress!.update(from: source + first * ch, count: (n - first) * ch) }
        }
        count += n
        if filling, count >= prebuffer { filling = false }
        return n
    }

    /// Drops everything buffered (after a seek).
    func clear() {
        lock.lock()
        start = 0
        count = 0
        filling = prebuffer > 0
        lock.unlock()
    }
}
