import CSDL2
import Testing
@testable import SwipePlayer
@testable import SwipeReader

/// The help overlay's input driven with a fake host (`HelpOverlayHost`), no window: Escape or
/// `help` hides the help while it shows; other keys, or any key while it is hidden, go on.
struct HelpOverlayInputTests {
    final class FakeHost: HelpOverlayHost {
        var helpVisible = false
    }

    static func key(_ name: String) -> ReaderInput {
        ReaderInput(.keyDown(SDL_Keysym(), window: 0), chord: KeyChord(key: name), at: 1)
    }

    @Test func escapeOrHelpHidesTheShownHelp() {
        let feature = HelpOverlayInput(), host = FakeHost()
        for key in ["escape", "h"] {
            host.helpVisible = true
            #expect(!feature.handle(Self.key(key), in: host).isIgnored, "\(key)")
            #expect(!host.helpVisible, "\(key) hides the help")
        }
    }

    @Test func otherInputGoesOn() {
        let feature = HelpOverlayInput(), host = FakeHost()
        #expect(feature.handle(Self.key("escape"), in: host).isIgnored, "the help hidden: Escape is someone else's")
        host.helpVisible = true
        #expect(feature.handle(Self.key("right"), in: host).isIgnored)
        #expect(host.helpVisible, "another key leaves the help showing")
    }
}

extension ReaderOutcome {
    /// Whether the feature let the input go on down the chain.
    var isIgnored: Bool { if case .ignored = self { true } else { false } }
}
