import SwipeReader

/// Who carries out a command that reaches a reader screen's commands: the screen (its own, as
/// it declares them: `ReaderContent.ownCommands`), the session (what documents and stories share),
/// a feature earlier in the chain (search, zoom, the focus, the menus), the window — or nobody here,
/// which the session tells the reader rather than dropping the key in silence.
enum CommandCarrier: Equatable {
    case screen, session, feature, window, unavailable

    /// The commands every reader screen has, which the session carries out.
    static let shared = Set<Command>([.help, .readerMenu, .overview, .settings, .readAloud, .mute, .volumeDown, .volumeUp, .ignore]
        + Command.Bookmark.allCases.map(Command.bookmark))

    /// The commands a link earlier in the chain carries out (a feature, a document's slideshow), before the reader's commands are asked.
    static func isFeatures(_ command: Command) -> Bool {
        switch command {
        case .search, .searchNext, .zoomIn, .zoomOut, .zoomReset, .focus, .activate, .menu, .highlightColour, .slideshowPause: true
        default: false
        }
    }

    /// Who carries out `command` on a screen whose own commands are `own`.
    static func of(_ command: Command, own: Set<Command>) -> CommandCarrier {
        if own.contains(command) { return .screen }
        if shared.contains(command) { return .session }
        if isFeatures(command) { return .feature }
        return command.scope == .window ? .window : .unavailable
    }
}
