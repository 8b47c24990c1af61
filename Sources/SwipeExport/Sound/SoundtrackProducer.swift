import Foundation

/// Runs the mixer on a thread of its own, a few seconds ahead of the encoder, in blocks of a
/// tenth of a second, until the sound track's length.
final class SoundtrackProducer: @unchecked Sendable {
    private let queue = BoundedQueue<[Float]>(capacity: 40)
    static let blockFrames = MovieEncoder.sampleRate / 10

    /// Mixes `totalFrames` frames with `mixer`.
    init(mixer: SoundtrackMixer, totalFrames: Int) {
        let queue = self.queue
        let thread = Thread {
            var left = totalFrames
            while left > 0 {
                let n = min(Self.blockFrames, left)
                var block = [Float](repeating: 0, count: n * MovieEncoder.channels)
                block.withUnsafeMutableBufferPointer { mixer.mix(frames: n, into: $0.baseAddress!) }
                guard queue.push(block) else { return }
                left -= n
            }
            queue.close()
        }
        thread.name = "swipe-export.sound"
        thread.start()
    }

    /// The next block; nil at the end.
    func next() -> [Float]? { queue.pop() }

    /// Stops the mixing thread.
    func stop() { queue.close() }
}
