import Foundation
import SwipeDocument
import SwipeMedia

/// Mixes an export's sound track from its cues, block after block, to the sample: each cue's
/// sound decoded from its file (or its synthesized speech) from its offset, looped, faded, added
/// at full volume as the window's mixer does, and clipped. Stereo float at 48 kHz.
/// Used by one thread at a time (made on one, run on the sound thread).
final class SoundtrackMixer: @unchecked Sendable {
    static let format = PCMFormat(sampleRate: MovieEncoder.sampleRate, channels: MovieEncoder.channels)
    private let cues: [SoundCue]
    private let media: MeasuredMedia
    private let warn: (String) -> Void
    private var voices: [Int: Voice] = [:]
    /// The next cue not started yet (cues sorted by start).
    private var nextCue = 0
    private var position = 0
    private var failed: Set<String> = []
    private var scratch = [Int16](repeating: 0, count: 4096 * 2)
    /// The master volume, 0…1 (the `playbackVolume` and `mute` settings), applied before clipping.
    private let volume: Float

    init(cues: [SoundCue], media: MeasuredMedia, volume: Double = 1, warn: @escaping (String) -> Void) {
        self.volume = Float(max(0, min(1, volume)))
        self.cues = cues.sorted { $0.start < $1.start }
        self.media = media
        self.warn = warn
    }

    private var rate: Double { Double(Self.format.sampleRate) }

    /// The next `frames` frames, interleaved, into `out`.
    func mix(frames: Int, into out: UnsafeMutablePointer<Float>) {
        out.update(repeating: 0, count: frames * 2)
        let end = position + frames
        while nextCue < cues.count, Int((cues[nextCue].start * rate).rounded()) < end {
            if let v = voice(for: cues[nextCue]) { voices[nextCue] = v }
            nextCue += 1
        }
        for (k, v) in voices {
            if !add(v, cue: cues[k], from: position, frames: frames, into: out) { voices[k] = nil }
        }
        for i in 0..<(frames * 2) { out[i] = max(-1, min(1, out[i] * volume)) }
        position = end
    }

    /// Adds what `voice` plays in `from..<from+frames`; false once it has finished.
    private func add(_ voice: Voice, cue: SoundCue, from: Int, frames: Int, into out: UnsafeMutablePointer<Float>) -> Bool {
        let start = Int((cue.start * rate).rounded())
        let stop = cue.end.map { Int(($0 * rate).rounded()) } ?? Int.max
        let first = max(from, start), last = min(from + frames, stop)
        guard first < last else { return stop > from + frames }
        var t = first
        while t < last {
            let n = min(last - t, scratch.count / 2)
            let got = scratch.withUnsafeMutableBufferPointer { voice.read(into: $0.baseAddress!, frames: n) }
            guard got > 0 else { return false }
            for i in 0..<got {
                let g = gain(cue, at: t + i, start: start, stop: stop) / 32768
                out[(t - from + i) * 2] += Float(Double(scratch[i * 2]) * g)
                out[(t - from + i) * 2 + 1] += Float(Double(scratch[i * 2 + 1]) * g)
            }
            t += got
        }
        return last < stop
    }

    /// The fades' gain at sample `t`.
    private func gain(_ cue: SoundCue, at t: Int, start: Int, stop: Int) -> Double {
        var g = 1.0
        if cue.fadeIn > 0 { g = min(g, Double(t - start) / (cue.fadeIn * rate)) }
        if cue.fadeOut > 0, stop != Int.max { g = min(g, Double(stop - t) / (cue.fadeOut * rate)) }
        return max(0, min(1, g))
    }

    private func voice(for cue: SoundCue) -> Voice? {
        switch cue.source {
        case .speech(let page):
            guard let samples = media.speech[page], !samples.isEmpty else { return nil }
            return SpeechVoice(samples: samples, rate: media.speechRate, outputRate: Self.format.sampleRate)
        case .file(let asset):
            guard let location = asset.exportLocation else { return nil }
            guard !failed.contains(location) else { return nil }
            do {
                return try FileVoice(location: location, offset: cue.offset, loops: cue.loops, loopLength: cue.loopLength)
            } catch {
                failed.insert(location)
                // A video's picture reports its own problems; one without a soundtrack is none.
                if cue.role != .video {
                    warn("cannot play the sound \(error); the export goes on without it")
                }
                return nil
            }
        }
    }
}

/// Something a cue plays: 16-bit stereo at the mixer's rate, read in order.
private protocol Voice: AnyObject {
    /// Up to `frames` frames; 0 at the end.
    func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int
}

/// A file's sound from `offset`, looping over `loopLength` seconds (or the whole rest) if asked.
private final class FileVoice: Voice {
    private let reader: SoundFileReader
    private let offset: Double
    private let loops: Bool
    private let loopFrames: Int?
    private var played = 0

    init(location: String, offset: Double, loops: Bool, loopLength: Double?) throws {
        reader = try SoundFileReader(location: location, format: SoundtrackMixer.format)
        self.offset = offset
        self.loops = loops
        loopFrames = loopLength.map { Int(($0 * Double(SoundtrackMixer.format.sampleRate)).rounded()) }
        if offset > 0 { reader.seek(to: offset) }
    }

    func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int {
        var want = frames
        if let loopFrames { want = min(want, loopFrames - played) }
        let got = want > 0 ? ((try? reader.read(into: buffer, frames: want)) ?? 0) : 0
        played += got
        if got == 0 || (loopFrames.map { played >= $0 } ?? false) {
            guard loops, played > 0 else { return got }
            reader.seek(to: offset)
            played = 0
            if got == 0 { return read(into: buffer, frames: frames) }
        }
        return got
    }
}

/// Synthesized speech, resampled (linearly) to the mixer's rate, on both channels.
private final class SpeechVoice: Voice {
    private let samples: [Int16]
    private let step: Double
    private var position = 0.0

    init(samples: [Int16], rate: Int, outputRate: Int) {
        self.samples = samples
        step = Double(rate) / Double(outputRate)
    }

    func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int {
        var n = 0
        while n < frames, position < Double(samples.count - 1) {
            let i = Int(position), f = position - Double(i)
            let v = Int16((Double(samples[i]) * (1 - f) + Double(samples[i + 1]) * f).rounded())
            buffer[n * 2] = v
            buffer[n * 2 + 1] = v
            position += step
            n += 1
        }
        return n
    }
}
