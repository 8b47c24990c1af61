import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// A portrait document as two-page spreads in a wide output: the first page alone on its
    /// recto side, a pair, and a right-to-left spread turning halfway (the incoming spread slides
    /// in from the left).
    struct SpreadGoldenTests {
        struct Case: CustomStringConvertible, Sendable {
            var page: Int
            var progress: Double
            var rightToLeft: Bool
            var golden: String { "spread-p\(page + 1)\(progress > 0 ? "-progress\(progress)" : "")\(rightToLeft ? "-rtl" : "").png" }
            var description: String { golden }
        }

        static let cases = [Case(page: 0, progress: 0, rightToLeft: false), Case(page: 1, progress: 0, rightToLeft: false),
                            Case(page: 1, progress: 0.5, rightToLeft: true), Case(page: 0, progress: 0, rightToLeft: true)]

        static func render(_ c: Case) throws -> RasterImage {
            let result = try DocumentLoader.load(path: GoldenImageTests.folder.appendingPathComponent("spread.swipe").path)
            var doc = try #require(result.document)
            doc.paging = c.rightToLeft ? .rightToLeft : .leftToRight
            let size = Point(300, 200)
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "en", report: { _ in })
            let spreads = SpreadLayout(pageCount: doc.pages.count, rightToLeft: c.rightToLeft)
            engine.spreads = spreads
            let moment = RenderMoment(document: doc, page: c.page, progress: c.progress, time: nil)
            engine.draw(position: Double(spreads.spread(of: c.page)) + c.progress, clock: moment.clock, repeatClock: moment.repeatClock, viewport: size)
            return canvas.image()
        }

        @Test(arguments: cases)
        func matchesTheReference(_ c: Case) throws {
            try ImageDifference.expect(try Self.render(c), toMatch: GoldenImageTests.folder.appendingPathComponent(c.golden), "\(c)")
        }
    }
}
