import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeNet
import SwipeRender
@testable import SwipePlayer

/// Web pictures named by updates, fetched from a server the test starts on 127.0.0.1 through a
/// cache of the test's own: decoded before they are handed back, failures reported once.
struct InteractionPicturesTests {
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ s: String) { lock.withLock { lines.append(s) } }
        var all: [String] { lock.withLock { lines } }
    }

    func answers(_ pictures: InteractionPictures, count: Int) -> [InteractionPictures.Answer] {
        var got: [InteractionPictures.Answer] = []
        let deadline = Date().addingTimeInterval(10)
        while got.count < count, Date() < deadline {
            got += pictures.take()
            usleep(20_000)
        }
        return got.sorted { $0.id < $1.id }
    }

    /// A `width`×`height` PNG of one colour (`rgb`), made in `folder`: a picture for a test's server.
    static func solidPNG(_ rgb: [UInt8], width: Int, height: Int, in folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("solid-\(UUID().uuidString).png")
        #expect(RasterImage(width: width, height: height, pixels: Array(repeating: rgb + [255], count: width * height).flatMap { $0 }).writePNG(to: file.path))
        return try Data(contentsOf: file)
    }

    /// A new folder of the test's own; `body` runs with it, then it is removed.
    static func inTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test func picturesArriveDecodedAndFailuresAreReportedOnce() throws {
        try Self.inTemporaryFolder(check)
    }

    func check(in work: URL) throws {
        let blue = try Self.solidPNG([0, 0, 255], width: 4, height: 2, in: work)
        let server = try LocalHTTPServer(files: ["/blue.png": ("image/png", blue), "/text.png": ("image/png", Data("not a picture".utf8))])
        let images = ImageLibrary()
        let reports = Reports()
        let cacheFolder = work.appendingPathComponent("cache")
        let pictures = InteractionPictures(cache: { HTTPCache(directory: cacheFolder) }, images: images, report: reports.add)
        let urls = ["/blue.png", "/missing.png", "/missing.png", "/text.png"].map { URL(string: server.url($0))! }
        for (i, url) in urls.enumerated() { pictures.start(PictureRequest(id: i, url: url), build: 7) }
        let got = answers(pictures, count: urls.count)
        #expect(got.map(\.id) == [0, 1, 2, 3])
        #expect(got.allSatisfy { $0.build == 7 })
        let copy = try #require(got.first?.picture)
        #expect(copy.url?.path.hasPrefix(cacheFolder.path) == true, "the copy is in the HTTP cache")
        #expect(images.frame(copy)?.width == 4)
        #expect(got.dropFirst().allSatisfy { $0.picture == nil })
        #expect(reports.all.count == 2, "\(reports.all)")
        #expect(reports.all.contains { $0.hasPrefix("picture \(server.url("/missing.png")) cannot be shown (") })
        #expect(reports.all.contains { $0 == "picture \(server.url("/text.png")) cannot be shown (not a picture this player can decode); the element keeps its picture" })
        #expect(!pictures.isBusy)
    }
}
