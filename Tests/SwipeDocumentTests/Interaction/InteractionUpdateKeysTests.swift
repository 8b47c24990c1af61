import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Update keys applied at once: transforms, shape keys and `img` (behaviour reference 3.2).
struct InteractionUpdateKeysTests {
    @Test func transformAndShapeKeysApplyAtOnceAndStay() throws {
        var i = try interaction("""
        {"pages": [{"play": "never", "elements": [
          {"id": "s", "x": 10, "y": 10, "w": 100, "h": 100, "path": "M0,0 L100,100", "strokeColor": "#000", "lineWidth": 1,
           "events": {"tapped": {"actions": [
             {"update": {"translate": [20, 30], "rotate": 45, "scale": 2, "fillColor": "#f00", "strokeColor": "#0f0", "lineWidth": 4, "strokeEnd": 0.5, "path": "M0,100 L100,0"}},
             {"update": {"bc": "#00f"}}
          ]}}}
        ]}]}
        """)
        #expect(i.shown([0])?.translate == .zero)
        i.tapAndAdvance(Point(60, 60), at: 1)
        let e = try #require(i.shown([0]))
        #expect(e.translate == Point(20, 30))
        #expect(e.rotate != .none)
        #expect(e.scale != .identity)
        #expect(near(e.fillColor, hex("#f00")) && near(e.strokeColor, hex("#0f0")))
        #expect(e.lineWidth == 4 && e.strokeEnd == 0.5)
        #expect(e.path?.geometry(in: Point(100, 100)).bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(e.path != i.page.elements[0].path, "the new outline replaces the old one")
        // The second update re-applies the merged keys: they stay.
        #expect(i.shown([0])?.translate == Point(20, 30))
        #expect(i.builderBoxWorldMoved([0]))
    }

    @Test func imgReplacesALocalPictureAndKeepsItWhenMissing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-img-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in ["a.png", "b.png"] { try Data([0x89]).write(to: dir.appendingPathComponent(name)) }
        let file = dir.appendingPathComponent("img.swipe")
        try """
        {"pages": [{"play": "never", "elements": [
          {"id": "name", "x": 0, "y": 0, "w": 10, "h": 10, "text": "b.png"},
          {"id": "p", "x": 0, "y": 100, "w": 100, "h": 100, "img": "a.png", "events": {"tapped": {"actions": [
            {"update": {"img": "missing.png"}},
            {"update": {"img": {"valueOf": {"id": "name", "property": "text"}}}}
          ]}}},
          {"x": 200, "y": 0, "w": 100, "h": 100, "events": {"tapped": {"actions": [{"update": {"img": "https://example.invalid/c.png"}}]}}}
        ]}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let d = try #require(try DocumentLoader.load(path: file.path).document)
        var i = try interaction(of: d)
        #expect(i.shown([1])?.img?.url?.lastPathComponent == "a.png")
        i.tap(at: Point(50, 150), time: 1)
        i.advance(to: 1)
        #expect(i.shown([1])?.img?.url?.lastPathComponent == "b.png")
        // An element without a picture gets none.
        i.tapAndAdvance(Point(250, 50), at: 2)
        #expect(i.shown([2])?.img == nil)
    }
}

extension PageInteraction {
    /// Whether the element at `path` is drawn somewhere else than its box says (a transform).
    func builderBoxWorldMoved(_ path: [Int]) -> Bool {
        guard let box = box(at: path) else { return false }
        let origin = box.screenOrigin
        return abs(origin.x - 10) > 1 || abs(origin.y - 10) > 1
    }
}
