import SwipeDocument

/// A key bound to `ignore` does nothing, in a document or a story (in a kiosk, neither does a key
/// bound to a command the kiosk does not allow).
final class IgnoredKeyInput: ReaderFeature {
    func handle(_ input: ReaderInput, in session: ReaderSession) -> ReaderOutcome {
        input.command(.menu, .focus, .reader, .window) == .ignore ? .handled : .ignored
    }
}
