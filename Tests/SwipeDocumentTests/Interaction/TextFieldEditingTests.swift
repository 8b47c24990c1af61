import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Editing a field of a page: the caret shown where it is, textChanged only when the text changes,
/// newlines in areas only, an update resetting the text (and the caret).
struct TextFieldEditingTests {
    static let doc = """
    {"pages":[{"elements":[
      {"id":"f","textField":{},"text":"abc","w":320,"h":100,"events":{"textChanged":{"actions":[]}}},
      {"id":"a","textArea":{},"text":"one","y":120,"w":320,"h":100,"events":{"textChanged":{"actions":[]}}},
      {"id":"b","y":300,"w":320,"h":100,"events":{"tapped":{"actions":[{"update":{"id":"f","bc":"#fff"}}]}}}]}]}
    """

    @Test func theCaretMovesAndTypingGoesThere() throws {
        var i = try interaction(Self.doc)
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.editText(time: 2) { $0.move(.textStart) }
        #expect(i.text([0]) == "|abc")
        #expect(i.firedNames.count == 2, "a caret move is no change of the text (the two at build)")
        i.type("X", time: 3)
        #expect(i.text([0]) == "X|abc")
        i.editText(time: 4) { $0.move(.right, extend: true); $0.move(.right, extend: true) }
        i.type("Y", time: 5)
        #expect(i.text([0]) == "XY|c")
        #expect(i.state(of: [0])?.text == .plain("XYc"), "what valueOf reads: no caret")
        i.editText(time: 6) { $0.deleteForward() }
        #expect(i.text([0]) == "XY|")
        #expect(i.firedNames.suffix(3) == ["textChanged on element[0] at 3.0", "textChanged on element[0] at 5.0", "textChanged on element[0] at 6.0"])
    }

    @Test func compositionIsShownWithoutTextChanged() throws {
        var i = try interaction(Self.doc)
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.editText(time: 2) { $0.composition = "´" }
        #expect(i.text([0]) == "abc´|")
        #expect(i.state(of: [0])?.text == nil, "the composition is not the field's text")
        #expect(i.firedNames == ["textChanged on element[0] at 0.0", "textChanged on element[1] at 0.0"])
        i.type("é", time: 3)
        #expect(i.text([0]) == "abcé|")
    }

    @Test func onlyAnAreaTakesNewlines() throws {
        var i = try interaction(Self.doc)
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.type("\n", time: 2)
        #expect(i.text([0]) == "abc|")
        i.tapAndAdvance(Point(10, 150), at: 3)
        #expect(i.editing == [1])
        i.type("\ntwo", time: 4)
        #expect(i.text([1]) == "one\ntwo|")
        i.editText(time: 5) { $0.move(.up) }
        #expect(i.text([1]) == "one|\ntwo")
    }

    @Test func anUpdateSetsTheTextAndTheCaretAfterIt() throws {
        var i = try interaction(Self.doc)
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.editText(time: 2) { $0.move(.textStart) }
        i.type("zz", time: 2)
        i.tapAndAdvance(Point(10, 10), at: 3)
        #expect(i.text([0]) == "zz|abc", "a tap on the field being edited keeps its caret")
        i.tapAndAdvance(Point(10, 350), at: 4)
        #expect(i.editing == nil)
        i.tapAndAdvance(Point(10, 10), at: 5)
        #expect(i.text([0]) == "abc|", "the update set the element's text again, the caret after it")
    }

    @Test func aDocumentSaysWhetherItHasFields() throws {
        let nested = try #require(document("""
        {"pages":[{"elements":[]},{"elements":[{"elements":[{"textArea":{}}]}]}]}
        """))
        let none = try #require(document("""
        {"pages":[{"elements":[{"text":"x","elements":[{"id":"a"}]}]}]}
        """))
        #expect(nested.hasTextFields)
        #expect(!none.hasTextFields)
    }
}
