import Foundation
import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// `lint --accessibility`'s rules, each on a small document made to break it, with the place each
/// message points at.
struct AccessibilityCheckTests {
    /// The findings as `line:column path: message`, of `json` read as `/docs/test.swipe` (400×300),
    /// with `folder` the files beside it.
    static func findings(_ json: String, folder: [String] = []) throws -> [String] {
        let base = URL(fileURLWithPath: "/docs/test.swipe")
        let d = try #require(load(json, base: base).document)
        let settings = RenderSettings(documentSize: d.resolvedDimension(screen: Point(800, 600)), language: "en", markdown: d.markdown,
                                      media: FixedSizes(sizes: ["a.png": Point(50, 50)]))
        let check = AccessibilityCheck(document: d, source: Array(json.utf8), file: "test.swipe", settings: settings,
                                       folderContents: { $0.path == "/docs" ? folder : [] })
        return check.diagnostics().map { d in
            #expect(d.severity == .warning)
            #expect(d.file == "test.swipe")
            return "\(d.position?.description ?? "-") \(d.path?.description ?? "-"): \(d.message)"
        }
    }

    static let tap = #""events": {"tapped": {"actions": [{"update": {"bc": "blue"}}]}}"#

    @Test func aTappableElementOrFieldWithNoNameIsReported() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [{"elements": [
          {"x": 0, "y": 0, "w": 100, "h": 40, "text": "Next", \(Self.tap)},
          {"x": 0, "y": 50, "w": 100, "h": 40, "bc": "red", \(Self.tap)},
          {"x": 0, "y": 100, "w": 100, "h": 40, "bc": "red", "accessibilityLabel": "Close", "action": "play"},
          {"x": 0, "y": 150, "w": 100, "h": 40, "textField": {}},
          {"x": 0, "y": 200, "w": 100, "h": 40, "textField": {}, "text": "typed"},
          {"x": 0, "y": 250, "w": 100, "h": 40, "bc": "red", "elements": [{"text": "Inside"}], \(Self.tap)}
        ]}]}
        """)
        #expect(found == [
            "3:3 pages[0].elements[1]: a tappable element with no name: it shows no text and has no \"accessibilityLabel\", so a screen reader calls it only \"button\" (WCAG 4.1.2)",
            "5:3 pages[0].elements[3]: a text field with no name: it shows no text and has no \"accessibilityLabel\", so a screen reader calls it only \"text field\" (WCAG 4.1.2)",
        ])
    }

    @Test func aNameTheElementsOwnLoadEventGivesItCounts() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [{"elements": [
          {"x": 0, "y": 0, "w": 100, "h": 40, "data": "Go", "events": {"load": {"actions": [{"update": {"text": {"valueOf": {"property": "data"}}}}]},
           "tapped": {"actions": [{"update": {"bc": "blue"}}]}}}
        ]}]}
        """)
        #expect(found == [])
    }

    @Test func aPictureWithNoLabelOnAPageWithNoTextIsReportedAtItsImage() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [
         {"elements": [{"x": 0, "y": 0, "img": "a.png"}]},
         {"elements": [{"x": 0, "y": 0, "img": "a.png"}, {"text": "Caption"}]},
         {"elements": [{"x": 0, "y": 0, "img": "a.png", "decorative": true}]},
         {"elements": [{"x": 0, "y": 0, "img": "a.png", "accessibilityLabel": "A cat"}]}
        ]}
        """)
        #expect(found == ["2:40 pages[0].elements[0].img: a picture with no \"accessibilityLabel\" on a page with no text: a screen reader has nothing to say of this page; label it, or mark it \"decorative\": true (WCAG 1.1.1)"])
    }

    @Test func aTouchTargetUnder24PixelsAtTheDocumentsSizeIsReported() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [{"elements": [
          {"x": 0, "y": 0, "w": 20, "h": 40, "text": "A", \(Self.tap)},
          {"x": 50, "y": 0, "w": 24, "h": 24, "text": "B", \(Self.tap)},
          {"x": 100, "y": 0, "w": 40, "h": 40, "scale": 0.5, "text": "C", \(Self.tap)},
          {"x": 0, "y": 100, "w": 100, "h": 12, "textField": {}, "text": "D"}
        ]}]}
        """)
        #expect(found == [
            "2:3 pages[0].elements[0]: a touch target of 20×40 px at the document's size, under 24×24 (WCAG 2.5.8)",
            "4:3 pages[0].elements[2]: a touch target of 20×20 px at the document's size, under 24×24 (WCAG 2.5.8)",
            "5:3 pages[0].elements[3]: a touch target of 100×12 px at the document's size, under 24×24 (WCAG 2.5.8)",
        ])
    }

    @Test func anElementFadingInIsCheckedAsItRestsAfterPlaying() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [{"elements": [
          {"x": 0, "y": 0, "w": 100, "h": 40, "bc": "red", "opacity": 0, "to": {"opacity": 1}, \(Self.tap)}
        ]}]}
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("2:3 pages[0].elements[0]: a tappable element with no name") == true)
    }

    @Test func contentOnlyATimerThePageStartsChangesIsReportedAtTheUpdate() throws {
        let timer = #"{"timer": {"duration": 3, "repeats": true, "events": {"tick": {"actions": [{"update": {"id": "slide", "text": "next"}}]}}}}"#
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [
         {"events": {"load": {"actions": [\(timer)]}}, "elements": [{"id": "slide", "text": "one"}]},
         {"events": {"load": {"actions": [\(timer)]}}, "elements": [{"id": "slide", "text": "one"},
           {"y": 100, "h": 40, "text": "Skip", "events": {"tapped": {"actions": [{"update": {"id": "slide", "text": "last"}}]}}}]},
         {"elements": [{"id": "slide", "text": "one"}, {"y": 100, "h": 40, "text": "Start", "events": {"tapped": {"actions": [\(timer)]}}}]}
        ]}
        """)
        #expect(found == [
            "2:121 pages[0].events.load.actions[0].timer.events.tick.actions[0].update: only a timer the page starts changes this element, and nothing the reader does can pause or reach it (WCAG 2.2.2)",
        ])
    }

    @Test func aVideoOrAPagesSoundWithNoCaptionsBesideItIsReported() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [
         {"audio": "talk.mp3", "elements": [{"video": "movie.mp4", "w": 100, "h": 100}, {"video": "clip.mp4", "w": 100, "h": 100}]},
         {"audio": "song.mp3"}
        ]}
        """, folder: ["movie.mp4", "clip.mp4", "clip.en.vtt", "talk.mp3", "talk.vtt", "song.mp3", "songs.vtt"])
        #expect(found == [
            "2:47 pages[0].elements[0].video: a video with no captions: no movie.vtt or movie.LANG.vtt beside \"movie.mp4\" (WCAG 1.2.1, 1.2.2)",
            "3:12 pages[1].audio: a page's sound with no captions: no song.vtt or song.LANG.vtt beside \"song.mp3\" (WCAG 1.2.1, 1.2.2)",
        ])
    }

    @Test func captionsNamedOnTheElementOrThePageAreEnough() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "pages": [
         {"audio": "talk.mp3", "audioCaptions": "words.vtt", "elements": [{"video": "movie.mp4", "captions": "subs/movie-en.vtt", "w": 100, "h": 100}]}
        ]}
        """, folder: ["movie.mp4", "talk.mp3", "words.vtt"])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func anElementFromATemplateIsReportedWhereItWasWritten() throws {
        let found = try Self.findings("""
        {"dimension": [400, 300], "templates": {"pages": {"*": {"elements": [
          {"x": 0, "y": 0, "w": 100, "h": 40, "bc": "red", \(Self.tap)}
        ]}}}, "pages": [{}, {}]}
        """)
        #expect(found.count == 1, "the two pages' copies are one place in the source")
        #expect(found.first?.hasPrefix(#"2:3 templates.pages["*"].elements[0]: a tappable element with no name"#) == true)
    }

    @Test func captionsAreTheMediasNameWithVttOrALanguageAndVtt() {
        let movie = URL(fileURLWithPath: "/d/movie.mp4")
        #expect(CaptionFiles.present(for: movie, in: ["movie.vtt"]))
        #expect(CaptionFiles.present(for: movie, in: ["movie.en-US.VTT"]))
        #expect(!CaptionFiles.present(for: movie, in: ["movies.vtt", "movie.srt", "movie..vtt", "movie.en.us.vtt", "film.vtt"]))
    }

    @Test func anElementsNodeNamesItsIndexPath() {
        #expect(AccessibleID.window.appending("page2").element([0, 3, 1]).elementPath == [0, 3, 1])
        #expect(AccessibleID.window.appending("page2").elementPath == nil)
        #expect(AccessibleID.window.appending("page2").element([4]).appending("p0").elementPath == nil)
    }
}
