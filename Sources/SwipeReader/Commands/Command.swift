import SwipeDocument

/// Something a reader can ask the player to do, by name ("page next", "bookmark toggle", "quit"):
/// what keys, mouse buttons and gestures are bound to (`KeyBindings`), what the help overlay and
/// the manual list, and what a kiosk allows, each declared once in `declarations`. The window's
/// features perform them; a key press is only ever looked up as one of these.
public enum Command: Hashable, Sendable, CustomStringConvertible {
    public enum Page: String, CaseIterable, Sendable { case next, previous, first, last }
    public enum Bookmark: String, CaseIterable, Sendable { case toggle, previous, next }
    public enum Direction: String, CaseIterable, Sendable { case up, down, left, right }
    public enum Focus: String, CaseIterable, Sendable { case next, previous, up, down, left, right, leave }
    public enum Menu: String, CaseIterable, Sendable { case up, down, left, right, pageup, pagedown, first, last, activate, close, delete, note }
    public enum Blank: String, CaseIterable, Sendable { case black, white }
    public enum Speech: String, CaseIterable, Sendable { case `repeat`, pause }

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
    /// The `captions` setting on or off.
    case captions
    case languageNext
    case mute
    case volumeUp
    case volumeDown
    /// Turns spoken feedback on or off (the `spokenFeedback` setting), saying so.
    case spokenFeedback
    /// Spoken feedback's last utterance said again; what is said paused or resumed.
    case speech(Speech)
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

    /// Every command there is, in the order the help and the manual list them (`declarations`').
    public static let all: [Command] = declarations.map(\.command)

    private static let declared: [Command: CommandDeclaration] = Dictionary(uniqueKeysWithValues: declarations.map { ($0.command, $0) })

    /// The command's one declaration (`declarations`).
    public var declaration: CommandDeclaration {
        guard let d = Self.declared[self] else { preconditionFailure("\(self) is not in Command.declarations") }
        return d
    }

    /// As keys.conf writes it: "page next", "bookmark toggle", "highlight colour 2".
    public var description: String { declaration.name }

    private static let byName: [String: Command] = Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0.command) })

    /// The command `words` name ("page next", any spacing and case); nil when none.
    public init?(_ words: String) {
        let normal = words.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        guard let c = Self.byName[normal] else { return nil }
        self = c
    }

    /// What the command does, as the help overlay and the manual say it.
    public var summary: String { declaration.summary }

    /// Where the command applies, which decides which of a key's bindings is asked.
    public var scope: KeyBindings.Scope { declaration.scope }
}
