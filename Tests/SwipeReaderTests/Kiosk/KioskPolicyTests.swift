import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct KioskPolicyTests {
    let chord = KeyChord.defaultExit

    @Test func theCloseRequestIsSwallowedAndKeysPass() {
        #expect(KioskPolicy.verdict(.closeRequest, chord: chord) == .swallow)
        for key in ["q", "f", "right", "escape", "/"] {
            #expect(KioskPolicy.verdict(.key(KeyChord(key: key)), chord: chord) == .pass, "\(key)")
        }
    }

    @Test func visitorsReadButCannotLeaveOrChangeThePlayer() {
        for allowed: Command in [.page(.next), .page(.first), .back, .search, .overview, .volumeUp, .mute, .activate, .menu(.close), .focus(.next)] {
            #expect(KioskPolicy.allows(allowed), "\(allowed)")
        }
        for swallowed: Command in [.quit, .fullscreen, .fullscreenLeave, .help, .gestureLab, .settings, .bookmark(.toggle), .annotations, .blank(.black)] {
            #expect(!KioskPolicy.allows(swallowed), "\(swallowed)")
        }
    }

    @Test func onlyTheExactChordExits() {
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl, .alt], key: "q")), chord: chord) == .exit)
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl, .alt], key: "Q")), chord: chord) == .exit)
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl], key: "q")), chord: chord) == .pass)
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl, .alt, .shift], key: "q")), chord: chord) == .pass)
        let custom = KeyChord(modifiers: [.ctrl, .shift], key: "x")
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl, .shift], key: "x")), chord: custom) == .exit)
        #expect(KioskPolicy.verdict(.key(KeyChord(modifiers: [.ctrl, .alt], key: "q")), chord: custom) == .pass)
    }

    let viewport = Point(1000, 800)

    @Test func aLongPressInTheCornerLeaves() {
        var press = CornerPress()
        press.down(Point(10, 10), time: 5, viewport: viewport)
        #expect(press.deadline == 8)
        press.moved(Point(25, 20))
        #expect(!press.isComplete(at: 7.9))
        #expect(press.isComplete(at: 8))
        let up8_5 = press.up(time: 8.5)
        #expect(up8_5)
        #expect(press.deadline == nil)
    }

    @Test func aShortPressAStrayingOneOrOneOutsideTheCornerDoesNot() {
        var press = CornerPress()
        press.down(Point(10, 10), time: 0, viewport: viewport)
        let up2_9 = press.up(time: 2.9)
        #expect(!up2_9, "too short")

        press.down(Point(10, 10), time: 0, viewport: viewport)
        press.moved(Point(10, 40))
        #expect(!press.isComplete(at: 4), "strayed beyond the slop")
        let up4 = press.up(time: 4)
        #expect(!up4)

        press.down(Point(100, 10), time: 0, viewport: viewport)
        #expect(press.deadline == nil, "outside the corner")
        let up4b = press.up(time: 4)
        #expect(!up4b)
        #expect(CornerPress.cornerSize(viewport: viewport) == 64)
        #expect(CornerPress.cornerSize(viewport: Point(320, 240)) == 48)
    }

    @Test func theCursorShowsBrieflyForARealMouseOnly() {
        var cursor = KioskCursor()
        #expect(!cursor.isVisible(at: 0))
        cursor.mouseMoved(at: 1, fromTouch: true)
        #expect(!cursor.isVisible(at: 1))
        cursor.mouseMoved(at: 2, fromTouch: false)
        #expect(cursor.isVisible(at: 3.9))
        #expect(cursor.hideTime(after: 3) == 4)
        #expect(!cursor.isVisible(at: 4))
        #expect(cursor.hideTime(after: 4) == nil)
    }
}
