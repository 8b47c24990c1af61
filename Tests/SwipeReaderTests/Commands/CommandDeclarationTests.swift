import Testing
@testable import SwipeReader

/// The one table of commands (`Command.declarations`) and what is made from it: the names, the
/// default keys, the kiosk's allow-list, the help rows.
struct CommandDeclarationTests {
    @Test func eachCommandIsDeclaredOnceAndTheListIsTheTable() {
        #expect(Set(Command.all).count == Command.declarations.count)
        #expect(Command.all.first == .menu(.up) && Command.all.last == .ignore)
        #expect(Command.highlightColour(2).declaration.name == "highlight colour 2")
    }

    @Test func helpRowsAndReasonsFollowTheScreensOffering() {
        for d in Command.declarations {
            #expect(Set(d.help.keys).isSubset(of: d.screens), "\(d.name) is in the help of a screen that does not offer it")
            #expect(Set(d.reasons.keys).isDisjoint(with: d.screens), "\(d.name) says why it is unavailable where it is offered")
        }
    }

    @Test func theDefaultsAreEveryDeclaredKeyNoneTwiceInAScope() {
        let declared = Command.declarations.flatMap { d in d.keys.map { "{\($0.scope)} \($0.key.lowercased()) \(d.name)" } }
        let bound = KeyBindings.defaults.bindings.map { "{\($0.scope)} \($0.key.spelling.lowercased()) \($0.command)" }
        #expect(bound.count == declared.count, "a key declared twice in one scope keeps only its last command")
        #expect(Set(bound) == Set(declared))
    }

    @Test func theKioskAllowsWhatIsDeclaredSo() {
        let reading: [Command] = [.back, .search, .searchNext, .overview, .readAloud, .captions, .languageNext, .mute, .volumeUp, .volumeDown, .zoomIn, .zoomOut,
                                  .zoomReset, .slideshowPause, .retry, .activate, .readerMenu, .spokenFeedback, .speech(.repeat), .speech(.pause)]
        #expect(KioskPolicy.allowedCommands == Set(Command.Page.allCases.map(Command.page) + reading + Command.Focus.allCases.map(Command.focus)
            + Command.Menu.allCases.map(Command.menu)))
    }

    @Test func theHelpRowsAreTheDeclaredOnesInTheTablesOrder() {
        let document = PlayerChrome.helpRows(.document)
        #expect(document.map(\.commands) == [[.page(.next)], [.page(.previous)], [.page(.first), .page(.last)], [.languageNext],
                                             [.bookmark(.toggle), .bookmark(.previous), .bookmark(.next)], [.annotations], [.search], [.overview], [],
                                             [.focus(.next), .activate], [.settings], [.readAloud], [.captions], [.back], [.mute], [.gestureLab], [.volumeDown, .volumeUp],
                                             [.zoomIn, .zoomOut, .zoomReset], [.blank(.black), .blank(.white)], [], [.fullscreen], [.help], [.quit]])
        #expect(document[2].summary == "first, last page" && document[8].fixed == "Shift+drag  hold" && document[19].fixed == "number  Enter")
        #expect(PlayerChrome().table.contains { $0.keys == "C" && $0.action == "captions on, off" }, "C has its row: \(PlayerChrome().table)")
        let story = PlayerChrome.helpRows(.story)
        #expect(story.first?.commands == [.focus(.right), .page(.next)], "the focus's keys first, the scope a story asks first")
        #expect(story.first?.summary == "next scene (where offered)")
        #expect(!story.flatMap(\.commands).contains(.page(.last)))
        #expect(PlayerChrome.helpRows(.list).map(\.summary).prefix(3) == ["choose a row", "first, last row", "open the chosen row"])
        #expect(PlayerChrome.helpRows(.status).isEmpty)
    }
}
