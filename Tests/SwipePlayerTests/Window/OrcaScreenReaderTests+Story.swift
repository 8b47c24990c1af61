import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests.OrcaScreenReaderTests {
    /// Orca in a Boken story: Tab reaches the first branch button and Orca says its label and
    /// role; Enter takes the branch, and Orca reads the new scene's text (the focus moving to the
    /// scene, named by its first text).
    @Test(.enabled(if: missing == nil, "needs orca, at-spi2-core, python3-pyatspi and dbus-daemon (Packaging/install-deps.sh)"))
    func orcaSaysAStorysBranchButtonAndReadsTheSceneItLeadsTo() throws {
        let story = SDLSerialTests.AccessibilityBridgeTests.story.replacingOccurrences(of: #""appTitle": "a11y-story""#, with: #""appTitle": "Tale of roads""#)
        let steps = """
            await 'Which way now' &&
                xdotool key --window "$window" Tab && await 'Go left push button' &&
                xdotool key --window "$window" Return && await 'You went left'
            """
        let printed = try Self.run(files: ["tale/StoryDescription.json": story],
                                   script: Self.script(player: SDLSerialTests.CommandLineTests.binary.path, opening: "tale", title: "[Tt]ale", steps: steps))
        for line in ["said: Which way now", "said: Go left push button", "said: You went left"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }
}
