import Foundation
import SwipeDocument
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

        /// Two strokes (of different widths: one width would share one texture) drawn further along
        /// every frame are rasterized together on all cores before the frame is drawn (from the
        /// second frame that has to make them: the first draws on its own thread), and drawn as
        /// they would be one after the other.
        @Test func contentsChangingTogetherAreRasterizedAheadOnAllCores() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "x": 0, "y": 0, "w": 100, "h": 50, "path": "M0,25 L100,25", "lineWidth": 20, "strokeColor": "#ff0000", "strokeEnd": 0, "to": { "strokeEnd": 1 } },
              { "x": 0, "y": 50, "w": 100, "h": 50, "path": "M0,25 L100,25", "lineWidth": 16, "strokeColor": "#0000ff", "strokeEnd": 0, "to": { "strokeEnd": 1 } } ] } ] }
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
            #expect(LayerCompositingTests.near(image.pixel(25, 25), 255, 0, 0), "\(image.pixel(25, 25))")
            #expect(LayerCompositingTests.near(image.pixel(25, 75), 0, 0, 255), "\(image.pixel(25, 75))")
            #expect(LayerCompositingTests.near(image.pixel(80, 25), 255, 255, 255), "\(image.pixel(80, 25))")
        }

        /// Colours that change every frame (a rounded box's, a border's, a path's fill and stroke)
        /// tint textures made once: a rounded box and a border in white from the first frame, a
        /// path's fill and stroke (one picture until then) in the first frame they change. No
        /// frame after that makes any, and each colour is drawn as it is at that moment.
        @Test func colourAnimationsMakeNoTextures() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "x": 0, "y": 0, "w": 50, "h": 100, "bc": "#ff0000", "cornerRadius": 4, "borderWidth": 2, "borderColor": "#000000", "to": { "bc": "#0000ff" } },
              { "x": 50, "y": 0, "w": 50, "h": 100, "path": "M5,5 L45,5 L45,95 L5,95 Z", "fillColor": "#00ff00", "strokeColor": "#000000", "lineWidth": 4,
                "to": { "fillColor": "#ff0000", "strokeColor": "#0000ff" } } ] } ] }
            """
            var made: [Int] = []
            let image = try LayerCompositingTests.render(json, size: Point(100, 100)) { engine in
                for clock in [0.1, 0.3, 0.5] {
                    engine.draw(position: 0, clock: { _ in clock }, viewport: Point(100, 100))
                    made.append(engine.compositor.frameWork.rasterized)
                }
            }
            #expect(made == [2, 0, 0], "the path's fill and stroke, once")
            #expect(LayerCompositingTests.near(image.pixel(25, 50), 128, 0, 128, within: 2), "\(image.pixel(25, 50))")
            #expect(LayerCompositingTests.near(image.pixel(75, 50), 128, 128, 0, within: 2), "\(image.pixel(75, 50))")
            #expect(LayerCompositingTests.near(image.pixel(55, 50), 0, 0, 128, within: 3), "the stroke: \(image.pixel(55, 50))")
        }

        /// A path with a fill and a stroke whose shape changes every frame (its own scale animates)
        /// is made as one picture a frame, not its fill and its stroke apart; one that does not
        /// change is made once.
        @Test func aPathWhoseShapeChangesIsOnePictureAFrame() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "x": 0, "y": 0, "w": 50, "h": 50, "path": "M5,5 L45,5 L45,45 Z", "fillColor": "#00ff00", "strokeColor": "#000000", "lineWidth": 2, "to": { "scale": 2 } },
              { "x": 50, "y": 50, "w": 50, "h": 50, "path": "M5,5 L45,5 L45,45 Z", "fillColor": "#ff0000", "strokeColor": "#000000", "lineWidth": 2 } ] } ] }
            """
            var made: [Int] = []
            _ = try LayerCompositingTests.render(json, size: Point(100, 100)) { engine in
                for clock in [0.1, 0.2, 0.3] {
                    engine.draw(position: 0, clock: { _ in clock }, viewport: Point(100, 100))
                    made.append(engine.compositor.frameWork.rasterized)
                }
            }
            #expect(made == [1, 1, 1])
        }

        /// A large path whose shape changes every frame, the only content a frame must make, is
        /// rasterized ahead in bands on all cores (from the second frame that makes it), and drawn
        /// as it would be whole.
        @Test func aLargeShapeChangingAloneIsRasterizedAheadInBands() throws {
            let json = """
            { "dimension": [400, 400], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "x": 50, "y": 50, "w": 300, "h": 300, "path": "M0,0 L300,0 L300,300 L0,300 Z", "fillColor": "#0000ff", "scale": 0.5, "to": { "scale": 1 } } ] } ] }
            """
            var ahead: [Int] = []
            let image = try LayerCompositingTests.render(json, size: Point(400, 400)) { engine in
                for clock in [0.5, 0.6, 0.7] {
                    engine.draw(position: 0, clock: { _ in clock }, viewport: Point(400, 400))
                    ahead.append(engine.compositor.rastersAhead)
                }
            }
            #expect(ahead == [1, 2, 3])
            // At 0.7 the square is 0.85 of its box, centred: from 72.5 to 327.5.
            #expect(LayerCompositingTests.near(image.pixel(200, 80), 0, 0, 255, within: 1), "\(image.pixel(200, 80))")
            #expect(LayerCompositingTests.near(image.pixel(200, 320), 0, 0, 255, within: 1), "\(image.pixel(200, 320))")
            #expect(LayerCompositingTests.near(image.pixel(200, 68), 255, 255, 255, within: 1), "\(image.pixel(200, 68))")
        }

        /// Rounded boxes of one size but different colours share one texture.
        @Test func boxesThatDifferInColourShareATexture() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "elements": [
              { "x": 0, "y": 0, "w": 50, "h": 50, "bc": "#ff0000", "cornerRadius": 8 }, { "x": 50, "y": 50, "w": 50, "h": 50, "bc": "#00ff0080", "cornerRadius": 8 } ] } ] }
            """
            var made = 0
            let image = try LayerCompositingTests.render(json, size: Point(100, 100)) { made = $0.compositor.frameWork.rasterized }
            #expect(made == 1)
            #expect(LayerCompositingTests.near(image.pixel(25, 25), 255, 0, 0, within: 1), "\(image.pixel(25, 25))")
            #expect(LayerCompositingTests.near(image.pixel(75, 75), 127, 255, 127, within: 2), "\(image.pixel(75, 75))")
            #expect(LayerCompositingTests.near(image.pixel(1, 1), 255, 255, 255, within: 40), "the corner is rounded: \(image.pixel(1, 1))")
        }
    }
}
