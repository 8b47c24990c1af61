import Foundation
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Reads a theme from a string, as if it were a file named `theme.json`.
func readTheme(_ json: String, options: ThemeReadOptions = .init()) -> ThemeReadResult {
    Theme.read(bytes: Array(json.utf8), name: "theme.json", options: options)
}

/// Reads a theme that must be a JSON object (its diagnostics are not checked).
func theme(_ json: String, options: ThemeReadOptions = .init()) -> Theme {
    readTheme(json, options: options).theme ?? Theme()
}

extension ThemeReadResult {
    /// `line:col severity: message [path]`, for compact assertions.
    var messages: [String] {
        diagnostics.map { d in
            let at = d.position.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(at) \(d.severity.rawValue): \(d.message) [\(d.path?.description ?? "")]"
        }
    }

    /// `line:col severity: message`, without the path.
    var texts: [String] {
        diagnostics.map { d in "\(d.position.map { "\($0.line):\($0.column)" } ?? "-") \(d.severity.rawValue): \(d.message)" }
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    var notes: [Diagnostic] { diagnostics.filter { $0.severity == .note } }
}

/// The SnappTheming themes and test fixtures copied into `Samples/` (MIT, see its LICENSE).
enum ThemeSamples {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

    /// The sample at `path`, relative to the samples folder.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    static func read(_ path: String, options: ThemeReadOptions = .init()) throws -> ThemeReadResult {
        Theme.read(bytes: try bytes(path), name: path, options: options)
    }

    /// Every JSON file of the samples, relative to their folder, sorted.
    static func all() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    }
}

/// An 8-bit colour, as hex colours give them.
func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Color {
    Color(Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
}
