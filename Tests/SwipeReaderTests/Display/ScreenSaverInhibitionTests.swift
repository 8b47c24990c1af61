import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct ScreenSaverInhibitionTests {
    @Test func aReaderLetsTheScreenBlank() {
        #expect(ScreenSaverInhibition([]) == nil)
    }

    @Test func whatPlaysByItselfKeepsItOn() {
        #expect(ScreenSaverInhibition(.kiosk) == .kiosk)
        #expect(ScreenSaverInhibition(.presenting) == .presenting)
        #expect(ScreenSaverInhibition(.slideshow) == .slideshow)
        #expect(ScreenSaverInhibition(.media) == .media)
    }

    @Test func theStrongestReasonNamesIt() {
        #expect(ScreenSaverInhibition([.media, .slideshow, .presenting, .kiosk]) == .kiosk)
        #expect(ScreenSaverInhibition([.media, .slideshow, .presenting]) == .presenting)
        #expect(ScreenSaverInhibition([.media, .slideshow]) == .slideshow)
    }

    @Test func desktopsListItByName() {
        #expect(ScreenSaverInhibition.kiosk.activityName == "Kiosk")
        #expect(ScreenSaverInhibition.presenting.activityName == "Presenting")
        #expect(ScreenSaverInhibition.slideshow.activityName == "Playing a slideshow")
        #expect(ScreenSaverInhibition.media.activityName == "Playing media")
    }
}
