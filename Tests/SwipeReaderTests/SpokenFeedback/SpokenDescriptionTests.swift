import Testing
import SwipeDocument
@testable import SwipeReader

/// What spoken feedback says for one node, and for a page.
struct SpokenDescriptionTests {
    @Test func aButtonIsSaidWithItsRole() {
        #expect(SpokenDescription.of(SpokenTrees.firstPage[2]) == "Start, button")
    }

    @Test func aTextIsSaidAsItsWords() {
        #expect(SpokenDescription.of(SpokenTrees.firstPage[1]) == "Touch a picture to hear its name.")
    }

    @Test func aSettingSaysItsStateAndValue() {
        var mute = SpokenTrees.node(.checkBox, 0, name: "Mute", states: [.enabled, .showing, .checked])
        #expect(SpokenDescription.of(mute) == "Mute, check box, checked")
        mute.states.remove(.checked)
        mute.states.remove(.enabled)
        #expect(SpokenDescription.of(mute) == "Mute, check box, not checked, dimmed")
        var volume = SpokenTrees.node(.spinButton, 1, name: "Volume")
        volume.value = "80 %"
        #expect(SpokenDescription.of(volume) == "Volume, setting, 80 %")
    }

    @Test func aFieldSaysItsNameRoleAndText() {
        let field = SpokenTrees.node(.textField, 0, name: "Name", text: "Ada")
        #expect(SpokenDescription.of(field) == "Name, text field, Ada")
    }

    @Test func aHeadingSaysItsLevel() {
        var heading = SpokenTrees.node(.heading, 0, name: "Chapter one")
        heading.level = 2
        #expect(SpokenDescription.of(heading) == "Chapter one, heading level 2")
    }

    @Test func aPageSaysItsTitleThenItsTextInReadingOrderOnce() {
        let page = SpokenTrees.window([(0, "Welcome", SpokenTrees.firstPage)]).flattened.first { $0.role == .page }!
        #expect(SpokenDescription.page(page) == "Welcome, heading. Touch a picture to hear its name. Start, button.")
    }

    @Test func aPageNamedByItsNumberSaysItFirst() {
        let page = SpokenTrees.window([(3, "Page 4", [SpokenTrees.node(.image, page: 3, 0, name: "A red bus")])]).flattened.first { $0.role == .page }!
        #expect(SpokenDescription.page(page) == "Page 4. A red bus, image.")
    }

    @Test func aKeyboardKeyIsSaidByWhatItTypesOrDoes() {
        #expect(SpokenDescription.key(.character("a"), label: "A") == "A")
        #expect(SpokenDescription.key(.backspace, label: "⌫") == "delete")
        #expect(SpokenDescription.key(.hide, label: "▾") == "hide keyboard")
    }

    @Test func theVolumeIsSaidAsAPercentageOrOff() {
        #expect(SpokenDescription.volume(0.8, muted: false) == "Volume 80 %")
        #expect(SpokenDescription.volume(0.8, muted: true) == "Sound off")
    }

    @Test func phrasesEndWithAStopUnlessTheyHaveOne() {
        #expect(SpokenDescription.join(["One", "Two?", " ", "Three."]) == "One. Two? Three.")
    }
}
