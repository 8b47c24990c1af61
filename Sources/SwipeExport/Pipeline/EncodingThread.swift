import Foundation

/// Encodes an animated export's frames on a thread of its own while the next frames are drawn:
/// the drawing thread fills a free buffer, submits it, and the encoding thread hands it to the
/// sink and frees it again (three buffers: drawing never runs more than two frames ahead).
final class EncodingThread: @unchecked Sendable {
    final class Buffer: @unchecked Sendable {
        let bytes: UnsafeMutableRawPointer
        var index = 0
        init(count: Int) { bytes = .allocate(byteCount: count, alignment: 64) }
        deinit { bytes.deallocate() }
    }

    private let work = BoundedQueue<Buffer>(capacity: 3)
    private let free = BoundedQueue<Buffer>(capacity: 3)
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var failure: Error?
    private var aborted = false

    init(sink: FrameSink, frameBytes: Int) {
        for _ in 0..<3 { free.push(Buffer(count: frameBytes)) }
        let thread = Thread { [self] in
            while let b = work.pop() {
                if self.error == nil && !isAborted {
                    do { try sink.add(b.bytes, index: b.index) } catch { lock.withLock { failure = error } }
                }
                free.push(b)
            }
            if self.error == nil && !isAborted {
                do { try sink.finish() } catch { lock.withLock { failure = error } }
            }
            done.signal()
        }
        thread.name = "swipe-export.encode"
        thread.start()
    }

    /// What went wrong on the encoding thread, if anything.
    var error: Error? { lock.withLock { failure } }
    private var isAborted: Bool { lock.withLock { aborted } }

    /// A buffer to draw frame `index` into (waits while all three are being encoded).
    func buffer(for index: Int) -> Buffer {
        let b = free.pop()!
        b.index = index
        return b
    }

    func submit(_ buffer: Buffer) { work.push(buffer) }

    /// Waits for every frame to be encoded and the file finished; throws what went wrong.
    func finish() throws {
        work.close()
        done.wait()
        if let error { throw error }
    }

    /// Drops the frames not encoded yet and waits for the thread to end.
    func abort() {
        lock.withLock { aborted = true }
        work.close()
        done.wait()
    }
}
