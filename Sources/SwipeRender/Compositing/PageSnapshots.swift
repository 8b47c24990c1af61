import Foundation
import SwipeDocument
import SwipeReader

/// A document's pages drawn on the CPU at the document's own size, one pixel a document unit, by
/// the compositor the window uses: what the accessibility check's contrast rule looks at
/// (`PageDrawing`). Pages only: no page indicator or other controls over them.
public final class PageSnapshots: PageDrawing {
    private let canvas: OffscreenCanvas
    private let engine: RenderEngine
    private var image: RasterImage

    /// nil when a canvas of the document's size cannot be made. `report` receives each drawing
    /// problem once (a missing font or picture).
    public init?(document: Document, size: Point, language: String, report: @escaping (String) -> Void) {
        guard let canvas = OffscreenCanvas(width: Int(size.x.rounded()), height: Int(size.y.rounded())) else { return nil }
        self.canvas = canvas
        engine = RenderEngine(document: document, device: canvas.device, owner: canvas, viewport: size, language: language, report: report)
        image = RasterImage(width: canvas.width, height: canvas.height)
    }

    public func draw(_ page: Page, index: Int, clock: Double) -> PagePixels? {
        let viewport = Point(Double(canvas.width), Double(canvas.height))
        engine.draw(position: Double(index), clock: { _ in clock }, updated: { $0 == index ? page : nil }, viewport: viewport)
        canvas.read(into: &image)
        return PagePixels(width: image.width, height: image.height, rgba: image.pixels)
    }
}
