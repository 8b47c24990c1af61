import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// The sample story (Assets/stories/lighthouse) drawn as `render --scene` draws it: every scene
    /// settled in a portrait and a landscape window, and three scenes mid-transformation (a scale,
    /// a rotation, a scale with a rotation). References were checked by eye; `SWIPE_UPDATE_GOLDENS=1`
    /// writes new ones.
    struct StoryGoldenTests {
        struct Case: CustomStringConvertible, Sendable {
            var scene: String
            var size: Point
            var time: Double
            var description: String { "\(scene) \(Int(size.x))x\(Int(size.y)) at \(time)s" }
            var golden: String { "\(scene)-\(Int(size.x))x\(Int(size.y))-\(time).png" }
        }

        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stories")
        static let story = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Assets/stories/lighthouse/StoryDescription.json").standardized.path

        static let portrait = Point(300, 600), landscape = Point(640, 360)
        static let cases: [Case] = ["title", "shore", "tower", "beach", "end"].flatMap { s in
            [portrait, landscape].map { Case(scene: s, size: $0, time: 20) }
        } + [Case(scene: "title", size: portrait, time: 3), Case(scene: "tower", size: landscape, time: 2), Case(scene: "end", size: landscape, time: 1.5)]

        static func render(_ c: Case) throws -> RasterImage {
            let result = try StoryLoader.load(path: story)
            #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnostics)")
            let s = try #require(result.story)
            let index = try #require(s.scenes.firstIndex { $0.sceneId == c.scene })
            let canvas = try #require(OffscreenCanvas(width: Int(c.size.x), height: Int(c.size.y)))
            let engine = StoryRenderEngine(device: canvas.device, owner: canvas) { Issue.record("\($0)") }
            engine.draw(StoryLayout(viewport: c.size).items(s, scene: index, time: c.time, pictures: engine.pictures(result)))
            return canvas.image()
        }

        @Test(arguments: cases)
        func scenesMatchTheReferences(_ c: Case) throws {
            try ImageDifference.expect(try Self.render(c), toMatch: Self.folder.appendingPathComponent(c.golden), "\(c)")
        }

        @Test func aTransformationMovesBetweenItsStartAndItsEnd() throws {
            let start = try Self.render(Case(scene: "end", size: Self.landscape, time: 0))
            let middle = try Self.render(Case(scene: "end", size: Self.landscape, time: 1.5))
            let end = try Self.render(Case(scene: "end", size: Self.landscape, time: 3))
            #expect(ImageDifference(start, middle).differingFraction > 0.002)
            #expect(ImageDifference(middle, end).differingFraction > 0.002)
            #expect(ImageDifference(end, try Self.render(Case(scene: "end", size: Self.landscape, time: 30))).differingPixels == 0)
        }
    }
}
