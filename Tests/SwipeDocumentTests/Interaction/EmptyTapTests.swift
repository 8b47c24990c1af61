import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Where a tap finds the page empty (`PageInteraction.takesTap`): nothing of the page's runs there,
/// and the player shows its own controls instead.
struct EmptyTapTests {
    static let json = """
    {"pages":[{"elements":[
      {"id":"button","x":0,"y":0,"w":100,"h":100,"events":{"tapped":{"actions":[]}}},
      {"id":"double","x":100,"y":0,"w":100,"h":100,"events":{"doubleTapped":{"actions":[]}}},
      {"id":"field","x":200,"y":0,"w":100,"h":100,"textField":{},"text":""},
      {"id":"off","x":0,"y":100,"w":100,"h":100,"enabled":false,"events":{"tapped":{"actions":[]}}},
      {"id":"group","x":100,"y":100,"w":200,"h":100,"events":{"tapped":{"actions":[]}},"elements":[{"x":0,"y":0,"w":50,"h":50}]},
      {"id":"picture","x":0,"y":300,"w":100,"h":100,"bc":"red"}
    ]}]}
    """

    @Test func elementsWithTapsTakeThemAndTheRestOfThePageIsEmpty() throws {
        let i = try interaction(Self.json)
        #expect(i.takesTap(at: Point(50, 50)), "a tapped handler")
        #expect(i.takesTap(at: Point(150, 50)), "a doubleTapped handler")
        #expect(i.takesTap(at: Point(250, 50)), "a text field")
        #expect(i.takesTap(at: Point(110, 110)), "a child of an element with a tapped handler: it bubbles up")
        #expect(!i.takesTap(at: Point(50, 150)), "a disabled element's handler does not run")
        #expect(!i.takesTap(at: Point(50, 350)), "an element with no handler")
        #expect(!i.takesTap(at: Point(250, 400)), "the page itself")
    }

    @Test func aPageWithATappedHandlerTakesEveryTap() throws {
        let i = try interaction(#"{"pages":[{"events":{"tapped":{"actions":[]}},"elements":[{"x":0,"y":0,"w":100,"h":100,"bc":"red"}]}]}"#)
        #expect(i.takesTap(at: Point(50, 50)))
        #expect(i.takesTap(at: Point(250, 400)))
    }

    @Test func aListsRowsTakeTaps() throws {
        let i = try corpusInteraction("list.swipe")
        #expect(i.takesTap(at: Point(640, 72 + 40 * 4 + 20)), "a row")
    }
}
