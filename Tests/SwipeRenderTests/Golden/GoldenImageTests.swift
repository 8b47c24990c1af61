import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// Every element kind, and the examples of the language specification, rendered offscreen through
    /// the compositor and compared with reference pictures that were checked by eye. Run with
    /// `SWIPE_UPDATE_GOLDENS=1` to write new references (then look at them before committing).
    struct GoldenImageTests {
        struct Case: CustomStringConvertible, Sendable {
            var document: String
            var page: Int
            var size: Point
            var language = "en"
            /// `render --progress` and `--time`.
            var progress: Double? = nil
            var time: Double? = nil
            var description: String { "\(document) page \(page + 1) \(language)\(moment)" }
            var golden: String { "\(document.replacingOccurrences(of: ".swipe", with: ""))-p\(page + 1)\(language == "en" ? "" : "-" + language)\(moment).png" }
            private var moment: String { (progress.map { "-progress\($0)" } ?? "") + (time.map { "-time\($0)" } ?? "") }
        }

        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

        static let cases: [Case] = [
            Case(document: "spec-templates.swipe", page: 0, size: Point(320, 568)),
            Case(document: "spec-templates.swipe", page: 1, size: Point(320, 568)),
            Case(document: "spec-templates.swipe", page: 2, size: Point(320, 568)),
            Case(document: "spec-templates.swipe", page: 3, size: Point(320, 568)),
            Case(document: "spec-templates.swipe", page: 3, size: Point(320, 568), language: "de"),
            Case(document: "boxes.swipe", page: 0, size: Point(640, 480)),
            Case(document: "text.swipe", page: 0, size: Point(640, 480)),
            Case(document: "markdown.swipe", page: 0, size: Point(640, 480)),
            Case(document: "images.swipe", page: 0, size: Point(640, 480)),
            Case(document: "paths.swipe", page: 0, size: Point(640, 480)),
            Case(document: "layers.swipe", page: 0, size: Point(640, 480)),
            // Three-angle "to" rotations halfway, slerped as Core Animation does (4.1).
            Case(document: "rotate3d.swipe", page: 0, size: Point(720, 400), time: 0.5),
            // A play: "scroll" page dragged in (2.6, 2.7): not shown yet, halfway (its repeating
            // element follows the drag), all the way; then arrived (at its end, the repeating
            // element starting to cycle) and a quarter of its duration later.
            Case(document: "scroll-arrival.swipe", page: 0, size: Point(320, 240), progress: 0),
            Case(document: "scroll-arrival.swipe", page: 0, size: Point(320, 240), progress: 0.5),
            Case(document: "scroll-arrival.swipe", page: 0, size: Point(320, 240), progress: 1),
            Case(document: "scroll-arrival.swipe", page: 1, size: Point(320, 240)),
            Case(document: "scroll-arrival.swipe", page: 1, size: Point(320, 240), time: 0.25),
            // A play: "scroll" page's loops (wiggle, blink, vibrate twice; a wiggle 1.25 times)
            // scrolled in 30 % (at the phase the scroll drives them to), then arrived (at rest,
            // the fractional wiggle a quarter in, at its full turn).
            Case(document: "scroll-loops.swipe", page: 0, size: Point(320, 240), progress: 0.3),
            Case(document: "scroll-loops.swipe", page: 1, size: Point(320, 240)),
            // A photo with fine detail shown at 1/3, 1/5, 1/3.3 turned, and 0.6 of its size at
            // fractional places: area-averaged below half, bilinear above, hard outlines.
            Case(document: "photo-edges.swipe", page: 0, size: Point(480, 240)),
        ]

        /// Renders one page exactly as `swipe-player render` does.
        static func render(_ c: Case) throws -> RasterImage {
            let result = try DocumentLoader.load(path: folder.appendingPathComponent(c.document).path)
            let doc = try #require(result.document)
            let canvas = try #require(OffscreenCanvas(width: Int(c.size.x), height: Int(c.size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: c.size, language: c.language, report: { _ in })
            let moment = RenderMoment(document: doc, page: c.page, progress: c.progress, time: c.time)
            engine.draw(position: moment.position, clock: moment.clock, repeatClock: moment.repeatClock, viewport: c.size)
            return canvas.image()
        }

        @Test(arguments: cases)
        func matchesTheReference(_ c: Case) throws {
            try ImageDifference.expect(try Self.render(c), toMatch: Self.folder.appendingPathComponent(c.golden), "\(c)")
        }

        @Test func referencesDiffer() throws {
            // The comparison can fail: two different pages are far apart.
            let a = try Self.render(Self.cases[0]), b = try Self.render(Self.cases[1])
            #expect(ImageDifference(a, b).differingFraction > 0.01)
        }
    }
}

/// How far apart two pictures are: the share of pixels whose channels differ by more than a small
/// threshold (anti-aliasing noise).
struct ImageDifference {
    /// Expects `image` to match the reference picture at `reference` (all but 0.2 % of its pixels);
    /// with `SWIPE_UPDATE_GOLDENS=1`, writes it there instead. A mismatch is written to the
    /// temporary folder as `actual-<name>`.
    static func expect(_ image: RasterImage, toMatch reference: URL, _ what: String) throws {
        if ProcessInfo.processInfo.environment["SWIPE_UPDATE_GOLDENS"] == "1" {
            #expect(image.writePNG(to: reference.path))
            return
        }
        let golden = try #require(ImageLibrary.decode(path: reference.path, animated: false).first, "missing reference \(reference.lastPathComponent)")
        let difference = ImageDifference(image, golden)
        if difference.differingFraction > 0.002 {
            _ = image.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + reference.lastPathComponent).path)
        }
        #expect(difference.sameSize)
        #expect(difference.differingFraction <= 0.002, "\(what): \(difference.differingPixels) pixels differ by more than \(threshold) (actual written to the temporary folder)")
    }

    static let threshold = 24
    let sameSize: Bool
    let differingPixels: Int
    let differingFraction: Double

    init(_ a: RasterImage, _ b: RasterImage) {
        sameSize = a.width == b.width && a.height == b.height
        guard sameSize, a.width * a.height > 0 else {
            differingPixels = max(a.width * a.height, b.width * b.height)
            differingFraction = 1
            return
        }
        // Plain loops over the bytes: the debug build calls a stride's iterator for every pixel.
        var n = 0
        a.pixels.withUnsafeBufferPointer { a in
            b.pixels.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count {
                    var c = 0
                    while c < 4 {
                        if abs(Int(a[i + c]) - Int(b[i + c])) > Self.threshold {
                            n += 1
                            break
                        }
                        c += 1
                    }
                    i += 4
                }
            }
        }
        differingPixels = n
        differingFraction = Double(n) / Double(a.width * a.height)
    }
}
