import Foundation
import MediaTestSupport
import Testing
import SwipeCore
import SwipeMedia
@testable import SwipeRender

extension SDLSerialTests {
    /// Every page of every Swipe document in the test corpus renders, through the same path as
    /// `swipe-player render`, without a rendering problem other than the media the corpus lacks.
    struct CorpusRenderTests {
        @Test(arguments: try TestCorpus.documents())
        func everyPageRenders(_ name: String) throws {
            let result = try DocumentLoader.load(path: TestCorpus.url(name).path)
            guard let doc = result.document else {
                #expect(result.list != nil, "\(name) is neither a document nor a list")
                return
            }
            let viewport = Point(480, 270)
            let canvas = try #require(OffscreenCanvas(width: Int(viewport.x), height: Int(viewport.y)))
            var problems: [String] = []
            let engine = RenderEngine(document: doc, renderer: canvas.renderer, owner: canvas, viewport: viewport, language: "en", report: { problems.append($0) })
            engine.videos = StillVideoFrames(report: { problems.append($0) })
            for page in doc.pages.indices {
                let moment = RenderMoment(document: doc, page: page, progress: nil, time: nil)
                engine.draw(position: moment.position, clock: moment.clock, videoElapsed: moment.videoElapsed, viewport: viewport)
                let image = canvas.image()
                #expect(image.width == 480 && image.height == 270)
                let hasContent = !doc.pages[page].elements.isEmpty
                if hasContent {
                    let first = image.pixel(image.width / 2, image.height / 2)
                    var distinct = false
                    for y in stride(from: 0, to: image.height, by: 7) where !distinct {
                        for x in stride(from: 0, to: image.width, by: 7) where image.pixel(x, y) != first { distinct = true; break }
                    }
                    #expect(distinct, "\(name) page \(page + 1) drew a single colour")
                }
            }
            // Fonts the authors had on their Macs fall back with a warning; nothing else may go wrong.
            let unexpected = problems.filter { !$0.contains("is not installed") }
            #expect(unexpected.isEmpty, "\(name): \(unexpected)")
        }

        /// SDL 2.26's software renderer overflows on large triangles over large textures (and
        /// reads far outside them); where no GL exists the compositor splits them first. A photo
        /// page at 1280x720 must then draw as the GL renderer draws it.
        @Test func theSoftwareRendererDrawsFullScreenPhotosLikeGL() throws {
            let doc = try #require(try DocumentLoader.load(path: TestCorpus.url("nasa/nasa.swipe").path).document)
            let viewport = Point(1280, 720)
            func render(gpu: Bool) throws -> RasterImage {
                let canvas = try #require(OffscreenCanvas(width: 1280, height: 720, allowGPU: gpu))
                let engine = RenderEngine(document: doc, renderer: canvas.renderer, owner: canvas, viewport: viewport, language: "en", report: { _ in })
                engine.draw(position: 3, clock: { _ in 1 }, viewport: viewport)
                return canvas.image()
            }
            let software = try render(gpu: false), gl = try render(gpu: true)
            var total = 0
            for y in stride(from: 0, to: 720, by: 5) {
                for x in stride(from: 0, to: 1280, by: 5) {
                    let a = software.pixel(x, y), b = gl.pixel(x, y)
                    total += abs(Int(a.0) - Int(b.0)) + abs(Int(a.1) - Int(b.1)) + abs(Int(a.2) - Int(b.2))
                }
            }
            let mean = Double(total) / Double(256 * 144 * 3)
            #expect(mean < 4, "mean difference per channel \(mean)")
        }
    }
}
