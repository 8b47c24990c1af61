import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The interactive corpus documents behave as the behaviour reference (11) describes them.
struct CorpusInteractionTests {
    /// actions.swipe (11.1): tap → "tapped" and a fade to #fee; 0.5 s later "tap me", back to
    /// #fdd, disabled; a repeating timer alternates "tick" and "tock"; later taps do nothing.
    @Test func actionsTapTimerAndDisable() throws {
        var i = try corpusInteraction("actions.swipe")
        let box = Point(640, 237)
        #expect(i.text([0]) == "tap me to start timer")
        i.tapAndAdvance(box, at: 1)
        #expect(i.text([0]) == "tapped")
        i.advance(to: 1.25)
        #expect(near(i.shown([0])?.bc, hex("#fdd").mixed(with: hex("#fee"), 0.5)))
        i.advance(to: 1.5)
        #expect(i.text([0]) == "tap me")
        #expect(i.state(of: [0])?.enabled == false)
        i.advance(to: 1.75)
        #expect(near(i.shown([0])?.bc, hex("#fee").mixed(with: hex("#fdd"), 0.5)))
        i.advance(to: 2.0)
        #expect(i.text([0]) == "tick")
        i.advance(to: 2.5)
        #expect(i.text([0]) == "tock")
        i.advance(to: 3.0)
        #expect(i.text([0]) == "tick")
        #expect(near(i.shown([0])?.bc, hex("#fdd")))
        i.tapAndAdvance(box, at: 3.2)
        #expect(i.firedNames == ["tapped on element[0] at 1.0", "completion on element[0] at 1.5", "tick on timer 0 at 2.0",
                                 "completion on element[0] at 2.5", "tick on timer 0 at 3.0"])
        i.leave()
        i.advance(to: 10)
        #expect(i.text([0]) == "tock")
        #expect(!i.isAnimating(at: 10))
    }

    /// update.swipe (11.2): the button's load enables it from the field's text length; "one"
    /// writes its text into the caption in red on a green fade; "^" copies the field into the
    /// caption, disables itself and clears the field.
    @Test func updateButtonsAndCaption() throws {
        var i = try corpusInteraction("update.swipe")
        // The field's text is set as it is built (the button does not exist yet), then the button loads.
        #expect(i.firedNames == ["textChanged on element[5] at 0.0", "load on element[6] at 0.0"])
        i.advance(to: 0)
        #expect(i.text([6]) == "^")
        #expect(i.state(of: [6])?.enabled == true)
        i.advance(to: 1)
        #expect(near(i.shown([6])?.borderColor, hex("#1E88E5")))
        i.tapAndAdvance(Point(300, 160), at: 2)
        #expect(i.text([0]) == "one")
        #expect(near(i.shown([0])?.textColor, hex("#f00")))
        i.advance(to: 2.2)
        #expect(near(i.shown([0])?.bc, hex("#eee").mixed(with: hex("#0f0"), 0.5)))
        i.advance(to: 2.4)
        #expect(near(i.shown([0])?.bc, hex("#0f0")))
        i.tapAndAdvance(Point(1100, 285), at: 3)
        #expect(i.text([0]) == "hi")
        #expect(i.text([5]) == "")
        #expect(i.text([6]) == "")
        #expect(i.state(of: [6])?.enabled == false && i.state(of: [6])?.focusable == false)
        // Disabled: the tap passes to the page, which has no handler.
        let before = i.fired.count
        i.tapAndAdvance(Point(1100, 285), at: 4)
        #expect(i.fired.count == before)
        // Only events with a handler run ("unfocusable" has none here); clearing the field runs its
        // textChanged.
        #expect(i.firedNames.suffix(3) == ["tapped on element[6] at 3.0", "disabled on element[6] at 3.0", "textChanged on element[5] at 3.0"])
    }

    /// tv/focus.swipe (11.5): every button shows its data after load; a tap shows "tapped" on a
    /// fade to #eee, then its number comes back and it fades to #ccc. Nested buttons are hit inside
    /// their rows.
    @Test func focusButtonsLoadAndTap() throws {
        var i = try corpusInteraction("tv/focus.swipe")
        i.advance(to: 0)
        #expect(i.text([0]) == "1")
        #expect(i.text([1, 1]) == "3")
        #expect(i.text([6, 1]) == "10")
        i.tapAndAdvance(Point(960, 130), at: 1)
        #expect(i.text([1, 1]) == "tapped")
        #expect(i.text([1, 0]) == "2")
        i.advance(to: 1.4)
        #expect(i.text([1, 1]) == "3")
        #expect(near(i.shown([1, 1])?.bc, hex("#eee")))
        i.advance(to: 1.8)
        #expect(near(i.shown([1, 1])?.bc, hex("#ccc")))
    }
}
