import CSDL2
import CSDLMixer
import Foundation

/// The sound device, opened through SDL_mixer: music, effects and speech are SDL_mixer's own
/// players; sound decoded elsewhere (`PCMSource`s: video soundtracks, radio) is added over them on
/// the mixing thread, and the master volume and mute apply to everything last. Where no device
/// opens (CI, a kiosk without audio) it says so once and every call does nothing.
public final class AudioOutput: @unchecked Sendable {
    /// Output rate and buffer asked of the device (the buffer is about 21 ms at 48 kHz).
    static let requestedRate: Int32 = 48000
    static let bufferFrames: Int32 = 1024

    /// The format sound is mixed in; nil when no device opened.
    public let format: PCMFormat?
    private let bus: MixBus?

    /// Whether the output plays nothing because no sound device opened.
    public var isSilent: Bool { format == nil }

    /// Opens the default sound device; `inform` hears once that there is none.
    public init(inform: (String) -> Void) {
        guard swipe_mixer_available() != 0 else {
            inform("no sound: \(String(cString: swipe_mixer_error())); playing silently")
            format = nil
            bus = nil
            return
        }
        guard Self.quietly({ SDL_InitSubSystem(SDL_INIT_AUDIO) }) == 0 else {
            inform("no sound device (\(String(cString: SDL_GetError()))): playing silently")
            format = nil
            bus = nil
            return
        }
        _ = Mix_Init(Int32(MIX_INIT_MP3.rawValue | MIX_INIT_OGG.rawValue | MIX_INIT_FLAC.rawValue))
        guard Self.quietly({ Mix_OpenAudio(Self.requestedRate, UInt16(AUDIO_S16SYS), 2, Self.bufferFrames) }) == 0 else {
            inform("no sound device (\(String(cString: SDL_GetError()))): playing silently")
            Mix_Quit()
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            format = nil
            bus = nil
            return
        }
        var rate: Int32 = 0, sampleFormat: UInt16 = 0, channels: Int32 = 0
        Mix_QuerySpec(&rate, &sampleFormat, &channels)
        let format = PCMFormat(sampleRate: Int(rate), channels: Int(channels))
        self.format = format
        let bus = MixBus(channels: format.channels)
        self.bus = bus
        Mix_AllocateChannels(16)
        Mix_SetPostMix({ data, stream, length in
            guard let data, let stream else { return }
            Unmanaged<MixBus>.fromOpaque(data).takeUnretainedValue().mix(stream, bytes: Int(length))
        }, Unmanaged.passUnretained(bus).toOpaque())
    }

    /// Runs `open` with standard error silenced: where no sound card exists, ALSA's library prints
    /// a screenful of its own errors before SDL gives up; SDL's one-line reason is reported instead.
    private static func quietly(_ open: () -> Int32) -> Int32 {
        let saved = dup(STDERR_FILENO)
        let null = Foundation.open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else { return open() }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return open()
    }

    deinit {
        guard bus != nil else { return }
        Mix_SetPostMix(nil, nil)
        Mix_HaltChannel(-1)
        Mix_HaltMusic()
        Mix_CloseAudio()
        Mix_Quit()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// Master volume, 0 (silent) … 1 (as recorded).
    public var volume: Double {
        get { bus?.settings.volume ?? 1 }
        set { bus?.update { $0.volume = max(0, min(1, newValue)) } }
    }

    /// Whether everything is silenced (the volume is kept for when sound comes back).
    public var isMuted: Bool {
        get { bus?.settings.muted ?? false }
        set { bus?.update { $0.muted = newValue } }
    }

    /// Whether everything is lowered while the player's own voice speaks (spoken feedback).
    public var isDucked: Bool {
        get { bus?.settings.ducked ?? false }
        set { bus?.update { $0.ducked = newValue } }
    }

    /// Mixes `source` over everything from the next buffer on, until detached.
    public func attach(_ source: PCMSource) {
        bus?.update { s in if !s.sources.contains(where: { $0 === source }) { s.sources.append(source) } }
    }

    /// Stops mixing `source`; once this returns, the mixing thread no longer reads it.
    public func detach(_ source: PCMSource) {
        bus?.update { s in s.sources.removeAll { $0 === source } }
    }
}

/// What the mixing thread reads, changed only under the bus's lock.
struct MixSettings {
    var volume = 1.0
    var muted = false
    /// Lowered under the player's own voice (spoken feedback through speech-dispatcher).
    var ducked = false
    /// The gain the whole mix has now: the volume, lowered by `duckedGain` while ducked.
    var gain: Double { ducked ? volume * Self.duckedGain : volume }
    /// About −12 dB: what plays stays audible under the voice.
    static let duckedGain = 0.25
    var sources: [PCMSource] = []
}

/// The last stage of the mix, run by SDL_mixer on its audio thread after music and channels: adds
/// the attached sources (through a scratch buffer allocated once) and applies volume and mute.
final class MixBus: @unchecked Sendable {
    private let lock = NSLock()
    private var current = MixSettings()
    private let channels: Int
    private let scratchFrames = 4096
    private let scratch: UnsafeMutablePointer<Int16>

    init(channels: Int) {
        self.channels = max(1, channels)
        scratch = .allocate(capacity: scratchFrames * self.channels)
    }

    deinit { scratch.deallocate() }

    var settings: MixSettings {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func update(_ change: (inout MixSettings) -> Void) {
        lock.lock()
        change(&current)
        lock.unlock()
    }

    /// Called on the audio thread with `bytes` of interleaved 16-bit samples already mixed.
    func mix(_ stream: UnsafeMutablePointer<UInt8>, bytes: Int) {
        let samples = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: Int16.self)
        let total = bytes / 2 / channels
        lock.lock()
        defer { lock.unlock() }
        for source in current.sources {
            var done = 0
            while done < total {
                let want = min(scratchFrames, total - done)
                let got = max(0, min(want, source.read(into: scratch, frames: want)))
                let out = samples + done * channels
                for k in 0..<(got * channels) { out[k] = out[k].addingClamped(scratch[k]) }
                if got < want { break }
                done += want
            }
        }
        if current.muted || current.gain <= 0 {
            stream.update(repeating: 0, count: bytes)
        } else if current.gain < 1 {
            let gain = Int32(current.gain * 65536)
            for k in 0..<(total * channels) { samples[k] = Int16(truncatingIfNeeded: (Int32(samples[k]) * gain) >> 16) }
        }
    }
}

extension Int16 {
    /// The sum, held at the ends of the range instead of wrapping.
    func addingClamped(_ other: Int16) -> Int16 { Int16(clamping: Int32(self) + Int32(other)) }
}

extension AudioOutput {
    /// Turns all sound off or back on; `inform` hears which.
    public func toggleMute(inform: (String) -> Void) {
        isMuted.toggle()
        inform(isMuted ? "sound off (M turns it back on)" : "sound on, volume \(Int((volume * 100).rounded()))%")
    }

    /// Changes the volume by `step` (a fraction, e.g. ±0.1), unmuting; `inform` hears the new one.
    public func changeVolume(by step: Double, inform: (String) -> Void) {
        isMuted = false
        volume = ((volume + step) * 100).rounded() / 100
        inform("volume \(Int((volume * 100).rounded()))%")
    }
}
