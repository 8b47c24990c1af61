import SwipeDocument

/// A key bound to `ignore` does nothing, in a document or a story (in a kiosk, neither does a key
/// bound to a command the kiosk does not allow). It needs nothing of the reader: a link of its own.
enum IgnoredKeyInput {
    static func handle(_ input: ReaderInput) -> ReaderOutcome {
        input.command(.menu, .focus, .reader, .window) == .ignore ? .handled : .ignored
    }
}
