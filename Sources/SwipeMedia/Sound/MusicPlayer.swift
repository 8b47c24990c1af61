import CSDL2
import CSDLMixer
import Foundation

/// Background music on SDL_mixer's music stream (MP3, OGG, WAV, FLAC, streamed from the file): one
/// track at a time, looping forever; a change fades the old track out and the new one in. Files are
/// opened and fades waited for on a private queue, so the window never waits for the music.
final class MusicPlayer: @unchecked Sendable {
    /// Each fade (out, then in) lasts this long.
    static let fadeMilliseconds: Int32 = 250

    private let queue = DispatchQueue(label: "swipe-player.music", qos: .userInitiated)
    private let lock = NSLock()
    /// Counts requests, so a queued change that a later one overtook is skipped.
    private var generation = 0
    /// The SDL_mixer music playing (touched only on the queue).
    private var music: OpaquePointer?
    private let warn: @Sendable (String) -> Void

    init(warn: @escaping @Sendable (String) -> Void) {
        self.warn = warn
    }

    /// Fades to `file` (a local file), or to silence when nil.
    func play(_ file: URL?) {
        lock.lock()
        generation += 1
        let mine = generation
        lock.unlock()
        queue.async { self.change(to: file, request: mine) }
    }

    /// Whether music is heard (or fading).
    var isPlaying: Bool { Mix_PlayingMusic() != 0 }

    /// Stops at once and releases the music; waits for queued changes.
    func close() {
        play(nil)
        queue.sync {
            if music != nil {
                Mix_HaltMusic()
                Mix_FreeMusic(music)
                music = nil
            }
        }
    }

    private func isLatest(_ request: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return request == generation
    }

    private func change(to file: URL?, request: Int) {
        guard isLatest(request) else { return }
        if let old = music {
            if Mix_PlayingMusic() != 0, Mix_FadeOutMusic(Self.fadeMilliseconds) == 1 {
                let deadline = Date().addingTimeInterval(Double(Self.fadeMilliseconds) / 1000 + 1)
                while Mix_PlayingMusic() != 0 && Date() < deadline { usleep(5_000) }
            }
            Mix_HaltMusic()
            Mix_FreeMusic(old)
            music = nil
        }
        guard let file, isLatest(request) else { return }
        guard let loaded = Mix_LoadMUS(file.path) else {
            warn("cannot play the music \(file.path): \(String(cString: SDL_GetError()))")
            return
        }
        music = loaded
        if Mix_FadeInMusic(loaded, -1, Self.fadeMilliseconds) != 0 {
            warn("cannot play the music \(file.path): \(String(cString: SDL_GetError()))")
        }
    }
}
