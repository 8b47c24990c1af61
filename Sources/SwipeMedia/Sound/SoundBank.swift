import CSDL2
import CSDLMixer
import Foundation

/// Short sounds (page audio, synthesized speech) decoded ahead of time into SDL_mixer chunks in the
/// output's format, on a private queue, so starting one is instant. A sound asked to play before it
/// is ready starts as soon as it is. Each playing sound belongs to a group, stopped together.
final class SoundBank: @unchecked Sendable {
    /// A sound and how to make it (on the bank's queue).
    struct Recipe: @unchecked Sendable {
        var make: () -> UnsafeMutablePointer<Mix_Chunk>?
    }

    private enum Entry {
        case loading
        case ready(UnsafeMutablePointer<Mix_Chunk>)
        case failed
    }

    private let queue = DispatchQueue(label: "swipe-player.sounds", qos: .userInitiated)
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Sounds asked to play while still loading: key → group and extra loops.
    private var waiting: [String: (group: Int32, loops: Int32)] = [:]
    /// When each sound was last asked to play, and when it then started (uptime nanoseconds).
    private var asked: [String: UInt64] = [:]
    private var started: [String: UInt64] = [:]

    /// Starts making the sound `key` unless it is made or being made.
    func prepare(_ key: String, _ recipe: Recipe) {
        lock.lock()
        defer { lock.unlock() }
        guard entries[key] == nil else { return }
        entries[key] = .loading
        queue.async {
            let chunk = recipe.make()
            self.lock.lock()
            self.entries[key] = chunk.map(Entry.ready) ?? .failed
            let request = self.waiting.removeValue(forKey: key)
            if chunk != nil, request != nil { self.started[key] = DispatchTime.now().uptimeNanoseconds }
            self.lock.unlock()
            if let chunk, let request { Self.start(chunk, group: request.group, loops: request.loops) }
        }
    }

    /// Plays `key` from its start in `group`, `loops` more times (−1: until stopped): now if it
    /// is ready, else as soon as it is.
    func play(_ key: String, group: Int32, loops: Int32 = 0) {
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        asked[key] = now
        started[key] = nil
        switch entries[key] {
        case .ready(let chunk)?:
            started[key] = now
            Self.start(chunk, group: group, loops: loops)
        case .loading?: waiting[key] = (group, loops)
        case .failed?, nil: break
        }
    }

    /// Stops every sound of `group`, including those still waiting to start.
    func stop(group: Int32) {
        lock.lock()
        waiting = waiting.filter { $0.value.group != group }
        lock.unlock()
        Mix_HaltGroup(group)
    }

    /// How long after it was last asked to play `key` started (seconds); nil while it waits, or
    /// when it never started.
    func startDelay(_ key: String) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        guard let a = asked[key], let s = started[key] else { return nil }
        return Double(s - a) / 1e9
    }

    /// Whether a sound of `group` plays or waits to start.
    func isPlaying(group: Int32) -> Bool {
        lock.lock()
        let pending = waiting.values.contains { $0.group == group }
        lock.unlock()
        return pending || Mix_GroupNewer(group) >= 0
    }

    /// Whether any sound plays or waits to start.
    var isPlayingAny: Bool {
        lock.lock()
        let pending = !waiting.isEmpty
        lock.unlock()
        // Tag -1 is every channel.
        return pending || Mix_GroupNewer(-1) >= 0
    }

    /// Releases the sounds whose keys are not in `keys` (they stop if they play).
    func keep(only keys: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        for (key, entry) in entries where !keys.contains(key) {
            if case .loading = entry { continue }
            if case .ready(let chunk) = entry { Mix_FreeChunk(chunk) }
            entries[key] = nil
        }
    }

    /// Waits for everything being made, then releases every sound.
    func close() {
        queue.sync {}
        keep(only: [])
    }

    /// Waits until the sounds asked for so far are made (tests, start-up).
    func waitUntilPrepared() { queue.sync {} }

    private static func start(_ chunk: UnsafeMutablePointer<Mix_Chunk>, group: Int32, loops: Int32) {
        let channel = Mix_PlayChannel(-1, chunk, loops)
        if channel >= 0 { Mix_GroupChannel(channel, group) }
    }

    // MARK: Recipes

    /// A sound file (WAV, OGG, MP3, FLAC, ...); `warn` hears why it cannot be played.
    static func file(_ url: URL, warn: @escaping (String) -> Void) -> Recipe {
        Recipe {
            guard let file = SDL_RWFromFile(url.path, "rb"), let chunk = Mix_LoadWAV_RW(file, 1) else {
                warn("cannot play the sound \(url.path): \(String(cString: SDL_GetError()))")
                return nil
            }
            return chunk
        }
    }

    /// Mono 16-bit samples at `rate` made by `samples` (run on the bank's queue).
    static func samples(rate: Int, _ samples: @escaping () -> [Int16]) -> Recipe {
        Recipe {
            let wav = waveFile(samples(), rate: rate)
            guard !wav.isEmpty else { return nil }
            return wav.withUnsafeBytes { bytes in
                Mix_LoadWAV_RW(SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)), 1)
            }
        }
    }

    /// A WAV file in memory holding mono 16-bit `samples` (empty when there are none), which
    /// SDL_mixer reads and converts to the output's format.
    static func waveFile(_ samples: [Int16], rate: Int) -> Data {
        guard !samples.isEmpty else { return Data() }
        var d = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { d.append(contentsOf: $0) } }
        let bytes = samples.count * 2
        d.append(contentsOf: Array("RIFF".utf8)); u32(36 + bytes); d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(1); u32(rate); u32(rate * 2); u16(2); u16(16)
        d.append(contentsOf: Array("data".utf8)); u32(bytes)
        d.reserveCapacity(44 + bytes)
        for s in samples { withUnsafeBytes(of: s.littleEndian) { d.append(contentsOf: $0) } }
        return d
    }
}
