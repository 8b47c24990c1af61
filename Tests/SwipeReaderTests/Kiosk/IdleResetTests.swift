import Testing
@testable import SwipeReader

/// The idle reset's timing with a clock the test drives: the warning before it, extensions, media
/// holding it, spoken feedback doubling it.
struct IdleResetTests {
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

    @Test func theWarningShowsTwentySecondsBeforeTheReset() {
        var idle = IdleReset(seconds: 60, warning: IdleReset.minimumWarning, start: 0)
        #expect(idle.warningStart == 60)
        #expect(idle.deadline == 80)
        let step1 = idle.warns(at: 59.9)
        #expect(step1 == nil)
        let step2 = idle.warns(at: 60)
        #expect(step2 == 20)
        #expect(idle.secondsLeft(at: 75) == 5)
        let step3 = idle.shouldReset(at: 79.9)
        #expect(!step3)
        let step4 = idle.shouldReset(at: 80)
        #expect(step4)
        #expect(idle.secondsLeft(at: 81) == nil, "no warning once reset")
    }

    @Test func inputExtendsTheWarningWithoutLimit() {
        var idle = IdleReset(seconds: 60, warning: 20, start: 0)
        var t = 0.0
        for n in 1...25 {
            t += 70
            let step5 = idle.warns(at: t)
            #expect(step5 != nil, "extension \(n): the warning shows")
            let step6 = idle.shouldReset(at: t)
            #expect(!step6)
            idle.input(at: t + 1)
            #expect(idle.extensions == n)
            #expect(idle.secondsLeft(at: t + 1) == nil, "extension \(n) is granted: the warning ends")
            #expect(idle.deadline == t + 81)
            t += 1
        }
        #expect(idle.extensions >= 11)
    }

    @Test func inputBeforeTheWarningIsNoExtension() {
        var idle = IdleReset(seconds: 60, warning: 20, start: 0)
        idle.input(at: 30)
        #expect(idle.extensions == 0)
        #expect(idle.warningStart == 90)
    }

    @Test func mediaHoldsTheClockUntilTheWarningShows() {
        var idle = IdleReset(seconds: 60, warning: 20, start: 0)
        idle.mediaPlays(at: 100)
        #expect(idle.warningStart == 160, "a video playing at 100 s: the idle time counts from there")
        #expect(idle.extensions == 0, "media is no extension")
        let step7 = idle.warns(at: 160)
        #expect(step7 == 20)
        idle.mediaPlays(at: 165)
        #expect(idle.deadline == 180, "once the warning shows, media no longer holds it")
        let step8 = idle.shouldReset(at: 180)
        #expect(step8)
        idle.mediaPlays(at: 200)
        #expect(idle.deadline == nil, "nor does it start a new spell after the reset")
    }

    @Test func mediaHoldsTheClockOnlySoLong() {
        var idle = IdleReset(seconds: 60, warning: 20, start: 0)
        idle.mediaPlays(at: IdleReset.mediaHold - 1)
        idle.mediaPlays(at: IdleReset.mediaHold + 100)
        #expect(idle.warningStart == IdleReset.mediaHold - 1 + 60, "a looping video holds the kiosk for mediaHold seconds at most")
    }

    @Test func spokenFeedbackDoublesTheIdleTimeAndTheWarning() {
        var idle = IdleReset(seconds: 60, warning: 20, start: 0)
        idle.spokenFeedback = true
        #expect(idle.warningStart == 120)
        #expect(idle.deadline == 160)
        let step9 = idle.warns(at: 120)
        #expect(step9 == 40)
    }
}
