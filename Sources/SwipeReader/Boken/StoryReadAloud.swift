import SwipeDocument

/// What a Boken story's scene reads aloud (R): its text labels, then its branch buttons' labels, in
/// drawing order as `StorySearch` finds them, each word highlighted in the node that shows it
/// through the story's locators (`[N]`: node N of the scene).
extension ReadAloudScript {
    /// Every text of scene `scene` of `story`, one after another with a blank line between; nil when
    /// the scene shows no text.
    public init?(textsOf scene: Int, story: BokenStory) {
        guard story.scenes.indices.contains(scene) else { return nil }
        self.init(page: scene, texts: StoryLocatorResolver.texts(of: story.scenes[scene]).map { (path: [$0.node], text: $0.text) })
    }
}
