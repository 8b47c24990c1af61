import Foundation

/// What a player's speech-dispatcher says, captured as text: a speech-dispatcher configuration in
/// the X session's own `XDG_CONFIG_HOME` whose only module (`sd_generic`) writes each message to a
/// file instead of sounding it, then takes `seconds` as speaking would, then writes `end` (a
/// message cancelled meanwhile never does). The daemon the player autospawns runs in the session's
/// `XDG_RUNTIME_DIR` and goes with the session: the user's own setup is never touched.
struct SpeechCapture {
    /// The file the messages are written to, one a line.
    let file: URL
    /// The file each message's volume (as the module is given it, −100…100) is written to, one a line.
    let volumeFile: URL

    init(_ x: XvfbSession, seconds: Double = 2) throws {
        let config = x.home.appendingPathComponent("config/speech-dispatcher")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("modules"), withIntermediateDirectories: true)
        file = x.home.appendingPathComponent("spoken.txt")
        volumeFile = x.home.appendingPathComponent("volumes.txt")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        try """
        AddModule "capture" "sd_generic" "capture.conf"
        DefaultModule capture
        AudioOutputMethod "alsa"
        AudioALSADevice "null"

        """.write(to: config.appendingPathComponent("speechd.conf"), atomically: true, encoding: .utf8)
        // sd_generic replaces $DATA once; "\\n" is a newline in its strings; no delimiter splits a message.
        try """
        GenericExecuteSynth "printf '%s\\\\n' \\"$VOLUME\\" >> \(volumeFile.path); printf '%s\\\\n' \\"$DATA\\" >> \(file.path); sleep \(seconds); echo end >> \(file.path)"
        GenericDelimiters "\\x01"
        GenericVolumeAdd 0
        GenericVolumeMultiply 1
        GenericMaxChunkLength 100000
        GenericLanguage "en" "en" "utf-8"
        AddVoice "en" "MALE1" "capture"
        DefaultVoice "capture"

        """.write(to: config.appendingPathComponent("modules/capture.conf"), atomically: true, encoding: .utf8)
    }

    /// The lines said so far.
    var lines: [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The volume of each message said so far, in order, as speech-dispatcher set it (−100…100;
    /// sd_generic gives the module a hundredth of it).
    var volumes: [Int] {
        ((try? String(contentsOf: volumeFile, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Double($0).map { Int(($0 * 100).rounded()) } }
    }

    /// Forgets what was said so far.
    func clear() { try? Data().write(to: file) }

    /// Waits until a line said satisfies `wanted` (the daemon may take seconds to start), within a
    /// bound only a hang reaches; that line, or nil.
    @discardableResult
    func wait(timeout: TimeInterval = 30, for wanted: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = lines.first(where: wanted) { return line }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// Waits until a line holding `text` is said; that line, or nil.
    @discardableResult
    func wait(for text: String, timeout: TimeInterval = 30) -> String? { wait(timeout: timeout) { $0.contains(text) } }
}
