import CSpeechd
import Foundation

/// speech-dispatcher through its client library, loaded on first need (`CSpeechd`): the user's own
/// voices and speech modules speak the player's feedback. The daemon is started as the library
/// starts it (autospawn, its socket in `$XDG_RUNTIME_DIR/speech-dispatcher`); nil when the library
/// is missing or no daemon answers.
public final class SpeechDispatcher: FeedbackVoice {
    private let connection: OpaquePointer
    /// When something was last said: speech-dispatcher tells its start a moment later.
    private var lastSaid = -Double.infinity

    /// A connection named `client`; nil (with the reason told to `warn`) when none can be made.
    public init?(client: String = "swipe-player", warn: (String) -> Void) {
        guard swipe_speechd_available() != 0 else {
            warn("speech-dispatcher is unavailable (\(String(cString: swipe_speechd_error()))); espeak-ng speaks")
            return nil
        }
        var error: UnsafeMutablePointer<CChar>?
        guard let c = swipe_speechd_open(client, &error) else {
            // libspeechd's reason goes on with the daemon's whole log: its first line says it.
            let reason = error.map { String(cString: $0).split(separator: "\n").first.map(String.init) ?? "" } ?? "no reason given"
            warn("speech-dispatcher does not answer (\(reason)); espeak-ng speaks")
            free(error)
            return nil
        }
        connection = c
    }

    deinit { spd_close(connection) }

    public func say(_ text: String, language: String, rate: Double) {
        spd_cancel(connection)
        spd_set_language(connection, language)
        spd_set_voice_rate(connection, Self.voiceRate(rate))
        spd_say(connection, SPD_MESSAGE, text)
        lastSaid = ProcessInfo.processInfo.systemUptime
    }

    public func stop() {
        spd_cancel(connection)
        lastSaid = -Double.infinity
    }

    public func pause() { spd_pause(connection) }
    public func resume() { spd_resume(connection) }

    public var isSpeaking: Bool { swipe_speechd_speaking() != 0 || ProcessInfo.processInfo.systemUptime - lastSaid < 0.5 }

    /// speech-dispatcher's rate (−100…100, 0 normal) for `rate` times the normal speed: doubling is 100.
    static func voiceRate(_ rate: Double) -> Int32 {
        Int32(min(100, max(-100, (log2(max(rate, 0.01)) * 100).rounded())))
    }
}
