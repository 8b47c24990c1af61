import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct VideoDriverChoiceTests {
    @Test func aWaylandSessionTriesWaylandThenX11() {
        #expect(VideoDriverChoice.drivers(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland,x11")
        #expect(VideoDriverChoice.drivers(environment: ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]) == "wayland,x11", "XWayland is the fallback")
        #expect(VideoDriverChoice.drivers(environment: ["XDG_SESSION_TYPE": "wayland", "DISPLAY": ":0"]) == "wayland,x11")
    }

    @Test func otherwiseSDLsOwnOrder() {
        #expect(VideoDriverChoice.drivers(environment: [:]) == nil)
        #expect(VideoDriverChoice.drivers(environment: ["DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"]) == nil)
        #expect(VideoDriverChoice.drivers(environment: ["WAYLAND_DISPLAY": ""]) == nil, "an empty variable is no session")
    }

    @Test func theUsersDriverIsLeftAlone() {
        #expect(VideoDriverChoice.drivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]) == nil)
        #expect(VideoDriverChoice.drivers(environment: ["XDG_SESSION_TYPE": "wayland", "SDL_VIDEODRIVER": "kmsdrm"]) == nil)
        #expect(VideoDriverChoice.drivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": ""]) == "wayland,x11", "SDL ignores an empty one too")
    }
}
