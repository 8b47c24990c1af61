import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// A document list drawn through the compositor: the bar, icons where the layout puts them,
    /// titles, and the selected row's highlight.
    struct ListRenderEngineTests {
        @Test func aListDrawsItsBarIconsTitlesAndSelection() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-render-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var red = RasterImage(width: 40, height: 20)
            for i in stride(from: 0, to: red.pixels.count, by: 4) { red.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255]) }
            #expect(red.writePNG(to: folder.appendingPathComponent("wide.png").path))
            let base = folder.appendingPathComponent("list.swipe")
            let json = #"{ "type": "net.swipe.list", "title": "Books", "items": [ { "url": "a.swipe", "title": "MMMMMMMM", "icon": "wide.png" }, { "url": "b.swipe", "title": "Second" } ] }"#
            let list = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "list.swipe", baseURL: base).list)
            let viewport = Point(400, 300)
            let canvas = try #require(OffscreenCanvas(width: 400, height: 300))
            let engine = ListRenderEngine(device: canvas.device, owner: canvas, report: { _ in })
            let layout = engine.layout(list, language: "en", viewport: viewport, showsBack: false)
            engine.draw(layout, scroll: 0, selected: 1, pressed: nil)
            let image = canvas.image()

            func rgb(_ x: Double, _ y: Double) -> [UInt8] {
                let p = image.pixel(Int(x), Int(y))
                return [p.0, p.1, p.2]
            }
            let icon = try #require(layout.rows[0].iconFrame)
            #expect(abs(icon.width - 2 * icon.height) < 1e-9)
            #expect(rgb(icon.x + icon.width / 2, layout.barHeight + icon.y + icon.height / 2) == [255, 0, 0])
            #expect(rgb(icon.x + icon.width / 2, layout.barHeight + icon.y - 3) == [255, 255, 255])
            // The title's letters are dark somewhere in their line; the row's right end is white.
            let row0 = layout.rows[0].frame
            let titleLine = (Int(layout.textX)..<Int(layout.textX + 80)).flatMap { x in
                (Int(layout.barHeight + row0.y + 8)..<Int(layout.barHeight + row0.maxY - 8)).map { y in image.pixel(x, y).0 }
            }
            #expect(titleLine.contains { $0 < 80 })
            #expect(rgb(395, layout.barHeight + row0.y + row0.height / 2) == [255, 255, 255])
            // The selected second row is tinted; the bar is its light grey.
            let tint = PlayerStyle.standard().selection
            let selected = rgb(395, layout.barHeight + layout.rows[1].frame.y + layout.rowHeight / 2)
            #expect(selected == [tint.r, tint.g, tint.b].map { UInt8(($0 * 255).rounded()) })
            #expect(rgb(5, 5) != [255, 255, 255] && rgb(5, 5)[0] > 230)
        }
    }
}
