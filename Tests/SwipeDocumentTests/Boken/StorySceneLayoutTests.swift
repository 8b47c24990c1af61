import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct StorySceneLayoutTests {
    /// The reference screen doubled: factors 2 on both axes.
    static let portrait = StorySceneLayout(viewport: Point(828, 1792))

    @Test func positionsAreRelativeFromTheBottomLeftAndImagesScaleByTheLargerFactor() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let items = Self.portrait.elementItems(s.scenes[0], time: 0, pictures: StoryFixture.pictures)
        let image = items[0]
        #expect(image.content == .image(AssetReference("pic", relativeTo: nil), source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0))
        // Centre at (0.25 × 828, 1792 − 0.75 × 1792); scale 2 × factor 2.
        #expect(image.transform.project(Point(50, 25)).point == Point(207, 448))
        #expect(image.transform.project(Point(100, 50)).point == Point(207 + 200, 448 + 100))
        // A shape's corner is its position; it extends up and right.
        #expect(items[1].content == .box(color: Color(1, 0, 0), cornerRadius: 0))
        #expect(items[1].size == Point(414, 448))
        let corner = items[1].transform.project(.zero).point
        #expect(abs(corner.x - 82.8) < 1e-9 && abs(corner.y - (1792 - 358.4 - 448)) < 1e-9)
        // Text in Helvetica at fontSize × the height factor, black on the default white.
        guard case .text("Hi", let paint) = items[2].content else { Issue.record("not text"); return }
        #expect(paint.fontSize == 40 && paint.fontNames == ["Helvetica"] && paint.color == .black)
    }

    /// As the engine's label without a paragraph style: wrapped at 90 % of the width, the block
    /// centred on the position, its lines flush left inside it (the renderer finds the block's width).
    @Test func textIsABlockCentredOnItsPositionWithItsLinesFlushLeft() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let text = Self.portrait.elementItems(s.scenes[0], time: 0, pictures: StoryFixture.pictures)[2]
        guard case .text(_, let paint) = text.content else { Issue.record("not text"); return }
        #expect(paint.alignment == TextAlignment(.leftInCenteredBlock, .center))
        #expect(text.size.x == 828 * 0.9)
        #expect(text.transform.project(Point(text.size.x / 2, text.size.y / 2)).point == Point(414, 896))
    }

    @Test func landscapeIsChosenByTheWindowsShapeAndUsesTheHValues() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let layout = StorySceneLayout(viewport: Point(1792, 828))
        #expect(layout.isLandscape && !Self.portrait.isLandscape)
        let items = layout.elementItems(s.scenes[0], time: 0, pictures: StoryFixture.pictures)
        // posXH 0.5, posY 0.75 (no posYH); scaleH 1 × the larger factor (1792 / 414).
        let f = 1792.0 / 414
        let centre = items[0].transform.project(Point(50, 25)).point
        #expect(abs(centre.x - 896) < 1e-9 && abs(centre.y - 207) < 1e-9)
        #expect(abs(items[0].transform.project(Point(100, 25)).point.x - (896 + 50 * f)) < 1e-9)
        guard case .text(_, let paint) = items[2].content else { Issue.record("not text"); return }
        #expect(abs(paint.fontSize - 40 * 828 / 896) < 1e-9)
    }

    @Test func transformationsRunLinearlyOverTheirDurationFromTheScenesStart() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        func at(_ t: Double) -> [DisplayItem] { Self.portrait.elementItems(s.scenes[0], time: t, pictures: StoryFixture.pictures) }
        func width(_ item: DisplayItem) -> Double {
            let a = item.transform.project(.zero).point, b = item.transform.project(Point(100, 0)).point
            return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        // Scale from 2 × 2 to 4 × 2 over 2 s: 6 at 1 s; rotation half way (90°) at 2 s, counter-clockwise.
        #expect(abs(width(at(0)[0]) - 400) < 1e-6 && abs(width(at(1)[0]) - 600) < 1e-6 && abs(width(at(2)[0]) - 800) < 1e-6)
        let a = at(2)[0].transform.project(.zero).point, b = at(2)[0].transform.project(Point(100, 0)).point
        #expect(abs(b.x - a.x) < 1e-4 && b.y < a.y, "\(a) \(b)")
        #expect(at(100)[0] == at(4)[0])
        // Fade from 0 to 1; swipe from the centre to the bottom right.
        #expect(at(0)[2].opacity == 0 && at(0.5)[2].opacity == 0.5 && at(1)[2].opacity == 1)
        #expect(at(2)[2].transform.project(Point(828 * 0.9 / 2, 0)).point.x == 828)
        #expect(StorySceneLayout.isAnimating(s.scenes[0], at: 3.9) && !StorySceneLayout.isAnimating(s.scenes[0], at: 4))
    }

    @Test func coverAndFitAreTheEnginesScalesZeroAndMinusOne() {
        let layout = StorySceneLayout(viewport: Point(400, 400))
        #expect(layout.imageScale(BokenOriented(0), natural: Point(100, 50)) == 8)
        #expect(layout.imageScale(BokenOriented(-1), natural: Point(100, 50)) == 4)
        // The engine reads them from `scale` only: in landscape too, and not from `scaleH`.
        let landscape = StorySceneLayout(viewport: Point(828, 414))
        #expect(landscape.imageScale(BokenOriented(0, landscape: 0.5), natural: Point(100, 100)) == 8.28)
        #expect(landscape.imageScale(BokenOriented(1, landscape: 0), natural: Point(100, 100)) == 0)
        #expect(landscape.imageScale(BokenOriented(1, landscape: -1), natural: Point(100, 100)) == -2)
    }

    /// A picture in `name@2x` or `name@3x` counts its pixels ÷ 2 or ÷ 3, as UIKit's points.
    @Test func picturesAtTwoOrThreePixelsAPointAreSizedInPoints() throws {
        #expect(StoryPictures.pixelsPerPoint(ofFile: "Assets.xcassets/pic.imageset/pic@2x.jpg") == 2)
        #expect(StoryPictures.pixelsPerPoint(ofFile: "pic@3x.PNG") == 3)
        #expect(StoryPictures.pixelsPerPoint(ofFile: "pic.png") == nil && StoryPictures.pixelsPerPoint(ofFile: "pic@2x/pic.png") == nil)
        let s = try StoryFixture.read(StoryFixture.story)
        var pictures = StoryFixture.pictures
        pictures.pixelsPerPoint["pic"] = 2
        #expect(Self.portrait.elementItems(s.scenes[0], time: 0, pictures: pictures)[0].size == Point(50, 25))
    }

    @Test func aMissingPictureIsAPlaceholder() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        let items = Self.portrait.elementItems(s.scenes[0], time: 0, pictures: StoryPictures(references: [:], sizes: StoryTestSizes(sizes: [:])))
        #expect(items[0].content == .placeholder(reason: "picture \"pic\" not found"))
        #expect(items[0].size == StorySceneLayout.placeholderSize && StorySceneLayout.placeholderSize == Point(128, 128), "SpriteKit's placeholder")
    }

    @Test func aSceneFillsTheWindowOrKeepsThePhonesShapeCentred() {
        let window = Point(600, 500)
        #expect(StorySceneLayout.sceneFrame(fit: .cover, window: window) == Rect(x: 0, y: 0, width: 600, height: 500))
        // A landscape window: the reference screen turned (896 × 414), as wide as it fits.
        let landscape = StorySceneLayout.sceneFrame(fit: .contain, window: window)
        #expect(landscape == Rect(x: 0, y: 112, width: 600, height: 277))
        // A portrait window: 414 × 896 scaled to its height, centred.
        #expect(StorySceneLayout.sceneFrame(fit: .contain, window: Point(500, 896)) == Rect(x: 43, y: 0, width: 414, height: 896))
    }
}

@Suite struct StoryNavigatorTests {
    @Test func nextBackAndBranchesFollowTheFileAndHistoryFollowsThePathTaken() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        var n = StoryNavigator(at: 0)
        let moved1 = n.choose(.back, in: s, at: 1)
        #expect(!moved1)
        let moved2 = n.choose(.branch(0), in: s, at: 1)
        #expect(moved2 && n.current == 2)
        let moved3 = n.choose(.back, in: s, at: 2)
        #expect(moved3 && n.current == 1)
        #expect(n.history == [0, 2])
        let moved4 = n.choose(.branch(0), in: s, at: 3)
        #expect(!moved4)
        let moved5 = n.historyBack(at: 3)
        #expect(moved5 && n.current == 2)
        let moved6 = n.historyBack(at: 4)
        #expect(moved6 && n.current == 0)
        let moved7 = n.historyBack(at: 5)
        #expect(!moved7 && n.current == 0)
    }

    @Test func theSceneClockRestartsOnEntryAndTheCrossFadeEnds() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        var n = StoryNavigator(at: 0)
        #expect(n.fadeProgress(at: 0) == nil && n.sceneTime(at: 5) == 5)
        n.choose(.next, in: s, at: 10)
        #expect(n.sceneTime(at: 11) == 1 && n.leaving == 0)
        #expect(n.fadeProgress(at: 10) == 0 && abs(n.fadeProgress(at: 10 + StoryNavigator.fade / 2)! - 0.5) < 1e-9 && n.fadeProgress(at: 11) == nil)
        n.historyBack(at: 20)
        #expect(n.current == 0 && n.sceneTime(at: 20) == 0)
    }

    @Test func theHistoryKeepsItsNewestScenes() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        var n = StoryNavigator()
        for i in 0..<(StoryNavigator.historyLimit + 10) { n.go(to: i % 3, in: s, at: Double(i)) }
        #expect(n.history.count == StoryNavigator.historyLimit)
        #expect(n.history.last == (StoryNavigator.historyLimit + 8) % 3)
    }

    @Test func aShorterStoryKeepsThePositionValid() throws {
        let s = try StoryFixture.read(StoryFixture.story)
        var n = StoryNavigator(current: 2, history: [0, 1])
        var shorter = s
        shorter.scenes.removeLast(2)
        n.clamp(to: shorter)
        #expect(n.current == 0 && n.history == [0])
    }
}
