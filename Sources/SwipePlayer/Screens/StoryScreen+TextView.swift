import SwipeDocument
import SwipeReader
import SwipeRender

/// A story's text view (`layout` = `text`): the scene's text labels, pictures and buttons as a
/// screen reader reads them, reflowed into a column in the reader's type in the scene's place
/// (`TextViewReader`); a tap on a branch, back or next button chooses it, a sideways swipe goes
/// next or back as on the scene.
extension StoryScreen: TextViewShowing {
    var textViewCompositor: Compositor { engine.compositor }

    /// The current scene at `t` and its blocks.
    func textViewBlocks(at t: Double) -> (page: Int, blocks: [TextViewBlock]) {
        let current = navigator.current
        return (current, TextViewBlock.blocks(of: story, scene: current, time: sceneTime(at: t), layout: layout, pictures: pictures))
    }

    func textViewDecorations(page: Int, in layout: TextViewLayout) -> TextViewDecorations { engine.textViewDecorations(story, scene: page, in: layout) }

    func displayedText(page: Int, element: [Int]) -> String? {
        guard story.scenes.indices.contains(page), let node = element.first else { return nil }
        return StoryLocatorResolver.text(of: node, in: story.scenes[page])
    }

    /// A tap on a button chooses it; a swipe goes next or back where the scene offers it.
    func textViewPointer(_ input: ReaderInput) -> ReaderOutcome {
        let t = input.time
        let offered = layout.controls(story, scene: navigator.current).map(\.control)
        return textView.pointerInput(input, in: textViewLayout(at: t), session: session, act: { action in
            if case .story(let control) = action { choose(control, at: t) }
            return .handled
        }, turn: { next in
            if offered.contains(next ? .next : .back) { choose(next ? .next : .back, at: t) }
            return .handled
        })
    }
}
