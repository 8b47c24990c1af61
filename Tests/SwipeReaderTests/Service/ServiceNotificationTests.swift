import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct ServiceNotificationTests {
    @Test func messagesAreSystemdsAssignments() {
        #expect(ServiceNotification.ready(status: nil).text == "READY=1")
        #expect(ServiceNotification.ready(status: "Showing book.swipe").text == "READY=1\nSTATUS=Showing book.swipe")
        #expect(ServiceNotification.watchdog.text == "WATCHDOG=1")
        #expect(ServiceNotification.stopping.text == "STOPPING=1")
        #expect(ServiceNotification.status("Showing version 7\nREADY=1").text == "STATUS=Showing version 7 READY=1")
    }

    @Test func aStatusStaysOnOneLine() {
        #expect(ServiceNotification.ready(status: "a\nWATCHDOG=1\r\nb").text == "READY=1\nSTATUS=a WATCHDOG=1 b")
    }
}
