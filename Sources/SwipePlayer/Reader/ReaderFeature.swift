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
/// until one has it. It sees its `Host`: a small protocol of its own listing exactly what it uses
/// of the reader (the help, the panels, the screen's small views `ReaderPages`, `ZoomablePage`,
/// `ReaderText`), which `ReaderSession` conforms to for either screen and a test's fake can too;
/// kiosk mode decides which features are installed.
protocol ReaderFeature: AnyObject {
    /// What the feature reaches of the reader (a protocol of its own).
    associatedtype Host
    /// Offers one event; `.ignored` passes it on down the chain.
    func handle(_ input: ReaderInput, in host: Host) -> ReaderOutcome
}

/// A link of a reader screen's input chain: a closure, either a feature bound to its host when the
/// chain is built, or a screen's own handling (its page's fields, its gestures).
struct ScreenLink {
    let handle: (ReaderInput) -> ReaderOutcome

    init(_ handle: @escaping (ReaderInput) -> ReaderOutcome) { self.handle = handle }

    /// `feature` seeing `owner` (the chain's holder, held unowned) as its host: `host` gives it.
    init<Feature: ReaderFeature, Owner: AnyObject>(_ feature: Feature, on owner: Owner, as host: @escaping (Owner) -> Feature.Host) {
        handle = { [unowned owner] in feature.handle($0, in: host(owner)) }
    }
}

extension Array where Element == ScreenLink {
    /// Offers `input` to the links in order: what the first one that does not ignore it asks of
    /// the window (`.handled` when it asks nothing), or nil when none wanted it.
    func offer(_ input: ReaderInput) -> ScreenAction? {
        for link in self {
            switch link.handle(input) {
            case .ignored: continue
            case .handled: return .handled
            case .action(let action): return action
            }
        }
        return nil
    }
}
