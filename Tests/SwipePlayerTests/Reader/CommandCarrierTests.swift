import Testing
@testable import SwipeReader
@testable import SwipePlayer

/// Every command a reader screen offers (its help's rows, its reader menu) has a carrier, and what
/// a screen cannot carry out is named: none vanishes in silence.
struct CommandCarrierTests {
    /// The reader's commands (those a screen's commands are asked for) nobody carries out on a screen with `own`.
    static func unavailable(own: Set<Command>) -> [Command] {
        Command.all.filter { $0.scope == .reader && CommandCarrier.of($0, own: own) == .unavailable }
    }

    @Test func helpRowsHaveCarriers() {
        for (help, own) in [(PlayerChrome.Help.document, DocumentScreen.ownCommands), (.story, StoryScreen.ownCommands)] {
            for command in PlayerChrome.helpRows(help).flatMap(\.commands) {
                #expect(CommandCarrier.of(command, own: own) != .unavailable, "\(help): \(command)")
            }
        }
    }

    @Test func menuRowsHaveCarriers() {
        let document = ReaderMenu.items(keys: .defaults, offer: .init(languages: 2))
        #expect(document.allSatisfy { CommandCarrier.of($0.command, own: DocumentScreen.ownCommands) != .unavailable })
        let story = ReaderMenu.items(keys: .defaults, offer: .init(annotationList: false))
        #expect(story.allSatisfy { CommandCarrier.of($0.command, own: StoryScreen.ownCommands) != .unavailable })
    }

    @Test func unavailableCommandsAreNamed() {
        #expect(Self.unavailable(own: DocumentScreen.ownCommands) == [.retry])
        #expect(Self.unavailable(own: StoryScreen.ownCommands) == [.page(.last), .annotations, .languageNext, .gestureLab, .blank(.black), .blank(.white), .retry])
    }

    @Test func pageLast() {
        #expect(CommandCarrier.of(.page(.last), own: DocumentScreen.ownCommands) == .screen)
        #expect(CommandCarrier.of(.page(.last), own: StoryScreen.ownCommands) == .unavailable)
    }

    @Test func oneCarrierEach() {
        #expect(DocumentScreen.ownCommands.isDisjoint(with: CommandCarrier.shared))
        #expect(StoryScreen.ownCommands.isDisjoint(with: CommandCarrier.shared))
        #expect(CommandCarrier.of(.search, own: []) == .feature && CommandCarrier.of(.quit, own: []) == .window)
    }
}
