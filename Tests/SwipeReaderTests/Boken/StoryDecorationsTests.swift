import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Decorations on a story's scene, resolved through its locators and placed by `StoryLayout` on
/// the nodes as they are drawn.
@Suite struct StoryDecorationsTests {
    /// Says a range covers two lines, as the renderer would measure it.
    struct TwoLines: TextBoxMeasuring {
        func boxes(of range: Range<Int>, in content: DisplayContent, size: Point) -> [Rect] {
            [Rect(x: 10, y: 0, width: 20, height: 10), Rect(x: 0, y: 10, width: 15, height: 10)]
        }
    }

    static let story = #"""
    { "scenes": [
      { "sceneId": "one", "navigation": "next", "elements": { "elementsArray": [
        { "type": "shape", "posX": 0.1, "posY": 0.2, "width": 0.5, "height": 0.25, "color": "red" },
        { "type": "textLabel", "content": "The keeper climbs the stairs", "posX": 0.5, "posY": 0.5, "fontSize": 20,
          "transformations": [ { "type": "rotation", "toValue": 1.5707963, "duration": 2 } ] }
      ] }, "branches": [ { "label": "Climb", "target": "two" } ] },
      { "sceneId": "two", "navigation": "back", "elements": { "elementsArray": [] } }
    ] }
    """#

    static let layout = StoryLayout(viewport: Point(414, 896))

    func items(_ decorations: [Decoration], scene: Int = 0, time: Double = 0) throws -> [DisplayItem] {
        let s = try #require(StoryLoader.load(bytes: Array(Self.story.utf8), name: "StoryDescription.json", folder: nil).story)
        let resolver = StoryLocatorResolver(story: s)
        var decorator = Decorator()
        decorator.apply(decorations, in: "g")
        let page = PageDecorations(decorator.decorations { resolver.scene(of: $0) == scene }, resolver: resolver,
                                   styles: DecorationStyleRegistry(defaults: DecorationDefaults { _ in .init(tint: .red, opacity: 1) }),
                                   measure: TwoLines(), pageSize: Self.layout.viewport)
        return Self.layout.items(s, scene: scene, time: time, pictures: StoryPictures(references: [:], sizes: NoSizes()), decorations: page)
    }

    struct NoSizes: NaturalSizes { func pixelSize(of asset: AssetReference) -> Point? { nil } }

    func decoration(_ id: String, _ style: DecorationStyle.ID, node: String?, chars: Range<Int>? = nil, scene: String? = "one") -> Decoration {
        Decoration(id: id, locator: Locator(href: "s", page: 0, element: node.flatMap(ElementLocatorPath.init), characters: chars, scene: scene),
                   style: DecorationStyle(style))
    }

    @Test func aTextRangeIsDrawnOnItsLineBoxesUnderTheTextAndTurnsWithIt() throws {
        let plain = try items([])
        let text = try #require(plain.first { $0.content.isText })
        for time in [0.0, 1.0] {
            let drawn = try items([decoration("h", .highlight, node: "@1", chars: 4..<17)], time: time)
            let at = try #require(drawn.firstIndex { $0.decoration?.id == "h" })
            let marks = drawn.filter { $0.decoration?.id == "h" }
            #expect(marks.count == 2)
            // Just under the text it marks, placed in the text's (turning) space.
            let label = drawn[at + 2]
            #expect(label.content == text.content)
            #expect(marks[0].transform == label.transform * .translation(10, 0))
            #expect(marks[1].transform == label.transform * .translation(0, 10))
            #expect(marks.map(\.size) == [Point(20, 10), Point(15, 10)])
        }
        #expect(try items([]).count == plain.count)
    }

    @Test func nodesButtonsMarginsAndTheSceneAreDecorated() throws {
        let plain = try items([])
        let drawn = try items([decoration("box", .outline, node: "@0"), decoration("btn", .underline, node: "branch/@0", chars: 0..<5),
                               decoration("bar", .sidemark, node: "@1", chars: 0..<3), decoration("mark", .pageMark, node: nil),
                               decoration("elsewhere", .highlight, node: "@0", scene: "two")])
        #expect(drawn.count == plain.count + 1 + 2 + 1 + 1)
        let box = try #require(drawn.first { $0.decoration?.id == "box" })
        let shape = try #require(plain.first { if case .box(.red, _) = $0.content { return true } else { return false } })
        #expect(box.transform == shape.transform * .translation(-3, -3))
        let button = try #require(drawn.last { $0.content.shownText == "Climb" })
        #expect(drawn.filter { $0.decoration?.id == "btn" }.allSatisfy { $0.transform.project(.zero).point.y >= button.transform.project(.zero).point.y })
        // The margin bar and the ribbon come last, over everything of the scene.
        #expect(drawn.suffix(2).map { $0.decoration?.id } == ["bar", "mark"])
        #expect(drawn[drawn.count - 2].transform.project(.zero).point.x == 8)
        #expect(try items([decoration("elsewhere", .highlight, node: "@0", scene: "two")], scene: 1).contains { $0.decoration?.id == "elsewhere" })
    }
}
