import SwipeDocument

extension Command {
    /// Every command, declared once, in the order the manual and each screen's help list them:
    /// `Command.all`, the names keys.conf reads, `KeyBindings.defaults`, `KioskPolicy.allowedCommands`,
    /// the help rows and what a screen without it tells the reader are all made from this table.
    public static let declarations: [CommandDeclaration] = {
        let reading = CommandScreen.reading, every = CommandScreen.every, menus = reading.union([.list])
        // The help's rows several commands share.
        let chooseRow = "choose a row", firstLastRow = "first, last row", firstLastPage = "first, last page"
        let bookmarks = "bookmark; previous, next bookmark", volume = "quieter, louder", blank = "blank to black, white"
        let nextScene = "next scene (where offered)", previousScene = "previous scene (where offered)"
        let reachHighlight = "reach a highlight or match, open it", moveButtons = "move between the buttons"
        let zoomPage = "zoom in, out, whole page (pinch, double tap, Ctrl+wheel)", zoomScene = "zoom in, out, whole scene (pinch, double tap)"
        return [
            // Menus, panels and lists (a list's help lists these first).
            .init(.menu(.up), "menu up", "menus: move up", on: menus, scope: .menu, kiosk: true, keys: "Up").help(.list, row: chooseRow),
            .init(.menu(.down), "menu down", "menus: move down", on: menus, scope: .menu, kiosk: true, keys: "Down Tab").help(.list, row: chooseRow),
            .init(.menu(.left), "menu left", "menus: move left", on: reading, scope: .menu, kiosk: true, keys: "Left -"),
            .init(.menu(.right), "menu right", "menus: move right", on: reading, scope: .menu, kiosk: true, keys: "Right = +"),
            .init(.menu(.pageup), "menu pageup", "menus: a page up", on: menus, scope: .menu, kiosk: true, keys: "PageUp").help(.list, row: chooseRow),
            .init(.menu(.pagedown), "menu pagedown", "menus: a page down", on: menus, scope: .menu, kiosk: true, keys: "PageDown").help(.list, row: chooseRow),
            .init(.menu(.first), "menu first", "menus: first row", on: menus, scope: .menu, kiosk: true, keys: "Home").help(.list, row: firstLastRow),
            .init(.menu(.last), "menu last", "menus: last row", on: menus, scope: .menu, kiosk: true, keys: "End").help(.list, row: firstLastRow),
            .init(.menu(.activate), "menu activate", "menus: open or change the chosen row", on: menus, scope: .menu, kiosk: true, keys: "Enter KP_Enter Space")
                .help(.list, row: "open the chosen row"),
            // A list's close hides its help.
            .init(.menu(.close), "menu close", "menus: close", on: menus, scope: .menu, kiosk: true, keys: "Escape Backspace"),
            .init(.menu(.delete), "menu delete", "menus: delete the chosen row", on: reading, scope: .menu, kiosk: true, keys: "Delete x"),
            .init(.menu(.note), "menu note", "menus: write a note", on: reading, scope: .menu, kiosk: true, keys: "n"),
        ] + (1...4).map {
            .init(.highlightColour($0), "highlight colour \($0)", "highlight bar: colour \($0)", on: reading, scope: .menu, keys: "\($0)")
        } + [
            // Reading.
            .init(.page(.next), "page next", "next page", on: reading, kiosk: true, keys: "Right Down PageDown Space MBTN_Forward")
                .help(.document).help(.story, row: nextScene),
            .init(.page(.previous), "page previous", "previous page", on: reading, kiosk: true, keys: "Left Up PageUp Shift+Space")
                .help(.document).help(.story, row: previousScene),
            .init(.page(.first), "page first", "first page", on: reading, kiosk: true, keys: "Home")
                .help(.document, row: firstLastPage).help(.story, row: "first scene"),
            .init(.page(.last), "page last", "last page", on: [.document], kiosk: true, keys: "End").help(.document, row: firstLastPage)
                .unavailable(on: .story, "a story has no last scene (its scenes branch, and each ending is a last one); Home goes to the first"),
            .init(.languageNext, "language next", "next language", on: [.document, .list], kiosk: true, keys: "l").help(.document, .list)
                .unavailable(on: .story, "a story has one language"),
            .init(.bookmark(.toggle), "bookmark toggle", "bookmark the page, or remove its bookmark", on: reading, keys: "b")
                .help(.document, .story, row: bookmarks),
            .init(.bookmark(.previous), "bookmark previous", "previous bookmark", on: reading, keys: "[")
                .help(.document, .story, row: bookmarks),
            .init(.bookmark(.next), "bookmark next", "next bookmark", on: reading, keys: "]")
                .help(.document, .story, row: bookmarks),
            .init(.annotations, "annotations", "bookmarks and highlights list", on: [.document], keys: "a").help(.document)
                .unavailable(on: .story, "a story has no list of bookmarks and highlights ([ and ] visit the bookmarks)"),
            .init(.search, "search", "search (Enter: next match)", on: reading, kiosk: true, keys: "Ctrl+f /").help(.document, .story),
            .init(.searchNext, "search next", "next search match", on: reading, kiosk: true, keys: "n"),
            .init(.overview, "overview", "all pages, to jump anywhere", on: reading, kiosk: true, keys: "g")
                .help(.document).help(.story, row: "all scenes, to jump to one"),
            // The focus on a page's buttons, fields and highlights, and a story's buttons.
            .init(.focus(.next), "focus next", "focus the next button, field or highlight", on: reading, scope: .focus, kiosk: true, keys: "Tab")
                .help(.document, row: reachHighlight).help(.story, row: moveButtons),
            .init(.focus(.previous), "focus previous", "focus the previous one", on: reading, scope: .focus, kiosk: true, keys: "Shift+Tab"),
            .init(.focus(.up), "focus up", "move the focus up", on: reading, scope: .focus, kiosk: true, keys: "Up")
                .help(.story, row: moveButtons),
            .init(.focus(.down), "focus down", "move the focus down", on: reading, scope: .focus, kiosk: true, keys: "Down")
                .help(.story, row: moveButtons),
            .init(.focus(.left), "focus left", "move the focus left", on: reading, scope: .focus, kiosk: true, keys: "Left")
                .help(.story, row: previousScene),
            .init(.focus(.right), "focus right", "move the focus right", on: reading, scope: .focus, kiosk: true, keys: "Right")
                .help(.story, row: nextScene),
            .init(.focus(.leave), "focus leave", "take the focus away", on: reading, scope: .focus, kiosk: true, keys: "Escape"),
            .init(.activate, "activate", "activate what has the focus", on: reading, scope: .focus, kiosk: true, keys: "Enter KP_Enter Space")
                .help(.document, row: reachHighlight).help(.story, row: "choose the button in focus"),
            .init(.settings, "settings", "settings", on: reading, keys: "s").help(.document, .story),
            .init(.readAloud, "read-aloud", "read the page aloud, again stops", on: reading, kiosk: true, keys: "r")
                .help(.document).help(.story, row: "read the scene aloud, again stops"),
            .init(.captions, "captions", "captions on, off", on: reading, kiosk: true, keys: "c").help(.document),
            .init(.back, "back", "back to the list (a story: back along the path taken)", on: every, kiosk: true, keys: "Escape Backspace Back MBTN_Back")
                .help(.document).help(.story, row: "back along the path taken").help(.list, row: "back"),
            .init(.mute, "mute", "mute, unmute", on: reading, kiosk: true, keys: "m").help(.document, .story),
            .init(.gestureLab, "gesture-lab", "gesture lab", on: [.document], keys: "i").help(.document),
            .init(.volumeDown, "volume down", "quieter", on: reading, kiosk: true, keys: "9").help(.document, .story, row: volume),
            .init(.volumeUp, "volume up", "louder", on: reading, kiosk: true, keys: "0").help(.document, .story, row: volume),
            .init(.spokenFeedback, "spoken-feedback", "spoken feedback on, off", on: reading, kiosk: true, keys: "Alt+Super+s"),
            .init(.speech(.repeat), "speech repeat", "say the last spoken feedback again", on: reading, kiosk: true, keys: "Alt+Super+r"),
            .init(.speech(.pause), "speech pause", "pause, resume spoken feedback", on: reading, kiosk: true, keys: "Alt+Super+p"),
            .init(.zoomIn, "zoom in", "zoom into the page", on: reading, kiosk: true, keys: "+ = KP_Plus Ctrl+= Ctrl++")
                .help(.document, row: zoomPage).help(.story, row: zoomScene),
            .init(.zoomOut, "zoom out", "zoom out", on: reading, kiosk: true, keys: "- KP_Minus Ctrl+-")
                .help(.document, row: zoomPage).help(.story, row: zoomScene),
            .init(.zoomReset, "zoom reset", "the whole page again", on: reading, kiosk: true, keys: "Ctrl+0")
                .help(.document, row: zoomPage).help(.story, row: zoomScene),
            // Presenters' clickers send B for a black screen.
            .init(.blank(.black), "blank black", "blank to black and back", on: [.document], keys: ".").bound("b", in: .presenting)
                .help(.document, row: blank),
            .init(.blank(.white), "blank white", "blank to white and back", on: [.document], keys: "w").help(.document, row: blank),
            .init(.readerMenu, "reader-menu", "the reader menu: these commands to tap", on: reading, kiosk: true, keys: "Menu Touch_3"),
            // A slideshow's Space and P pause it; a failed download's R tries again.
            .init(.slideshowPause, "slideshow pause", "pause, resume the slideshow", on: [.document], kiosk: true).bound("Space p", in: .slideshow),
            .init(.retry, "retry", "try again", on: [.status], kiosk: true).bound("r", in: .status),
            // The window.
            .init(.fullscreen, "fullscreen", "fullscreen", on: every, scope: .window, keys: "f F11")
                .help(.document, .story, .list, row: "fullscreen (Escape leaves)"),
            .init(.fullscreenLeave, "fullscreen leave", "leave fullscreen", on: every, scope: .window, keys: "Escape"),
            .init(.help, "help", "this help", on: [.document, .story, .list], keys: "? Shift+/ h").help(.document, .story, .list),
            .init(.quit, "quit", "quit", on: every, scope: .window, keys: "q").help(.document, .story, .list),
            .init(.ignore, "ignore", "nothing (the key is off)", on: every),
        ]
    }()
}
