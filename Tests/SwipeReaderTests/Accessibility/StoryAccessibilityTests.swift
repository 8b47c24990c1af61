import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// The accessible tree of a Boken story's scene.
struct StoryAccessibilityTests {
    static func tree(scene: Int = 0, time: Double = 2, focus: StoryControl? = nil) throws -> AccessibleNode {
        let story = try StoryFixture.read(StoryFixture.story)
        let viewport = Point(414, 896)
        let accessibility = StoryAccessibility(layout: StoryLayout(viewport: viewport), pictures: StoryFixture.pictures,
                                               screen: AccessibleScreen(logicalSize: viewport))
        return accessibility.node(story, scene: scene, time: time, focus: focus)
    }

    @Test func aSceneHoldsItsPictureAndTextThenItsButtons() throws {
        let story = try Self.tree()
        #expect(story.role == .document)
        #expect(story.name == "T")
        let scene = try #require(story.children.first)
        #expect(scene.name == "Hi")
        #expect(scene.children.map(\.role) == [.image, .paragraph, .button, .button, .button])
        #expect(scene.children.map(\.name) == ["", "", "Next", "Go", "Stay"])
        #expect(scene.children[1].text?.string == "Hi")
        #expect(scene.children.compactMap(\.action) == [.story(.next), .story(.branch(0)), .story(.branch(1))])
        #expect(scene.children.map(\.id.path) == ["story/scene0/e0", "story/scene0/e2", "story/scene0/next", "story/scene0/branch0", "story/scene0/branch1"])
    }

    @Test func aTextFadedOutIsLeftOutAndTheSceneIsNamedByItsIndicator() throws {
        let scene = try #require(try Self.tree(time: 0).children.first)
        #expect(scene.children.map(\.role) == [.image, .button, .button, .button])
        #expect(scene.name == "A")
    }

    @Test func extentsFollowTheLayoutAndFocusTheControl() throws {
        let story = try StoryFixture.read(StoryFixture.story)
        let layout = StoryLayout(viewport: Point(414, 896))
        let go = try #require(layout.controls(story, scene: 0).first { $0.control == .branch(0) })
        let scene = try #require(try Self.tree(focus: .branch(0)).children.first)
        let button = try #require(scene.children.first { $0.action == .story(.branch(0)) })
        #expect(button.frame.isNear(go.frame))
        #expect(button.states.contains(.focused))
        #expect(scene.children.filter { $0.states.contains(.focused) }.count == 1)
        // The picture, 100×50 points scaled 2 + (4×1 − 2)·(2/2) = 4 times at 2 s, centred at (0.25, 0.25) of the screen from its bottom left.
        let picture = scene.children[0]
        #expect(abs(picture.frame.x + picture.frame.width / 2 - 414 * 0.25) < 0.001)
        #expect(abs(picture.frame.y + picture.frame.height / 2 - 896 * 0.25) < 0.001)
    }
}

/// A Boken story's elements named or left out by the player's own keys.
struct StoryAccessibilityLabelTests {
    @Test func aLabelledPictureAndShapeAreNamedAndADecorativeTextLeftOut() throws {
        let story = try StoryFixture.read(#"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "elements": { "elementsArray": [
          { "type": "image", "imageFile": "pic", "posX": 0.5, "posY": 0.5, "scale": 1, "accessibilityLabel": { "en": "A map", "fr": "Une carte" } },
          { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.2, "height": 0.1, "color": "red", "accessibilityLabel": "Red flag" },
          { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.2, "height": 0.1, "color": "blue" },
          { "type": "textLabel", "content": "~~~", "posX": 0.5, "posY": 0.5, "fontSize": 12, "decorative": true }
        ] } } ] }
        """#)
        let accessibility = StoryAccessibility(layout: StoryLayout(viewport: Point(414, 896)), pictures: StoryFixture.pictures,
                                               screen: AccessibleScreen(logicalSize: Point(414, 896)))
        let scene = try #require(accessibility.node(story, scene: 0, time: 0, language: "fr").children.first)
        #expect(scene.children.map(\.role) == [.image, .image])
        #expect(scene.children.map(\.name) == ["Une carte", "Red flag"])
    }
}
