import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Which music plays as the reader moves through pages (behaviour reference 2.8).
struct BackgroundMusicTests {
    /// Pages 0-1 "sun", 2 "ocean", 3 "silent" (a template without music), then 4 "sun" again; a
    /// second document has a page without any template.
    static let json = """
    { "templates": { "pages": {
        "sun": { "bgm": "sun.mp3" }, "ocean": { "bgm": "ocean.ogg" }, "silent": { "bc": "#000" } } },
      "pages": [ { "template": "sun" }, { "template": "sun" }, { "template": "ocean" },
                 { "template": "silent" }, { "template": "sun" } ] }
    """

    /// Walks `path` from silence and returns the change at each step.
    func walk(_ d: Document, _ path: [Int]) -> [BackgroundMusic.Change] {
        var playing: BackgroundMusic.Track?
        return path.map { i in
            let change = BackgroundMusic.change(playing: playing, current: d.pages[i])
            switch change {
            case .keep: break
            case .start(let t): playing = t
            case .stop: playing = nil
            }
            return change
        }
    }

    func track(_ d: Document, _ page: Int) throws -> BackgroundMusic.Track {
        try #require(BackgroundMusic.track(of: d.pages[page]))
    }

    @Test func continuesAcrossPagesOfOneTemplateBothWays() throws {
        let d = try #require(document(Self.json))
        #expect(walk(d, [0, 1, 0, 1]) == [.start(try track(d, 0)), .keep, .keep, .keep])
    }

    @Test func switchesOnATemplateChangeBothWays() throws {
        let d = try #require(document(Self.json))
        let sun = try track(d, 0), ocean = try track(d, 2)
        #expect(sun.template == "sun" && sun.file.text == "sun.mp3" && ocean.file.text == "ocean.ogg")
        #expect(walk(d, [1, 2, 1]) == [.start(sun), .start(ocean), .start(sun)])
    }

    @Test func stopsOnAPageWhoseTemplateHasNoMusicAndRestartsAfter() throws {
        let d = try #require(document(Self.json))
        let sun = try track(d, 0), ocean = try track(d, 2)
        #expect(walk(d, [2, 3, 3, 4, 3, 2]) == [.start(ocean), .stop, .keep, .start(sun), .stop, .start(ocean)])
    }

    @Test func stopsOnAPageWithoutTemplate() throws {
        let d = try #require(document(#"{ "templates": { "pages": { "sun": { "bgm": "sun.mp3" } } }, "pages": [ { "template": "sun" }, {} ] }"#))
        #expect(d.pages[1].template == nil)
        #expect(walk(d, [0, 1, 1, 0]) == [.start(try track(d, 0)), .stop, .keep, .start(try track(d, 0))])
    }

    @Test func theImplicitTemplateCarriesMusicToEveryPage() throws {
        let d = try #require(document(#"{ "templates": { "pages": { "*": { "bgm": "all.wav" } } }, "pages": [ {}, {}, {} ] }"#))
        #expect(walk(d, [0, 1, 2, 1, 0]) == [.start(try track(d, 0)), .keep, .keep, .keep, .keep])
    }
}
