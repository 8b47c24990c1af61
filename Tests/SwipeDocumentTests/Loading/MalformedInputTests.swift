import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Broken documents give a precise message and never crash or hang.
struct MalformedInputTests {
    @Test func truncatedFile() {
        let r = load("{ \"pages\": [ { \"elements\": [ { \"text\":\"Hi\" }")
        #expect(r.content == nil)
        #expect(r.messages == ["1:45 error: unexpected end of file: expected ',' or ']' to continue the array []"])
    }

    @Test func truncatedInsideString() {
        let r = load("{\n  \"title\": \"Hel")
        #expect(r.messages == ["2:12 error: unterminated string: the closing '\"' is missing []"])
    }

    @Test func missingComma() {
        let r = load("{\n  \"title\": \"A\"\n  \"bc\": \"red\"\n}")
        #expect(r.messages == ["3:3 error: expected ',' or '}' after the value of \"title\", found '\"' []"])
    }

    @Test func emptyAndNonObject() {
        #expect(load("").messages == ["1:1 error: the file is empty: expected a JSON object []"])
        #expect(load("  [1, 2]").messages == ["1:3 error: a document must be a JSON object, not an array [$]"])
    }

    @Test func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let r = load("{\"pages\": " + deep + "}")
        #expect(r.content == nil)
        #expect(r.errors.first?.message == "nesting deeper than 256 levels")
        #expect(r.errors.first?.position == SourcePosition(line: 1, column: 11 + 255))
    }

    @Test func fiftyMegabyteFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-big-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big.swipe")
        let chunk = Data(String(repeating: " ", count: 1 << 20).utf8)
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<50 { handle.write(chunk) }
        try handle.close()
        let r = try DocumentLoader.load(path: file.path)
        #expect(r.content == nil)
        #expect(r.errors.map(\.message) == ["file is 50 MB, more than the 32 MB a document may have; not read"])
    }

    @Test func invalidUTF8IsReplacedAndReported() {
        var bytes = Array("{\"title\": \"caf".utf8)
        bytes += [0xE9]  // Latin-1 é: not UTF-8
        bytes += Array("\", \"pages\": []}".utf8)
        let r = DocumentLoader.load(bytes: bytes, name: "t.swipe", baseURL: nil)
        #expect(r.document?.title == "caf\u{FFFD}")
        #expect(r.messages == ["1:15 warning: invalid UTF-8 byte 0xE9; replaced with U+FFFD []"])
    }

    @Test func toleratedSyntax() {
        let text = "\u{FEFF}{\r\n  // a comment\r\n  \"title\": \"T\", /* another */\r\n  \"pages\": [ {}, ],\r\n}\r\n"
        let r = load(text)
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
        #expect(r.document?.title == "T")
        #expect(r.document?.pages.count == 1)
    }

    @Test func unknownTypeIsAnError() {
        let r = load("{ \"type\": \"net.swipe.book\", \"pages\": [] }")
        #expect(r.content == nil)
        #expect(r.messages == ["1:11 error: unknown document type \"net.swipe.book\" (expected \"net.swipe.swipe\" or \"net.swipe.list\") [type]"])
        #expect(load("{ \"type\": \"org.swipe.swipe\", \"pages\": [] }").document != nil)
    }

    @Test func selfReferencingTemplatesAreErrorsNotHangs() throws {
        let r = load("""
        { "templates": { "elements": {
            "a": { "template": "b", "bc": "red" },
            "b": { "template": "a", "w": 10 },
            "self": { "template": "self", "h": 5 } } },
          "pages": [ { "elements": [ { "template": "a" }, { "template": "self" } ] } ] }
        """)
        #expect(r.errors.count == 2)
        #expect(r.errors.map(\.message).contains("element template \"a\" → \"b\" → \"a\" refers back to itself; the reference is ignored"))
        #expect(r.errors.map(\.message).contains("element template \"self\" → \"self\" refers back to itself; the reference is ignored"))
        let e = try #require(r.document).pages[0].elements
        #expect(e[0].bc == Color(1, 0, 0) && e[0].w == .length(.units(10)))
        #expect(e[1].h == .length(.units(5)))
    }

    /// A template reached again through its own elements would expand without end (it once
    /// overflowed the stack): an error at the inner reference, which is left unexpanded.
    @Test func templateUsedInsideItselfIsAnErrorNotACrash() throws {
        let r = load("""
        {"templates":{"elements":{"hello":{"w":10,"elements":[{"template":"hello"}]}}},"pages":[{"elements":[{"template":"hello"}]}]}
        """)
        #expect(r.messages == ["1:67 error: element template \"hello\" is used inside itself, which would never end; this use is ignored [templates.elements.hello.elements[0].template]"])
        let outer = try #require(r.document).pages[0].elements[0]
        #expect(outer.w == .length(.units(10)))
        // The template's own element is expanded once; the use of it inside that expansion is not.
        let own = try #require(outer.elements.first)
        #expect(outer.elements.count == 1 && own.w == .length(.units(10)))
        let inner = try #require(own.elements.first)
        #expect(own.elements.count == 1 && inner.w != .length(.units(10)) && inner.elements.isEmpty)
    }

    @Test func templatesHoldingEachOtherAreErrorsAtEachInnerReference() {
        let r = load("""
        {"templates":{"elements":{
          "a":{"w":10,"elements":[{"template":"b"}]},
          "b":{"h":10,"elements":[{"template":"a"}]}}},
         "pages":[{"elements":[{"template":"a"}]}]}
        """)
        #expect(r.messages == [
            "2:39 error: element template \"b\" is used inside itself, which would never end; this use is ignored [templates.elements.a.elements[0].template]",
            "3:39 error: element template \"a\" is used inside itself, which would never end; this use is ignored [templates.elements.b.elements[0].template]",
        ])
    }

    @Test func aTemplateNestedByTheAuthorIsNoCycle() throws {
        let d = try #require(document("""
        { "templates": { "elements": { "box": { "bc": "red", "w": 50, "elements": [ { "id": "dot", "w": 5 } ] } } },
          "pages": [ { "elements": [ { "template": "box", "elements": [ { "id": "inner", "template": "box" } ] } ] } ] }
        """))
        let outer = d.pages[0].elements[0]
        #expect(outer.elements.map(\.id) == ["dot", "inner"])
        #expect(outer.elements[1].elements.map(\.id) == ["dot"])
    }

    /// Templates holding two of the next, thirty deep, would make 2³⁰ elements.
    @Test func exponentialTemplatesStopAtTheExpansionBudget() throws {
        var templates: [String] = (0..<30).map { #""t\#($0)": { "w": 1, "elements": [ { "template": "t\#($0 + 1)" }, { "template": "t\#($0 + 1)" } ] }"# }
        templates.append(#""t30": { "w": 1 }"#)
        let r = load(#"{ "templates": { "elements": { "# + templates.joined(separator: ", ") + #" } }, "pages": [ { "elements": [ { "template": "t0" } ] } ] }"#)
        #expect(r.errors.count == 1)
        #expect(r.errors.first?.message == "element templates expand to more than \(TemplateResolver.maximumExpansions) elements; this one and the rest are left unexpanded")
        #expect(r.document?.pages.count == 1)
    }

    @Test func templateChainsAreFollowed() throws {
        let d = try #require(document("""
        { "templates": { "elements": { "base": { "bc": "red", "w": 10 }, "derived": { "template": "base", "w": 20 } } },
          "pages": [ { "elements": [ { "template": "derived", "h": 30 } ] } ] }
        """))
        let e = d.pages[0].elements[0]
        #expect(e.bc == Color(1, 0, 0) && e.w == .length(.units(20)) && e.h == .length(.units(30)))
    }

    @Test func unknownTemplateNames() {
        let r = load("""
        { "templates": { "pages": { "*": {}, "demo": {} }, "elements": { "caption": {} } },
          "pages": [ { "template": "dmeo", "elements": [ { "template": "captoin" } ] } ] }
        """)
        #expect(r.messages == [
            "2:28 warning: unknown page template \"dmeo\" (did you mean \"demo\"?); using \"*\" [pages[0].template]",
            "2:64 warning: unknown element template \"captoin\" (did you mean \"caption\"?) [pages[0].elements[0].template]",
        ])
        #expect(r.document?.pages[0].template == "*")
    }

    @Test func missingAssetsAreReportedOnce() throws {
        let r = load("""
        { "templates": { "pages": { "*": { "elements": [ { "img": "missing.png" } ] } } },
          "pages": [ {}, {}, {} ] }
        """)
        #expect(r.warnings.count == 1)
        #expect(r.warnings[0].message == "img file not found: /nonexistent/missing.png; a placeholder is shown instead")
        #expect(r.warnings[0].path?.description == "templates.pages[\"*\"].elements[0].img")
        #expect(r.assets.count == 1 && r.assets[0].exists == false)
    }

    @Test func duplicateKeysWarn() {
        let r = load("{ \"title\": \"a\", \"title\": \"b\", \"pages\": [] }")
        #expect(r.document?.title == "b")
        #expect(r.messages == ["1:17 warning: duplicate key \"title\": this value replaces the earlier one []"])
    }
}
