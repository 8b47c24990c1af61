import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct LengthTests {
    func node(_ json: String) -> JSONNode { LenientJSONParser().parse(json).root! }

    @Test func numbersAndPercentages() {
        #expect(Length.parse(node("12.5")) == .ok(.units(12.5)))
        #expect(Length.parse(node("-30")) == .ok(.units(-30)))
        #expect(Length.parse(node("\"50%\"")) == .ok(.percent(50)))
        #expect(Length.parse(node("\"2.5%\"")) == .ok(.percent(2.5)))
        #expect(Length.percent(25).resolved(against: 200) == 50)
        #expect(Length.units(7).resolved(against: 200) == 7)
    }

    @Test func oddFormsFromRealDocuments() {
        // tv/focus.swipe writes "h":"50": the author meant 50.
        guard case .warn(.units(50), _) = Length.parse(node("\"50\"")) else { Issue.record("\"50\" should read as 50 with a warning"); return }
        guard case .warn(.percent(-10), _) = Length.parse(node("\"-10%\"")) else { Issue.record("negative percent"); return }
        guard case .warn(.percent(10), _) = Length.parse(node("\" 10% \"")) else { Issue.record("spaces"); return }
        #expect(Length.parse(node("\"wide\"")).value == nil)
        #expect(Length.parse(node("true")).value == nil)
    }

    @Test func extents() {
        #expect(Extent.parse(node("\"fill\"")) == .ok(.fill))
        #expect(Extent.parse(node("\"100%\"")) == .ok(.length(.percent(100))))
        #expect(Extent.parse(node("{}")).value == nil)
    }

    @Test func coordinateKeywords() {
        #expect(Coordinate.parse(node("\"left\""), horizontal: true) == .ok(.start))
        #expect(Coordinate.parse(node("\"center\""), horizontal: true) == .ok(.center))
        #expect(Coordinate.parse(node("\"right\""), horizontal: true) == .ok(.end))
        #expect(Coordinate.parse(node("\"top\""), horizontal: false) == .ok(.start))
        #expect(Coordinate.parse(node("\"bottom\""), horizontal: false) == .ok(.end))
        #expect(Coordinate.parse(node("\"top\""), horizontal: true).value == nil)
        #expect(Coordinate.parse(node("\"10%\""), horizontal: false) == .ok(.length(.percent(10))))
    }

    @Test func pairsRotationScaleTranslate() {
        #expect(LengthPair.parse(node("[\"50%\", 100]")) == .ok(LengthPair(.percent(50), .units(100))))
        #expect(LengthPair.parse(node("[1]")).value == nil)
        #expect(Rotation.parse(node("30")) == .ok(Rotation(z: 30)))
        #expect(Rotation.parse(node("[0, 0, -51.5]")) == .ok(Rotation(z: -51.5)))
        #expect(Rotation.parse(node("[10, 20, 30]")) == .ok(Rotation(x: 10, y: 20, z: 30)))
        #expect(Rotation.parse(node("[10, 20]")).value == nil)
        #expect(Scale.parse(node("2")) == .ok(Scale(2, 2)))
        #expect(Scale.parse(node("[2.129, 2.129]")) == .ok(Scale(2.129, 2.129)))
        #expect(Point.parse(node("[-153.5, 46]")) == .ok(Point(-153.5, 46)))
    }

    @Test func textAlignForms() {
        #expect(TextAlignment.parse(node("\"left\"")) == .ok(TextAlignment(.left)))
        #expect(TextAlignment.parse(node("\"bottom\"")) == .ok(TextAlignment(.center, .bottom)))
        #expect(TextAlignment.parse(node("[\"right\", \"top\"]")) == .ok(TextAlignment(.right, .top)))
        #expect(TextAlignment.parse(node("\"justified\"")) == .ok(TextAlignment(.justified)))
        guard case .warn(let a, _) = TextAlignment.parse(node("[\"top\", \"bottom\"]")) else { Issue.record("both"); return }
        #expect(a.vertical == .bottom)
    }
}
