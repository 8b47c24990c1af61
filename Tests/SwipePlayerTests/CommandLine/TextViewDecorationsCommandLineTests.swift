import Foundation
import Testing
@testable import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests.CommandLineTests {
    /// `render --set layout=text --decorations FILE --scroll N` marks the located words in the
    /// column: green (the decoration's opaque tint) covers the boxes of the words the layout puts
    /// there, scrolled, and nowhere else.
    @Test func textViewRenderDrawsDecorationsOnTheirWords() throws {
        let filler = (0..<6).map { #"{ "text": "Paragraph \#($0) fills the column so that the page scrolls." }"# }.joined(separator: ", ")
        let json = #"{ "dimension": [400, 300], "pages": [ { "elements": [ \#(filler), { "id": "body", "text": "The quick brown fox jumps over the lazy dog" } ] } ] }"#
        let file = try temporaryFile("text-view.swipe", json)
        let decorations = try temporaryFile("marks.json", #"""
        { "groups": { "search": [ { "id": "hit", "style": { "id": "searchHit", "tint": "#00FF00", "opacity": 1 },
                                    "locator": { "locations": { "position": 1, "fragments": ["element=body", "char=10,19"] } } } ] } }
        """#)
        // The column as `render` lays it out, with the fonts that draw it.
        let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "text-view.swipe", baseURL: nil).document)
        let viewport = Point(400, 300)
        let canvas = try #require(OffscreenCanvas(width: 400, height: 300))
        let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
        let blocks = TextViewBlock.blocks(of: doc.pages[0], index: 0, builder: engine.composer.builder)
        let view = engine.compositor.textView(blocks, style: TextViewStyle(), viewport: viewport, baseSize: TextViewLayout.baseSize(viewport: viewport))
        let boxes = view.boxes(element: [6], characters: 10..<19)
        let box = try #require(boxes.first)
        #expect(boxes.count == 1 && view.runs.filter { box.contains(Point($0.frame.x + $0.frame.width / 2, $0.frame.y + 2)) }.map(\.text) == ["brown", "fox"])

        // Scrolled towards the words, which are below the window until it scrolls.
        let scroll = min(view.maxScroll, box.y - 150).rounded(.down)
        #expect(scroll > 50 && box.y > 300)
        let out = file + ".png"
        let r = try run(["render", file, "--size", "400x300", "--set", "layout=text", "--decorations", decorations, "--scroll", "\(Int(scroll))", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try #require(ImageLibrary.decode(path: out, animated: false).first)

        func isGreen(_ x: Int, _ y: Int) -> Bool { let c = image.pixel(x, y); return c.1 > 200 && c.0 < 60 && c.2 < 60 }
        var inside = 0, total = 0, outside = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5 + scroll)
                // A pixel's margin around the box: edges are blended.
                let within = p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1
                let core = p.x >= box.x + 1 && p.x <= box.x + box.width - 1 && p.y >= box.y + 1 && p.y <= box.y + box.height - 1
                if core { total += 1; if isGreen(x, y) { inside += 1 } } else if !within, isGreen(x, y) { outside += 1 }
            }
        }
        #expect(total > 500 && Double(inside) > Double(total) * 0.6, "the words' box is green under the text: \(inside) of \(total)")
        #expect(outside == 0, "nothing else is marked")
    }
}
