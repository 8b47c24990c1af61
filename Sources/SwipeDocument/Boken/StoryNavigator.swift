/// Where a reader is in a story, and how they got there: the current scene, the path taken
/// (history, for Escape/Backspace), when the scene appeared (its transformations run from then)
/// and the scene it replaced (for the cross-fade). Next and back follow the file's order as the
/// engine does; a branch leads to the first scene with its id. Pure: times are parameters.
public struct StoryNavigator: Equatable, Sendable {
    /// Seconds the cross-fade between two scenes takes.
    public static let fade = 0.35
    /// The most scenes the history keeps (the oldest go first), so a long reading stays small to save.
    public static let historyLimit = 1000

    public private(set) var current: Int
    /// The scenes visited before the current one, oldest first.
    public private(set) var history: [Int]
    /// When the current scene appeared.
    public private(set) var enteredAt: Double
    /// The scene shown before, fading out until `enteredAt + fade`.
    public private(set) var leaving: Int?

    public init(current: Int = 0, history: [Int] = [], at time: Double = 0) {
        self.current = current
        self.history = history
        enteredAt = time
    }

    /// Seconds since the current scene appeared (its transformations' clock).
    public func sceneTime(at time: Double) -> Double { max(0, time - enteredAt) }

    /// The cross-fade's progress at `time` (0 to 1), or nil when no scene is fading out.
    public func fadeProgress(at time: Double) -> Double? {
        guard leaving != nil else { return nil }
        let p = (time - enteredAt) / Self.fade
        return p < 1 ? max(0, p) : nil
    }

    /// Goes to scene `index` (recorded in the history); false when it is not a scene of `story`.
    @discardableResult
    public mutating func go(to index: Int, in story: BokenStory, at time: Double) -> Bool {
        guard story.scenes.indices.contains(index) else { return false }
        history.append(current)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        enter(index, at: time)
        return true
    }

    /// What a control does: next and back by the file's order, a branch to its target's scene.
    @discardableResult
    public mutating func choose(_ control: StoryControl, in story: BokenStory, at time: Double) -> Bool {
        guard let target = Self.target(of: control, from: current, in: story) else { return false }
        return go(to: target, in: story, at: time)
    }

    /// The scene a control leads to from scene `index`, if it is offered there and leads somewhere.
    public static func target(of control: StoryControl, from index: Int, in story: BokenStory) -> Int? {
        guard story.scenes.indices.contains(index) else { return nil }
        let scene = story.scenes[index]
        switch control {
        case .next: return scene.navigation.hasNext && index + 1 < story.scenes.count ? index + 1 : nil
        case .back: return scene.navigation.hasBack && index > 0 ? index - 1 : nil
        case .branch(let i):
            guard scene.branches.indices.contains(i), let id = scene.branches[i].target else { return nil }
            return story.scenes.firstIndex { $0.sceneId == id }
        }
    }

    /// Returns along the path taken; false at its start.
    @discardableResult
    public mutating func historyBack(at time: Double) -> Bool {
        guard let last = history.popLast() else { return false }
        enter(last, at: time)
        return true
    }

    /// Keeps the position valid for a story read again (live reload): a scene past the end
    /// becomes the last one, and history entries past it are dropped.
    public mutating func clamp(to story: BokenStory) {
        let count = story.scenes.count
        history = history.filter { $0 < count }
        current = min(current, max(0, count - 1))
        leaving = nil
    }

    private mutating func enter(_ index: Int, at time: Double) {
        leaving = current
        current = index
        enteredAt = time
    }
}

/// A control the player draws over a story's scene: the back and next buttons and the scene's
/// branch buttons (by index).
public enum StoryControl: Hashable, Sendable {
    case back, next, branch(Int)
}
