import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Text fields (behaviour reference 7): a tap starts typing, each change runs textChanged, updates
/// set the field to the element's text again, a tap elsewhere ends the typing.
struct TextInputTests {
    /// update.swipe (11.2): emptying the field disables the button, typing enables it again, the
    /// button copies the typed text into the caption and clears the field.
    @Test func typingEnablesUpdateSwipesButton() throws {
        var i = try corpusInteraction("update.swipe")
        i.advance(to: 1)
        let field = Point(500, 285)
        i.tapAndAdvance(field, at: 2)
        #expect(i.editing == [5])
        #expect(i.text([5]) == "hi|", "a caret at the end while typing")
        i.deleteBackward(time: 3)
        i.deleteBackward(time: 3)
        i.advance(to: 3)
        #expect(i.state(of: [6])?.enabled == false)
        #expect(i.text([6]) == "")
        // The merged enabled (text.length without id) is read again by the button's own updates,
        // from the button: its new text "" keeps it disabled rather than flipping back and forth.
        #expect(i.fired.suffix(2).map(\.name) == ["textChanged", "disabled"])
        i.type("ab", time: 4)
        i.type("c", time: 4)
        i.advance(to: 4)
        #expect(i.state(of: [6])?.enabled == true)
        #expect(i.text([6]) == "^")
        i.tapAndAdvance(Point(1100, 285), at: 5)
        #expect(i.editing == nil, "a tap elsewhere ends the typing")
        #expect(i.text([0]) == "abc")
        #expect(i.text([5]) == "")
        #expect(i.state(of: [6])?.enabled == false)
    }

    @Test func textChangedAtBuildOnEditsAndUpdatesAndEndEdit() throws {
        var i = try interaction("""
        {"pages":[{"elements":[
          {"id":"f","textField":{},"text":"x","w":320,"h":100,"events":{"textChanged":{"actions":[]},"endEdit":{"actions":[]}}},
          {"id":"b","y":200,"w":320,"h":100,"events":{"tapped":{"actions":[{"update":{"id":"f","bc":"#fff"}}]}}}]}]}
        """)
        #expect(i.firedNames == ["textChanged on element[0] at 0.0"])
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.type("yz", time: 2)
        #expect(i.text([0]) == "xyz|")
        i.tapAndAdvance(Point(10, 250), at: 3)
        // The update (of another key) sets the field back to the element's text.
        #expect(i.text([0]) == "x")
        #expect(i.firedNames == ["textChanged on element[0] at 0.0", "textChanged on element[0] at 2.0", "endEdit on element[0] at 3.0",
                                 "tapped on element[1] at 3.0", "textChanged on element[0] at 3.0"])
        i.type("ignored", time: 4)
        #expect(i.text([0]) == "x", "nothing is typed into while no field is edited")
    }
}
