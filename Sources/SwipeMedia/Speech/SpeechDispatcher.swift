import CSpeechd
import Foundation

/// speech-dispatcher through its client library, loaded on first need (`CSpeechd`): the user's own
/// voices and speech modules speak the player's feedback. The daemon is started as the library
/// starts it (autospawn, its socket in `$XDG_RUNTIME_DIR/speech-dispatcher`); nil when the library
/// is missing or no daemon answers within `openTimeout`. Every call to the daemon waits for its
/// reply, and a daemon with no working audio output never replies once it speaks: the calls run
/// on a queue of their own, never on the window's thread, the newest utterance (or stop) replacing
/// one still waiting there, so a hung daemon silences the feedback but never stops the player.
public final class SpeechDispatcher: FeedbackVoice, @unchecked Sendable {
    /// What the queue does next, in order.
    private enum Call {
        case say(String, language: String, rate: Double, volume: Double), stop, pause, resume

        /// A call that makes an earlier waiting `say` or `stop` pointless.
        var replacesSpeech: Bool {
            switch self {
            case .say, .stop: return true
            case .pause, .resume: return false
            }
        }
    }

    private let connection: OpaquePointer
    private let queue: DispatchQueue
    private let lock = NSLock()
    /// Calls waiting for the queue (guarded by `lock`).
    private var waiting: [Call] = []
    private var draining = false
    /// When something was last said: speech-dispatcher tells its start a moment later.
    private var lastSaid = -Double.infinity

    /// A connection named `client`; nil (with the reason told to `warn`) when none can be made
    /// within `openTimeout` seconds.
    public init?(client: String = "swipe-player", openTimeout: Double = 3, warn: (String) -> Void) {
        guard swipe_speechd_available() != 0 else {
            warn("speech-dispatcher is unavailable (\(String(cString: swipe_speechd_error()))); espeak-ng speaks")
            return nil
        }
        let queue = DispatchQueue(label: "swipe-player.speech-dispatcher")
        let opened = Opening()
        queue.async {
            var error: UnsafeMutablePointer<CChar>?
            let c = swipe_speechd_open(client, &error)
            // libspeechd's reason goes on with the daemon's whole log: its first line says it.
            let reason = error.map { String(cString: $0).split(separator: "\n").first.map(String.init) ?? "" } ?? "no reason given"
            free(error)
            opened.finish(c, reason: reason)
        }
        guard let (c, reason) = opened.wait(seconds: openTimeout) else {
            warn("speech-dispatcher did not answer within \(Int(openTimeout.rounded())) s; espeak-ng speaks")
            return nil
        }
        guard let c else {
            warn("speech-dispatcher does not answer (\(reason)); espeak-ng speaks")
            return nil
        }
        connection = c
        self.queue = queue
    }

    deinit {
        nonisolated(unsafe) let c = connection
        queue.async { spd_close(c) }
    }

    public func say(_ text: String, language: String, rate: Double, volume: Double) {
        submit(.say(text, language: language, rate: rate, volume: volume))
        lastSaid = ProcessInfo.processInfo.systemUptime
    }

    public func stop() {
        submit(.stop)
        lastSaid = -Double.infinity
    }

    public func pause() { submit(.pause) }
    public func resume() { submit(.resume) }

    public var isSpeaking: Bool { swipe_speechd_speaking() != 0 || ProcessInfo.processInfo.systemUptime - lastSaid < 0.5 }

    /// Hands `call` to the queue, in place of a `say` or `stop` still waiting that it makes pointless.
    private func submit(_ call: Call) {
        lock.lock()
        if call.replacesSpeech { waiting.removeAll { $0.replacesSpeech } }
        waiting.append(call)
        let start = !draining
        draining = true
        lock.unlock()
        if start { queue.async { self.drain() } }
    }

    /// Runs the waiting calls on the queue until none is left.
    private func drain() {
        while true {
            lock.lock()
            guard !waiting.isEmpty else {
                draining = false
                lock.unlock()
                return
            }
            let call = waiting.removeFirst()
            lock.unlock()
            switch call {
            case .say(let text, let language, let rate, let volume):
                spd_cancel(connection)
                spd_set_language(connection, language)
                spd_set_voice_rate(connection, Self.voiceRate(rate))
                spd_set_volume(connection, Self.voiceVolume(volume))
                spd_say(connection, SPD_MESSAGE, text)
            case .stop: spd_cancel(connection)
            case .pause: spd_pause(connection)
            case .resume: spd_resume(connection)
            }
        }
    }

    /// speech-dispatcher's volume (−100 softest … 100 loudest, its `DefaultVolume` as shipped) for
    /// the player's level `volume` (0…1), so that the player's volume keys and rows reach the voice.
    static func voiceVolume(_ volume: Double) -> Int32 {
        Int32(min(100, max(-100, (volume * 200 - 100).rounded())))
    }

    /// speech-dispatcher's rate (−100…100, 0 normal) for `rate` times the normal speed: doubling is 100.
    static func voiceRate(_ rate: Double) -> Int32 {
        Int32(min(100, max(-100, (log2(max(rate, 0.01)) * 100).rounded())))
    }
}

/// The outcome of opening a connection on the queue, waited for with a bound.
private final class Opening: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var connection: OpaquePointer?
    private var reason = ""

    func finish(_ c: OpaquePointer?, reason: String) {
        connection = c
        self.reason = reason
        done.signal()
    }

    /// The connection (nil: refused, with the reason), or nil when the open did not end in time.
    func wait(seconds: Double) -> (OpaquePointer?, String)? {
        done.wait(timeout: .now() + seconds) == .success ? (connection, reason) : nil
    }
}
