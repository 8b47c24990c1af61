import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// The gesture lab drawn by the compositor over a page: its panel after a fling, a finger
    /// with its fading trail and the point it went down, and the mouse hovering. The reference was
    /// checked by eye; `SWIPE_UPDATE_GOLDENS=1` writes a new one.
    struct InputLabGoldenTests {
        static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("input-lab-p1.png")

        @Test func theLabIsDrawnOverThePage() throws {
            let size = Point(480, 360)
            let doc = try #require(DocumentLoader.load(bytes: Array(##"{ "pages": [ { "bc": "#8fb8de", "elements": [ { "x": "10%", "y": "60%", "w": "80%", "h": "20%", "bc": "#fff" } ] }, {} ] }"##.utf8),
                                                       name: "doc.swipe", baseURL: nil).document)
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "en", report: { _ in })
            engine.draw(position: 0, clock: { _ in 1 }, viewport: size)

            var lab = InputLab(thresholds: GestureRecognizer().thresholds)
            let release = Navigator.Release(origin: 0, position: 0.2, velocity: 2.5, projected: 0.95, target: 1, overscrolled: false)
            lab.recognizer(report: GestureReport(gesture: .fling, time: 0.5, distance: 72, velocity: 2.5, pixelVelocity: 900, release: release, target: 1), dragging: true)
            lab.down(.finger(1), at: Point(400, 320), time: 1)
            for i in 1...12 { lab.moved(.finger(1), to: Point(400 - Double(i) * 20, 320 - Double(i * i)), time: 1 + Double(i) * 0.04) }
            lab.moved(.mouse, to: Point(60, 300), time: 1.4)
            var items: [DisplayItem] = []
            lab.items(viewport: size, style: .standard(), at: 1.5, into: &items)
            engine.drawOver(items)
            try ImageDifference.expect(canvas.image(), toMatch: Self.reference, "the gesture lab")
        }
    }
}
