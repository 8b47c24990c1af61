import Foundation
import SwipeDocument

/// A Boken scene as the reader shows it: the engine's layout of its elements (`StorySceneLayout`)
/// with the back, next and branch buttons the player draws over it in its theme's chrome style,
/// their hit tests, and the scene indicator's label. Pure: the time since the scene appeared is a
/// parameter.
public struct StoryLayout: Sendable {
    public let viewport: Point
    public let style: PlayerStyle
    /// The scene's elements, laid out as the engine does.
    public let sceneLayout: StorySceneLayout

    public init(viewport: Point, style: PlayerStyle = .standard()) {
        self.viewport = viewport
        self.style = style
        sceneLayout = StorySceneLayout(viewport: viewport)
    }

    /// What the scene indicator shows: the scene's `sceneId`, or "2 / 5" when it has none.
    public static func indicatorLabel(_ story: BokenStory, scene index: Int) -> String {
        story.scenes.indices.contains(index) ? story.scenes[index].sceneId.flatMap { $0.isEmpty ? nil : $0 } ?? "\(index + 1) / \(story.scenes.count)" : ""
    }

    /// The controls of scene `index`, with their frames in window pixels: back and next buttons
    /// in the bottom corners where the scene offers them and they lead somewhere, and the branch
    /// buttons stacked up from the bottom, centred, 90% of the width (30% in landscape), as the
    /// engine stacks them (above the back and next buttons when there are any).
    public func controls(_ story: BokenStory, scene index: Int) -> [(control: StoryControl, frame: Rect)] {
        guard story.scenes.indices.contains(index) else { return [] }
        let scene = story.scenes[index]
        let point = PlayerChrome.point(viewport), margin = style.margin * point, height = style.touchTarget * point
        var out: [(control: StoryControl, frame: Rect)] = []
        if scene.navigation.hasBack, index > 0 {
            out.append((.back, Rect(x: margin, y: viewport.y - margin - height, width: navWidth(Self.backLabel, point), height: height)))
        }
        if scene.navigation.hasNext, index + 1 < story.scenes.count {
            let w = navWidth(Self.nextLabel, point)
            out.append((.next, Rect(x: viewport.x - margin - w, y: viewport.y - margin - height, width: w, height: height)))
        }
        // The engine's first button is ⌊25 × the height factor⌋ + 5 points above the bottom.
        var offset = out.isEmpty ? (25 * sceneLayout.factor.y).rounded(.down) + 5 : margin + height + 10
        let width = viewport.x * (sceneLayout.isLandscape ? 0.3 : 0.9), px = sceneLayout.branchFontSize
        for (i, b) in scene.branches.enumerated() {
            let h = StorySceneLayout.textBox(b.label, fontSize: px, width: width).y * 1.2
            out.append((.branch(i), Rect(x: (viewport.x - width) / 2, y: viewport.y - offset - h, width: width, height: h)))
            offset += h + 10
        }
        return out
    }

    public static let backLabel = "‹  Back"
    public static let nextLabel = "Next  ›"

    private func navWidth(_ label: String, _ point: Double) -> Double {
        (Double(label.count) * 0.62 * style.chromeButton.typography.size + 2 * style.margin) * point
    }

    /// The controls drawn with the theme's chrome button style (the branch labels in the engine's
    /// size), `focus` and `pressed` in their states, the focused one ringed in the theme's focus
    /// ring colour (keyboard focus).
    public func controlItems(_ story: BokenStory, scene index: Int, focus: StoryControl? = nil, pressed: StoryControl? = nil) -> [DisplayItem] {
        var none: [DisplayItem] = []
        return controlItems(story, scene: index, focus: focus, pressed: pressed, decorations: nil, overPage: &none)
    }

    /// The controls, the branch buttons' labels with their `decorations` (margin bars go to `overPage`).
    func controlItems(_ story: BokenStory, scene index: Int, focus: StoryControl?, pressed: StoryControl?,
                      decorations: PageDecorations?, overPage: inout [DisplayItem]) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport)
        var out: [DisplayItem] = []
        for (control, frame) in controls(story, scene: index) {
            let first = out.count
            let state: StyledControl.State = control == pressed ? .pressed : control == focus ? .focused : .normal
            var button = style.chromeButton
            let label: String
            var scale = point
            switch control {
            case .back: label = Self.backLabel
            case .next: label = Self.nextLabel
            case .branch(let i):
                label = story.scenes[index].branches[i].label
                button.typography.size = sceneLayout.branchFontSize
                button.shape = .rectangle
                scale = 1
            }
            out += StyledControl.button(button, state: state, label: label, frame: frame, point: scale, opacity: 1)
            // A branch button's decorations go on its label (the last of its items is its text).
            if case .branch(let i) = control, let decorations, out.last?.content.isText == true {
                StorySceneLayout.decorate(&out, from: first, node: story.scenes[index].elements.count + i, decorations, overPage: &overPage)
            }
            if control == focus {
                let ring = 3 * point
                out += StyledControl.shape(button.shape, fill: .clear, border: style.decorations.focusRing.tint, borderWidth: ring,
                                           frame: Rect(x: frame.x - ring, y: frame.y - ring, width: frame.width + 2 * ring, height: frame.height + 2 * ring),
                                           point: scale, opacity: 1)
            }
        }
        return out
    }

    /// What a tap at window pixel `p` chooses on scene `index`: a control under it, else (as the
    /// engine's invisible halves) back on the left half and next on the right where offered.
    public func control(at p: Point, _ story: BokenStory, scene index: Int) -> StoryControl? {
        let all = controls(story, scene: index)
        if let hit = all.first(where: { $0.frame.contains(p) }) { return hit.control }
        guard story.scenes.indices.contains(index) else { return nil }
        let nav = story.scenes[index].navigation
        if p.x < viewport.x / 2, nav.hasBack, index > 0 { return .back }
        if p.x >= viewport.x / 2, nav.hasNext, index + 1 < story.scenes.count { return .next }
        return nil
    }

    /// Everything of scene `index` at `time` seconds after it appeared: background, elements and
    /// controls with the scene's `decorations` (resolved with a `StoryLocatorResolver`), faded by
    /// `opacity` (for a cross-fade).
    public func items(_ story: BokenStory, scene index: Int, time: Double, pictures: StoryPictures, focus: StoryControl? = nil,
                      pressed: StoryControl? = nil, opacity: Double = 1, decorations: PageDecorations? = nil) -> [DisplayItem] {
        guard story.scenes.indices.contains(index) else { return [] }
        let scene = story.scenes[index]
        var out = [DisplayItem(content: .box(color: StorySceneLayout.background(of: scene), cornerRadius: 0), size: viewport, transform: .identity, opacity: 1, clips: [])]
        var overPage: [DisplayItem] = []
        out += sceneLayout.elementItems(scene, index: index, time: time, pictures: pictures, decorations: decorations, overPage: &overPage)
        out += controlItems(story, scene: index, focus: focus, pressed: pressed, decorations: decorations, overPage: &overPage)
        out += overPage + (decorations?.pageItems() ?? [])
        if opacity < 1 { for i in out.indices { out[i].opacity *= opacity } }
        return out
    }
}
