import CSDL2
import SwipeDocument
import SwipeReader

/// What a feature of the reader did with an input.
enum ReaderOutcome {
    /// Not the feature's: the next one in the chain may have it.
    case ignored
    /// The feature used it; the chain stops there.
    case handled
    /// The feature used it and asks the window for this (back to the list).
    case action(ScreenAction)
}

/// One feature of a reader screen (the search field, the overview, highlights, the settings
/// panel, …) in its input chain (`ReaderLink`, `ReaderSession.chain`), offered each event in turn
/// until one has it. It reaches what the reader shares (the help, the panels, the tools, the
/// commands) through the `ReaderSession`, and what only the screen knows through the session's
/// small views of it (`ReaderPages`, `ZoomablePage`, `ReaderText`), so the same feature serves
/// documents and stories; kiosk mode decides which features are installed.
protocol ReaderFeature: AnyObject {
    /// Offers one event; `.ignored` passes it on down the chain.
    func handle(_ input: ReaderInput, in session: ReaderSession) -> ReaderOutcome
}

/// A link of a chain that is the screen's own (its page's fields, its gestures), made of a closure
/// over the screen.
final class ScreenLink: ReaderFeature {
    private let body: (ReaderInput) -> ReaderOutcome

    init(_ body: @escaping (ReaderInput) -> ReaderOutcome) { self.body = body }

    func handle(_ input: ReaderInput, in session: ReaderSession) -> ReaderOutcome { body(input) }
}

extension Array where Element == any ReaderFeature {
    /// Offers `input` to the features in order: what the first one that does not ignore it asks of
    /// the window (`.handled` when it asks nothing), or nil when none wanted it.
    func offer(_ input: ReaderInput, to session: ReaderSession) -> ScreenAction? {
        for feature in self {
            switch feature.handle(input, in: session) {
            case .ignored: continue
            case .handled: return .handled
            case .action(let action): return action
            }
        }
        return nil
    }
}
