import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct AppIdentityTests {
    @Test func windowsAreNamedByTheDesktopEntrysId() {
        #expect(AppIdentity.windowClassVariables(environment: ["DISPLAY": ":0"]) == [
            "SDL_VIDEO_WAYLAND_WMCLASS": "io.github.swipeplayer.SwipePlayer",
            "SDL_VIDEO_X11_WMCLASS": "io.github.swipeplayer.SwipePlayer",
        ])
    }

    @Test func aClassTheUserSetIsLeftAlone() {
        #expect(AppIdentity.windowClassVariables(environment: ["SDL_VIDEO_X11_WMCLASS": "mine"]).isEmpty, "SDL's Wayland driver falls back on it")
        #expect(AppIdentity.windowClassVariables(environment: ["SDL_VIDEO_WAYLAND_WMCLASS": "mine"]).isEmpty)
    }
}
