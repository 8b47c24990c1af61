import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct NotifySocketAddressTests {
    @Test func aPathIsWrittenWithItsTerminator() throws {
        let a = try #require(NotifySocketAddress("/run/systemd/notify"))
        #expect(a.pathBytes == Array("/run/systemd/notify".utf8) + [0])
        #expect(!a.isAbstract)
        #expect(a.name == "/run/systemd/notify")
    }

    @Test func anAtNameIsInTheAbstractNamespace() throws {
        let a = try #require(NotifySocketAddress("@/org/freedesktop/systemd1/notify/123"))
        #expect(a.pathBytes == [0] + Array("/org/freedesktop/systemd1/notify/123".utf8))
        #expect(a.isAbstract)
        #expect(a.name == "@/org/freedesktop/systemd1/notify/123")
    }

    @Test func whatIsNoUnixSocketIsRefused() {
        for value in ["", "@", "run/notify", "vsock:2:1234", "/run/\u{0}notify"] {
            #expect(NotifySocketAddress(value) == nil, "\(value)")
        }
    }

    @Test func theAddressMustFitSunPath() {
        #expect(NotifySocketAddress("/" + String(repeating: "a", count: 106)) != nil, "107 bytes and the terminator")
        #expect(NotifySocketAddress("/" + String(repeating: "a", count: 107)) == nil)
        #expect(NotifySocketAddress("@" + String(repeating: "a", count: 107)) != nil, "a NUL and 107 bytes")
        #expect(NotifySocketAddress("@" + String(repeating: "a", count: 108)) == nil)
    }
}
