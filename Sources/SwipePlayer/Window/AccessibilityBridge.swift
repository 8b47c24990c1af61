import CSDL2
import SwipeDesktop
import SwipeDocument
import SwipeReader

/// The window's side of the player on AT-SPI2 (`AccessibilityServer`): while the desktop's
/// accessibility status is on, or once a screen reader asks, the top screen's accessible tree is
/// built after each frame that settled (once a second while
/// something keeps moving) and handed over; the actions screen readers ask for run here, on the
/// window's thread, as the screen runs a tap. Keys go to the screen reader first. While nobody
/// listens nothing is built, and keys are not held.
final class AccessibilityBridge {
    private let server: AccessibilityServer
    private let window: OpaquePointer
    private var published = -Double.infinity
    /// Whether the screen reader consumed the last key pressed: the text it would type is not typed.
    private var consumedPress = false

    init(window: OpaquePointer) {
        self.window = window
        server = AccessibilityServer(application: "swipe-player") { PostedEvent.accessibilityAsked.post() }
        server.start()
    }

    deinit { server.stop() }

    /// Whether the screen reader listening for keys consumed `event` (one of its own commands, such as
    /// Say All): the player then does not act on it. Each key press and release is handed to it,
    /// waiting a tenth of a second at most; the text a consumed press types is dropped with it.
    func consumed(_ event: InputEvent, at t: Double) -> Bool {
        if case .text = event { return consumedPress }
        guard let key = ATSPIKeyEvent(event, at: t) else { return false }
        let consumed = server.forward(key)
        if key.pressed { consumedPress = consumed }
        return consumed
    }

    /// Runs the actions screen readers asked for on `screen`: what the window is to do after each.
    func actions(on screen: Screen?, at t: Double) -> [ScreenAction] {
        guard let screen else { return [] }
        return server.takeActions().compactMap { screen.perform($0, at: t) }
    }

    /// A frame of `screen` was drawn: its tree is handed over when a screen reader listens and the
    /// frame settled (`moving` false), or none was for a second.
    func frameDrawn(_ screen: Screen?, moving: Bool, context: ScreenContext, at t: Double) {
        guard let screen, server.isWanted, !moving || t - published >= 1 else { return }
        published = t
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let placed = AccessibleScreen(logicalSize: context.viewport, rotation: context.rotation, origin: Point(Double(x), Double(y)))
        let active = SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        server.publish(screen.accessibleTree(placed, at: t), active: active)
    }
}
