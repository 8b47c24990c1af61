import SwipeDocument

/// Frames into an animated GIF, each shown until the next frame's time.
final class GIFSink: FrameSink, @unchecked Sendable {
    private let writer: GIFWriter
    private let fps: Int

    init(writer: GIFWriter, fps: Int) {
        self.writer = writer
        self.fps = fps
    }

    func add(_ pixels: UnsafeRawPointer, index: Int) throws {
        try writer.addFrame(pixels.assumingMemoryBound(to: UInt8.self), delay: GIFTiming.delay(frame: index, fps: fps))
    }

    func finish() throws { try writer.finish() }
}
