import Testing
@testable import SwipePlayer

/// A document's and a story's input chains come from one order (`ReaderLink.chain`): the shared
/// places in the same order on both, each screen's own links at their places, a kiosk's left out.
struct ReaderLinkTests {
    static let document: Set<ReaderLink> = [.slideshowNotices, .pageField, .slideshowPause, .pageFocus, .inputLab, .pointer]
    static let story: Set<ReaderLink> = [.pageFocus, .pointer]

    @Test func documentChain() {
        #expect(ReaderLink.chain(own: Self.document, kiosk: false) == [
            .slideshowNotices, .zoomLift, .help, .annotationList, .readerMenu, .settingsPanel, .overview, .onScreenKeyboard, .fieldWithKeyboard,
            .pageField, .ignoredKeys, .slideshowPause, .highlights, .decorationFocus, .search, .pageFocus, .inputLab, .zoom, .pointer, .commands,
        ])
    }

    @Test func storyChain() {
        #expect(ReaderLink.chain(own: Self.story, kiosk: false) == [
            .zoomLift, .help, .annotationList, .readerMenu, .settingsPanel, .overview, .onScreenKeyboard, .fieldWithKeyboard, .ignoredKeys,
            .highlights, .decorationFocus, .search, .pageFocus, .zoom, .pointer, .commands,
        ])
    }

    @Test func sharedPlacesInTheSameOrder() {
        let document = ReaderLink.chain(own: Self.document, kiosk: false).filter { !$0.isOwn }
        #expect(document == ReaderLink.chain(own: Self.story, kiosk: false).filter { !$0.isOwn })
        #expect(document.count == ReaderLink.allCases.count - ReaderLink.own.count)
    }

    @Test func kioskInstallsNothingKept() {
        for own in [Self.document, Self.story] {
            let kiosk = ReaderLink.chain(own: own, kiosk: true)
            #expect(kiosk == ReaderLink.chain(own: own, kiosk: false).filter { ![.annotationList, .settingsPanel, .highlights].contains($0) })
        }
    }

    @Test func ownPlacesOnlyWhereFilled() {
        #expect(ReaderLink.chain(own: [], kiosk: false).allSatisfy { !$0.isOwn })
        // A place that is not a screen's own is the session's, whatever a screen says it fills.
        #expect(ReaderLink.chain(own: [.search], kiosk: false) == ReaderLink.chain(own: [], kiosk: false))
    }
}
