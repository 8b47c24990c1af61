import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Builds the first page of `json` (320×480 doc units unless it says otherwise) at `time`.
func interaction(_ json: String, time: Double = 0) throws -> PageInteraction {
    try interaction(of: try #require(document(json)), time: time)
}

/// Builds page `index` of a corpus document laid out on a 1280×720 screen at `time`.
func corpusInteraction(_ path: String, page index: Int = 0, time: Double = 0) throws -> PageInteraction {
    let d = try #require(try DocumentLoader.load(path: TestCorpus.url(path).path).document)
    return try interaction(of: d, page: index, screen: Point(1280, 720), time: time)
}

func interaction(of d: Document, page index: Int = 0, screen: Point = Point(320, 480), time: Double = 0) throws -> PageInteraction {
    let settings = RenderSettings(documentSize: d.resolvedDimension(screen: screen), language: "en", markdown: d.markdown, media: FixedSizes())
    return PageInteraction(page: try #require(d.pages.indices.contains(index) ? d.pages[index] : nil), settings: settings, time: time, documentURL: d.url)
}

extension PageInteraction {
    /// The element at `path` as drawn now.
    func shown(_ path: [Int]) -> Element? { page(at: now).elements.node(at: path, children: \.elements) }

    /// The text the element at `path` shows now.
    func text(_ path: [Int]) -> String? { shown(path)?.text?.resolved(language: "en", strings: page.strings) }

    /// The names of the events that ran, with where, in order.
    var firedNames: [String] { fired.map(\.description) }

    /// Taps at `point` at `time`, then runs everything due by then.
    mutating func tapAndAdvance(_ point: Point, at time: Double) {
        tap(at: point, time: time)
        advance(to: time)
    }
}

/// Whether two colours are the same to within rounding.
func near(_ a: Color?, _ b: Color, _ eps: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.r - b.r) < eps && abs(a.g - b.g) < eps && abs(a.b - b.b) < eps && abs(a.a - b.a) < eps
}

func hex(_ s: String) -> Color { Color.parse(s).value ?? .clear }
