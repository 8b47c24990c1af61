import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct SlideshowTests {
    /// A slideshow of 3 pages, 2 s between plays, on page 1 from t = 10.
    func started(loops: Bool = false, pages: Int = 3) -> Slideshow {
        var s = Slideshow(interval: 2, loops: loops, pageCount: pages)
        s.arrived(on: 0, at: 10)
        return s
    }

    @Test func aPageTurnsIntervalSecondsAfterItsPlayEnds() {
        var s = started()
        #expect(s.deadline(playLength: 3) == 15)
        #expect(s.turn(at: 14.99, playLength: 3) == nil)
        #expect(s.turn(at: 15, playLength: 3) == .next)
    }

    @Test func aPageWithoutPlayStaysTheInterval() {
        var s = started()
        #expect(s.turn(at: 12, playLength: 0) == .next)
    }

    @Test func nothingTurnsWhileThePlayLengthIsUnknown() {
        var s = started()
        #expect(s.deadline(playLength: nil) == nil)
        #expect(s.turn(at: 1000, playLength: nil) == nil)
    }

    @Test func nothingTurnsBeforeTheDocumentAppears() {
        var s = Slideshow(interval: 1, loops: true, pageCount: 3)
        #expect(s.turn(at: 100, playLength: 0) == nil)
    }

    @Test func oneTurnAtATimeUntilItsPageArrives() {
        var s = started()
        #expect(s.turn(at: 20, playLength: 1) == .next)
        #expect(s.turn(at: 20.1, playLength: 1) == nil, "the turn under way is not asked for again")
        #expect(s.deadline(playLength: 1) == nil)
        let startsOver = s.arrived(on: 1, at: 20.3)
        #expect(!startsOver, "a page arriving forwards plays as it always does")
        #expect(s.deadline(playLength: 1) == 23.3, "counted from the page's arrival")
    }

    @Test func theLastPageStopsWithoutLoop() {
        var s = started()
        s.arrived(on: 2, at: 30)
        #expect(s.deadline(playLength: 0) == nil)
        #expect(s.turn(at: 1000, playLength: 0) == nil)
    }

    @Test func theLastPageGoesToTheFirstWithLoop() {
        var s = started(loops: true)
        s.arrived(on: 2, at: 30)
        #expect(s.turn(at: 32, playLength: 0) == .first)
        let startsOver = s.arrived(on: 0, at: 33)
        #expect(startsOver, "the first page plays again: the show starts over")
        #expect(s.turn(at: 35, playLength: 0) == .next)
    }

    @Test func aSinglePageNeverTurns() {
        var s = started(loops: true, pages: 1)
        #expect(s.turn(at: 1000, playLength: 0) == nil)
    }

    @Test func inputPausesUntilTheIntervalPassesWithoutInput() {
        var s = started()
        s.input(at: 11)
        #expect(s.isPaused(at: 12.9))
        s.input(at: 12.5)
        #expect(s.isPaused(at: 14.4))
        #expect(!s.isPaused(at: 14.5))
        // The page's own time (10 + 0 + 2) is up; the idle time decides.
        #expect(s.deadline(playLength: 0) == 14.5)
        #expect(s.turn(at: 14.4, playLength: 0) == nil)
        #expect(s.turn(at: 14.5, playLength: 0) == .next)
    }

    @Test func inputDuringAPageKeepsItsOwnLaterDeadline() {
        var s = started()
        s.input(at: 10.5)
        #expect(s.deadline(playLength: 5) == 17, "the page still plays and stays its interval")
    }

    @Test func toggleResumesAtOnceAndPausesWhenRunning() {
        var s = started()
        s.toggle(at: 10.5)
        #expect(s.isPaused(at: 11), "P on a running slideshow pauses it")
        s.toggle(at: 11)
        #expect(!s.isPaused(at: 11), "P again resumes at once")
        #expect(s.deadline(playLength: 0) == 12)
        s.input(at: 13)
        s.toggle(at: 13.5)
        #expect(s.turn(at: 13.5, playLength: 0) == .next, "a page whose time is up turns as soon as it resumes")
    }

    @Test func itRunsUntilPausedOrStoppedOnTheLastPage() {
        var s = Slideshow(interval: 2, loops: false, pageCount: 3)
        #expect(!s.isRunning(at: 0), "not before the document appears")
        s.arrived(on: 0, at: 10)
        #expect(s.isRunning(at: 10))
        s.toggle(at: 11)
        #expect(!s.isRunning(at: 12), "Space or P pauses it")
        #expect(s.isRunning(at: 13), "and it goes on by itself after the idle time")
        s.arrived(on: 2, at: 20)
        #expect(!s.isRunning(at: 20), "stopped on the last page")
        var looping = started(loops: true)
        looping.arrived(on: 2, at: 20)
        #expect(looping.isRunning(at: 20), "a looping one goes on")
        #expect(!started(loops: true, pages: 1).isRunning(at: 10), "a single page never turns")
    }

    @Test func inputInterruptsATurnUnderWay() {
        var s = started()
        #expect(s.turn(at: 12, playLength: 0) == .next)
        // The reader grabs the page and it settles back where it was: no page arrives.
        s.input(at: 12.1)
        #expect(s.deadline(playLength: 0) == 14.1, "the slideshow goes on after the idle time")
    }

    @Test func negativeValuesAreClamped() {
        var s = Slideshow(interval: -3, loops: false, pageCount: 2)
        s.arrived(on: 0, at: 1)
        #expect(s.interval == 0)
        #expect(s.deadline(playLength: -5) == 1)
    }
}
