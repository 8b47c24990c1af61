import SwipeDocument

/// Locators in a Boken story: a scene (its index as `position`, its `sceneId` as `scene=` so the
/// locator finds it after the scenes were reordered), optionally one of its nodes and a range of
/// that node's text. Boken nodes have no ids, so a node's path is `@N` for the scene's element N
/// (text labels, images, shapes) and `branch/@N` for its branch button N; a text range counts in a
/// text label's `content` or a button's label, and is found again through its quote after an edit.
/// Resolved, a node's index is its place in drawing order: the elements, then the branch buttons.
public struct StoryLocatorResolver: LocatorResolving {
    public let story: BokenStory

    public init(story: BokenStory) { self.story = story }

    /// The first step of a branch button's path.
    static let branchStep = "branch"

    /// The scene a locator means: the one with its `sceneId` while one has it, else its index;
    /// nil when neither exists.
    public func scene(of locator: Locator) -> Int? {
        if let id = locator.scene, let found = story.scenes.firstIndex(where: { $0.sceneId == id }) { return found }
        return story.scenes.indices.contains(locator.page) ? locator.page : nil
    }

    public func resolve(_ locator: Locator) -> ResolvedLocator? {
        guard let index = scene(of: locator) else { return nil }
        let scene = story.scenes[index]
        guard let path = locator.element, let node = Self.node(path, in: scene) else {
            let lost = locator.element != nil || (locator.scene != nil && scene.sceneId != locator.scene)
            return ResolvedLocator(page: index, element: nil, characters: nil, precision: lost ? .page : .exact)
        }
        guard locator.characters != nil || locator.text != nil else {
            return ResolvedLocator(page: index, element: [node], characters: nil, precision: .exact)
        }
        guard let text = Self.text(of: node, in: scene), let (range, precision) = locator.range(in: text, language: nil) else {
            return ResolvedLocator(page: index, element: [node], characters: nil, precision: .element)
        }
        return ResolvedLocator(page: index, element: [node], characters: range, precision: precision)
    }

    /// A locator for `characters` of node `node` (drawing order) of scene `index` of the story at
    /// `href` (the whole node when `characters` is nil; the scene when `node` is nil), with its
    /// quote: what a search hit or a bookmark records.
    public func locator(href: String, scene index: Int, node: Int? = nil, characters: Range<Int>? = nil) -> Locator? {
        guard story.scenes.indices.contains(index) else { return nil }
        let scene = story.scenes[index]
        var locator = Locator(href: href, page: index, title: scene.sceneId.flatMap { $0.isEmpty ? nil : $0 } ?? "Scene \(index + 1)",
                              scene: scene.sceneId.flatMap { $0.isEmpty ? nil : $0 })
        guard let node else { return locator }
        let elements = scene.elements.count
        guard node >= 0, node < elements + scene.branches.count else { return nil }
        locator.element = ElementLocatorPath(node < elements ? [.index(node)] : [.id(Self.branchStep), .index(node - elements)])
        if let characters, let text = Self.text(of: node, in: scene) {
            locator.characters = characters
            locator.text = TextQuote(of: characters, in: text)
        }
        return locator
    }

    /// A locator for `characters` of node `indices[0]` of scene `page` (`locator(href:scene:node:characters:)`);
    /// nil for a path that is not one node's.
    public func locator(href: String, page: Int, element indices: [Int], characters: Range<Int>?) -> Locator? {
        guard indices.count == 1 else { return nil }
        return locator(href: href, scene: page, node: indices[0], characters: characters)
    }

    /// The node `path` names in `scene`, in drawing order; nil when it names none.
    static func node(_ path: ElementLocatorPath, in scene: BokenScene) -> Int? {
        let steps = path.steps
        if steps.count == 1, case .index(let n) = steps[0], scene.elements.indices.contains(n) { return n }
        if steps.count == 2, steps[0] == .id(branchStep), case .index(let n) = steps[1], scene.branches.indices.contains(n) { return scene.elements.count + n }
        return nil
    }

    /// The text node `node` of `scene` shows: a text label's content or a branch button's label;
    /// nil for images, shapes and empty texts.
    public static func text(of node: Int, in scene: BokenScene) -> String? {
        let text: String?
        if scene.elements.indices.contains(node) {
            if case .textLabel(let content, _, _, _) = scene.elements[node].content { text = content } else { text = nil }
        } else {
            let b = node - scene.elements.count
            text = scene.branches.indices.contains(b) ? scene.branches[b].label : nil
        }
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every node of `scene` that shows text, in drawing order, with its text.
    public static func texts(of scene: BokenScene) -> [(node: Int, text: String)] {
        (0..<(scene.elements.count + scene.branches.count)).compactMap { n in text(of: n, in: scene).map { (n, $0) } }
    }
}
