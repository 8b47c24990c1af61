/// The format the audio output mixes in: interleaved signed 16-bit samples at a rate and a channel
/// count the sound device agreed to (the output says which once it is open).
public struct PCMFormat: Equatable, Sendable {
    public var sampleRate: Int
    public var channels: Int

    public init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }
}

/// Sound produced outside SDL_mixer's own players (a video's soundtrack, a radio stream), pulled
/// by the audio output on its mixing thread and mixed over music, effects and speech.
public protocol PCMSource: AnyObject, Sendable {
    /// Writes up to `frames` frames of interleaved samples in the output's format into `buffer`
    /// and returns how many it wrote; fewer than asked is an underrun, heard as silence. Called on
    /// the audio thread: it must not block, allocate or do I/O.
    func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int
}
