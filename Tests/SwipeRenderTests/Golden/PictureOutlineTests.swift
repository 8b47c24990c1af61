import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// A scaled picture's outline follows Core Animation's rule for a layer whose edges are not
    /// anti-aliased (the original engine never sets `allowsEdgeAntialiasing`): a pixel is the
    /// picture's when its centre lies inside the box, wherever in a pixel the box begins, with no
    /// partial coverage and no moving to whole pixels (photo-edges.swipe, its golden shows the rest).
    struct PictureOutlineTests {
        static let photos = GoldenImageTests.Case(document: "photo-edges.swipe", page: 0, size: Point(480, 240))

        /// The page's colour, #8a8f98.
        static func isBackground(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { p.0 == 0x8a && p.1 == 0x8f && p.2 == 0x98 }

        /// A box's first and last columns or rows by that rule, along one row or column through it.
        struct Edge: CustomStringConvertible, Sendable {
            var first: Int, last: Int, across: Int, horizontal: Bool
            var description: String { "\(horizontal ? "columns" : "rows") \(first)...\(last) at \(across)" }
        }

        static let edges = [
            // x 10.3 ..< 120.7: centres 10.5 and 120.5 inside. y 10.6 ..< 121: 10.5 outside, 120.5 inside.
            Edge(first: 10, last: 120, across: 60, horizontal: true), Edge(first: 11, last: 120, across: 60, horizontal: false),
            // x 262.25 ..< 460.75: 262.5 and 460.5 inside. y 20.75 ..< 219.25: 20.5 and 219.5 outside.
            Edge(first: 262, last: 460, across: 120, horizontal: true), Edge(first: 21, last: 218, across: 360, horizontal: false),
        ]

        @Test(arguments: edges)
        func aScaledPictureCoversThePixelsWhoseCentresAreInItsBox(_ e: Edge) throws {
            let image = try GoldenImageTests.render(Self.photos)
            func at(_ i: Int) -> (UInt8, UInt8, UInt8, UInt8) { e.horizontal ? image.pixel(i, e.across) : image.pixel(e.across, i) }
            #expect(Self.isBackground(at(e.first - 1)) && Self.isBackground(at(e.last + 1)), "outside \(e)")
            #expect(!Self.isBackground(at(e.first)) && !Self.isBackground(at(e.last)), "inside \(e)")
        }
    }
}
