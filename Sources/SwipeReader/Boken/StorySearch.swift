import SwipeDocument

/// Finds words in a Boken story's text labels and branch buttons, scene by scene, ignoring case
/// and accents as `TextSearch` does in documents; each match a scene locator with its quote.
public struct StorySearch {
    public let story: BokenStory

    public init(story: BokenStory) { self.story = story }

    /// Every match of `query` in scene order, then drawing order, then text order; nothing for a
    /// query that is empty once folded. A match's `element` is its node's index in drawing order.
    public func matches(_ query: String, href: String) -> [TextSearch.Match] {
        let needle = FoldedText(query).scalars
        guard !needle.isEmpty else { return [] }
        let resolver = StoryLocatorResolver(story: story)
        var out: [TextSearch.Match] = []
        for (s, scene) in story.scenes.enumerated() {
            for (node, text) in StoryLocatorResolver.texts(of: scene) {
                for range in FoldedText(text).occurrences(of: needle) {
                    guard let locator = resolver.locator(href: href, scene: s, node: node, characters: range) else { continue }
                    out.append(TextSearch.Match(locator: locator, element: [node], characters: range))
                }
            }
        }
        return out
    }
}
