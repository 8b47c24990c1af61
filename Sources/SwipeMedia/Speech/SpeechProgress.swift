import Foundation
import SwipeDocument

/// How far the speech being heard has got: a page's `speech` or a page read aloud, its text, the
/// words espeak-ng reported in it, and the seconds since it started (nil while it is still being
/// made). The window highlights the word being spoken from it.
public struct SpeechProgress: Equatable, Sendable {
    public var page: Int
    public var text: String
    /// Whether the reader asked for the page to be read aloud (rather than its `speech`).
    public var isReadingPage: Bool
    public var words: [ReadAloudWord]
    public var elapsed: Double?

    /// The speech heard as a caption: the sentence being spoken, its word marked (`SpeechCaption`).
    public var caption: Caption? { elapsed.flatMap { SpeechCaption.caption(text: text, words: words, elapsed: $0) } }
}

/// The words of each utterance made, by sound key: written on the sound bank's queue as speech is
/// synthesized, read by the window's thread.
final class SpokenWords: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: [ReadAloudWord]] = [:]

    subscript(key: String) -> [ReadAloudWord] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return table[key] ?? []
        }
        set {
            lock.lock()
            table[key] = newValue
            lock.unlock()
        }
    }
}
