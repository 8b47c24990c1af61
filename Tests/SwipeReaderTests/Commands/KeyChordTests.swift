import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct KeyChordTests {
    @Test func chordsParse() throws {
        #expect(try KeyChord.parse("ctrl+alt+q") == KeyChord(modifiers: [.ctrl, .alt], key: "q"))
        #expect(try KeyChord.parse(" Control + Shift + F12 ") == KeyChord(modifiers: [.ctrl, .shift], key: "f12"))
        #expect(try KeyChord.parse("super+escape") == KeyChord(modifiers: [.gui], key: "escape"))
        #expect(try KeyChord.parse("alt+ctrl+q") == KeyChord.defaultExit)
        #expect(KeyChord.defaultExit.description == "ctrl+alt+q")
    }

    @Test func badChordsSayWhy() {
        for bad in ["", "q", "ctrl+", "+q", "ctrl+alt", "hyper+q", "ctrl++q"] {
            #expect(throws: KeyChord.ParseError.self, "\(bad)") { try KeyChord.parse(bad) }
        }
        #expect(throws: KeyChord.ParseError(description: "\"hyper\" is not a modifier (ctrl, alt, shift or super)")) { try KeyChord.parse("hyper+q") }
    }

    @Test func bindingsNameKeysWithOrWithoutModifiers() throws {
        #expect(try KeyChord.binding("x") == KeyChord(key: "x"))
        #expect(try KeyChord.binding("X") == KeyChord(modifiers: .shift, key: "x"))
        #expect(try KeyChord.binding("Shift+Space") == KeyChord(modifiers: .shift, key: "space"))
        #expect(try KeyChord.binding("ctrl+F") == KeyChord(modifiers: [.ctrl, .shift], key: "f"))
        #expect(try KeyChord.binding("PgDn") == KeyChord(key: "pagedown"))
        #expect(try KeyChord.binding("ESC") == KeyChord(key: "escape"))
        #expect(try KeyChord.binding("+") == KeyChord(key: "+"))
        #expect(try KeyChord.binding("Ctrl++") == KeyChord(modifiers: .ctrl, key: "+"))
        #expect(try KeyChord.binding("kp_enter") == KeyChord(key: "kp_enter"))
        #expect(try KeyChord.binding("MBTN_BACK") == KeyChord(key: "mbtn_back"))
        #expect(throws: KeyChord.ParseError.self) { try KeyChord.binding("Shift+") }
        #expect(throws: KeyChord.ParseError.self) { try KeyChord.binding("Hyper+x") }
        #expect(throws: KeyChord.ParseError.self) { try KeyChord.binding("Enterr") }
    }

    @Test func chordsAreSpelledForFilesAndShownForPeople() throws {
        #expect(try KeyChord.binding("shift+space").spelling == "Shift+Space")
        #expect(try KeyChord.binding("right").display == "→")
        #expect(try KeyChord.binding("ctrl+f").display == "Ctrl+F")
        #expect(try KeyChord.binding("pgup").spelling == "PageUp")
    }
}
