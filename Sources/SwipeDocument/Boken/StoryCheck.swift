/// The checks of a story as a whole, after it is read: branches to scene ids that do not exist
/// (an error), duplicate scene ids (the engine accepts them), scenes no path from the first scene
/// reaches, scenes with no way out, and navigation that leads past either end. Pure: it reports
/// into a `DiagnosticLog`.
public enum StoryCheck {
    /// The scenes a scene leads to (indices), by its navigation buttons and its branches. A branch
    /// leads to the first scene with its id, as a lookup by id finds it.
    public static func exits(of index: Int, in story: BokenStory) -> [Int] {
        let scene = story.scenes[index]
        var out: [Int] = []
        if scene.navigation.hasNext, index + 1 < story.scenes.count { out.append(index + 1) }
        if scene.navigation.hasBack, index > 0 { out.append(index - 1) }
        for b in scene.branches {
            if let t = b.target, let i = story.scenes.firstIndex(where: { $0.sceneId == t }) { out.append(i) }
        }
        return out
    }

    /// The indices of the scenes reachable from the first one.
    public static func reachable(in story: BokenStory) -> Set<Int> {
        guard !story.scenes.isEmpty else { return [] }
        var seen: Set<Int> = [0]
        var queue = [0]
        while let i = queue.popLast() {
            for j in exits(of: i, in: story) where seen.insert(j).inserted { queue.append(j) }
        }
        return seen
    }

    public static func check(_ story: BokenStory, log: DiagnosticLog) {
        var firstIndex: [String: Int] = [:]
        for (i, scene) in story.scenes.enumerated() {
            guard let id = scene.sceneId else { continue }
            if let first = firstIndex[id] {
                log.warning(at: scene.sceneIdOffset ?? scene.offset, path: scene.path / "sceneId", "duplicate sceneId \"\(id)\" (already used by scenes[\(first)]); branches lead to the first")
            } else {
                firstIndex[id] = i
            }
        }
        let last = story.scenes.count - 1
        for (i, scene) in story.scenes.enumerated() {
            for b in scene.branches {
                guard let t = b.target, firstIndex[t] == nil else { continue }
                var message = "branch target \"\(t)\" is not the sceneId of any scene"
                if let guess = ObjectReader.nearest(to: t, in: Set(firstIndex.keys)) { message += " (did you mean \"\(guess)\"?)" }
                log.error(at: b.targetOffset ?? b.offset, path: b.path / "target", message)
            }
            if scene.navigation.hasNext, i == last {
                log.warning(at: scene.offset, path: scene.path / "navigation", "the last scene offers \"next\", which leads nowhere (the Boken Engine shows the scene again from its start; the player does nothing)")
            }
            if scene.navigation.hasBack, i == 0 {
                log.warning(at: scene.offset, path: scene.path / "navigation", "the first scene offers \"back\", which leads nowhere (the Boken Engine shows the scene again from its start; the player does nothing)")
            }
            if exits(of: i, in: story).isEmpty, story.scenes.count > 1 {
                log.warning(at: scene.offset, path: scene.path, "scene \(name(scene, i)) has no way out (no navigation and no branch leads anywhere)")
            }
        }
        let reached = reachable(in: story)
        for (i, scene) in story.scenes.enumerated() where !reached.contains(i) {
            log.warning(at: scene.offset, path: scene.path, "scene \(name(scene, i)) cannot be reached from the first scene")
        }
        noteChoices(story, log: log)
    }

    /// Notes where a story relies on the player's own choice where the engine's drawing cannot be
    /// followed exactly (docs/boken.md, "Where the player chooses").
    static func noteChoices(_ story: BokenStory, log: DiagnosticLog) {
        for scene in story.scenes {
            for e in scene.elements {
                guard case .textLabel(_, _, _, let addBackground) = e.content else { continue }
                if e.transformations.contains(where: { $0.kind == .scale }) {
                    log.note(at: e.offset, path: e.path / "transformations", "the engine scales a text label to \"toValue\" times the screen's size against an iPhone 11's; the player scales it to \"toValue\", as it looks on that iPhone")
                }
                if addBackground {
                    log.note(at: e.offset, path: e.path / "addBackground", "the background's size is estimated from the text's length (the engine measures the drawn text)")
                }
            }
        }
    }

    static func name(_ scene: BokenScene, _ index: Int) -> String {
        scene.sceneId.map { "\"\($0)\"" } ?? "scenes[\(index)]"
    }
}
