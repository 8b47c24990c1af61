import Foundation
import SwipeCore
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// What a frame made, as the compositor counts it and `swipe-bench --list-slow` names it.
    struct FrameWorkTests {
        @Test func aFrameThatMadeNothingSaysSo() {
            #expect(FrameWork().isEmpty)
            #expect(FrameWork().summary == "nothing made")
        }

        @Test func theSummaryNamesEachKindOfWorkWithItsTime() {
            let work = FrameWork(rasterized: 5, rasterSeconds: 0.041, layersRendered: 1, layerSeconds: 0.0042)
                - FrameWork(rasterized: 3, rasterSeconds: 0.010)
            #expect(!work.isEmpty)
            #expect(work.summary == "2 textures made (31.0 ms), 1 layer rendered (4.2 ms)")
            #expect(FrameWork(videoUploads: 3, videoSeconds: 0.0015).summary == "3 video pictures uploaded (1.5 ms)")
        }

        /// The first frame of a page makes its textures; the same frame again makes nothing.
        @Test func theCompositorCountsWhatEachFrameMade() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "elements": [
              { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#ff0000", "cornerRadius": 8 }, { "x": 50, "y": 50, "text": "Hi", "w": 50, "h": 30 } ] } ] }
            """
            var work: [FrameWork] = []
            _ = try LayerCompositingTests.render(json, size: Point(100, 100)) { engine in
                work.append(engine.compositor.frameWork)
                engine.draw(position: 0, clock: { _ in 1 }, viewport: Point(100, 100))
                work.append(engine.compositor.frameWork)
            }
            #expect(work[0].rasterized == 2, "\(work[0])")
            #expect(work[0].rasterSeconds > 0)
            #expect(work[1].isEmpty, "\(work[1])")
        }

        /// Two boxes whose colours change every frame are rasterized together on all cores before
        /// the frame is drawn (from the second frame that has to make them: the first draws on its
        /// own thread), and drawn as they would be one after the other.
        @Test func contentsChangingTogetherAreRasterizedAheadOnAllCores() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "x": 0, "y": 0, "w": 50, "h": 100, "bc": "#ff0000", "cornerRadius": 4, "to": { "bc": "#0000ff" } },
              { "x": 50, "y": 0, "w": 50, "h": 100, "bc": "#00ff00", "cornerRadius": 4, "to": { "bc": "#ff0000" } } ] } ] }
            """
            var ahead: [Int] = []
            let image = try LayerCompositingTests.render(json, size: Point(100, 100)) { engine in
                ahead.append(engine.compositor.rastersAhead)
                engine.draw(position: 0, clock: { _ in 0.4 }, viewport: Point(100, 100))
                ahead.append(engine.compositor.rastersAhead)
                engine.draw(position: 0, clock: { _ in 0.5 }, viewport: Point(100, 100))
                ahead.append(engine.compositor.rastersAhead)
            }
            #expect(ahead == [0, 2, 4])
            #expect(LayerCompositingTests.near(image.pixel(25, 50), 128, 0, 128, within: 2), "\(image.pixel(25, 50))")
            #expect(LayerCompositingTests.near(image.pixel(75, 50), 128, 128, 0, within: 2), "\(image.pixel(75, 50))")
        }
    }
}
