import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct ColorTests {
    @Test func hexForms() {
        #expect(Color.parse("#F00").value == Color(1, 0, 0))
        #expect(Color.parse("#f008").value == Color(1, 0, 0, 0x88 / 255.0))
        #expect(Color.parse("#00FF00").value == Color(0, 1, 0))
        #expect(Color.parse("#0000ff80").value == Color(0, 0, 1, 0x80 / 255.0))
        #expect(Color.parse("#e40000ff").value == Color(0xE4 / 255.0, 0, 0, 1))
    }

    @Test(arguments: Array(Color.named.keys))
    func everyNameParses(_ name: String) {
        #expect(Color.parse(name) == .ok(Color.named[name]!))
    }

    @Test func uikitValues() {
        #expect(Color.named.count == 14)
        #expect(Color.parse("darkGray").value == Color(1.0 / 3, 1.0 / 3, 1.0 / 3))
        #expect(Color.parse("brown").value == Color(0.6, 0.4, 0.2))
        #expect(Color.parse("orange").value == Color(1, 0.5, 0))
        #expect(Color.parse("purple").value == Color(0.5, 0, 0.5))
    }

    @Test func clearIsTransparentWithAWarning() {
        guard case .warn(let c, let m) = Color.parse("clear") else { Issue.record("clear should warn"); return }
        #expect(c == .clear)
        #expect(m.contains("original engine shows it red"))
    }

    @Test func caseMistakesAreForgivenWithAWarning() {
        guard case .warn(let c, _) = Color.parse("Red") else { Issue.record("Red should warn"); return }
        #expect(c == Color(1, 0, 0))
    }

    @Test func invalidColours() {
        #expect(Color.parse("#12345") == .invalid("\"#12345\" has 5 hexadecimal digits; a colour needs 3, 4, 6 or 8"))
        #expect(Color.parse("#GGG") == .invalid("\"#GGG\" is not a hexadecimal colour"))
        #expect(Color.parse("reddish").value == nil)
        #expect(Color.parse("").value == nil)
    }

    @Test func objectForm() {
        let n = JSONNode(.object(JSONObject(members: [
            .init(key: "r", keyOffset: 0, value: JSONNode(.number(0.5))),
            .init(key: "a", keyOffset: 0, value: JSONNode(.number(0.25))),
        ])))
        #expect(ObjectReader.color(n).value == Color(0.5, 0, 0, 0.25))
    }

    @Test func descriptionAndMixing() {
        #expect(Color(1, 0.5, 0).description == "#FF8000FF")
        #expect(Color.black.mixed(with: .white, 0.5) == Color(0.5, 0.5, 0.5))
    }
}
