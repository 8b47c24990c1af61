import Foundation
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport
import Testing

/// Extreme numbers fed to the reader's own readers of outside input (document lists laid out,
/// themes, preferences): none traps, each is reported where its reader reports, and what is kept
/// is finite and sensible. The document's readers: SwipeDocumentTests' `NumberBoundsTests`.
struct ReaderNumberBoundsTests {
    private func diagnostic(_ diagnostics: [Diagnostic], at path: String) -> Diagnostic? {
        diagnostics.first { $0.path?.description == path }
    }

    /// The list of issue 38: a row height of 1e308 made an infinite row, whose texture size trapped.
    @Test func aListsEnormousRowHeightIsHeldAndLaysOutFinitely() throws {
        for (written, expected) in [("1e308", Length.units(NumberBounds.length)), ("\"1e308%\"", .percent(NumberBounds.percent)), ("-1e308", .units(-NumberBounds.length))] {
            let json = #"{"type": "net.swipe.list", "rowHeight": "# + written + #", "items": [{"url": "a.swipe", "title": "a", "icon": "a.png"}]}"#
            let r = DocumentLoader.load(bytes: Array(json.utf8), name: "list.swipe", baseURL: nil)
            let list = try #require(r.list)
            #expect(list.rowHeight == expected)
            let d = try #require(diagnostic(r.diagnostics, at: "rowHeight"))
            #expect(d.severity == .warning && d.position?.line == 1 && d.message.contains("outside"), "\(d)")
            let layout = ListLayout(list: list, language: "en", viewport: Point(1280, 720), showsBack: false, icons: FixedSizes())
            #expect(layout.rowHeight.isFinite && layout.contentHeight.isFinite && layout.maxScroll.isFinite)
            #expect(layout.pageRows >= 1)
        }
    }

    @Test func aThemesEnormousMetricsAreHeldWithWarnings() throws {
        let json = #"{ "metrics": { "touchTarget": 1e308, "rowHeight": -1e308 } }"#
        let r = Theme.read(bytes: Array(json.utf8), name: "theme.json")
        let theme = try #require(r.theme)
        #expect(theme.metric("touchTarget") == NumberBounds.length && theme.metric("rowHeight") == -NumberBounds.length)
        let d = try #require(diagnostic(r.diagnostics, at: "metrics.touchTarget"))
        #expect(d.severity == .warning && d.position?.line == 1 && d.message.contains("outside"))
        let style = PlayerStyle(theme: theme, appearance: .light)
        let list = ListDocument(title: "T", sections: [ListDocument.Section(items: [ListDocument.Item(title: .plain("a"))])])
        let layout = ListLayout(list: list, language: "en", viewport: Point(1280, 720), showsBack: false, icons: FixedSizes(), style: style)
        #expect(layout.rowHeight.isFinite && layout.pageRows >= 1)
    }

    /// A preference outside its range is kept as written (its effective value is held to the
    /// range), one beyond ±1e9 held to that.
    @Test func preferencesOfEnormousNumbersAreHeldWithAWarning() throws {
        let json = #"{ "playbackVolume": 1e308, "speechRate": "-1e308", "slideshowInterval": "nan", "transitionSpeed": 5 }"#
        let (preferences, diagnostics) = Preferences.read(Array(json.utf8), file: "preferences.json")
        #expect(preferences[.playbackVolume] == .number(NumberBounds.magnitude) && preferences[.speechRate] == .number(-NumberBounds.magnitude))
        #expect(preferences[.transitionSpeed] == .number(5) && diagnostic(diagnostics, at: "transitionSpeed") == nil)
        #expect(preferences[.slideshowInterval] == nil)
        let volume = try #require(diagnostic(diagnostics, at: "playbackVolume"))
        #expect(volume.severity == .warning && volume.position?.line == 1 && volume.message.contains("outside"))
        #expect(diagnostic(diagnostics, at: "speechRate") != nil && diagnostic(diagnostics, at: "slideshowInterval") != nil)
        // A value given on the command line (`--set`) is kept as typed; showing it never traps.
        let set = try Preferences.parse(assignments: ["playbackVolume=1e308"]).get()
        #expect(set[.playbackVolume] == .number(1e308))
        guard case .range(let range) = SettingKey.playbackVolume.kind else { Issue.record("playbackVolume is a range"); return }
        #expect(range.label(1e308) == "\(Int.max) %" && range.label(-1e308) == "\(Int.min) %")
    }
}
