import Foundation
@testable import SwipeDocument
import DocumentTestSupport
import Testing

/// Reads a story from a string, as if it were `StoryDescription.json` with no folder to look in.
private func story(_ json: String, folder: String? = nil) -> StoryLoadResult {
    StoryLoader.load(bytes: Array(json.utf8), name: "StoryDescription.json", folder: folder)
}

extension StoryLoadResult {
    /// `line:col severity: message [path]`, for compact assertions.
    var messages: [String] { diagnostics.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity.rawValue): \($0.message) [\($0.path?.description ?? "")]" } }
}

/// A one-scene story around `scene` (a scene object's members).
private func oneScene(_ members: String) -> String {
    #"{ "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "elements": { "elementsArray": [ "# + members + #" ] } } ] }"#
}

struct BokenStoryTests {
    /// What the engine reads beyond the guide (its `AppDescription.swift`): swipe and fade
    /// transformations with `toPosX`/`toPosY`, `audioLooping`, `addBackground`, branch callbacks
    /// (hooks for the app that embeds the engine, which the player ignores); and the notes where a
    /// story relies on the player's choices.
    @Test func theEnginesOwnKeysAreReadAndChoicesNoted() throws {
        let json = #"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "audio": "a", "audioLooping": true,
          "branches": [ { "label": "L", "target": "A", "callbackClass": "C", "callbackMethod": "m" } ],
          "elements": { "elementsArray": [
            { "type": "textLabel", "content": "x", "posX": 0.5, "posY": 0.5, "fontSize": 20, "addBackground": true,
              "transformations": [ { "type": "swipe", "toPosX": 0.1, "toPosY": 0.2, "toPosYH": 0.3, "duration": 1 },
                                   { "type": "fade", "toValue": 0.5, "duration": 2 }, { "type": "scale", "toValue": 2, "duration": 0 } ] } ] } } ] }
        """#
        let r = story(json)
        let scene = try #require(r.story).scenes[0]
        #expect(scene.audioLooping)
        #expect(scene.elements[0].content == .textLabel(content: "x", fontSize: BokenOriented(20), style: .normal, addBackground: true))
        #expect(scene.elements[0].transformations == [
            BokenTransformation(kind: .swipe, toValue: BokenOriented(0), toPosX: BokenOriented(0.1), toPosY: BokenOriented(0.2, landscape: 0.3), duration: 1),
            BokenTransformation(kind: .fade, toValue: BokenOriented(0.5), duration: 2),
            BokenTransformation(kind: .scale, toValue: BokenOriented(2), duration: 0),
        ])
        #expect(r.messages == [
            #"2:65 warning: "callbackClass" is a hook for the app that embeds the Boken Engine (the engine itself ignores it); the player does nothing with it [scenes[0].branches[0].callbackClass]"#,
            #"2:88 warning: "callbackMethod" is a hook for the app that embeds the Boken Engine (the engine itself ignores it); the player does nothing with it [scenes[0].branches[0].callbackMethod]"#,
            #"4:5 note: the engine scales a text label to "toValue" times the screen's size against an iPhone 11's; the player scales it to "toValue", as it looks on that iPhone [scenes[0].elements.elementsArray[0].transformations]"#,
            #"4:5 note: the background's size is estimated from the text's length (the engine measures the drawn text) [scenes[0].elements.elementsArray[0].addBackground]"#,
            #"5:28 warning: missing "toPosXH": the Boken Engine crashes when it shows the scene in landscape; using "toPosX" there [scenes[0].elements.elementsArray[0].transformations[0]]"#,
        ], "\(r.messages)")
    }

    @Test func guideExampleReadsAsWritten() throws {
        let r = story(bokenGuideExample)
        let s = try #require(r.story)
        #expect(r.errorCount == 0)
        // The example's only complaints are its trailing commas, which the lenient reader accepts.
        #expect(r.diagnostics.allSatisfy { $0.message.contains("comma") }, "\(r.messages)")
        #expect(s.appTitle == "A Small App")
        #expect(s.backgroundMusic?.name == "StoryBackgroundMusicFile")
        #expect(s.scenes.map(\.sceneId) == ["TitleScene", "Slide01", "Slide02", "finalSlide"])
        #expect(s.scenes.map(\.navigation) == [.none, .next, .both, .back])
        #expect(s.scenes.map(\.background) == [.black, .black, .black, .white])
        #expect(s.scenes[0].branches.map(\.label) == ["Credits", "START"])
        #expect(s.scenes[0].branches.map(\.target) == ["finalSlide", "Slide01"])
        #expect(s.scenes[3].branches.map(\.target) == ["TitleScene"])
        let image = s.scenes[0].elements[0]
        #expect(image.content == .image(imageFile: BokenResource(name: "parkBackground", offset: image.offsetOfImageFile, path: image.path / "imageFile"), scale: BokenOriented(1)))
        #expect(image.posX == BokenOriented(0.5) && image.posY == BokenOriented(0.5))
        #expect(image.transformations == [BokenTransformation(kind: .scale, toValue: BokenOriented(1.25), duration: 10)])
        #expect(s.scenes[0].elements[1].content == .textLabel(content: "Welcome to a Small App!", fontSize: BokenOriented(36), style: .normal))
        #expect(s.scenes[1].elements[0].content == .textLabel(content: "Hello World!", fontSize: BokenOriented(36), style: .bold))
        #expect(StoryCheck.reachable(in: s) == [0, 1, 2, 3])
        #expect(r.assets.map(\.kind) == ["music", "image"])
    }

    @Test func landscapeValuesFallBackToPortrait() throws {
        let json = #"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none", "elements": { "elementsArray": [
          { "type": "textLabel", "content": "x", "posX": 0.2, "posY": 0.3, "posXH": 0.7, "fontSize": 20, "fontSizeH": 30,
            "transformations": [ { "type": "rotation", "toValue": 90, "toValueH": 45, "duration": 2 } ] },
          { "type": "image", "imageFile": "pic", "posX": 0.5, "posY": 0.5, "posYH": 0.1, "scale": 2, "scaleH": 3 },
          { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.4, "height": 0.2, "widthH": 0.8, "heightH": 0.1, "color": "#FF0000" },
          { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.4, "height": 0.2, "color": "red" }
        ] } } ] }
        """#
        let r = story(json)
        #expect(r.messages == [#"5:117 warning: not one of the Boken Engine's colour names (black, blue, darkGrey, green, lightGrey, orange, red, white, yellow): the Boken Engine crashes when it shows the scene; drawn as a Swipe colour [scenes[0].elements.elementsArray[2].color]"#])
        let e = try #require(r.story).scenes[0].elements
        #expect(e[0].posX.value(landscape: false) == 0.2 && e[0].posX.value(landscape: true) == 0.7)
        #expect(e[0].posY.value(landscape: true) == 0.3)
        guard case .textLabel(_, let size, _, _) = e[0].content else { Issue.record("not text"); return }
        #expect(size.value(landscape: false) == 20 && size.value(landscape: true) == 30)
        #expect(e[0].transformations[0].kind == .rotation)
        #expect(e[0].transformations[0].toValue.value(landscape: true) == 45 && e[0].transformations[0].toValue.value(landscape: false) == 90)
        guard case .image(_, let scale) = e[1].content else { Issue.record("not image"); return }
        #expect(scale.value(landscape: true) == 3 && scale.value(landscape: false) == 2)
        #expect(e[1].posY.value(landscape: true) == 0.1 && e[1].posX.value(landscape: true) == 0.5)
        guard case .shape(let w, let h, let c) = e[2].content, case .shape(let w2, let h2, let c2) = e[3].content else { Issue.record("not shapes"); return }
        #expect(w.value(landscape: true) == 0.8 && h.value(landscape: true) == 0.1 && c == Color(1, 0, 0, 1))
        #expect(w2.value(landscape: true) == 0.4 && h2.value(landscape: true) == 0.2 && c2 == Color(1, 0, 0))
    }

    @Test func unknownKeysAndWrongTypesAreWarnedWithPositionAndPath() {
        let json = """
        { "appTitle": 3, "scenes": [ { "sceneId": "A", "navigation": "sideways", "colour": "red",
          "elements": { "elementsArray": [
            { "type": "textLabel", "content": "x", "posX": "0.5", "posY": true, "fontSize": 12, "style": "heavy", "fontsize": 3 },
            { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 1, "height": 1, "transformations": [] },
            { "type": "video", "file": "x" }
          ] } } ] }
        """
        let r = story(json)
        #expect(r.story?.scenes.first?.navigation == BokenNavigation.none)
        #expect(r.story?.scenes.first?.elements.count == 2)
        #expect(r.messages == [
            #"1:15 warning: "appTitle" should be a string, not a number; ignored [appTitle]"#,
            #"1:62 warning: "sideways" is not a valid "navigation" (expected one of "back", "both", "next", "none"); ignored [scenes[0].navigation]"#,
            #"1:74 warning: unknown key "colour" in a scene; ignored [scenes[0].colour]"#,
            #"3:52 warning: the number 0.5 is written as a string; write it without quotes [scenes[0].elements.elementsArray[0].posX]"#,
            #"3:67 warning: "posY" should be a number, not a boolean; ignored [scenes[0].elements.elementsArray[0].posY]"#,
            #"3:98 warning: "heavy" is not a valid "style" (expected one of "bold", "boldItalic", "italic", "normal"); ignored [scenes[0].elements.elementsArray[0].style]"#,
            #"3:107 warning: unknown key "fontsize" in an element of type "textLabel"; ignored (did you mean "fontSize"?) [scenes[0].elements.elementsArray[0].fontsize]"#,
            #"4:5 warning: the shape has no "color": the Boken Engine crashes when it shows the scene; drawn in black [scenes[0].elements.elementsArray[1]]"#,
            #"4:75 warning: unknown key "transformations" in a shape (shapes have no transformations); ignored [scenes[0].elements.elementsArray[1].transformations]"#,
            #"5:15 warning: unknown element type "video" (expected "textLabel", "image" or "shape"): the Boken Engine refuses the whole story; ignored [scenes[0].elements.elementsArray[2].type]"#,
        ])
    }

    @Test func storyProblemsAreReportedWithPositionAndPath() {
        let json = """
        { "appTitle": "T", "scenes": [
          { "sceneId": "A", "navigation": "back", "elements": { "elementsArray": [] }, "branches": [ { "label": "go", "target": "Bee" } ] },
          { "sceneId": "B", "navigation": "next", "elements": { "elementsArray": [] } },
          { "sceneId": "B", "navigation": "none", "elements": { "elementsArray": [] } },
          { "sceneId": "C", "navigation": "both", "elements": { "elementsArray": [] } }
        ] }
        """
        let r = story(json)
        #expect(r.messages == [
            #"2:3 warning: the first scene offers "back", which leads nowhere (the Boken Engine shows the scene again from its start; the player does nothing) [scenes[0].navigation]"#,
            #"2:3 warning: scene "A" has no way out (no navigation and no branch leads anywhere) [scenes[0]]"#,
            #"2:121 error: branch target "Bee" is not the sceneId of any scene [scenes[0].branches[0].target]"#,
            #"3:3 warning: scene "B" cannot be reached from the first scene [scenes[1]]"#,
            #"4:3 warning: scene "B" has no way out (no navigation and no branch leads anywhere) [scenes[2]]"#,
            #"4:3 warning: scene "B" cannot be reached from the first scene [scenes[2]]"#,
            #"4:16 warning: duplicate sceneId "B" (already used by scenes[1]); branches lead to the first [scenes[2].sceneId]"#,
            #"5:3 warning: the last scene offers "next", which leads nowhere (the Boken Engine shows the scene again from its start; the player does nothing) [scenes[3].navigation]"#,
            #"5:3 warning: scene "C" cannot be reached from the first scene [scenes[3]]"#,
        ])
        #expect(r.errorCount == 1)
    }

    @Test func missingPartsAreReported() {
        #expect(story("[1]").messages == ["1:1 error: a story must be a JSON object (an application definition), not an array [$]"])
        #expect(story("{").story == nil)
        #expect(story(#"{ "appTitle": "T" }"#).messages == [#"1:1 error: the story has no "scenes" [$]"#])
        #expect(story(#"{ "appTitle": "T", "scenes": [] }"#).messages == [#"1:30 error: the story has no scenes [scenes]"#])
        let r = story(#"{ "scenes": [ { "elements": { }, "branches": [ { } ] } ] }"#)
        #expect(r.messages == [
            #"1:1 warning: the story has no "appTitle": the Boken Engine refuses the whole story [$]"#,
            #"1:15 warning: the scene has no "sceneId": the Boken Engine refuses the whole story; branches cannot lead to it [scenes[0]]"#,
            #"1:15 warning: the scene has no "navigation": the Boken Engine refuses the whole story; using "none" [scenes[0]]"#,
            #"1:29 warning: "elements" has no "elementsArray": the Boken Engine refuses the whole story; drawn empty [scenes[0].elements]"#,
            #"1:48 warning: the branch has no "label": the Boken Engine refuses the whole story [scenes[0].branches[0]]"#,
            #"1:48 warning: the branch has no "target", so its button leads nowhere (in the Boken Engine it may run code the app that embeds the engine hooks to it) [scenes[0].branches[0]]"#,
        ])
        #expect(r.errorCount == 0, "a branch without a target is legal in the Boken Engine")
        let e = story(oneScene(#"{ "type": "image" }, { "posX": 1 }, { "type": "textLabel", "posX": 0.5, "posY": 0.5 }"#))
        #expect(e.messages.contains { $0.contains(#"missing "posX": the Boken Engine crashes when it shows the scene; using 0.5"#) })
        #expect(e.messages.contains { $0.contains(#"the image has no "imageFile": the Boken Engine refuses the whole story"#) })
        #expect(e.messages.contains { $0.contains(#"the element has no "type": the Boken Engine refuses the whole story; ignored"#) })
        #expect(e.messages.contains { $0.contains(#"the text label has no "content""#) })
        #expect(e.messages.contains { $0.contains(#"missing "fontSize": the Boken Engine refuses the whole story; using 17"#) })
    }

    /// Where the Boken Engine itself refuses a story, crashes, or does less than it seems, lint says
    /// so beside what the player does.
    @Test func whatTheEngineRefusesOrCrashesOnIsSaid() throws {
        let json = #"""
        { "appTitle": "T", "scenes": [ { "sceneId": "A", "navigation": "none" },
          { "sceneId": "B", "navigation": "none", "elements": { "elementsArray": [
            { "type": "shape", "posX": 0, "posY": 0, "width": 1, "height": 1 },
            { "type": "image", "imageFile": "a", "posXH": 0.5, "posY": 0.5, "scale": 0, "scaleH": 0.5 },
            { "type": "image", "imageFile": "b", "posX": 0.5, "posY": 0.5, "scale": 1, "scaleH": 0 },
            { "type": "textLabel", "content": "x", "posX": 0.5, "posY": 0.5, "fontSize": 9,
              "transformations": [ { "type": "fade", "toValue": 1, "duration": 1 }, { "type": "scale", "toValue": 2 }, { "type": "rotation", "toValue": 1, "duration": "2" } ] }
          ] } } ] }
        """#
        let r = story(json)
        let s = try #require(r.story)
        #expect(s.scenes[0].elements.isEmpty)
        guard case .shape(_, _, let color) = s.scenes[1].elements[0].content else { Issue.record("not a shape"); return }
        #expect(color == .black)
        #expect(s.scenes[1].elements[3].transformations.isEmpty, "one wrong transformation drops them all, as in the engine")
        #expect(r.messages.filter { !$0.contains("cannot be reached") && !$0.contains("no way out") } == [
            #"1:32 warning: the scene has no "elements": the Boken Engine refuses the whole story; drawn empty [scenes[0]]"#,
            #"3:5 warning: the shape has no "color": the Boken Engine crashes when it shows the scene; drawn in black [scenes[1].elements.elementsArray[0]]"#,
            #"4:5 warning: missing "posX": the Boken Engine crashes when it shows the scene in portrait; using 0.5 [scenes[1].elements.elementsArray[1]]"#,
            #"4:91 warning: the Boken Engine ignores "scaleH" when "scale" is 0 (cover) or −1 (fit), in landscape too; so does the player [scenes[1].elements.elementsArray[1].scaleH]"#,
            #"5:90 warning: the Boken Engine reads 0 (cover) and −1 (fit) from "scale" only: "scaleH" 0 times the screen's factor hides the image in landscape; so does the player [scenes[1].elements.elementsArray[2].scaleH]"#,
            #"7:26 warning: the Boken Engine drops all of an element's transformations when one is wrong (transformations[1]); so does the player [scenes[1].elements.elementsArray[3].transformations]"#,
            #"7:77 warning: the transformation has no "duration" [scenes[1].elements.elementsArray[3].transformations[1]]"#,
            #"7:160 warning: the number 2 is written as a string; write it without quotes [scenes[1].elements.elementsArray[3].transformations[2].duration]"#,
        ], "\(r.messages)")
        #expect(r.errorCount == 0)
    }

    /// Every value of every property replaced by every JSON type: never a crash, always a story.
    @Test func wrongTypesEverywhereNeverCrash() throws {
        let base = try #require(LenientJSONParser().parse(bokenGuideExample).root)
        let replacements: [JSONValue] = [.null, .bool(true), .number(-1e300), .string(""), .array([JSONNode(.number(1))]), .object(JSONObject())]
        var count = 0
        func paths(_ n: JSONNode, _ path: [JSONPath.Component]) -> [[JSONPath.Component]] {
            var out = [path]
            if let o = n.object { for m in o.members { out += paths(m.value, path + [.key(m.key)]) } }
            if let a = n.array { for (i, v) in a.enumerated() { out += paths(v, path + [.index(i)]) } }
            return out
        }
        func replacing(_ n: JSONNode, _ path: ArraySlice<JSONPath.Component>, _ v: JSONValue) -> JSONNode {
            guard let first = path.first else { return JSONNode(v, offset: n.offset) }
            var n = n
            switch (first, n.value) {
            case (.key(let k), .object(var o)):
                o[k] = replacing(o[k]!, path.dropFirst(), v)
                n.value = .object(o)
            case (.index(let i), .array(var a)):
                a[i] = replacing(a[i], path.dropFirst(), v)
                n.value = .array(a)
            default: break
            }
            return n
        }
        for p in paths(base, []) {
            for v in replacements {
                let root = replacing(base, p[...], v)
                let log = DiagnosticLog(file: "x", sourceMap: nil)
                if let o = root.object {
                    let s = BokenStory(ObjectReader(o, offset: 0, path: .root, log: log))
                    StoryCheck.check(s, log: log)
                    _ = StorySummary(StoryLoadResult(file: "x", story: s, diagnostics: log.diagnostics, assets: []))
                }
                count += 1
            }
        }
        #expect(count > 300)
    }

    @Test func storiesAreRecognised() throws {
        #expect(StoryLoader.isStory(bytes: Array(bokenGuideExample.utf8)))
        #expect(!StoryLoader.isStory(bytes: Array(#"{ "pages": [] }"#.utf8)))
        #expect(!StoryLoader.isStory(bytes: Array(#"{ "title": "x" }"#.utf8)))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("boken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Assets.xcassets/pic.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(StoryLoader.fileName)
        try "{}".write(to: file, atomically: true, encoding: .utf8)
        let other = dir.appendingPathComponent("mine.json")
        try bokenGuideExample.write(to: other, atomically: true, encoding: .utf8)
        #expect(StoryLoader.storyFile(at: dir.path) == file.path)
        #expect(StoryLoader.storyFile(at: file.path) == file.path)
        #expect(StoryLoader.storyFile(at: other.path) == other.path)
        let swipe = dir.appendingPathComponent("mine.swipe")
        try bokenGuideExample.write(to: swipe, atomically: true, encoding: .utf8)
        #expect(StoryLoader.storyFile(at: swipe.path) == nil)
        #expect(StoryLoader.storyFile(at: dir.appendingPathComponent("Assets.xcassets").path) == nil)
        try Data([0xFF, 0xD8]).write(to: dir.appendingPathComponent("Assets.xcassets/pic.imageset/pic@2x.jpg"))
        try Data().write(to: dir.appendingPathComponent("tune.MP3"))
        #expect(StoryLoader.locate("pic", kind: "image", in: dir.path) == "Assets.xcassets/pic.imageset/pic@2x.jpg")
        #expect(StoryLoader.locate("tune", kind: "music", in: dir.path) == "tune.MP3")
        #expect(StoryLoader.locate("tune", kind: "audio", in: dir.path) == nil)
    }

    /// What a story on the web is looked for as, where folders cannot be listed.
    @Test func webNamesAndAssetCatalogueContents() {
        #expect(StoryLoader.plainNames("bell", kind: "audio") == ["bell", "bell.wav", "bell.WAV"])
        #expect(StoryLoader.plainNames("sea", kind: "image") == ["sea", "sea.jpg", "sea.jpeg", "sea.png", "sea.JPG", "sea.JPEG", "sea.PNG"])
        #expect(StoryLoader.catalogueEntries("sea") == ["Assets.xcassets/sea.imageset/Contents.json", "Assets.xcassets/sea.dataset/Contents.json"])
        let images = #"{ "images": [ { "idiom": "universal", "scale": "1x" }, { "filename": "../x.png" }, { "filename": "sea@2x.PNG", "scale": "2x" }, { "filename": "sea@3x.png" } ] }"#
        #expect(StoryLoader.catalogueFile(contents: Array(images.utf8), kind: "image") == "sea@2x.PNG")
        #expect(StoryLoader.catalogueFile(contents: Array(images.utf8), kind: "music") == nil)
        #expect(StoryLoader.catalogueFile(contents: Array(#"{ "data": [ { "filename": "tune.mp3" } ] }"#.utf8), kind: "music") == "tune.mp3")
        #expect(StoryLoader.catalogueFile(contents: Array("[1, 2".utf8), kind: "image") == nil)
    }
}

extension BokenElement {
    /// Where the image's `imageFile` value is written (for comparing whole resources).
    var offsetOfImageFile: Int { if case .image(let f?, _) = content { return f.offset } else { return -1 } }
}
