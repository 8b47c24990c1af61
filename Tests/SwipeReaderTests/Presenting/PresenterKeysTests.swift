import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct PresenterKeysTests {
    func typing(_ keys: [PresenterKeys.Key], pages: Int = 20) -> (PresenterKeys, [PresenterKeys.Outcome]) {
        var k = PresenterKeys()
        let outcomes = keys.map { k.press($0, pageCount: pages) }
        return (k, outcomes)
    }

    @Test func aNumberThenEnterJumpsToThatPage() {
        let (k, out) = typing([.digit(1, keypad: false), .digit(2, keypad: false), .enter])
        #expect(out == [.consumed, .consumed, .jump(11)])
        #expect(k.typed == nil)
    }

    @Test func pagesBeyondTheDocumentGoToItsLast() {
        let (_, out) = typing([.digit(7, keypad: false), .digit(7, keypad: false), .enter], pages: 20)
        #expect(out.last == .jump(19))
    }

    @Test func enterWithoutANumberIsNotMine() {
        let (_, out) = typing([.enter])
        #expect(out == [.pass])
    }

    @Test func nineAndZeroStayVolumeKeysUnlessTheyContinueANumber() {
        #expect(typing([.digit(9, keypad: false)]).1 == [.pass])
        #expect(typing([.digit(0, keypad: false)]).1 == [.pass])
        #expect(typing([.digit(1, keypad: false), .digit(0, keypad: false), .enter]).1.last == .jump(9))
        #expect(typing([.digit(1, keypad: false), .digit(9, keypad: false), .enter]).1.last == .jump(18))
        #expect(typing([.digit(9, keypad: true), .enter]).1 == [.consumed, .jump(8)], "the keypad's 9 starts a number")
    }

    @Test func anotherKeyDropsTheNumber() {
        let (k, out) = typing([.digit(3, keypad: false), .other, .enter])
        #expect(out == [.consumed, .pass, .pass])
        #expect(k.typed == nil)
        #expect(typing([.digit(3, keypad: false), .page, .enter]).1 == [.consumed, .pass, .pass])
    }

    @Test func veryLongNumbersStopGrowing() {
        let keys = Array(repeating: PresenterKeys.Key.digit(8, keypad: false), count: 30) + [.enter]
        let (_, out) = typing(keys, pages: 5)
        #expect(out.last == .jump(4))
    }

    @Test func bAndWBlankAndShowAgain() {
        var k = PresenterKeys()
        #expect(k.press(.black, pageCount: 3) == .consumed)
        #expect(k.blank == .black)
        #expect(k.press(.black, pageCount: 3) == .consumed)
        #expect(k.blank == nil, "B again shows the document")
        _ = k.press(.white, pageCount: 3)
        #expect(k.blank == .white)
        _ = k.press(.black, pageCount: 3)
        #expect(k.blank == .black, "B on white turns black")
        #expect(k.press(.page, pageCount: 3) == .pass)
        #expect(k.blank == nil, "a page key shows the document again")
    }

    @Test func theCoverFillsTheViewportInTheBlanksColour() {
        var k = PresenterKeys()
        #expect(k.cover(viewport: Point(800, 600)).isEmpty)
        _ = k.press(.white, pageCount: 3)
        let cover = k.cover(viewport: Point(800, 600))
        #expect(cover.count == 1)
        #expect(cover.first?.size == Point(800, 600))
        guard case .box(let color, _)? = cover.first?.content else { Issue.record("not a box"); return }
        #expect(color == .white)
        k.reset()
        #expect(k.blank == nil && k.cover(viewport: Point(8, 6)).isEmpty)
    }
}
