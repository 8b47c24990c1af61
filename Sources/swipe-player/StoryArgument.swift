import ArgumentParser
import Foundation
import SwipeDocument
import SwipeNet

/// Boken stories on the command line: the window, `lint`, `info` and `render` read them; `export`
/// cannot show one yet and says so plainly, instead of reading it as an empty Swipe document.
enum StoryArgument {
    /// Exits 1 with a message when `path` is a Boken story (a `StoryDescription.json`, an
    /// application definition, or a folder holding one; a URL of a `StoryDescription.json`).
    static func refuseToShow(_ path: String, toDo: String) throws {
        let argument = DocumentArgument.normalized(path)
        let remote = URL(string: argument).flatMap { RemoteAccess.isRemote($0) ? $0 : nil }
        guard remote.map({ $0.lastPathComponent == StoryLoader.fileName }) ?? (StoryLoader.storyFile(at: argument) != nil) else { return }
        printError("\(path): error: this is a Boken Engine story; stories cannot be \(toDo) yet (`swipe-player STORY` plays them; `lint`, `info` and `render` read them)")
        throw ExitCode(1)
    }

    /// What a command-line argument holds.
    enum Read {
        /// A story, read with its media found (beside it, or downloaded).
        case story(StoryLoadResult)
        /// Something else; from an http(s) URL, already fetched (so it is not fetched twice).
        case other(fetched: RemoteLoadOutcome?)
    }

    /// Reads `given` when it is a story: a local story file or folder, or an http(s) URL whose
    /// content is a story (its media downloaded, its network warnings printed). Throws when a
    /// story file cannot be read.
    static func read(_ given: String) throws -> Read {
        let argument = DocumentArgument.normalized(given)
        if let url = URL(string: argument), RemoteAccess.isRemote(url) {
            switch RemoteStoryFetcher().load(url) {
            case .story(let result, let warnings):
                for w in warnings { printError(w) }
                return .story(result)
            case .swipe(let outcome): return .other(fetched: outcome)
            }
        }
        guard let file = StoryLoader.storyFile(at: argument) else { return .other(fetched: nil) }
        return .story(try StoryLoader.load(path: file))
    }

    /// As `read`, exiting 2 when a story file cannot be read.
    static func readOrExit(_ given: String) throws -> Read {
        do { return try read(given) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}
