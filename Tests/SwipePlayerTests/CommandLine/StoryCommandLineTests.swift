import Foundation
import MediaTestSupport
import SwipeRender
import Testing

extension SDLSerialTests.CommandLineTests {
    /// A small Boken story folder: a title scene branching to two slides, a picture made with
    /// ImageMagick inside an asset catalogue, a sound beside the story, background music missing.
    func storyFolder() throws -> String {
        let story = #"""
        {
            "appTitle": "Sample Story",
            "backgroundMusic": "theme",
            "scenes": [
                { "sceneId": "Title", "navigation": "none", "background": "black",
                  "elements": { "elementsArray": [
                      { "type": "image", "imageFile": "cover", "posX": 0.5, "posY": 0.5, "scale": 1, "scaleH": 0.8 },
                      { "type": "textLabel", "content": "Welcome", "posX": 0.5, "posY": 0.8, "fontSize": 36, "style": "bold" }
                  ] },
                  "branches": [ { "label": "Start", "target": "One" }, { "label": "End", "target": "Two" } ] },
                { "sceneId": "One", "navigation": "next", "audio": "click",
                  "elements": { "elementsArray": [
                      { "type": "shape", "posX": 0.5, "posY": 0.5, "width": 0.5, "height": 0.25, "color": "blue" }
                  ] } },
                { "sceneId": "Two", "navigation": "back", "background": "white",
                  "elements": { "elementsArray": [] },
                  "branches": [ { "label": "Again", "target": "Titel" } ] }
            ]
        }
        """#
        let file = try temporaryFile("StoryDescription.json", story)
        let dir = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: dir + "/Assets.xcassets/cover.imageset", withIntermediateDirectories: true)
        #expect(try shell("convert -size 64x48 xc:'#CC8844' '\(dir)/Assets.xcassets/cover.imageset/cover.jpg'").status == 0)
        let contents = #"{ "images": [ { "idiom": "universal", "filename": "cover.jpg" } ], "info": { "version": 1 } }"#
        #expect(FileManager.default.createFile(atPath: dir + "/Assets.xcassets/cover.imageset/Contents.json", contents: Data(contents.utf8)))
        #expect(FileManager.default.createFile(atPath: dir + "/click.wav", contents: Data("RIFF".utf8)))
        return dir
    }

    @Test func storyLintOnFolderAndFile() throws {
        let dir = try storyFolder()
        let file = dir + "/StoryDescription.json"
        for argument in [dir, file] {
            let r = try run(["lint", argument])
            #expect(r.status == 1)
            #expect(r.stdout == """
            \(file):3:24: warning: music "theme" not found in \(dir) (nor in an asset catalogue there) [backgroundMusic]
            \(file):17:55: error: branch target "Titel" is not the sceneId of any scene (did you mean "Title"?) [scenes[2].branches[0].target]
            1 document checked: 1 error, 1 warning

            """, "\(r.stdout)")
        }
    }

    @Test func storyInfoOnFolder() throws {
        let dir = try storyFolder()
        let r = try run(["info", dir])
        #expect(r.status == 1)
        #expect(r.stdout == """
        file:              \(dir)/StoryDescription.json
        type:              Boken story
        title:             Sample Story
        background music:  theme
        scenes:            3
          "Title" navigation none; branches "Start" -> One, "End" -> Two; background black; 2 elements
          "One"   navigation next; audio click; 1 element
          "Two"   navigation back; branches "Again" -> Titel; background white; 0 elements
        assets:            3, 1 missing
          music  theme  MISSING
          image  cover  (found as Assets.xcassets/cover.imageset/cover.jpg)
          audio  click  (found as click.wav)
        problems:          1 error, 1 warning (see `swipe-player lint`)

        """, "\(r.stdout)")
    }

    @Test func storyRenderDrawsASceneByIdOrNumber() throws {
        let dir = try storyFolder()
        let byId = dir + "/one.png", byPage = dir + "/page.png"
        #expect(try run(["render", dir, "--scene", "One", "--size", "200x400", "-o", byId]).status == 0)
        #expect(try run(["render", dir + "/StoryDescription.json", "--page", "2", "--size", "200x400", "-o", byPage]).status == 0)
        #expect(FileManager.default.contents(atPath: byId) == FileManager.default.contents(atPath: byPage))
        // Scene One: a blue shape half the width and a quarter of the height, its corner in the middle.
        let shot = try #require(ImageLibrary.decode(path: byId, animated: false).first)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let c = shot.pixel(x, y); return [c.0, c.1, c.2] }
        #expect(rgb(150, 150) == [0, 0, 255])
        #expect(rgb(50, 150) == [255, 255, 255])
        #expect(rgb(150, 250) == [255, 255, 255])
        let missing = try run(["render", dir, "--scene", "Three", "-o", dir + "/x.png"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "\(dir)/StoryDescription.json: has no scene \"Three\" (scenes: Title, One, Two)\n")
        #expect(try run(["render", dir, "--page", "4", "-o", dir + "/x.png"]).status == 1)
    }

    @Test func storySearchFindsTextInEveryScenesLabelsAndButtons() throws {
        let dir = try storyFolder()
        let file = dir + "/StoryDescription.json"
        let r = try run(["search", dir, "A"])
        #expect(r.status == 0)
        #expect(r.stdout == """
        scene 1 "Title", element branch/@0, characters 2-3: …St[a]rt…
        scene 3 "Two", element branch/@0, characters 0-1: …[A]gain…
        scene 3 "Two", element branch/@0, characters 2-3: …Ag[a]in…
        3 matches for "A"

        """)
        let json = try run(["search", file, "welcome", "--json"])
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["language"] == nil)
        let matches = try #require(report["matches"] as? [[String: Any]])
        #expect(matches.compactMap { ($0["locations"] as? [String: Any])?["fragments"] as? [String] } == [["page=1", "scene=Title", "element=@1", "char=0,7"]])
        #expect(try run(["search", dir, "lighthouse"]).status == 1)
    }

    @Test func storyRenderDrawsDecorationsInTheThemesTints() throws {
        let dir = try storyFolder()
        let decorations = try temporaryFile("story-decorations.json", #"""
        { "groups": { "marks": [ { "id": "shape", "style": "highlight", "locator": { "locations": { "position": 2, "fragments": ["scene=One", "element=@0"] } } } ] } }
        """#)
        let theme = try temporaryFile("green.json", ##"{ "colors": { "highlight": "#00FF00" }, "metrics": { "highlightOpacity": 1 } }"##)
        var shots: [RasterImage] = []
        for extra in [[], ["--decorations", decorations], ["--decorations", decorations, "--theme", theme]] {
            let out = dir + "/decorated-\(shots.count).png"
            #expect(try run(["render", dir, "--scene", "One", "--size", "200x400", "-o", out] + extra).status == 0)
            shots.append(try #require(ImageLibrary.decode(path: out, animated: false).first))
        }
        func rgb(_ image: RasterImage) -> [UInt8] { let c = image.pixel(150, 150); return [c.0, c.1, c.2] }
        // The blue shape, then the default theme's yellow at 30 % over it, then the theme's opaque green.
        #expect(rgb(shots[0]) == [0, 0, 255])
        #expect(rgb(shots[1])[0] > 60 && rgb(shots[1])[2] < 200)
        #expect(rgb(shots[2]) == [0, 255, 0])
        #expect(rgb(shots[2]) != rgb(shots[1]))
    }

    @Test func storyExportSaysStoriesAreNotExportedYet() throws {
        let dir = try storyFolder()
        let r = try run(["export", dir, "-o", dir + "/out.pdf"])
        #expect(r.status == 1)
        #expect(r.stderr == "\(dir): error: this is a Boken Engine story; stories cannot be exported yet (`swipe-player STORY` plays them; `lint`, `info` and `render` read them)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.pdf"))
    }

    /// The story folder served on 127.0.0.1: `render`, `lint` and `info` read it by URL as they
    /// read the folder, its picture found through the asset catalogue's `Contents.json`.
    @Test func storyByURLRendersAsTheLocalStoryAndReportsMissingMedia() throws {
        let dir = try storyFolder()
        let server = try StaticHTTPServer(serving: URL(fileURLWithPath: dir))
        let url = server.url("StoryDescription.json").absoluteString
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": dir + "/cache"]) { $1 }
        let local = dir + "/local.png", remote = dir + "/remote.png"
        #expect(try run(["render", dir, "--scene", "Title", "--size", "200x400", "-o", local]).status == 0)
        let r = try run(["render", url, "--scene", "Title", "--size", "200x400", "-o", remote], environment: environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: local) != nil)
        #expect(FileManager.default.contents(atPath: local) == FileManager.default.contents(atPath: remote))
        let lint = try run(["lint", url], environment: environment)
        #expect(lint.status == 1)
        #expect(lint.stdout == """
        \(url):3:24: warning: music "theme" not found at \(server.url("").absoluteString) (nor in Assets.xcassets there) [backgroundMusic]
        \(url):17:55: error: branch target "Titel" is not the sceneId of any scene (did you mean "Title"?) [scenes[2].branches[0].target]
        1 document checked: 1 error, 1 warning

        """, "\(lint.stdout)")
        let export = try run(["export", url, "-o", dir + "/out.pdf"], environment: environment)
        #expect(export.status == 1 && export.stderr.contains("this is a Boken Engine story; stories cannot be exported yet"), "\(export.stderr)")
        let info = try run(["info", url], environment: environment)
        #expect(info.stdout.contains("file:              \(url)\n"))
        #expect(info.stdout.contains("image  cover  (found as Assets.xcassets/cover.imageset/cover.jpg)"))
        #expect(info.stdout.contains("music  theme  MISSING"))
    }
}
