import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeMedia
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Video frames drawn through the compositor, as `swipe-player render --time` draws them.
    struct VideoCompositingTests {
        func document(_ media: GeneratedMedia, _ elements: String, size: String = "[64, 48]") throws -> Document {
            let path = try media.write("doc.swipe", #"{ "dimension": \#(size), "pages": [ { "play": "auto", "duration": 1, "bc": "blue", "elements": [ \#(elements) ] } ] }"#)
            return try #require(DocumentLoader.load(path: path).document)
        }

        func render(_ doc: Document, time: Double, report: @escaping (String) -> Void = { _ in }) throws -> RasterImage {
            let viewport = doc.resolvedDimension(screen: Point(64, 48))
            let canvas = try #require(OffscreenCanvas(width: Int(viewport.x), height: Int(viewport.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: report)
            engine.videos = StillVideoFrames(report: report)
            let moment = RenderMoment(document: doc, page: 0, progress: nil, time: time)
            engine.draw(position: moment.position, clock: moment.clock, videoElapsed: moment.videoElapsed, viewport: viewport)
            return canvas.image()
        }

        /// The clip's frame number (mod 25) from a rendered grey (limited-range luma shown full range).
        func frameNumber(_ image: RasterImage, _ x: Int, _ y: Int) -> Int {
            let grey = Double(image.pixel(x, y).0)
            return GeneratedMedia.frame(forLuma: grey * 219 / 255 + 16)
        }

        @Test func theFrameShownAtPageTimeTIsTheOneDueThen() throws {
            let media = try GeneratedMedia()
            try media.countingClip("count.mp4", seconds: 3)
            let doc = try document(media, #"{ "video": "count.mp4" }"#)
            for t in [0.0, 0.5, 0.79, 1.23, 2.5] {
                let image = try render(doc, time: t)
                #expect(frameNumber(image, 32, 24) == Int((t * 25 + 1e-6).rounded(.down)) % 25, "at \(t)")
            }
        }

        @Test func videoStartAndDurationPickTheMoment() throws {
            let media = try GeneratedMedia()
            try media.countingClip("count.mp4", seconds: 3)
            let doc = try document(media, #"{ "video": "count.mp4", "videoStart": 0.4, "videoDuration": 0.4 }"#)
            #expect(frameNumber(try render(doc, time: 0), 32, 24) == 10)
            #expect(frameNumber(try render(doc, time: 0.2), 32, 24) == 15)
            #expect(frameNumber(try render(doc, time: 2), 32, 24) == 20, "held at videoStart + videoDuration")
        }

        @Test func theDisplayRotationIsHonoured() throws {
            let media = try GeneratedMedia()
            try media.halvesClip("upright.mp4", rotation: 0)
            try media.halvesClip("turned.mp4", rotation: 180)
            let upright = try render(try document(media, #"{ "video": "upright.mp4" }"#), time: 0)
            #expect(upright.pixel(32, 8).0 > 200 && upright.pixel(32, 40).0 < 50, "stored top is white")
            let turned = try render(try document(media, #"{ "video": "turned.mp4" }"#), time: 0)
            #expect(turned.pixel(32, 8).0 < 50 && turned.pixel(32, 40).0 > 200, "shown upside down, as stored for")
        }

        @Test func aspectFitLetterboxesAndOtherElementsDrawOnTop() throws {
            let media = try GeneratedMedia()
            try media.countingClip("count.mp4", seconds: 1)
            // A 64x48 picture in a 64x96 box: bands above and below; the red box comes after the
            // video in the document but the video is drawn beneath every element (3.10).
            let doc = try document(media, #"{ "video": "count.mp4" }, { "x": 0, "y": 40, "w": 10, "h": 10, "bc": "red" }"#, size: "[64, 96]")
            let image = try render(doc, time: 0)
            #expect(image.pixel(32, 10) == (0, 0, 255, 255), "the page shows in the band")
            #expect(image.pixel(32, 48).0 < 30 && image.pixel(32, 48).2 < 30, "frame 0 is black-ish")
            #expect(image.pixel(5, 45) == (255, 0, 0, 255), "the later box is on top")
        }

        @Test func aCorruptFileShowsAPlaceholderAndOneMessage() throws {
            let media = try GeneratedMedia()
            try media.garbage("broken.mp4")
            var messages: [String] = []
            let image = try render(try document(media, #"{ "video": "broken.mp4" }"#), time: 0.5) { messages.append($0) }
            #expect(messages.count == 1 && messages.first?.contains("broken.mp4") == true, "\(messages)")
            let (r, g, _, _) = image.pixel(20, 10)
            #expect(r > 150 && r == g, "the crossed light placeholder (over the blue page)")
        }
    }
}
