import SwipeDocument

extension KeyBindings {
    /// The player's own bindings, as keys.conf would write them: what every reader gets before
    /// their keys.conf and `--keys`.
    public static let defaults: KeyBindings = {
        let table: [(String, String)] = [
            // Reading.
            ("Right", "page next"), ("Down", "page next"), ("PageDown", "page next"), ("Space", "page next"), ("MBTN_Forward", "page next"),
            ("Left", "page previous"), ("Up", "page previous"), ("PageUp", "page previous"), ("Shift+Space", "page previous"),
            ("Home", "page first"), ("End", "page last"),
            ("Escape", "back"), ("Backspace", "back"), ("Back", "back"), ("MBTN_Back", "back"),
            ("b", "bookmark toggle"), ("[", "bookmark previous"), ("]", "bookmark next"), ("a", "annotations"),
            ("Ctrl+f", "search"), ("/", "search"), ("n", "search next"), ("g", "overview"), ("s", "settings"),
            ("r", "read-aloud"), ("l", "language next"), ("m", "mute"),
            ("9", "volume down"), ("0", "volume up"),
            ("+", "zoom in"), ("=", "zoom in"), ("KP_Plus", "zoom in"), ("Ctrl+=", "zoom in"), ("Ctrl++", "zoom in"),
            ("-", "zoom out"), ("KP_Minus", "zoom out"), ("Ctrl+-", "zoom out"), ("Ctrl+0", "zoom reset"),
            ("i", "gesture-lab"), ("?", "help"), ("Shift+/", "help"), ("h", "help"),
            ("Menu", "reader-menu"), ("Touch_3", "reader-menu"),
            (".", "blank black"), ("w", "blank white"),
            // The focus on a page's buttons, fields and highlights, and a story's buttons.
            ("Tab", "focus next"), ("Shift+Tab", "focus previous"),
            ("Up", "focus up"), ("Down", "focus down"), ("Left", "focus left"), ("Right", "focus right"),
            ("Enter", "activate"), ("KP_Enter", "activate"), ("Space", "activate"), ("Escape", "focus leave"),
            // Menus, panels and lists.
            ("Up", "menu up"), ("Down", "menu down"), ("Tab", "menu down"), ("Left", "menu left"), ("Right", "menu right"),
            ("-", "menu left"), ("=", "menu right"), ("+", "menu right"),
            ("PageUp", "menu pageup"), ("PageDown", "menu pagedown"), ("Home", "menu first"), ("End", "menu last"),
            ("Enter", "menu activate"), ("KP_Enter", "menu activate"), ("Space", "menu activate"),
            ("Escape", "menu close"), ("Backspace", "menu close"), ("Delete", "menu delete"), ("x", "menu delete"), ("n", "menu note"),
            ("1", "highlight colour 1"), ("2", "highlight colour 2"), ("3", "highlight colour 3"), ("4", "highlight colour 4"),
            // The window.
            ("f", "fullscreen"), ("F11", "fullscreen"), ("Escape", "fullscreen leave"), ("q", "quit"),
        ]
        var bindings = KeyBindings(table.map { Binding(try! KeyChord.binding($0.0), Command($0.1)!) })
        // Presenters' clickers send B for a black screen; a slideshow's Space and P pause it; a
        // failed download's R tries again.
        bindings.bind(Binding(KeyChord(key: "b"), .blank(.black), scope: .presenting))
        bindings.bind(Binding(KeyChord(key: "space"), .slideshowPause, scope: .slideshow))
        bindings.bind(Binding(KeyChord(key: "p"), .slideshowPause, scope: .slideshow))
        bindings.bind(Binding(KeyChord(key: "r"), .retry, scope: .status))
        return bindings
    }()
}
