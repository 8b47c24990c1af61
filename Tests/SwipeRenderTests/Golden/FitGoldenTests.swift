import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// The `fit` setting's four modes drawn through the engine (as the window, `render` and
    /// `export` draw): a 4:3 page in a square output, whose bands (`contain`, `width`) show the
    /// background colour setting and whose crops (`cover`, `height`) cut the page's sides.
    struct FitGoldenTests {
        static let size = Point(240, 240)
        static let background = Color(0, 1, 0)

        static func render(_ fit: FitMode) throws -> RasterImage {
            let result = try DocumentLoader.load(path: GoldenImageTests.folder.appendingPathComponent("boxes.swipe").path)
            let doc = try #require(result.document)
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "en", report: { _ in })
            engine.fit = fit
            engine.background = background
            let moment = RenderMoment(document: doc, page: 0, progress: nil, time: nil)
            engine.draw(position: moment.position, clock: moment.clock, repeatClock: moment.repeatClock, viewport: size)
            return canvas.image()
        }

        @Test(arguments: FitMode.allCases)
        func matchesTheReference(_ fit: FitMode) throws {
            try ImageDifference.expect(try Self.render(fit), toMatch: GoldenImageTests.folder.appendingPathComponent("fit-\(fit.rawValue).png"), "fit \(fit)")
        }

        @Test func bandsShowTheBackgroundOnlyWhereThePageDoesNotReach() throws {
            func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
            let green: [UInt8] = [0, 255, 0]
            // A 320x240 page in 240x240: contain and width scale by 3/4 (bands of 30 px above and below).
            let contain = try Self.render(.contain)
            #expect(pixel(contain, 120, 10) == green)
            #expect(pixel(contain, 120, 120) != green)
            let width = try Self.render(.width)
            #expect(pixel(width, 120, 10) == green)
            // Cover and height scale by 1 and crop 40 px on each side: no band anywhere.
            for image in [try Self.render(.cover), try Self.render(.height)] {
                #expect(pixel(image, 120, 2) != green)
                #expect(pixel(image, 120, 237) != green)
            }
        }
    }
}
