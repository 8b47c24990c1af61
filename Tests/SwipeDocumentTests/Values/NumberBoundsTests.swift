import Foundation
@testable import SwipeDocument
import DocumentTestSupport
import Testing

/// Extreme numbers (±1e308, 2^63, "inf" and "nan" written as strings, negative and zero sizes) fed
/// to every reader of outside input: none traps, each is reported where its reader reports, and
/// what is kept is finite and sensible.
struct NumberBoundsTests {
    private func diagnostic(_ diagnostics: [Diagnostic], at path: String) -> Diagnostic? {
        diagnostics.first { $0.path?.description == path }
    }

    @Test func aBoundedConversionNeverTraps() {
        #expect(Int(bounded: 1e308) == Int.max)
        #expect(Int(bounded: -1e308) == Int.min)
        #expect(Int(bounded: 9_223_372_036_854_775_808.0) == Int.max)
        #expect(Int(bounded: -.infinity) == Int.min)
        #expect(Int(bounded: .nan, in: 1...10) == 1)
        #expect(Int(bounded: 2.5, in: 0...10) == 2)
        #expect(Int(bounded: 2.1, in: 0...10, rounding: .up) == 3)
        #expect(Int(bounded: 1e308, in: 1...16384) == 16384)
        #expect(Int32(bounded: 1e10) == Int32.max)
        #expect(UInt32(bounded: -5) == 0)
    }

    @Test func checkedNumbersAreClampedOrRefused() {
        #expect(NumberBounds.checked(5, in: 0...10, "x") == .ok(5))
        #expect(NumberBounds.checked(1e308, in: 0...10, "x") == .warn(10, "x is 1e+308, outside 0...10; using 10"))
        #expect(NumberBounds.checked(.nan, in: 0...10, "x").value == nil)
        #expect(NumberBounds.checked(.infinity, in: 0...10, "x").value == nil)
    }

    @Test func aDocumentsExtremeElementValuesAreHeldWithWarnings() throws {
        let json = """
        { "dimension": [1024, 768], "pages": [ { "duration": 1e308, "fps": 1e308, "elements": [
          { "x": 1e308, "y": -1e308, "w": "1e308%", "h": "inf", "fontSize": 1e308, "text": "t",
            "rotate": 1e308, "scale": [1e308, -1e308], "translate": [1e308, 0], "depth": 1e308,
            "borderWidth": -1e308, "cornerRadius": 1e308, "pos": ["1e308%", -1e308],
            "loop": { "style": "spin", "count": 1e308, "delta": -1e308 } },
          { "img": "a.png", "sprite": "s.png", "slice": [1e308, 2], "w": "nan", "depth": "-inf" } ] } ] }
        """
        let r = DocumentLoader.load(bytes: Array(json.utf8), name: "doc.swipe", baseURL: nil)
        let page = try #require(r.document).pages[0]
        let e = page.elements[0]
        let l = NumberBounds.length
        #expect(e.x == .length(.units(l)) && e.y == .length(.units(-l)))
        #expect(e.w == .length(.percent(NumberBounds.percent)))
        #expect(e.h == nil)
        #expect(e.fontSize == .units(l))
        #expect(e.rotate == Rotation(z: NumberBounds.magnitude))
        #expect(e.scale == Scale(l, -l) && e.translate == Point(l, 0))
        #expect(e.depth == NumberBounds.magnitude)
        #expect(e.borderWidth == 0 && e.cornerRadius == 100_000)
        #expect(e.pos == LengthPair(.percent(NumberBounds.percent), .units(-l)))
        #expect(e.loop?.count == 1_000_000 && e.loop?.delta == -NumberBounds.magnitude)
        #expect(page.duration == 86_400 && page.fps == 60)
        let sprite = page.elements[1]
        #expect(sprite.slice == SpriteGrid(columns: 1, rows: 1) && sprite.w == nil && sprite.depth == 0)
        for path in ["pages[0].elements[0].x", "pages[0].elements[0].y", "pages[0].elements[0].w", "pages[0].elements[0].h",
                     "pages[0].elements[0].fontSize", "pages[0].elements[0].rotate", "pages[0].elements[0].scale", "pages[0].elements[0].translate",
                     "pages[0].elements[0].depth", "pages[0].elements[0].pos", "pages[0].elements[0].loop.count", "pages[0].elements[0].loop.delta",
                     "pages[0].duration", "pages[0].fps", "pages[0].elements[1].slice", "pages[0].elements[1].w", "pages[0].elements[1].depth"] {
            let d = diagnostic(r.diagnostics, at: path)
            #expect(d?.severity == .warning && d?.position != nil, "\(path): \(r.diagnostics.map(\.description))")
        }
        #expect(diagnostic(r.diagnostics, at: "pages[0].elements[0].x")?.message == "the length is 1e+308, outside -1000000...1000000; using 1000000")
        #expect(diagnostic(r.diagnostics, at: "pages[0].elements[0].h")?.message == "the length should be a finite number, not inf; ignored")
    }

    @Test func aStorysExtremeValuesAreHeldWithWarnings() throws {
        let json = #"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "elements": { "elementsArray": [
          { "type": "textLabel", "content": "x", "posX": 1e308, "posY": "-inf", "fontSize": 1e308,
            "transformations": [ { "type": "scale", "toValue": 1e308, "duration": 1e308 } ] } ] } } ] }
        """#
        let r = StoryLoader.load(bytes: Array(json.utf8), name: "StoryDescription.json", folder: nil)
        let element = try #require(r.story).scenes[0].elements[0]
        #expect(element.posX.portrait == NumberBounds.magnitude)
        #expect(element.content == .textLabel(content: "x", fontSize: BokenOriented(NumberBounds.magnitude), style: .normal, addBackground: false))
        #expect(element.transformations.allSatisfy { $0.duration <= 86_400 && $0.toValue.portrait <= NumberBounds.magnitude })
        let base = "scenes[0].elements.elementsArray[0]"
        for path in [base + ".posX", base + ".posY", base + ".fontSize"] {
            #expect(diagnostic(r.diagnostics, at: path)?.position != nil, "\(path): \(r.diagnostics.map(\.description))")
        }
    }

    @Test func httpHeadersWithEnormousNumbersAreReadWithoutTrapping() {
        #expect(HTTPDate.parse("Sun, 06 Nov 99999999999999 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        let now = Date(timeIntervalSince1970: 1_000_000)
        let huge = CacheEntryInfo(url: "u", headers: ["age": "9223372036854775807", "cache-control": "max-age=9223372036854775807",
                                                      "date": "Sun, 06 Nov 99999999999999 08:49:37 GMT"], receivedAt: now)
        #expect(huge.currentAge(at: now).isFinite && huge.freshnessLifetime.isFinite)
        #expect(!huge.isFresh(at: now))
        let overflowing = CacheEntryInfo(url: "u", headers: ["age": "1e308", "cache-control": "max-age=99999999999999999999999"], receivedAt: now)
        #expect(overflowing.currentAge(at: now) == 0 && overflowing.control.maxAge == nil)
    }
}
