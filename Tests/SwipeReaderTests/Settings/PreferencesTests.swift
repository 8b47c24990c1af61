import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PreferencesTests {
    @Test func roundTripsThroughItsFile() {
        let prefs = Preferences([.fit: .choice("cover"), .playbackVolume: .number(0.8), .mute: .toggle(true), .backgroundColor: .color(Color(1, 0, 0))])
        let text = String(decoding: prefs.json, as: UTF8.self)
        #expect(text.contains("\"backgroundColor\" : \"#FF0000\""))
        let read = Preferences.read(Array(prefs.json), file: "p.json")
        #expect(read.diagnostics.isEmpty)
        #expect(read.preferences == prefs)
    }

    @Test func badEntriesAreReportedWithTheirPlaceAndLeftOut() {
        let text = """
        {
          "fit": "stretch",
          "mute": "yes",
          "volume": 1,
          "speechRate": true,
          "playbackVolume": 0.5,
        }
        """
        let read = Preferences.read(Array(text.utf8), file: "p.json")
        #expect(read.preferences == Preferences([.mute: .toggle(true), .playbackVolume: .number(0.5)]))
        let lines = read.diagnostics.map(\.description)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("p.json:2:10: warning:") && lines[0].contains("fit is one of contain, cover, width, height"))
        #expect(lines[1].contains("4:3") && lines[1].contains("unknown setting \"volume\""))
        #expect(lines[2].contains("speechRate cannot be a boolean"))
    }

    @Test func aDamagedFileGivesNothingAndAnError() {
        let read = Preferences.read(Array("{\"fit\": ".utf8), file: "p.json")
        #expect(read.preferences.isEmpty)
        #expect(read.diagnostics.first?.severity == .error)
        #expect(Preferences.read(Array("[1]".utf8), file: "p.json").diagnostics.first?.severity == .error)
    }

    @Test func assignmentsAreChecked() throws {
        let prefs = try Preferences.parse(assignments: ["fit=cover", "mute=on", "speechRate=0.7", "language=de", "backgroundColor=#000"]).get()
        #expect(prefs[.fit] == .choice("cover") && prefs[.mute] == .toggle(true) && prefs[.speechRate] == .number(0.7))
        #expect(prefs[.backgroundColor] == .color(.black))
        #expect(throws: SettingError.self) { try Preferences.parse(assignments: ["fit"]).get() }
        #expect(throws: SettingError.self) { try Preferences.parse(assignments: ["zoom=2"]).get() }
        #expect(throws: SettingError.self) { try Preferences.parse(assignments: ["speechRate=fast"]).get() }
        #expect(throws: SettingError.self) { try Preferences.parse(assignments: ["readingProgression=btt"]).get() }
    }
}
