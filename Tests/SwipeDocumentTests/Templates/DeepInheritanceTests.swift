import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The merge of an object with its template follows the behaviour reference (3.12) exactly.
struct DeepInheritanceTests {
    func object(_ json: String) -> JSONObject { LenientJSONParser().parse(json).root!.object! }

    func merged(_ o: String, _ base: String) -> JSONObject { DeepInheritance.merge(object(o), base: object(base)) }

    @Test func objectValuesWin() {
        let m = merged(#"{"bc":"red","w":10}"#, #"{"bc":"blue","h":20}"#)
        #expect(m["bc"]?.string == "red" && m["w"]?.number == 10 && m["h"]?.number == 20)
    }

    @Test func elementsMergeByIdAndAppendTheRest() {
        let m = merged(#"{"elements":[{"id":"b","x":1},{"text":"new"},{"id":"zz"}]}"#,
                       #"{"elements":[{"id":"a"},{"id":"b","y":2}]}"#)
        let e = m["elements"]!.array!.map { $0.object! }
        #expect(e.count == 4)
        #expect(e[0]["id"]?.string == "a")
        #expect(e[1]["id"]?.string == "b" && e[1]["x"]?.number == 1 && e[1]["y"]?.number == 2)
        #expect(e[2]["text"]?.string == "new")
        #expect(e[3]["id"]?.string == "zz")
    }

    @Test func nestedElementsMergeRecursively() {
        let m = merged(#"{"elements":[{"id":"a","elements":[{"id":"c","x":5}]}]}"#,
                       #"{"elements":[{"id":"a","elements":[{"id":"c","y":6},{"id":"d"}]}]}"#)
        let inner = m["elements"]!.array![0].object!["elements"]!.array!.map { $0.object! }
        #expect(inner.count == 2)
        #expect(inner[0]["x"]?.number == 5 && inner[0]["y"]?.number == 6)
    }

    @Test func objectsMergeOneLevelOnly() {
        let m = merged(#"{"to":{"opacity":1,"shadow":{"a":1}}}"#, #"{"to":{"rotate":30,"shadow":{"b":2}}}"#)
        let to = m["to"]!.object!
        #expect(to["opacity"]?.number == 1 && to["rotate"]?.number == 30)
        #expect(to["shadow"]!.object!.keys == ["a"])
    }

    @Test func emptyArrayKeepsTheTemplates() {
        let m = merged(#"{"elements":[]}"#, #"{"elements":[{"id":"a"}]}"#)
        #expect(m["elements"]?.array?.count == 1)
    }

    @Test func numberArraysAreReplaced() {
        let m = merged(#"{"pos":[1,2]}"#, #"{"pos":[3,4]}"#)
        #expect(m["pos"]?.array?.compactMap(\.number) == [1, 2])
    }

    @Test func baseIdsMapToTheirLastOccurrence() {
        let m = merged(#"{"elements":[{"id":"a","x":9}]}"#, #"{"elements":[{"id":"a","n":1},{"id":"a","n":2}]}"#)
        let e = m["elements"]!.array!.map { $0.object! }
        #expect(e[0]["x"] == nil && e[1]["x"]?.number == 9 && e[1]["n"]?.number == 2)
    }

    @Test func precedencePageElementOverPageTemplateOverElementTemplate() throws {
        let d = try #require(document("""
        { "templates": { "elements": { "t": { "bc": "red", "w": 1, "h": 1 } },
                         "pages": { "*": { "elements": [ { "id": "e", "template": "t", "w": 2, "h": 2 } ] } } },
          "pages": [ { "elements": [ { "id": "e", "h": 3 } ] } ] }
        """))
        let e = d.pages[0].elements[0]
        #expect(e.bc == Color(1, 0, 0) && e.w == .length(.units(2)) && e.h == .length(.units(3)))
    }
}
