import Testing
import SwipeDocument

/// Natural sizes by asset text, for layouts without files.
public struct StoryTestSizes: NaturalSizes {
    public var sizes: [String: Point]

    public init(sizes: [String: Point]) { self.sizes = sizes }

    public func pixelSize(of asset: AssetReference) -> Point? { sizes[asset.text] }
}

/// A small story of three scenes (pictures, a shape, an animated label, branches) and its one
/// picture, for the tests of the engine's layout (SwipeDocumentTests) and of the reader's controls
/// over it (SwipeReaderTests).
public enum StoryFixture {
    public static func read(_ json: String) throws -> BokenStory {
        try #require(StoryLoader.load(bytes: Array(json.utf8), name: "StoryDescription.json", folder: nil).story)
    }

    public static var pictures: StoryPictures { StoryPictures(references: ["pic": AssetReference("pic", relativeTo: nil)], sizes: StoryTestSizes(sizes: ["pic": Point(100, 50)])) }

    public static let story = #"""
    { "appTitle": "T", "scenes": [
      { "sceneId": "A", "navigation": "next", "elements": { "elementsArray": [
        { "type": "image", "imageFile": "pic", "posX": 0.25, "posY": 0.75, "posXH": 0.5, "scale": 2, "scaleH": 1,
          "transformations": [ { "type": "scale", "toValue": 4, "duration": 2 }, { "type": "rotation", "toValue": 3.14159265, "duration": 4 } ] },
        { "type": "shape", "posX": 0.1, "posY": 0.2, "width": 0.5, "height": 0.25, "color": "red" },
        { "type": "textLabel", "content": "Hi", "posX": 0.5, "posY": 0.5, "fontSize": 20, "fontSizeH": 40,
          "transformations": [ { "type": "fade", "toValue": 1, "duration": 1 }, { "type": "swipe", "toPosX": 1, "toPosY": 0, "duration": 2 } ] }
      ] }, "branches": [ { "label": "Go", "target": "C" }, { "label": "Stay", "target": "B" } ] },
      { "sceneId": "B", "navigation": "both", "background": "black", "elements": { "elementsArray": [] } },
      { "sceneId": "C", "navigation": "back", "elements": { "elementsArray": [] } }
    ] }
    """#
}
