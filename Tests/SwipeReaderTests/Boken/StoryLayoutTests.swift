import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The reader's side of a story's scene: its controls in the theme, the whole scene drawn, the
/// scene indicator and the story's help (the engine's layout of the elements: SwipeDocumentTests'
/// `StorySceneLayoutTests`).
@Suite struct StoryLayoutTests {
    /// The reference screen doubled: factors 2 on both axes.
    static let portrait = StoryLayout(viewport: Point(828, 1792))

    private func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { return s } else { return nil } }
    }

    @Test func theGuidesExampleLaysOutEveryScenePicturesAsPlaceholders() throws {
        let s = try StoryFixture.read(bokenGuideExample)
        let none = StoryPictures(references: [:], sizes: StoryTestSizes(sizes: [:]))
        for i in s.scenes.indices {
            let items = Self.portrait.items(s, scene: i, time: 0, pictures: none)
            #expect(items.count == 1 + s.scenes[i].elements.count + Self.portrait.controlItems(s, scene: i).count)
        }
        #expect(Self.portrait.sceneLayout.elementItems(s.scenes[0], time: 0, pictures: none).contains {
            if case .placeholder = $0.content { return true } else { return false }
        })
    }

    @Test func controlsAreOfferedWhereTheyLeadAndTapsFindThem() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let controls = Self.portrait.controls(s, scene: 0)
        #expect(controls.map(\.control) == [.next, .branch(0), .branch(1)])
        // Branches stack up from the bottom, 90 % of the width, the first lowest.
        let go = controls[1].frame, stay = controls[2].frame
        #expect(go.width == 828 * 0.9 && stay.y + stay.height < go.y)
        #expect(Self.portrait.control(at: Point(go.x + 5, go.y + 5), s, scene: 0) == .branch(0))
        // The halves of the screen are the engine's invisible next and back buttons.
        #expect(Self.portrait.control(at: Point(700, 100), s, scene: 0) == .next)
        #expect(Self.portrait.control(at: Point(100, 100), s, scene: 0) == nil)
        #expect(Self.portrait.control(at: Point(100, 100), s, scene: 1) == .back)
        #expect(Self.portrait.controls(s, scene: 2).map(\.control) == [.back])
        // Landscape: 30 % of the width.
        #expect(StoryLayout(viewport: Point(1792, 828)).controls(s, scene: 0)[1].frame.width == 1792 * 0.3)
        // Without next or back buttons the first branch is ⌊25 × 2⌋ + 5 above the bottom.
        let lone = try StoryFixture.read(#"{ "scenes": [ { "sceneId": "A", "navigation": "none", "branches": [ { "label": "Go", "target": "A" } ] } ] }"#)
        let first = try #require(Self.portrait.controls(lone, scene: 0).first).frame
        #expect(first.y + first.height == 1792 - 55)
    }

    @Test func scenesDrawTheirBackgroundTheirControlsInTheThemeAndFade() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let items = Self.portrait.items(s, scene: 1, time: 0, pictures: StoryFixture.pictures, focus: .back, opacity: 0.5)
        #expect(items[0].content == .box(color: .black, cornerRadius: 0))
        #expect(items.allSatisfy { $0.opacity == 0.5 })
        let focused = Self.portrait.controlItems(s, scene: 1, focus: .back)
        #expect(focused != Self.portrait.controlItems(s, scene: 1))
        #expect(focused.contains { if case .text(StoryLayout.backLabel, _) = $0.content { return true } else { return false } })
    }

    @Test func theIndicatorShowsTheSceneIdOrItsNumber() throws {
        let story = try StoryFixture.read(#"{ "scenes": [ { "sceneId": "forest", "navigation": "next" }, { "navigation": "back" }, { "sceneId": "", "navigation": "back" } ] }"#)
        #expect((0..<3).map { StoryLayout.indicatorLabel(story, scene: $0) } == ["forest", "2 / 3", "3 / 3"])
        var chrome = PlayerChrome(help: .story)
        chrome.pageBecameCurrent(at: 0)
        #expect(texts(chrome.items(viewport: Point(400, 800), page: 0, pageCount: 3, language: nil, label: "forest", at: 0.5)) == ["forest"])
    }

    @Test func aTextLabelNamesItsNodeForSelections() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let items = Self.portrait.items(s, scene: 0, time: 0, pictures: StoryFixture.pictures)
        #expect(items.compactMap { $0.textElement } == [ElementInstance(page: 0, path: [2])], "the label (node 2); the pictures, shapes and buttons name none")
    }

    @Test func theHelpOverlayListsTheStorysKeys() {
        var chrome = PlayerChrome(help: .story)
        chrome.helpVisible = true
        let shown = texts(chrome.items(viewport: Point(414, 896), page: 0, pageCount: 0, language: nil, at: 0))
        #expect(shown.count == 2 * chrome.table.count)
        for (keys, action) in chrome.table { #expect(shown.contains(keys) && shown.contains(action)) }
        #expect(shown.contains("next scene (where offered)") && shown.contains("back along the path taken"))
        #expect(shown.contains("all scenes, to jump to one") && shown.contains("settings") && shown.contains("read the scene aloud, again stops"))
        #expect(!shown.contains("next language"), "a document's keys are not a story's")
    }
}
