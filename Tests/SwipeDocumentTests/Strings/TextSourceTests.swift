import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct TextSourceTests {
    let strings = ["hi": ["*": "hello", "de": "hallo"]]

    @Test func lookupRules() {
        #expect(TextSource.plain("x").resolved(language: "de", strings: strings) == "x")
        #expect(TextSource.localized(["en": "a", "*": "b"]).resolved(language: "en", strings: [:]) == "a")
        #expect(TextSource.localized(["en": "a", "*": "b"]).resolved(language: "fr", strings: [:]) == "b")
        #expect(TextSource.localized(["de": "a"]).resolved(language: "de-AT", strings: [:]) == nil)
        #expect(TextSource.reference("hi", fallback: [:]).resolved(language: "de", strings: strings) == "hallo")
        #expect(TextSource.reference("hi", fallback: [:]).resolved(language: "ja", strings: strings) == "hello")
        #expect(TextSource.reference("nope", fallback: ["*": "fb"]).resolved(language: "de", strings: strings) == "fb")
        #expect(TextSource.reference("nope", fallback: [:]).resolved(language: "de", strings: strings) == nil)
    }

    @Test func pageTemplateStringsAreInherited() throws {
        let d = try #require(document("""
        { "templates": { "pages": { "*": { "strings": { "t": { "*": "T", "ja": "テ" } } } } },
          "pages": [ { "elements": [ { "text": { "ref": "t" } } ] } ] }
        """))
        #expect(d.pages[0].text(of: d.pages[0].elements[0], language: "ja") == "テ")
    }
}

struct LanguageChoiceTests {
    let offered = [LanguageInfo(id: "en", title: "English"), LanguageInfo(id: "zh-Hans", title: "中文"), LanguageInfo(id: "*", title: "Other")]

    @Test func choice() {
        #expect(LanguageChoice.choose(offered: offered, preferred: ["zh-Hans-CN"]) == "zh-Hans")
        #expect(LanguageChoice.choose(offered: offered, preferred: ["en-GB"]) == "en")
        #expect(LanguageChoice.choose(offered: offered, preferred: ["fr"]) == "*")
        #expect(LanguageChoice.choose(offered: Array(offered.prefix(2)), preferred: ["fr"]) == "en")
        #expect(LanguageChoice.choose(offered: [], preferred: ["fr"]) == "en")
        #expect(LanguageChoice.choose(offered: offered, preferred: ["fr"], chosen: "zh-Hans") == "zh-Hans")
    }

    @Test func localeVariables() {
        #expect(LanguageChoice.preferredLanguages(environment: ["LANG": "de_AT.UTF-8"]) == ["de-AT"])
        #expect(LanguageChoice.preferredLanguages(environment: ["LANGUAGE": "ja:en", "LANG": "C"]) == ["ja", "en"])
    }
}
