import SwipeDocument

/// The help overlay's share of the input: while it shows, `menu close` (Escape) or `help` again
/// hides it; other input goes on to the page beneath.
final class HelpOverlayInput: ReaderFeature {
    func handle(_ input: ReaderInput, in session: ReaderSession) -> ReaderOutcome {
        guard session.helpVisible, input.command(.menu) == .menu(.close) || input.command(.reader) == .help else { return .ignored }
        session.helpVisible = false
        return .handled
    }
}
