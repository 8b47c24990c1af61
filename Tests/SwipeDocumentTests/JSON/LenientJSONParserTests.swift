import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct LenientJSONParserTests {
    func parse(_ s: String) -> JSONParseResult { LenientJSONParser().parse(s) }

    @Test func valuesAndOffsets() throws {
        let r = parse(#"{"a": [1, -2.5e2, true, false, null, "x\n\u00e9\ud83d\ude00"]}"#)
        let a = try #require(r.root?.object?["a"]?.array)
        #expect(a.map(\.value) == [.number(1), .number(-250), .bool(true), .bool(false), .null, .string("x\né😀")])
        #expect(a[0].offset == 7)
        #expect(r.root?.object?.member("a")?.keyOffset == 1)
    }

    @Test func trailingCommasAndComments() {
        let r = parse("{ \"a\": [1, 2,], // c\n \"b\": {\"c\": 1,}, /* d */ }")
        #expect(r.error == nil)
        #expect(r.root?.object?.keys == ["a", "b"])
    }

    @Test func doubleCommaIsAnError() {
        #expect(parse("[1,,2]").error == JSONProblem(offset: 3, message: "expected a value (object, array, string, number, true, false or null), found ','"))
    }

    @Test func syntaxErrors() {
        #expect(parse("{\"a\" 1}").error?.message == "expected ':' after the key \"a\", found '1'")
        #expect(parse("{a: 1}").error?.message == "expected a quoted key or '}', found 'a'")
        #expect(parse("[01]").error?.message == "malformed number (leading zeros are not allowed)")
        #expect(parse("[tru]").error?.message == "expected a value, found 't'")
        #expect(parse("\"\\q\"").error?.message == "unknown escape sequence '\\q' in a string")
        #expect(parse("/* open").error?.message == "unterminated comment: '/*' has no closing '*/'")
        #expect(parse("{} x").error?.message == "unexpected 'x' after the end of the document")
        #expect(parse("[1e999]").error?.message == "the number 1e999 is out of range")
    }

    @Test func sourcePositionsCountCharactersAndLines() {
        let text = "\u{FEFF}{\r\n  \"é\": \"ü\",\n\t\"x\": 1 }"
        let bytes = Array(text.utf8)
        let map = SourceMap(bytes: bytes)
        let r = LenientJSONParser().parse(bytes)
        let o = r.root!.object!
        #expect(map.position(of: r.root!.offset) == SourcePosition(line: 1, column: 1))
        #expect(map.position(of: o.member("é")!.keyOffset) == SourcePosition(line: 2, column: 3))
        #expect(map.position(of: o["é"]!.offset) == SourcePosition(line: 2, column: 8))
        #expect(map.position(of: o["x"]!.offset) == SourcePosition(line: 3, column: 7))
    }

    @Test func columnsOnVeryLongLinesCountCharacters() {
        // A minified line of 5,000 two-byte characters: columns past the stride checkpoints.
        let text = "\u{FEFF}\n" + String(repeating: "é", count: 5000) + "x"
        let map = SourceMap(bytes: Array(text.utf8))
        for k in [0, 1, 511, 512, 513, 1024, 4999, 5000] {
            #expect(map.position(of: 4 + 2 * k) == SourcePosition(line: 2, column: k + 1), "\(k)")
        }
        #expect(map.position(of: 3) == SourcePosition(line: 1, column: 1), "after the byte-order mark")
    }

    @Test func aFileOfBadBytesGivesAThousandWarningsAndACount() {
        let r = parse("\"" + String(repeating: "\u{FFFD}", count: 1) + "\"")
        #expect(r.warnings.isEmpty)
        let bytes = [UInt8(ascii: "\"")] + [UInt8](repeating: 0x99, count: 5000) + [UInt8(ascii: "\"")]
        let bad = LenientJSONParser().parse(bytes)
        #expect(bad.root != nil)
        #expect(bad.warnings.count == 1001)
        #expect(bad.warnings.last?.message == "4000 more warnings like these are not listed")
    }

    @Test func jsonPathsReadLikeAuthorsWriteThem() {
        #expect((JSONPath.root / "pages" / 3 / "elements" / 1 / "to" / "rotate").description == "pages[3].elements[1].to.rotate")
        #expect((JSONPath.root / "templates" / "pages" / "*").description == "templates.pages[\"*\"]")
        #expect(JSONPath.root.description == "$")
    }
}
