import Testing
@testable import SwipeDocument

/// Objects found again by the offset a later stage kept.
struct JSONObjectIndexTests {
    static let source = #"{"pages": [{"elements": [{"text": "a"}, {"img": "b.png", "elements": [{"id": "c"}]}]}], "templates": {"x y": {}}}"#

    static func offset(of text: String) throws -> Int {
        let range = try #require(source.range(of: text))
        return source.utf8.distance(from: source.startIndex, to: range.lowerBound)
    }

    @Test func everyObjectIsFoundByItsOffsetWithItsPath() throws {
        let index = JSONObjectIndex(try #require(LenientJSONParser().parse(Self.source).root))
        #expect(index[0]?.path == .root)
        #expect(index[try Self.offset(of: #"{"img""#)]?.path.description == "pages[0].elements[1]")
        #expect(index[try Self.offset(of: #"{"id""#)]?.path.description == "pages[0].elements[1].elements[0]")
        #expect(index[try Self.offset(of: #"{}"#)]?.path.description == #"templates["x y"]"#)
        #expect(index[try Self.offset(of: #"{"img""#)]?.object["img"]?.string == "b.png")
    }

    @Test func anOffsetNoObjectStartsAtHasNoEntry() throws {
        let index = JSONObjectIndex(try #require(LenientJSONParser().parse(Self.source).root))
        #expect(index[try Self.offset(of: #""b.png""#)] == nil)
        #expect(index[1] == nil)
    }
}
