import Foundation

/// Frames and the mixed sound track into a movie: before each frame is encoded, the sound up to
/// that frame's end, so the container interleaves them closely.
final class MovieSink: FrameSink, @unchecked Sendable {
    private let encoder: MovieEncoder
    private let fps: Int
    private let sound: SoundtrackProducer
    private var soundDone = 0

    init(encoder: MovieEncoder, fps: Int, sound: SoundtrackProducer) {
        self.encoder = encoder
        self.fps = fps
        self.sound = sound
    }

    func add(_ pixels: UnsafeRawPointer, index: Int) throws {
        try encoder.addFrame(pixels)
        try addSound(until: Int((Double(index + 1) / Double(fps) * Double(MovieEncoder.sampleRate)).rounded()))
    }

    func finish() throws {
        try addSound(until: .max)
        try encoder.finish()
    }

    private func addSound(until frames: Int) throws {
        while soundDone < frames, let block = sound.next() {
            try block.withUnsafeBufferPointer { try encoder.addSound($0) }
            soundDone += block.count / MovieEncoder.channels
        }
    }
}
