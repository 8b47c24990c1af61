import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct KeyBindingsTests {
    let keys = KeyBindings.defaults
    let reading: [KeyBindings.Scope] = [.focus, .reader, .window]

    func chord(_ text: String) -> KeyChord { try! KeyChord.binding(text) }

    @Test func everyCommandHasAUniqueNameThatReadsBack() {
        #expect(Set(Command.all.map(\.description)).count == Command.all.count)
        for c in Command.all { #expect(Command(c.description) == c, "\(c)") }
        #expect(Command("  Page   NEXT ") == .page(.next))
        #expect(Command("page sideways") == nil)
    }

    @Test func theScopesAskedDecideWhatAKeyDoes() {
        #expect(keys.command(for: chord("Right"), in: [.reader, .window]) == .page(.next))
        #expect(keys.command(for: chord("Right"), in: [.focus, .reader]) == .focus(.right))
        #expect(keys.command(for: chord("Right"), in: [.menu]) == .menu(.right))
        #expect(keys.command(for: chord("Escape"), in: [.reader, .window]) == .back)
        #expect(keys.command(for: chord("Escape"), in: [.window]) == .fullscreenLeave)
        #expect(keys.command(for: chord("b"), in: [.reader]) == .bookmark(.toggle))
        #expect(keys.command(for: chord("b"), in: [.presenting, .reader]) == .blank(.black))
        #expect(keys.command(for: chord("Space"), in: [.slideshow, .presenting, .reader]) == .slideshowPause)
        #expect(keys.command(for: chord("q"), in: reading) == .quit)
        #expect(keys.command(for: chord("F13"), in: reading) == nil)
    }

    @Test func shiftFallsBackToTheUnshiftedKeyOnlyWhenNothingBindsIt() {
        #expect(keys.command(for: chord("Shift+Space"), in: [.reader]) == .page(.previous))
        #expect(keys.command(for: chord("Shift+g"), in: [.reader]) == .overview)
        #expect(keys.command(for: chord("Shift+/"), in: [.reader]) == .help)
        #expect(keys.command(for: chord("Ctrl+g"), in: [.reader]) == nil)
    }

    @Test func aKeysFileRemapsAddsAndTurnsKeysOff() {
        var custom = keys
        custom.apply(KeysFile(text: "x page next\nq ignore\n{presenting} Shift+b blank white\n", file: "keys.conf"))
        #expect(custom.command(for: chord("x"), in: reading) == .page(.next))
        #expect(custom.command(for: chord("q"), in: reading) == .ignore)
        #expect(custom.command(for: chord("q"), in: [.menu]) == .ignore)
        #expect(custom.command(for: chord("x"), in: [.menu]) == .menu(.delete), "other scopes keep their binding")
        #expect(custom.command(for: chord("B"), in: [.presenting, .reader]) == .blank(.white))
        #expect(keys.command(for: chord("x"), in: reading) == nil, "the defaults are untouched")
    }

    @Test func theHelpAndTheManualAreMadeFromTheTable() {
        var custom = keys
        custom.apply(KeysFile(text: "F5 overview\n", file: "k"))
        let rows = custom.rows([.init([.page(.next)]), .init([.overview]), .init([.volumeDown, .volumeUp], "quieter, louder"),
                                .init([.zoomIn, .zoomOut]), .init([.slideshowPause])], scopes: [.reader])
        #expect(rows.map(\.keys) == ["→  ↓  PageDown  Space", "G  F5", "9      0", "+  =  Ctrl+=  Ctrl++      −  Ctrl+−"])
        #expect(rows.map(\.action) == ["next page", "all pages, to jump anywhere", "quieter, louder", "zoom into the page"], "a command bound nowhere asked is left out")
        #expect(custom.manual.contains("g, F5: all pages, to jump anywhere"))
        #expect(custom.listing.contains("F5 overview"))
        #expect(custom.listing.contains("{presenting} b blank black"))
    }

    @Test func theHelpLeavesOutKeysAnEarlierScopeTakes() {
        let story = keys.rows([.init([.focus(.right), .page(.next)]), .init([.back])], scopes: [.focus, .reader])
        #expect(story.map(\.keys) == ["→      PageDown", "Escape  Backspace"], "Down and Space move the focus and choose in a story; Escape leaves a focus first, else goes back")
    }
}
