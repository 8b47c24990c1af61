import SwipeReader

/// Who carries out the commands a screen offers (`CommandDeclaration.screens`): a reader screen's
/// own commands and links (`ReaderContent.ownCommands`, `linkCommands`), its session's
/// (`ReaderSession.sharedCommands`), the features at the chain's shared places (`ReaderLink.commands`),
/// a list's or a status page's own (`commands`), and the window's (the `window` scope's). A test
/// holds them to the declarations, so a command no screen offering it carries out cannot go unseen.
enum CommandCarrier {
    /// The commands the window carries out whatever the screen (fullscreen, quit).
    static let window = Set(Command.declarations.filter { $0.scope == .window }.map(\.command))

    /// Every command carried out on a `screen`.
    static func commands(on screen: CommandScreen) -> Set<Command> {
        switch screen {
        case .document: reader(DocumentScreen.self)
        case .story: reader(StoryScreen.self)
        case .list: window.union(ListScreen.commands)
        case .status: window.union(StatusScreen.commands)
        }
    }

    /// What a reader screen of type `content` carries out: its own, its session's, its chain's, the window's.
    private static func reader(_ content: any ReaderContent.Type) -> Set<Command> {
        let links = ReaderLink.chain(own: [], kiosk: false).flatMap(\.commands)
        return window.union(content.ownCommandSet).union(content.linkCommands).union(ReaderSession.sharedCommands.keys).union(links)
    }
}
