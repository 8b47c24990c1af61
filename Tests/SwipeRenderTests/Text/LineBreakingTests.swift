import Testing
@testable import SwipeRender

struct LineBreakingTests {
    func pieces(_ s: String) -> [String] {
        let chars = Array(s)
        return LineBreaking.segments(chars).map { String(chars[$0]) }
    }

    @Test func spacesStayWithTheWordBefore() {
        #expect(pieces("Hello big  world") == ["Hello ", "big  ", "world"])
        #expect(pieces("   x") == ["   ", "x"])
        #expect(pieces("") == [])
    }

    @Test func noBreakAndZeroWidthSpaces() {
        #expect(pieces("10\u{00A0}km a\u{200B}b") == ["10\u{00A0}km ", "a\u{200B}", "b"])
    }

    @Test func hyphensInsideWords() {
        #expect(pieces("well-known -5 a-") == ["well-", "known ", "-5 ", "a-"])
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        #expect(pieces("日本語") == ["日", "本", "語"])
        #expect(pieces("こんにちは。") == ["こ", "ん", "に", "ち", "は。"])
        #expect(pieces("「漢字」abc") == ["「漢", "字」", "abc"])
    }
}
