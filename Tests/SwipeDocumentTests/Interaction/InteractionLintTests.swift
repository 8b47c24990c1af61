import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// What `lint` reports about events and actions, with line:column and JSON path.
struct InteractionLintTests {
    static let json = """
    { "pages": [ { "play": "auto", "events": { "load": { "actions": [ { "update": { "text": "x" } } ] }, "loaded": {} },
      "elements": [
        { "id": "a", "text": "a", "events": {
            "taped": { "actions": [] },
            "tapped": { "actions": [
                { "update": { "id": "nobody", "bc": "red", "colour": 1 } },
                { "play": "now" },
                { "update": { "text": { "valueOf": { "id": "ghost", "property": "text" } } }, "timer": {} },
                { "update": { "text": { "valueOf": { "property": "colour" } } } },
                { "get": { "events": { "completion": { "actions": [] } } } },
                { "post": { "target": { "url": 3 } } },
                { "timer": { "duration": 0, "repeats": true } }
            ] },
            "doubleTapped": { "actions": [ 3 ] }
        } }
      ] } ] }
    """

    @Test func reportsEachMistakeWhereItIs() {
        let m = load(Self.json).messages
        let expected = [
            #"1:14 warning: this page uses "update" but does not have "play": "never"; the original engine froze its tweens there (this player runs them) []"#,
            #"1:79 warning: an update without "id" in a page event changes nothing (the page is not an element) [pages[0].events.load.actions[0].update]"#,
            #"1:102 warning: unknown event "loaded" of a page; it never fires (did you mean "load"?) [pages[0].events.loaded]"#,
            #"4:9 warning: unknown event "taped" of an element; it never fires (did you mean "tapped"?) [pages[0].elements[0].events.taped]"#,
            #"6:25 warning: update names "nobody", which no element on this page has; it does nothing [pages[0].elements[0].events.tapped.actions[0].update]"#,
            #"6:56 warning: unknown key "colour" in an update; ignored [pages[0].elements[0].events.tapped.actions[0].update.colour]"#,
            #"7:13 warning: unknown action "play" (the actions are update, append, get, post, timer); ignored [pages[0].elements[0].events.tapped.actions[1]]"#,
            #"8:35 warning: valueOf names "ghost", which no element on this page has; it never has a value [pages[0].elements[0].events.tapped.actions[2].update.text]"#,
            #"8:91 warning: only one verb runs per action object: "update" runs, "timer" is ignored; give it an object of its own [pages[0].elements[0].events.tapped.actions[2].timer]"#,
            #"10:22 warning: a get needs "source": {"url": …}; it fails with "get missing source" [pages[0].elements[0].events.tapped.actions[4].get]"#,
            #"11:35 warning: "target" needs a "url" string; the request fails with "post missing or invalid url" [pages[0].elements[0].events.tapped.actions[5].post.target]"#,
            #"12:24 warning: a timer without "events": {"tick": …} is never scheduled [pages[0].elements[0].events.tapped.actions[6].timer]"#,
            #"12:38 warning: a timer of 0 s ticks every 0.0001 s, as fast as the player goes [pages[0].elements[0].events.tapped.actions[6].timer.duration]"#,
            #"14:40 warning: an action should be an object, not a number; the whole "actions" list is ignored, as the original engine does [pages[0].elements[0].events.doubleTapped.actions[0]]"#,
        ]
        for line in expected { #expect(m.contains(line), "\(line)\n\(m.joined(separator: "\n"))") }
        #expect(m.contains { $0.contains(#""colour" is not a property an element or page has"#) })
        #expect(m.contains { $0.contains("a request's completion needs a \"params\" object") })
    }

    @Test func idsOfTheSamePageAndThePageItselfAreKnown() {
        let r = load("""
        {"pages":[{"id":"p","play":"never","elements":[
          {"id":"A","events":{"tapped":{"actions":[{"update":{"id":"b","text":{"valueOf":{"id":"P","property":"data"}}}}]}}},
          {"id":"holder","elements":[{"id":"b"}]}]}]}
        """)
        #expect(r.diagnostics.isEmpty, "\(r.messages)")
    }

    @Test func interactiveCorpusDocumentsLintClean() throws {
        for name in ["actions.swipe", "update.swipe", "network.swipe"] {
            let r = try DocumentLoader.load(path: TestCorpus.url(name).path)
            #expect(r.warnings.isEmpty && r.errors.isEmpty, "\(name): \(r.messages)")
        }
        let network = try DocumentLoader.load(path: TestCorpus.url("network.swipe").path).messages
        #expect(network.isEmpty, "\(network)")
    }

    @Test func taggedMovingTappableElementsAndPlayButtons() {
        let m = load("""
        {"pages":[{"play":"never","elements":[
          {"id":"m","to":{"translate":[10,0]},"events":{"tapped":{"actions":[]}}},
          {"action":"play","events":{"tapped":{"actions":[]}}}]}]}
        """).messages
        #expect(m.contains { $0.contains("taps reach this element where it is drawn as it moves") })
        #expect(m.contains { $0.contains(#"an element with "action": "play" ignores its "events""#) })
    }
}
