import SwipeDocument
import SwipeReader

/// Boken stories (`StoryDescription.json`): read and checked as the player opens one, and their
/// scenes laid out as `StoryScreen` shows them, at window sizes from none to the largest.
extension FuzzTarget {
    /// A story read from `bytes` (its media not looked for), with its diagnostics worded.
    static func loadStory(_ bytes: [UInt8]) -> StoryLoadResult {
        let loaded = StoryLoader.load(bytes: bytes, name: "StoryDescription.json", media: nil)
        for d in loaded.diagnostics { _ = d.description }
        return loaded
    }

    /// Read, checked, summarized as `info` does, searched for the start of its first text, every
    /// text read aloud and every node's locator made and found again.
    static func story(_ bytes: [UInt8]) {
        let loaded = loadStory(bytes)
        _ = StorySummary(loaded).text
        guard let story = loaded.story else { return }
        let resolver = StoryLocatorResolver(story: story)
        let firstText = story.scenes.lazy.compactMap { StoryLocatorResolver.texts(of: $0).first?.text }.first ?? ""
        for match in StorySearch(story: story).matches(String(firstText.prefix(3)), href: "fuzz") { _ = resolver.resolve(match.locator) }
        for (index, scene) in story.scenes.enumerated() {
            _ = (StoryLayout.indicatorLabel(story, scene: index), ReadAloudScript(textsOf: index, story: story))
            for (node, text) in StoryLocatorResolver.texts(of: scene) {
                let locator = resolver.locator(href: "fuzz", scene: index, node: node, characters: 0..<min(text.count, 5))
                _ = locator.map(resolver.resolve)
            }
        }
    }

    /// How many scenes of a story are laid out.
    static let scenesLaidOut = 6

    /// The first scenes in each extreme window and two from the input's last bytes, with pictures
    /// of a size from them: drawn at their start, at a moment from the input and long after, with
    /// a control in focus and one pressed; tapped where the input says, and the controls followed.
    static func storyLayout(_ bytes: [UInt8]) {
        guard let story = loadStory(bytes).story else { return }
        var values = FuzzedValues(bytes)
        let sizes = FuzzedPictures(size: Point(Double(values.word()), Double(values.word())), luminance: 0)
        var references: [String: AssetReference] = [:]
        for scene in story.scenes {
            for element in scene.elements {
                if case .image(let file?, _) = element.content { references[file.name] = AssetReference(file.name + ".png", relativeTo: nil) }
            }
        }
        let pictures = StoryPictures(references: references, sizes: sizes, pixelsPerPoint: references.mapValues { _ in Double(values.byte() % 3 + 1) })
        for window in FuzzedValues.extremeWindows + [values.window(), values.window()] {
            let layout = StoryLayout(viewport: window)
            for fit in FitMode.allCases { _ = StorySceneLayout.sceneFrame(fit: fit, window: window) }
            for index in 0..<min(story.scenes.count, scenesLaidOut) {
                let controls = layout.controls(story, scene: index).map(\.control)
                for time in [0, values.seconds(), 1e6] {
                    _ = layout.items(story, scene: index, time: time, pictures: pictures, focus: controls.first, pressed: controls.last, opacity: 0.5)
                    _ = StorySceneLayout.isAnimating(story.scenes[index], at: time)
                }
            }
            var navigator = StoryNavigator()
            for tap in 1...4 {
                guard let control = layout.control(at: values.point(in: window), story, scene: navigator.current) else { continue }
                navigator.choose(control, in: story, at: Double(tap))
            }
            _ = layout.items(story, scene: navigator.current, time: navigator.sceneTime(at: 1), pictures: pictures)
        }
    }
}
