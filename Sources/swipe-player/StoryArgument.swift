import ArgumentParser
import SwipeCore

/// Boken stories on the command line: the window, `lint`, `info` and `render` read them; `export`
/// cannot show one yet and says so plainly, instead of reading it as an empty Swipe document.
enum StoryArgument {
    /// Exits 1 with a message when `path` is a Boken story (a `StoryDescription.json`, an
    /// application definition, or a folder holding one).
    static func refuseToShow(_ path: String, toDo: String) throws {
        guard StoryLoader.storyFile(at: DocumentArgument.normalized(path)) != nil else { return }
        printError("\(path): error: this is a Boken Engine story; stories cannot be \(toDo) yet (`swipe-player STORY` plays them; `lint`, `info` and `render` read them)")
        throw ExitCode(1)
    }
}
