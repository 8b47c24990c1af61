import SwipeDocument

/// A kind of screen a command can be offered on: a Swipe document, a Boken story, a document list,
/// a status page (a download, an error). Each command's declaration says which offer it
/// (`CommandDeclaration.screens`); the help overlay lists a screen's (`PlayerChrome`).
public enum CommandScreen: CaseIterable, Hashable, Sendable {
    case document, story, list, status

    /// The screens a reader reads on: documents and stories.
    public static let reading: Set<CommandScreen> = [.document, .story]
    /// Every screen (the window's commands, `ignore`).
    public static let every = Set(allCases)

    /// What the screen is called where a command is unavailable ("a story has no use for it").
    public var name: String {
        switch self {
        case .document: "a document"
        case .story: "a story"
        case .list: "a list"
        case .status: "a status page"
        }
    }
}
