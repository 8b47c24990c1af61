import SwipeDocument

/// A Boken story as it shows in the window, for a screen reader: the story node (named by its
/// `appTitle`) holding the current scene, and on it, in the engine's drawing order, its text
/// labels and pictures where `StorySceneLayout` places them at the scene's time, then its branch,
/// back and next buttons where `StoryLayout` draws them, each activated as a tap on it. Shapes
/// are left out unless labelled (they only colour the scene), and so are decorative elements. Pure.
public struct StoryAccessibility {
    public let layout: StoryLayout
    public let pictures: StoryPictures
    /// The scene's pixels on the screen: `fit` places the scene's frame in the window.
    public let screen: AccessibleScreen

    public init(layout: StoryLayout, pictures: StoryPictures, screen: AccessibleScreen) {
        self.layout = layout
        self.pictures = pictures
        self.screen = screen
    }

    /// Scene `index` of `story` `time` seconds after it appeared, `focus` the control with
    /// keyboard focus; the scene named by its first text label, else by the scene indicator's label.
    public func node(_ story: BokenStory, scene index: Int, time: Double, focus: StoryControl? = nil, language: String = "en",
                     in parent: AccessibleID = .window) -> AccessibleNode {
        let id = parent.appending("story")
        let frame = screen.rect(size: layout.viewport, transform: .identity)
        var scenes: [AccessibleNode] = []
        if story.scenes.indices.contains(index) {
            let sceneID = id.appending("scene\(index)")
            let children = elements(story.scenes[index], id: sceneID, time: time, language: language) + controls(story, scene: index, id: sceneID, focus: focus)
            let name = PageAccessibility.name(of: children) ?? StoryLayout.indicatorLabel(story, scene: index)
            scenes.append(AccessibleNode(id: sceneID, role: .page, name: name, states: states(frame), frame: frame, children: children))
        }
        return AccessibleNode(id: id, role: .document, name: story.appTitle ?? "Story", states: states(frame), frame: frame, children: scenes)
    }

    /// The scene's text labels and pictures (and shapes given a label), each where its own item
    /// is drawn and named by its `accessibilityLabel` in `language`; decorative ones left out.
    private func elements(_ scene: BokenScene, id: AccessibleID, time: Double, language: String) -> [AccessibleNode] {
        scene.elements.indices.compactMap { k -> AccessibleNode? in
            let e = scene.elements[k]
            guard !e.decorative, let item = layout.sceneLayout.ownItem(ofNode: k, in: scene, time: time, pictures: pictures), item.opacity >= 0.01 else { return nil }
            let frame = screen.rect(size: item.size, transform: item.transform)
            let label = e.accessibilityLabel?.resolved(language: language, strings: [:])
            switch e.content {
            case .textLabel(let text, _, _, _):
                return AccessibleNode(id: id.element([k]), role: .paragraph, name: label ?? "", text: AccessibleText(text), states: states(frame), frame: frame)
            case .image:
                return AccessibleNode(id: id.element([k]), role: .image, name: label ?? "", states: states(frame), frame: frame)
            case .shape:
                return label.map { AccessibleNode(id: id.element([k]), role: .image, name: $0, states: states(frame), frame: frame) }
            }
        }
    }

    /// The scene's buttons: branches by their labels, back and next.
    private func controls(_ story: BokenStory, scene index: Int, id: AccessibleID, focus: StoryControl?) -> [AccessibleNode] {
        layout.controls(story, scene: index).map { control, windowFrame in
            let name: String, segment: String
            switch control {
            case .back: (name, segment) = ("Back", "back")
            case .next: (name, segment) = ("Next", "next")
            case .branch(let i): (name, segment) = (story.scenes[index].branches[i].label, "branch\(i)")
            }
            let frame = screen.rect(size: Point(windowFrame.width, windowFrame.height), transform: .translation(windowFrame.x, windowFrame.y))
            var states = states(frame).union(.focusable)
            if control == focus { states.insert(.focused) }
            return AccessibleNode(id: id.appending(segment), role: .button, name: name, states: states, frame: frame, action: .story(control))
        }
    }

    private func states(_ frame: Rect) -> AccessibleStates { screen.shows(frame) ? [.enabled, .showing] : [.enabled] }
}
