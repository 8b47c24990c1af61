import SwipeDocument

/// What the help overlay's input reaches: whether the help shows.
protocol HelpOverlayHost: AnyObject {
    var helpVisible: Bool { get set }
}

/// The help overlay's share of the input: while it shows, `menu close` (Escape) or `help` again
/// hides it; other input goes on to the page beneath.
final class HelpOverlayInput: ReaderFeature {
    func handle(_ input: ReaderInput, in session: any HelpOverlayHost) -> ReaderOutcome {
        guard session.helpVisible, input.command(.menu) == .menu(.close) || input.command(.reader) == .help else { return .ignored }
        session.helpVisible = false
        return .handled
    }
}
