import Foundation
import SwipeDocument
import Testing

struct FileSizeTests {
    @Test func aFileAndALinkToItHaveItsSizeAMissingOneNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("book.swipe").path
        try Data(repeating: 0x20, count: 1234).write(to: URL(fileURLWithPath: file))
        let link = folder.appendingPathComponent("link.swipe").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        #expect(FileSize.of(file) == 1234)
        #expect(FileSize.of(link) == 1234, "the size of what the link points to, as reading it gives")
        #expect(FileSize.of(folder.appendingPathComponent("none.swipe").path) == nil)
    }
}
