import Foundation
import Testing
@testable import SwipeDocument

/// Where a missing local file is still found, as the original engine found it.
struct DecodeContextTests {
    /// A missing picture named without extension and in other letters is found in a folder above,
    /// the first match in name order when several names differ only in case.
    @Test func aMissingFileIsFoundAboveIgnoringCaseFirstInNameOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("decode-context-\(UUID().uuidString)")
        let below = root.appendingPathComponent("book/pages", isDirectory: true)
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["pic.png", "Pic.PNG", "other.png", "zzz.txt"] {
            FileManager.default.createFile(atPath: root.appendingPathComponent("book/\(name)").path, contents: Data())
        }
        let found = DecodeContext.fallbackLocation(for: below.appendingPathComponent("PIC"))
        #expect(found == root.appendingPathComponent("book/Pic.PNG").path)
        #expect(DecodeContext.fallbackLocation(for: below.appendingPathComponent("absent.png")) == nil)
    }
}
