import Foundation
import SwipeDocument
import SwipeMedia
import SwipeRender

/// Draws export moments with the same `RenderEngine` as the window and `render`, offscreen, and
/// reads each frame back as RGBA pixels. Videos are decoded forward on threads of their own.
public final class FrameRenderer {
    public let width: Int
    public let height: Int
    public let engine: RenderEngine
    private let canvas: OffscreenCanvas
    private let viewport: Point
    private var settledOn: Int?

    /// `report` hears each problem (missing pictures, unreadable videos) once.
    public init(document: Document, size: Point, language: String, report: @escaping (String) -> Void) throws {
        width = Int(size.x)
        height = Int(size.y)
        viewport = size
        guard let canvas = OffscreenCanvas(width: width, height: height) else {
            throw ExportError("cannot create a \(width)x\(height) canvas")
        }
        self.canvas = canvas
        engine = RenderEngine(document: document, device: canvas.device, owner: canvas, viewport: size, language: language, report: report)
        engine.videos = ExportVideoFrames(report: report)
    }

    /// Bytes of one frame.
    public var frameBytes: Int { width * height * 4 }

    /// Draws `moment`, the pages as their events `updated` them, with the `captions` the engine
    /// gives once the frame is drawn over it, and copies its pixels (R, G, B, A; alpha is not
    /// meaningful) into `pixels`, which holds `frameBytes`.
    public func render(_ moment: ExportMoment, updated: (Int) -> Page? = { _ in nil }, captions: (RenderEngine) -> [Caption] = { _ in [] },
                       into pixels: UnsafeMutableRawPointer) {
        let whole = moment.position.rounded()
        if moment.position == whole, settledOn != Int(whole) {
            // As the window does once a page is current and nothing moves: pictures two pages
            // away decoded, neighbours prepared, textures of pages further away released.
            settledOn = Int(whole)
            engine.settle(on: engine.spreads?.pages(of: Int(whole)).first ?? Int(whole), clock: moment.clock, viewport: viewport)
        }
        engine.draw(position: moment.position, clock: moment.clock, repeatClock: moment.repeatClock, playing: moment.isPlaying,
                    videoElapsed: moment.videoElapsed, shake: moment.shake(pageWidth: engine.composer.pageSize.x), updated: updated, viewport: viewport)
        let shown = captions(engine)
        if !shown.isEmpty { engine.drawOver(engine.captionItems(shown, viewport: viewport)) }
        _ = canvas.device.read(into: pixels, width: width, height: height)
    }

    /// Draws `moment` into a picture (opaque), the pages as their events `updated` them.
    public func image(_ moment: ExportMoment, updated: (Int) -> Page? = { _ in nil }) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        image.pixels.withUnsafeMutableBytes { render(moment, updated: updated, into: $0.baseAddress!) }
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
        return image
    }
}
