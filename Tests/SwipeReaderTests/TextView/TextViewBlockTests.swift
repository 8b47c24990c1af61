import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// The text view's blocks of a Boken story's scene, from its accessible tree.
struct TextViewBlockTests {
    @Test func aScenesTextPictureAndBranchButtonsAreItsBlocks() throws {
        let story = try StoryFixture.read(StoryFixture.story)
        let layout = StoryLayout(viewport: Point(414, 896))
        let blocks = TextViewBlock.blocks(of: story, scene: 0, time: 2, layout: layout, pictures: StoryFixture.pictures)
        #expect(blocks.map(\.text) == ["", "Hi", "Next", "Go", "Stay"])
        #expect(blocks.compactMap(\.action) == [.story(.next), .story(.branch(0)), .story(.branch(1))])
        guard case .picture(let content?, let aspect) = blocks[0].kind else { Issue.record("the scene's picture, drawn as the scene draws it"); return }
        #expect(content == layout.sceneLayout.ownItem(ofNode: 0, in: story.scenes[0], time: 2, pictures: StoryFixture.pictures)?.content)
        #expect(aspect > 0)
        let view = TextViewLayout(blocks: blocks, style: TextViewStyle(), viewport: Point(414, 896), baseSize: 16, measure: HalfEmMeasure())
        let go = try #require(view.boxes.first { view.blocks[$0.block].text == "Go" })
        #expect(view.action(at: Point(go.frame.x + 4, go.frame.y + 4), scroll: 0) == .story(.branch(0)), "a tap on Go in the text view takes that branch")
    }
}
