import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The player's own `accessibilityLabel` and `decorative` keys of elements and of Boken stories'
/// elements: read leniently, wrong types warned at their line, column and path.
struct AccessibilityKeyTests {
    @Test func labelsAreWrittenAsTextIsAndDecorativeIsABool() throws {
        let d = try #require(document("""
        { "pages": [ { "strings": { "cat": { "en": "A cat", "fr": "Un chat" } }, "elements": [
            { "img": "a.png", "accessibilityLabel": "A dog" },
            { "img": "b.png", "accessibilityLabel": { "en": "Sun", "*": "Sol" } },
            { "img": "c.png", "accessibilityLabel": { "ref": "cat" } },
            { "img": "d.png", "decorative": true },
            { "img": "e.png" } ] } ] }
        """))
        let page = d.pages[0]
        let labels = page.elements.map { $0.accessibilityLabel?.resolved(language: "fr", strings: page.strings) }
        #expect(labels == ["A dog", "Sol", "Un chat", nil, nil])
        #expect(page.elements.map(\.decorative) == [false, false, false, true, false])
    }

    @Test func wrongTypesAreWarnedAndIgnored() {
        let r = load("""
        { "pages": [ { "elements": [
            { "accessibilityLabel": 3, "decorative": "yes" },
            { "accessibilityLabel": { "valueOf": { "id": "x", "property": "text" } } },
            { "accessibilityLabel": { "en": 1 } } ] } ] }
        """)
        let elements = r.document?.pages[0].elements ?? []
        #expect(elements.allSatisfy { $0.accessibilityLabel == nil && !$0.decorative })
        #expect(r.messages == [
            #"2:29 warning: "accessibilityLabel" should be a string, {language: text} or {"ref": id}, not a number; ignored [pages[0].elements[0].accessibilityLabel]"#,
            #"2:46 warning: "decorative" should be true or false, not a string; ignored [pages[0].elements[0].decorative]"#,
            #"3:29 warning: "accessibilityLabel" should be a string, {language: text} or {"ref": id}, not an object; ignored [pages[0].elements[1].accessibilityLabel]"#,
            #"4:29 warning: "accessibilityLabel" should be a string, {language: text} or {"ref": id}, with a string for each language; ignored [pages[0].elements[2].accessibilityLabel]"#,
        ])
    }

    @Test func bokenElementsTakeTheSameKeys() throws {
        let json = #"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "elements": { "elementsArray": [
          { "type": "image", "imageFile": "pic", "posX": 0.5, "posY": 0.5, "scale": 1, "accessibilityLabel": { "en": "A map" } },
          { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 1, "height": 1, "color": "red", "decorative": true },
          { "type": "textLabel", "content": "x", "posX": 0.5, "posY": 0.5, "fontSize": 12, "accessibilityLabel": [] }
        ] } } ] }
        """#
        let r = StoryLoader.load(bytes: Array(json.utf8), name: "StoryDescription.json", folder: nil)
        let elements = try #require(r.story?.scenes.first?.elements)
        #expect(elements[0].accessibilityLabel?.resolved(language: "en", strings: [:]) == "A map")
        #expect(elements.map(\.decorative) == [false, true, false])
        #expect(elements[2].accessibilityLabel == nil)
        #expect(r.diagnostics.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.message) [\($0.path?.description ?? "")]" } == [
            #"4:106 "accessibilityLabel" should be a string, {language: text} or {"ref": id}, not an array; ignored [scenes[0].elements.elementsArray[2].accessibilityLabel]"#,
        ])
    }
}
