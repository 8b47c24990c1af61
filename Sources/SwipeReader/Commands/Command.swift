import SwipeDocument

/// Something a reader can ask the player to do, by name ("page next", "bookmark toggle", "quit"):
/// what keys, mouse buttons and gestures are bound to (`KeyBindings`), what the help overlay and
/// the manual list, and what a kiosk allows. The window's features perform them; a key press is
/// only ever looked up as one of these.
public enum Command: Hashable, Sendable, CustomStringConvertible {
    public enum Page: String, CaseIterable, Sendable { case next, previous, first, last }
    public enum Bookmark: String, CaseIterable, Sendable { case toggle, previous, next }
    public enum Direction: String, CaseIterable, Sendable { case up, down, left, right }
    public enum Focus: String, CaseIterable, Sendable { case next, previous, up, down, left, right, leave }
    public enum Menu: String, CaseIterable, Sendable { case up, down, left, right, pageup, pagedown, first, last, activate, close, delete, note }
    public enum Blank: String, CaseIterable, Sendable { case black, white }

    // The reader's commands.
    case page(Page)
    /// Back to the list the document was opened from (a story: back along the path taken).
    case back
    case bookmark(Bookmark)
    /// The list of bookmarks and highlights.
    case annotations
    /// Opens the search field.
    case search
    /// The next match of an open search.
    case searchNext
    case overview
    case settings
    case readAloud
    case languageNext
    case mute
    case volumeUp
    case volumeDown
    /// Magnifies the page (`PageZoom`), a step at a time.
    case zoomIn
    case zoomOut
    /// Back to the page fitted.
    case zoomReset
    case gestureLab
    case help
    /// The reader menu: the reader's commands as a list to tap.
    case readerMenu
    case blank(Blank)
    /// Pauses or resumes a slideshow.
    case slideshowPause
    /// Tries again what failed to open (a download).
    case retry
    // The focus on a page's elements, decorations or a story's buttons.
    case focus(Focus)
    /// Activates what has the focus (a button, a highlight, a match).
    case activate
    // Open menus and panels: the overview, the annotation list, the settings panel, a document list, the highlight bar.
    case menu(Menu)
    /// The highlight bar's colours, 1 to 4.
    case highlightColour(Int)
    // The window's.
    case fullscreen
    /// Leaves fullscreen (nothing when windowed).
    case fullscreenLeave
    case quit
    /// Bound to a key, does nothing: the key is off.
    case ignore

    /// Every command there is, in the order the help and the manual list them.
    public static let all: [Command] = Page.allCases.map(Command.page) + [.back] + Bookmark.allCases.map(Command.bookmark)
        + [.annotations, .search, .searchNext, .overview, .settings, .readAloud, .languageNext, .mute, .volumeDown, .volumeUp, .zoomIn, .zoomOut, .zoomReset, .gestureLab, .help,
           .readerMenu]
        + Blank.allCases.map(Command.blank) + [.slideshowPause, .retry] + Focus.allCases.map(Command.focus) + [.activate]
        + Menu.allCases.map(Command.menu) + (1...4).map(Command.highlightColour) + [.fullscreen, .fullscreenLeave, .quit, .ignore]

    /// As keys.conf writes it: "page next", "bookmark toggle", "highlight colour 2".
    public var description: String {
        switch self {
        case .page(let p): "page \(p.rawValue)"
        case .back: "back"
        case .bookmark(let b): "bookmark \(b.rawValue)"
        case .annotations: "annotations"
        case .search: "search"
        case .searchNext: "search next"
        case .overview: "overview"
        case .settings: "settings"
        case .readAloud: "read-aloud"
        case .languageNext: "language next"
        case .mute: "mute"
        case .volumeUp: "volume up"
        case .volumeDown: "volume down"
        case .zoomIn: "zoom in"
        case .zoomOut: "zoom out"
        case .zoomReset: "zoom reset"
        case .gestureLab: "gesture-lab"
        case .help: "help"
        case .readerMenu: "reader-menu"
        case .blank(let b): "blank \(b.rawValue)"
        case .slideshowPause: "slideshow pause"
        case .retry: "retry"
        case .focus(let f): "focus \(f.rawValue)"
        case .activate: "activate"
        case .menu(let m): "menu \(m.rawValue)"
        case .highlightColour(let n): "highlight colour \(n)"
        case .fullscreen: "fullscreen"
        case .fullscreenLeave: "fullscreen leave"
        case .quit: "quit"
        case .ignore: "ignore"
        }
    }

    private static let byName: [String: Command] = Dictionary(uniqueKeysWithValues: all.map { ($0.description, $0) })

    /// The command `words` name ("page next", any spacing and case); nil when none.
    public init?(_ words: String) {
        let normal = words.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        guard let c = Self.byName[normal] else { return nil }
        self = c
    }

    /// What the command does, as the help overlay and the manual say it.
    public var summary: String {
        switch self {
        case .page(.next): "next page"
        case .page(.previous): "previous page"
        case .page(.first): "first page"
        case .page(.last): "last page"
        case .back: "back to the list (a story: back along the path taken)"
        case .bookmark(.toggle): "bookmark the page, or remove its bookmark"
        case .bookmark(.previous): "previous bookmark"
        case .bookmark(.next): "next bookmark"
        case .annotations: "bookmarks and highlights list"
        case .search: "search (Enter: next match)"
        case .searchNext: "next search match"
        case .overview: "all pages, to jump anywhere"
        case .settings: "settings"
        case .readAloud: "read the page aloud, again stops"
        case .languageNext: "next language"
        case .mute: "mute, unmute"
        case .volumeUp: "louder"
        case .volumeDown: "quieter"
        case .zoomIn: "zoom into the page"
        case .zoomOut: "zoom out"
        case .zoomReset: "the whole page again"
        case .gestureLab: "gesture lab"
        case .help: "this help"
        case .readerMenu: "the reader menu: these commands to tap"
        case .blank(.black): "blank to black and back"
        case .blank(.white): "blank to white and back"
        case .slideshowPause: "pause, resume the slideshow"
        case .retry: "try again"
        case .focus(.next): "focus the next button, field or highlight"
        case .focus(.previous): "focus the previous one"
        case .focus(.leave): "take the focus away"
        case .focus(let d): "move the focus \(d.rawValue)"
        case .activate: "activate what has the focus"
        case .menu(.pageup): "menus: a page up"
        case .menu(.pagedown): "menus: a page down"
        case .menu(.activate): "menus: open or change the chosen row"
        case .menu(.close): "menus: close"
        case .menu(.delete): "menus: delete the chosen row"
        case .menu(.note): "menus: write a note"
        case .menu(let m): "menus: \(m == .first || m == .last ? "\(m.rawValue) row" : "move \(m.rawValue)")"
        case .highlightColour(let n): "highlight bar: colour \(n)"
        case .fullscreen: "fullscreen"
        case .fullscreenLeave: "leave fullscreen"
        case .quit: "quit"
        case .ignore: "nothing (the key is off)"
        }
    }

    /// Where the command applies, which decides which of a key's bindings is asked.
    public var scope: KeyBindings.Scope {
        switch self {
        case .focus, .activate: .focus
        case .menu, .highlightColour: .menu
        case .fullscreen, .fullscreenLeave, .quit: .window
        default: .reader
        }
    }
}
