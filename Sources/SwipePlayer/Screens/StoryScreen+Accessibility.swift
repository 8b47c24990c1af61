import SwipeDocument
import SwipeReader

/// The story as a screen reader reads it (`StoryAccessibility`: the scene's text labels, pictures
/// and buttons where they are drawn) under the reader's own controls (`ReaderSession`), and a
/// screen reader's action on a button run as choosing it.
extension StoryScreen {
    public func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode] {
        session.accessibleContent(screen, page: { [storyNode(screen, at: t)] }, at: t)
    }

    /// The story node, placed as the scene is drawn: at its frame in the window, through the zoom.
    private func storyNode(_ screen: AccessibleScreen, at t: Double) -> AccessibleNode {
        var screen = screen, fit = ViewportFit(document: sceneSize, viewport: sceneSize)
        fit.offset = Point(sceneFrame.x, sceneFrame.y)
        screen.fit = zoom.apply(to: fit)
        return StoryAccessibility(layout: layout, pictures: pictures, screen: screen).node(story, scene: navigator.current, time: sceneTime(at: t), focus: focus)
    }

    public func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? {
        guard case .story(let control) = action else { return session.perform(action, at: t) }
        if layout.controls(story, scene: navigator.current).contains(where: { $0.control == control }) { choose(control, at: t) }
        return .handled
    }
}
