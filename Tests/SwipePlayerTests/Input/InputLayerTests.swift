import Foundation
import Testing

/// The key table is the only list of keys: SDL's key constants and modifier masks appear in the
/// input layer (`Sources/SwipePlayer/Input/`) and nowhere else, so every feature works on commands
/// a reader can rebind.
struct InputLayerTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noSDLKeyConstantOutsideTheInputLayer() throws {
        let input = Self.sources.appendingPathComponent("SwipePlayer/Input").path + "/"
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources were found at \(Self.sources.path)")
        var offenders: [String] = []
        for file in files {
            let path = Self.sources.appendingPathComponent(file).path
            guard !path.hasPrefix(input) else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("SDLK_") || line.contains("KMOD_") {
                offenders.append("\(file):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "keys outside the input layer:\n\(offenders.joined(separator: "\n"))")
    }
}
