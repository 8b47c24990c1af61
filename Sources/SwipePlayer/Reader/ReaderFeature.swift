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
/// panel, …) in its input chain. A screen keeps its features in the chain's order
/// (docs/architecture.md: an open modal, the field with the keyboard, the page's focus, the
/// reader's commands) and offers each event to them in turn until one has it. What a feature needs
/// of the screen, and asks of it, goes through `Reader`, so the same feature serves documents and
/// stories; kiosk mode and presenting decide which features a screen installs.
protocol ReaderFeature: AnyObject {
    /// Offers one event; `.ignored` passes it on down the chain.
    func handle(_ input: ReaderInput, in reader: any Reader) -> ReaderOutcome
}

/// A link of a screen's chain that is the screen's own (its page's fields, its gestures, its
/// commands), made of a closure over the screen.
final class ScreenLink: ReaderFeature {
    private let body: (ReaderInput) -> ReaderOutcome

    init(_ body: @escaping (ReaderInput) -> ReaderOutcome) { self.body = body }

    func handle(_ input: ReaderInput, in reader: any Reader) -> ReaderOutcome { body(input) }
}

extension Array where Element == any ReaderFeature {
    /// Offers `input` to the features in order: what the first one that does not ignore it asks of
    /// the window (`.handled` when it asks nothing), or nil when none wanted it.
    func offer(_ input: ReaderInput, to reader: any Reader) -> ScreenAction? {
        for feature in self {
            switch feature.handle(input, in: reader) {
            case .ignored: continue
            case .handled: return .handled
            case .action(let action): return action
            }
        }
        return nil
    }
}

/// A reader screen (a document's or a story's) as its features see it: what they read of it and
/// what they ask of it.
protocol Reader: AnyObject {
    var context: ScreenContext { get }
    /// The reader's bookmarks and highlights (nil in kiosk mode).
    var annotations: ReaderAnnotations? { get }
    /// Where the presentation settings are edited (nil: no settings panel).
    var settingsEditor: SettingsEditor? { get }
    /// Whether the help overlay shows.
    var helpVisible: Bool { get set }
    /// The highlights' bar and selections (the annotation list opens a highlight's bar).
    var highlighter: HighlightController { get }
    /// Where highlights are made (nil without annotations).
    var highlightPage: HighlightController.Page? { get }
    /// What the annotation list lists (nil without annotations).
    var annotationListSource: AnnotationListController.Source? { get }
    /// The page the decorations' focus moves on (nil: the screen has none).
    var decorationFocusPage: DecorationFocusController.Page? { get }
    /// Shows page (or scene) `page`, 0-based, at once.
    func jump(to page: Int, at t: Double)
    /// The bookmarks or highlights changed: they are drawn again.
    func annotationsChanged()
    /// Searches the document or the story for the session's query.
    func runSearch(_ session: inout SearchSession)
    /// The search's matches or its current one changed: they are shown, and the current one's page.
    func searchMoved(at t: Double)
    /// A feature took a pointer that went down at `p` (a third finger opened the reader menu):
    /// what the screen's gestures and the zoom made of it ends there.
    func pressTaken(at p: Point, time t: Double)
    /// The zoom took the press held (a pinch, a pan, a double tap): the page's own gestures let go
    /// of it (no tap; a page drag settles on the nearest page).
    func pageGestureTaken(at t: Double)
    /// How the page is magnified (`PageZoom`); a new value is drawn at once.
    var zoom: PageZoom { get set }
    /// Where the zoom applies: the page fitted in the window, and the paging direction.
    var zoomArea: PageZoom.Area { get }
    /// What the reader menu offers here (kiosk mode, annotations, the settings panel, languages).
    var menuOffer: ReaderMenu.Offer { get }
    /// Whether a view that replaces the page is open (the overview, the annotation list): three
    /// fingers then open no reader menu.
    var overlayOpen: Bool { get }
    /// Closes the settings panel (the second finger of a three-finger touch opened it).
    func closeSettingsPanel()
    /// Where the page indicator is while it shows (nil: it does not): a tap there opens the reader menu.
    func indicatorFrame(at t: Double) -> Rect?
    /// Whether the reader menu is open.
    var readerMenuOpen: Bool { get }
    /// Whether the settings panel is open.
    var settingsPanelOpen: Bool { get }
    /// Where what is being typed shows (the search field, a highlight's note, the caret of the
    /// page's field), in window pixels; nil when nothing is typed.
    var typingFrame: Rect? { get }
    /// Offers `event` (a key or text the on-screen keyboard typed) to the screen's chain as a
    /// keyboard's; what it asks of the window, or nil when nothing had it.
    func type(_ event: SDL_Event, at t: Double) -> ScreenAction?
    /// Performs `command` as a key bound to it would (the reader menu chose it): offered to the
    /// screen's chain; what it asks of the window, or nil when nothing had it (the window's commands).
    func perform(command: Command, at t: Double) -> ScreenAction?
}
