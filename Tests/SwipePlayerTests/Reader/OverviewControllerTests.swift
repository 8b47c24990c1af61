import CSDL2
import Testing
@testable import SwipeDocument
@testable import SwipePlayer
@testable import SwipeReader

/// The overview driven with a fake host (`OverviewHost`), no window: closed it lets keys go on;
/// open, the menu keys choose a page and Enter shows it through the host, closing the overview.
struct OverviewControllerTests {
    final class FakeHost: OverviewHost {
        var jumps: [Int] = []
        func jump(to page: Int, at t: Double) { jumps.append(page) }
    }

    static func key(_ name: String) -> ReaderInput {
        ReaderInput(.keyDown(SDL_Keysym(), window: 0), chord: KeyChord(key: name), at: 1)
    }

    @Test func closedItLetsKeysGoOn() {
        let host = FakeHost()
        #expect(OverviewController().handle(Self.key("enter"), in: host).isIgnored)
        #expect(host.jumps.isEmpty)
    }

    @Test func theChosenPageIsShownThroughTheHost() {
        let overview = OverviewController(), host = FakeHost()
        overview.open(pageCount: 6, pageSize: Point(100, 100), viewport: Point(800, 600), current: 2)
        #expect(!overview.handle(Self.key("right"), in: host).isIgnored)
        #expect(host.jumps.isEmpty, "moving the choice shows nothing yet")
        #expect(!overview.handle(Self.key("enter"), in: host).isIgnored)
        #expect(host.jumps == [3])
        #expect(!overview.isOpen)
    }
}
