import SwipeDocument
import SwipeReader

/// The document as a screen reader reads it (`DocumentAccessibility`: the pages showing, as drawn
/// and as their events changed them), and a screen reader's tap on an element run as a tap at its
/// middle.
extension DocumentScreen {
    public func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode] {
        var screen = screen
        screen.fit = engine.viewportFit(screen.logicalSize)
        let document = DocumentAccessibility(composer: engine.composer, screen: screen)
        return [document.node(title: title, position: position, clock: { self.playback.clock($0, at: t) },
                              interaction: { self.interaction.pageInteraction($0) }, time: t)] + session.accessibleChrome(screen)
    }

    public func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? {
        guard case .tap = action else { return nil }
        let window = AccessibleScreen(logicalSize: context.viewport)
        guard let node = accessibleContent(window, at: t).lazy.flatMap(\.flattened).first(where: { $0.action == action }) else { return nil }
        return tapped(.tap(Point(node.frame.x + node.frame.width / 2, node.frame.y + node.frame.height / 2)), at: t)
    }
}
