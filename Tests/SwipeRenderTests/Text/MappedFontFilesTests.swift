import Foundation
import Testing
@testable import SwipeRender

struct MappedFontFilesTests {
    @Test func aFileIsMappedOnceWithItsBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-font-\(getpid()).bin")
        let content = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(content).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let files = MappedFontFiles()
        let bytes = try #require(files.bytes(of: url.path))
        #expect(Array(bytes) == content)
        #expect(files.bytes(of: url.path)?.baseAddress == bytes.baseAddress, "mapped once, kept")
    }

    @Test func aMissingOrEmptyFileIsNotMapped() throws {
        let files = MappedFontFiles()
        #expect(files.bytes(of: "/nonexistent/font.ttf") == nil)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-font-empty-\(getpid()).ttf")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(files.bytes(of: empty.path) == nil)
    }
}
