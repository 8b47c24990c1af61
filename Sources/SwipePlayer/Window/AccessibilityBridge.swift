import CSDL2
import SwipeDesktop
import SwipeDocument
import SwipeReader

/// The window's side of the player on AT-SPI2 (`AccessibilityServer`): once a screen reader asks,
/// the top screen's accessible tree is built after each frame that settled (once a second while
/// something keeps moving) and handed over; the actions screen readers ask for run here, on the
/// window's thread, as the screen runs a tap. While nobody listens nothing is built.
final class AccessibilityBridge {
    private let server: AccessibilityServer
    private let window: OpaquePointer
    private var published = -Double.infinity

    init(window: OpaquePointer) {
        self.window = window
        server = AccessibilityServer(application: "swipe-player") { PostedEvent.accessibilityAsked.post() }
        server.start()
    }

    deinit { server.stop() }

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
        server.publish(screen.accessibleTree(placed, at: t))
    }
}
