import CSDL2
import Foundation
import Testing
@testable import SwipeCore
@testable import SwipeMedia
@testable import SwipePlayer

extension SDLSerialTests {
    /// Read-aloud highlighting in a window (offscreen video, SDL's `disk` audio driver playing the
    /// speech in real time): the word highlighted follows espeak-ng's word events as the speech is
    /// heard, and goes when the page is left; R reads a page's texts, R again stops.
    struct ReadAloudWindowTests {
        static let json = """
        { "dimension": [400, 300], "pages": [
            { "speech": { "text": "one, two, three, four, five" },
              "elements": [ { "id": "words", "text": "One, two, three, four, five", "fontSize": 30 } ] },
            { "elements": [ { "text": "Seven eight" }, { "text": "nine ten" } ] } ] }
        """

        func window() throws -> (PlayerWindow, DocumentScreen) {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_DISKAUDIOFILE", FileManager.default.temporaryDirectory.appendingPathComponent("swipe-read-aloud-\(getpid()).raw").path, 1)
            SDL_SetHintWithPriority("SDL_AUDIODRIVER", "disk", SDL_HINT_OVERRIDE)
            let doc = try #require(DocumentLoader.load(bytes: Array(Self.json.utf8), name: "read-aloud.swipe", baseURL: nil).document)
            let window = try PlayerWindow(title: "read-aloud", options: .init(size: Point(400, 300), fullscreen: false))
            window.push {
                DocumentScreen(document: doc, title: "read-aloud", page: 0, language: "en", context: $0,
                               openSound: { SoundDirector(document: doc, language: $0, startPage: $1, warn: { _ in }, inform: { _ in }) }, report: { _ in })
            }
            return (window, try #require(window.top as? DocumentScreen))
        }

        /// Steps the window in real time for up to `seconds` (or until `done`), collecting each word
        /// highlighted in turn.
        func follow(_ window: PlayerWindow, _ screen: DocumentScreen, seconds: Double, until done: ([String]) -> Bool = { _ in false }) -> [String] {
            var words: [String] = []
            let end = window.now + seconds
            while window.now < end, !done(words) {
                window.step(at: window.now)
                let word = screen.engine.decorator.decorations(in: ReadAloudScript.group).first?.locator.text?.highlight
                if let word, words.last != word { words.append(word) }
                usleep(10_000)
            }
            return words
        }

        @Test func theSpokenWordIsHighlightedInTurnAndClearedWhenThePageIsLeft() throws {
            let (window, screen) = try window()
            window.showFirstFrame()
            let words = follow(window, screen, seconds: 8) { $0.count >= 3 }
            #expect(words == ["One", "two", "three"], "the words highlighted in turn")
            #expect(screen.isAnimating(at: window.now), "frames are drawn while speech is heard")
            let style = screen.engine.decorator.decorations(in: ReadAloudScript.group).first?.style
            #expect(style == DecorationStyle(.highlight, isActive: true))
            window.handle(SyntheticEvents.key(SDLK_RIGHT), at: window.now)
            _ = follow(window, screen, seconds: 3) { _ in !screen.isMoving }
            window.step(at: window.now)
            #expect(screen.currentPage == 2)
            #expect(screen.engine.decorator.decorations(in: ReadAloudScript.group).isEmpty, "nothing highlighted once the page is left")
            #expect(!screen.readAloud.isRunning)

            // R reads this page's texts in order, each word lit in its element; R again stops.
            window.handle(SyntheticEvents.key(SDLK_r), at: window.now)
            let read = follow(window, screen, seconds: 8) { $0.count >= 3 }
            #expect(read == ["Seven", "eight", "nine"])
            #expect(screen.engine.decorator.decorations(in: ReadAloudScript.group).first?.locator.element?.description == "@1")
            window.handle(SyntheticEvents.key(SDLK_r), at: window.now)
            window.step(at: window.now)
            #expect(screen.engine.decorator.decorations(in: ReadAloudScript.group).isEmpty)
            #expect(!screen.readAloud.isRunning)
            screen.closed()
        }
    }
}
