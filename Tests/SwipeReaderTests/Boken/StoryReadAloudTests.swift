import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// What R reads aloud of a story's scene, and where each word it says is lit.
@Suite struct StoryReadAloudTests {
    @Test func aScenesTextsAreReadInDrawingOrderAndEachWordLitInItsNode() throws {
        let s = try StoryLocatorResolverTests.read(StoryLocatorResolverTests.story)
        let script = try #require(ReadAloudScript(textsOf: 1, story: s))
        #expect(script.page == 1)
        #expect(script.text == "The end\n\nStart again", "the label, then the branch button")
        // "again" (spoken characters 15..<20) is in the button: node 1 (the scene has one element), its characters 6..<11.
        #expect(script.shown(15..<20)?.element == [1] && script.shown(15..<20)?.characters == 6..<11)
        let word = ReadAloudWord(characters: 15..<20, time: 0.5)
        let lit = script.decorations(word: 0, of: [word], href: "story", resolver: StoryLocatorResolver(story: s))
        #expect(lit.first?.locator.scene == "end")
        #expect(lit.first?.locator.element?.description == "branch/@0")
        #expect(lit.first?.locator.text?.highlight == "again")
        #expect(ReadAloudScript(textsOf: 0, story: try StoryLocatorResolverTests.read(#"{ "scenes": [ { "navigation": "none" } ] }"#)) == nil, "a scene without text")
        #expect(ReadAloudScript(textsOf: 5, story: s) == nil)
    }

    @Test func aStoryLocatorIsMadeForANodesPathAsForADocumentsElement() throws {
        let s = try StoryLocatorResolverTests.read(StoryLocatorResolverTests.story)
        let resolver: any LocatorResolving = StoryLocatorResolver(story: s)
        let locator = try #require(resolver.locator(href: "story", page: 0, element: [1], characters: 4..<10))
        #expect(locator.text?.highlight == "keeper" && locator.scene == "start")
        #expect(resolver.locator(href: "story", page: 0, element: [1, 0], characters: nil) == nil, "a story's nodes are not nested")
    }
}
