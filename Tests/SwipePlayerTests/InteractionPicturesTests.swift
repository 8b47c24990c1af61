import Foundation
import MediaTestSupport
import Testing
import SwipeCore
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

    @Test func picturesArriveDecodedAndFailuresAreReportedOnce() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let png = work.appendingPathComponent("blue.png")
        #expect(RasterImage(width: 4, height: 2, pixels: Array(repeating: [0, 0, 255, 255], count: 8).flatMap { $0 }).writePNG(to: png.path))
        let server = try LocalHTTPServer(files: ["/blue.png": ("image/png", try Data(contentsOf: png)), "/text.png": ("image/png", Data("not a picture".utf8))])
        let images = ImageLibrary()
        let reports = Reports()
        let cacheFolder = work.appendingPathComponent("cache")
        let pictures = InteractionPictures(cache: { HTTPCache(directory: cacheFolder) }, images: images, report: reports.add)
        let urls = ["/blue.png", "/missing.png", "/missing.png", "/text.png"].map { URL(string: server.url($0))! }
        for (i, url) in urls.enumerated() { pictures.start(PictureRequest(id: i, url: url), build: 7) }
        let got = answers(pictures, count: urls.count)
        #expect(got.map(\.id) == [0, 1, 2, 3])
        #expect(got.allSatisfy { $0.build == 7 })
        let blue = try #require(got.first?.picture)
        #expect(blue.url?.path.hasPrefix(cacheFolder.path) == true, "the copy is in the HTTP cache")
        #expect(images.frame(blue)?.width == 4)
        #expect(got.dropFirst().allSatisfy { $0.picture == nil })
        #expect(reports.all.count == 2, "\(reports.all)")
        #expect(reports.all.contains { $0.hasPrefix("picture \(server.url("/missing.png")) cannot be shown (") })
        #expect(reports.all.contains { $0 == "picture \(server.url("/text.png")) cannot be shown (not a picture this player can decode); the element keeps its picture" })
        #expect(!pictures.isBusy)
    }
}
