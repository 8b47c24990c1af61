import Testing
@testable import SwipeReader
@testable import SwipePlayer

/// Every command a screen offers (`Command.declarations`) is carried out there, and nothing is
/// carried out where it is not offered: a command nothing handles, or a screen leaving one out
/// without its declaration saying so, fails here.
struct CommandCarrierTests {
    static func offered(on screen: CommandScreen) -> Set<Command> {
        Set(Command.declarations.filter { $0.screens.contains(screen) }.map(\.command))
    }

    static func names(_ commands: Set<Command>) -> [String] { commands.map(\.description).sorted() }

    @Test func everyScreenCarriesOutWhatItOffersAndNothingElse() {
        for screen in CommandScreen.allCases {
            let carried = CommandCarrier.commands(on: screen), offered = Self.offered(on: screen)
            #expect(offered.subtracting(carried).isEmpty, "offered on \(screen), carried out by nothing: \(Self.names(offered.subtracting(carried)))")
            #expect(carried.subtracting(offered).isEmpty, "carried out on \(screen), not offered: \(Self.names(carried.subtracting(offered)))")
        }
    }

    @Test func helpRowsHaveCarriers() {
        for screen in CommandScreen.allCases {
            for command in PlayerChrome.helpRows(screen).flatMap(\.commands) {
                #expect(CommandCarrier.commands(on: screen).contains(command), "\(screen): \(command)")
            }
        }
    }

    @Test func menuRowsHaveCarriers() {
        let document = ReaderMenu.items(keys: .defaults, offer: .init(languages: 2))
        #expect(document.allSatisfy { CommandCarrier.commands(on: .document).contains($0.command) })
        let story = ReaderMenu.items(keys: .defaults, offer: .init(annotationList: false, captions: false))
        #expect(story.allSatisfy { CommandCarrier.commands(on: .story).contains($0.command) })
    }

    @Test func unavailableCommandsAreNamed() {
        let reading = Set(Command.all.filter { $0.scope == .reader })
        #expect(reading.subtracting(Self.offered(on: .document)) == [.retry])
        #expect(reading.subtracting(Self.offered(on: .story))
            == [.page(.last), .annotations, .languageNext, .gestureLab, .blank(.black), .blank(.white), .slideshowPause, .retry])
        #expect(Command.retry.declaration.reason(on: .document) == "a document has no use for it")
    }

    @Test func pageLast() {
        #expect(DocumentScreen.ownCommandSet.contains(.page(.last)))
        #expect(!StoryScreen.ownCommandSet.contains(.page(.last)) && !Self.offered(on: .story).contains(.page(.last)))
        #expect(Command.page(.last).declaration.reason(on: .story).hasPrefix("a story has no last scene"))
    }

    @Test func oneCarrierEach() {
        let shared = Set(ReaderSession.sharedCommands.keys)
        #expect(DocumentScreen.ownCommandSet.isDisjoint(with: shared))
        #expect(StoryScreen.ownCommandSet.isDisjoint(with: shared))
        #expect(CommandCarrier.window == [.fullscreen, .fullscreenLeave, .quit])
    }
}
