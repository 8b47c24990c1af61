import Testing
@testable import SwipeCore

struct KioskPolicyTests {
    let chord = KeyChord.defaultExit

    @Test func quitFullscreenHelpAndCloseAreSwallowed() {
        for key in ["q", "f", "f11", "h", "?"] {
            #expect(KioskPolicy.verdict(.key(key, []), chord: chord) == .swallow, "\(key)")
            #expect(KioskPolicy.verdict(.key(key, [.ctrl]), chord: chord) == .swallow, "ctrl+\(key)")
        }
        #expect(KioskPolicy.verdict(.key("/", [.shift]), chord: chord) == .swallow, "shift+/ is ?")
        #expect(KioskPolicy.verdict(.closeRequest, chord: chord) == .swallow)
    }

    @Test func pageKeysAndEscapeGoToTheScreen() {
        for key in ["right", "left", "space", "escape", "home", "l", "m", "/"] {
            #expect(KioskPolicy.verdict(.key(key, []), chord: chord) == .pass, "\(key)")
        }
    }

    @Test func onlyTheExactChordExits() {
        #expect(KioskPolicy.verdict(.key("q", [.ctrl, .alt]), chord: chord) == .exit)
        #expect(KioskPolicy.verdict(.key("Q", [.ctrl, .alt]), chord: chord) == .exit)
        #expect(KioskPolicy.verdict(.key("q", [.ctrl]), chord: chord) == .swallow)
        #expect(KioskPolicy.verdict(.key("q", [.ctrl, .alt, .shift]), chord: chord) == .swallow)
        let custom = KeyChord(modifiers: [.ctrl, .shift], key: "x")
        #expect(KioskPolicy.verdict(.key("x", [.ctrl, .shift]), chord: custom) == .exit)
        #expect(KioskPolicy.verdict(.key("q", [.ctrl, .alt]), chord: custom) == .swallow)
    }

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

    @Test func idleResetFiresOncePerIdleSpell() {
        var idle = IdleReset(seconds: 30, start: 0)
        #expect(idle.deadline == 30)
        let reset29_9 = idle.shouldReset(at: 29.9)
        #expect(!reset29_9)
        idle.input(at: 10)
        let reset30 = idle.shouldReset(at: 30)
        #expect(!reset30, "input moved the deadline")
        let reset40 = idle.shouldReset(at: 40)
        #expect(reset40)
        let reset41 = idle.shouldReset(at: 41)
        #expect(!reset41, "once per spell")
        #expect(idle.deadline == nil)
        idle.input(at: 50)
        #expect(idle.deadline == 80)
        let reset80 = idle.shouldReset(at: 80)
        #expect(reset80)
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
