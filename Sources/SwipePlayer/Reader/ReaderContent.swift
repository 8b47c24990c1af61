import SwipeDocument
import SwipeReader
import SwipeMedia

/// Where a reader is among a screen's pages (a document's pages, a story's scenes) and how it moves
/// there: what the overview, the annotation list, bookmarks and search need of the screen.
protocol ReaderPages: AnyObject {
    var pageCount: Int { get }
    /// The page shown (0-based): with spreads, the first page of the current spread.
    var shownPage: Int { get }
    /// The page shown (0-based), or the one a turn is heading to (what a key means, however quick the keys).
    var headingPage: Int { get }
    /// Turns to `page` as a bookmark or a search match asks.
    func go(to page: Int, at t: Double)
    /// Shows `page` at once (the overview, the annotation list).
    func jump(to page: Int, at t: Double)
    /// The page `locator` is on (a story's scenes by their `sceneId`).
    func page(of locator: Locator) -> Int?
}

/// What the zoom magnifies (`PageZoomInput`), and the page's own gestures it takes presses from.
protocol ZoomablePage: AnyObject {
    /// How the page is magnified (`PageZoom`); a new value is drawn at once.
    var zoom: PageZoom { get set }
    /// Where the zoom applies: the page fitted in the window, and the paging direction.
    var zoomArea: PageZoom.Area { get }
    /// Something else took the press held (a pinch, a pan, a panel, the reader menu): the page's
    /// own gestures let go of it (no tap; a page drag settles on the nearest page).
    func pageGestureTaken(at t: Double)
}

/// The screen's text and decorations as search, highlights, read-aloud and the decorations' focus use them.
protocol ReaderText: AnyObject {
    /// Searches the document or the story for the session's query.
    func runSearch(_ session: inout SearchSession)
    /// What is drawn over the pages besides them, by group.
    var decorator: Decorator { get }
    /// Changes what is drawn over the pages (bookmarks, highlights, search matches, the word read).
    func decorate(_ change: (inout Decorator) -> Void)
    /// Where highlights are made: the locators of its texts, and its texts as drawn.
    var selectableText: (resolver: any LocatorResolving, text: any SelectableText) { get }
    /// Scrolls to `locator`'s words where the view scrolls (the text view), once its page shows:
    /// to the window's top (`atTop`) or into the window.
    func reveal(_ locator: Locator, atTop: Bool)
    /// The words at the top of the view on page `page` (the text view's), what a bookmark made
    /// there keeps; nil: the page as a whole.
    func wordsAtTop(page: Int) -> Locator?
    /// What R reads aloud.
    var readAloudSource: ReadAloudController.Source { get }
    /// The page the decorations' focus moves on (nil: the screen has none).
    var decorationFocusPage: DecorationFocusController.Page? { get }
    /// What the annotation list lists of `annotations` (nil: the screen has no list).
    func annotationListSource(_ annotations: ReaderAnnotations) -> AnnotationListController.Source?
    /// Where the page's own field being edited is (window pixels; nil: none is).
    var pageTypingFrame: Rect? { get }
}

extension ReaderText {
    var decorationFocusPage: DecorationFocusController.Page? { nil }
    func annotationListSource(_ annotations: ReaderAnnotations) -> AnnotationListController.Source? { nil }
    var pageTypingFrame: Rect? { nil }
}

/// What a reader screen (a document's, a story's) gives its `ReaderSession`, which holds what the
/// two share: its pages, zoom and text (above), and what only it knows of drawing, sound, settings
/// and commands.
protocol ReaderContent: ReaderPages, ZoomablePage, ReaderText {
    /// The settings in force, which the session's `SettingsEditor` sets as they change.
    var presentation: PresentationSettings? { get set }
    /// The screen's sound, whose volume and speech the reader's commands change.
    var readerSound: (any AdjustableSound & ReadsAloud)? { get }
    /// What the player's own pages and controls are drawn on.
    var drawing: any OwnDrawing { get }
    /// A page's size, for the overview's thumbnails.
    var pageSize: Point { get }
    /// What the page indicator shows besides the page number.
    var labels: ReaderSession.Labels { get }
    /// What page `page` is called in the indicator and the overview (nil: its number).
    func pageLabel(_ page: Int) -> String?
    /// What a bookmark of `page` keeps besides its page (a story's scene: its title and `sceneId`).
    func bookmark(page: Int) -> (title: String?, scene: String?)
    /// The places of the chain the screen fills (`ReaderLink.own`), and its links there.
    var ownLinks: [ReaderLink: ScreenLink] { get }
    /// The kind of screen it is: the commands it offers (`CommandDeclaration.screens`), its help.
    static var screen: CommandScreen { get }
    /// The reader's commands the screen carries out itself, and how (what it asks of the window, or
    /// nil: the window's); the session carries out `ReaderSession.sharedCommands`, and tells the
    /// reader what the screen does not offer.
    static var ownCommands: [Command: @Sendable (Self, Double) -> ScreenAction?] { get }
    /// The commands the screen's own links (`ownLinks`) and `preempt` carry out before the reader's commands.
    static var linkCommands: Set<Command> { get }
    /// The scopes the reader's keys are looked up in (presenting's and a slideshow's before the reader's).
    var commandScopes: [KeyBindings.Scope] { get }
    /// A key the screen takes before any command (the presenter's typed page numbers); nil: it goes on.
    func preempt(_ chord: KeyChord, command: Command?, at t: Double) -> ScreenAction?
    /// A file a screen watches changed (`PostedEvent.fileChanged`; `source`: whose, maybe another
    /// screen's): `.handled` when it was this one's, read again; nil otherwise.
    func fileChanged(source: UnsafeMutableRawPointer?, at t: Double) -> ScreenAction?
    /// Draws the pages (or the scene) at `t`, under the overlays.
    func drawPage(at t: Double)
    /// Draws page `page` at `t` as a thumbnail of the overview, into `frame`.
    func drawThumbnail(_ page: Int, at t: Double, into frame: Rect)
    /// Draws what goes over the overlays (the gesture lab, a presenter's blank screen).
    func drawTop(at t: Double)
}

extension ReaderContent {
    func bookmark(page: Int) -> (title: String?, scene: String?) { (nil, nil) }
    func pageLabel(_ page: Int) -> String? { nil }
    var commandScopes: [KeyBindings.Scope] { [.reader] }
    func preempt(_ chord: KeyChord, command: Command?, at t: Double) -> ScreenAction? { nil }
    func drawTop(at t: Double) {}

    /// The commands of `ownCommands`.
    static var ownCommandSet: Set<Command> { Set(ownCommands.keys) }

    /// Carries out one of `ownCommands`; what it asks of the window, or nil (the window's commands).
    func perform(own command: Command, at t: Double) -> ScreenAction? { Self.ownCommands[command].flatMap { $0(self, t) } }
}
