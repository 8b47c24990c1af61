import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The on-screen keyboard's letters for the reader's locale.
@Suite struct KeyboardLayoutTests {
    @Test func theLocaleChoosesQwertyAzertyOrQwertz() {
        #expect(KeyboardLayout(locale: "en_US.UTF-8") == .qwerty)
        #expect(KeyboardLayout(locale: "fr_FR.UTF-8") == .azerty)
        #expect(KeyboardLayout(locale: "fr_BE@euro") == .azerty)
        #expect(KeyboardLayout(locale: "nl_BE.UTF-8") == .azerty)
        #expect(KeyboardLayout(locale: "fr_CA.UTF-8") == .qwerty)
        #expect(KeyboardLayout(locale: "fr_CH.UTF-8") == .qwertz)
        #expect(KeyboardLayout(locale: "de_DE.UTF-8") == .qwertz)
        #expect(KeyboardLayout(locale: "de-AT") == .qwertz)
        #expect(KeyboardLayout(locale: "cs_CZ") == .qwertz)
        #expect(KeyboardLayout(locale: "ja_JP.UTF-8") == .qwerty)
        #expect(KeyboardLayout(locale: "C") == .qwerty)
        #expect(KeyboardLayout(locale: "") == .qwerty)
        #expect(KeyboardLayout(locale: "_.@") == .qwerty)
    }

    @Test func lcAllThenLcMessagesThenLangDecide() {
        #expect(KeyboardLayout(environment: ["LANG": "de_DE.UTF-8"]) == .qwertz)
        #expect(KeyboardLayout(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == .azerty)
        #expect(KeyboardLayout(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "en_GB"]) == .qwerty)
        // An empty variable is not set.
        #expect(KeyboardLayout(environment: ["LANG": "fr_FR", "LC_ALL": ""]) == .azerty)
        #expect(KeyboardLayout(environment: [:]) == .qwerty)
    }

    @Test func theLettersAreTheLayoutsOwn() {
        #expect(KeyboardLayout.qwerty.letterRows.map { $0.joined() } == ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
        #expect(KeyboardLayout.azerty.letterRows.map { $0.joined() } == ["azertyuiop", "qsdfghjklm", "wxcvbn"])
        #expect(KeyboardLayout.qwertz.letterRows.map { $0.joined() } == ["qwertzuiop", "asdfghjkl", "yxcvbnm"])
        for layout in KeyboardLayout.allCases { #expect(Set(layout.letterRows.joined()).count == 26) }
    }

    @Test func accentsAreOfferedForLettersThatHaveThem() {
        #expect(KeyboardLayout.accents(of: "e").prefix(4) == ["é", "è", "ê", "ë"])
        #expect(KeyboardLayout.accents(of: "c").contains("ç"))
        #expect(KeyboardLayout.accents(of: "q").isEmpty && KeyboardLayout.accents(of: "1").isEmpty)
    }
}
