import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
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
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { problems.append($0) })
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

        /// `render`, thumbnails and export draw on the CPU; the window with OpenGL. Both draw the
        /// same pictures: photos scaled and turned, text, paths, layers fading, masks and shadows.
        @Test(arguments: [("nasa/nasa.swipe", 3), ("nasa/nasa.swipe", 9), ("tutorial/tutorial.swipe", 0), ("tutorial/tutorial.swipe", 12),
                          ("vectors.swipe", 1), ("text.swipe", 0), ("golden/layers.swipe", 0), ("golden/images.swipe", 0), ("golden/rotate3d.swipe", 0),
                          ("golden/photo-edges.swipe", 0)])
        func theCPUDrawsWhatOpenGLDraws(_ name: String, _ page: Int) throws {
            let golden = "golden/"
            let url = name.hasPrefix(golden) ? GoldenImageTests.folder.appendingPathComponent(String(name.dropFirst(golden.count))) : TestCorpus.url(name)
            let doc = try #require(try DocumentLoader.load(path: url.path).document)
            let viewport = Point(960, 540)
            func render(gpu: Bool) throws -> RasterImage {
                let canvas = try #require(OffscreenCanvas(width: Int(viewport.x), height: Int(viewport.y), gpu: gpu))
                let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
                engine.draw(position: Double(min(page, doc.pages.count - 1)), clock: { _ in 0.5 }, viewport: viewport)
                return canvas.image()
            }
            let cpu = try render(gpu: false), gl = try render(gpu: true)
            let difference = ImageDifference(cpu, gl)
            if difference.differingFraction > 0.002 {
                _ = cpu.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("cpu-\(url.deletingPathExtension().lastPathComponent)-\(page).png").path)
                _ = gl.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gl-\(url.deletingPathExtension().lastPathComponent)-\(page).png").path)
            }
            #expect(difference.differingFraction <= 0.002, "\(name) page \(page + 1): \(difference.differingPixels) pixels differ")
        }
    }
}
