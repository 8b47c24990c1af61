import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct StoryLocatorResolverTests {
    static func read(_ json: String) throws -> BokenStory {
        try #require(StoryLoader.load(bytes: Array(json.utf8), name: "StoryDescription.json", folder: nil).story)
    }

    static let story = #"""
    { "scenes": [
      { "sceneId": "start", "navigation": "next", "elements": { "elementsArray": [
        { "type": "shape", "width": 0.5, "height": 0.25, "color": "red" },
        { "type": "textLabel", "content": "The keeper climbs the stairs every night", "posX": 0.5, "posY": 0.5, "fontSize": 20 }
      ] } },
      { "sceneId": "end", "navigation": "back", "elements": { "elementsArray": [
        { "type": "textLabel", "content": "The end", "fontSize": 20 }
      ] }, "branches": [ { "label": "Start again", "target": "start" } ] }
    ] }
    """#

    @Test func aStoryLocatorRoundTripsThroughJSONWithItsSceneId() throws {
        let s = try Self.read(Self.story)
        let resolver = StoryLocatorResolver(story: s)
        let locator = try #require(resolver.locator(href: "story", scene: 0, node: 1, characters: 11..<17))
        #expect(locator.scene == "start")
        #expect(locator.element?.description == "@1")
        #expect(locator.text?.highlight == "climbs")
        let json = try #require(try JSONSerialization.jsonObject(with: locator.json) as? [String: Any])
        #expect((json["locations"] as? [String: Any])?["fragments"] as? [String] == ["page=1", "scene=start", "element=@1", "char=11,17"])
        #expect(try JSONDecoder().decode(Locator.self, from: locator.json) == locator)
        let button = try #require(resolver.locator(href: "story", scene: 1, node: 1, characters: 0..<5))
        #expect(button.element?.description == "branch/@0")
        #expect(resolver.resolve(try JSONDecoder().decode(Locator.self, from: button.json))
                == ResolvedLocator(page: 1, element: [1], characters: 0..<5, precision: .exact))
    }

    @Test func theSceneIdFindsAMovedSceneAndAStaleOneFallsBackToTheIndex() throws {
        let s = try Self.read(Self.story)
        let locator = try #require(StoryLocatorResolver(story: s).locator(href: "story", scene: 1, node: 0, characters: 4..<7))
        var reordered = s
        reordered.scenes.reverse()
        let moved = StoryLocatorResolver(story: reordered)
        #expect(moved.scene(of: locator) == 0)
        #expect(moved.resolve(locator) == ResolvedLocator(page: 0, element: [0], characters: 4..<7, precision: .exact))
        var renamed = s
        renamed.scenes[1].sceneId = "finale"
        #expect(StoryLocatorResolver(story: renamed).resolve(locator)?.page == 1)
        #expect(StoryLocatorResolver(story: renamed).resolve(Locator(href: "story", page: 1, scene: "end"))?.precision == .page)
        #expect(StoryLocatorResolver(story: s).resolve(Locator(href: "story", page: 7)) == nil)
        #expect(StoryLocatorResolver(story: s).resolve(Locator(href: "story", page: 0, element: ElementLocatorPath("@9")))?.precision == .page)
    }

    @Test func aRangeIsFoundAgainThroughItsQuoteAfterTheTextWasEdited() throws {
        let s = try Self.read(Self.story)
        let locator = try #require(StoryLocatorResolver(story: s).locator(href: "story", scene: 0, node: 1, characters: 11..<17))
        let edited = try Self.read(Self.story.replacingOccurrences(of: "The keeper climbs", with: "Every evening the old keeper climbs"))
        let found = try #require(StoryLocatorResolver(story: edited).resolve(locator))
        #expect(found.precision == .reanchored)
        #expect(found.characters == 29..<35)
        let gone = try Self.read(Self.story.replacingOccurrences(of: "climbs", with: "walks up"))
        #expect(StoryLocatorResolver(story: gone).resolve(locator)?.precision == .element)
    }

    @Test func searchFindsTextInEveryScenesLabelsAndButtonsIgnoringCaseAndAccents() throws {
        let s = try Self.read(Self.story.replacingOccurrences(of: "The end", with: "The énd, the END"))
        let matches = StorySearch(story: s).matches("end", href: "story")
        #expect(matches.map(\.locator.page) == [1, 1])
        #expect(matches.map(\.characters) == [4..<7, 13..<16])
        #expect(matches.map(\.locator.scene) == ["end", "end"])
        #expect(StorySearch(story: s).matches("AGAIN", href: "story").map(\.locator.element?.description) == ["branch/@0"])
        #expect(StorySearch(story: s).matches("", href: "story").isEmpty)
    }
}
