import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// Every built-in decoration style on text, markdown and a shape that turns and moves, drawn as
    /// `render --decorations` draws them, at the start, middle and end of the animation.
    struct DecorationGoldenTests {
        static let folder = GoldenImageTests.folder

        static func render(time: Double, decorated: Bool = true) throws -> RasterImage {
            let doc = try #require(try DocumentLoader.load(path: folder.appendingPathComponent("decorations.swipe").path).document)
            let size = Point(320, 240)
            let canvas = try #require(OffscreenCanvas(width: 320, height: 240))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "*", report: { _ in })
            if decorated {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("decorations.json")))
                let file = DecorationFile(bytes: bytes, name: "decorations.json", href: "decorations.swipe")
                #expect(file.diagnostics.isEmpty)
                for group in file.groups { engine.decorator.apply(group.decorations, in: group.name) }
            }
            let moment = RenderMoment(document: doc, page: 0, progress: nil, time: time)
            engine.draw(position: moment.position, clock: moment.clock, repeatClock: moment.repeatClock, viewport: size)
            return canvas.image()
        }

        @Test(arguments: [0, 0.5, 1])
        func matchesTheReference(_ time: Double) throws {
            try ImageDifference.expect(try Self.render(time: time), toMatch: Self.folder.appendingPathComponent("decorations-time\(time).png"), "decorations at \(time) s")
        }

        @Test func decorationsChangeThePictureAndFollowTheTurningShape() throws {
            let plain = try Self.render(time: 0.5, decorated: false), decorated = try Self.render(time: 0.5)
            #expect(ImageDifference(plain, decorated).differingFraction > 0.01)
            // The outline's red is on the turned box's edge mid-turn, not where the box started.
            func isRed(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { p.0 > 180 && p.1 < 90 && p.2 < 90 }
            let start = try Self.render(time: 0)
            #expect(isRed(start.pixel(219, 60)))
            #expect(!isRed(decorated.pixel(219, 60)))
        }
    }
}
