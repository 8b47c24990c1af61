import Foundation
import Testing

/// SDL is read in one layer: SDL's key constants and modifier masks, its event types and the
/// fields of its events appear in the input layer (`Sources/SwipePlayer/Input/`) and nowhere else,
/// so every feature works on commands a reader can rebind and on the player's own `InputEvent`.
struct InputLayerTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The lines of the Swift sources outside the input layer (comments left out) that `offends`,
    /// given the line and its file's whole text.
    static func offenders(_ offends: (_ line: Substring, _ file: String) -> Bool) throws -> [String] {
        let input = sources.appendingPathComponent("SwipePlayer/Input").path + "/"
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources were found at \(sources.path)")
        var offenders: [String] = []
        for file in files {
            let path = sources.appendingPathComponent(file).path
            guard !path.hasPrefix(input) else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
                if offends(code, text) { offenders.append("\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        return offenders
    }

    @Test func noSDLKeyConstantOutsideTheInputLayer() throws {
        let offenders = try Self.offenders { line, _ in line.contains("SDLK_") || line.contains("KMOD_") }
        #expect(offenders.isEmpty, "keys outside the input layer:\n\(offenders.joined(separator: "\n"))")
    }

    /// SDL's event types, its events' fields and its queue are the input layer's: it translates
    /// each event once (`InputEvent`) and posts the player's own (`PostedEvent`).
    static let eventWords = ["SDL_KEY", "SDL_TEXTINPUT", "SDL_TEXTEDITING", "SDL_MOUSE", "SDL_FINGER", "SDL_MULTIGESTURE", "SDL_WINDOWEVENT",
                             "SDL_QUIT", "SDL_USEREVENT", "SDL_EventType", "SDL_WindowEventID", "SDL_RegisterEvents", "SDL_PushEvent",
                             "SDL_TouchFingerEvent", "SDL_KeyboardEvent", "SDL_MouseButtonEvent"]
    /// An SDL event's type and fields (in a file that imports SDL).
    static let eventFields = ["event.type", ".type ==", "event.key.", "event.text.", "event.edit.", "event.button.", "event.motion.",
                              "event.wheel.", "event.tfinger.", "event.window.", "event.user.", "e.type", "e.tfinger."]

    @Test func noSDLEventTypeOutsideTheInputLayer() throws {
        let offenders = try Self.offenders { line, file in
            Self.eventWords.contains { line.contains($0) } || file.contains("import CSDL2") && Self.eventFields.contains { line.contains($0) }
        }
        #expect(offenders.isEmpty, "SDL events read outside the input layer:\n\(offenders.joined(separator: "\n"))")
    }
}
