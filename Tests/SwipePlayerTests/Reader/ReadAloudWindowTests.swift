import Foundation
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Read-aloud highlighting in a real window under Xvfb, SDL's `disk` audio driver playing the
    /// speech in real time: the highlighted word moves along the text as espeak-ng's word events
    /// are reached, and goes when the page is left; R reads a page's texts, R again stops.
    struct ReadAloudWindowTests {
        let window = WindowTests()
        let sound = WindowSoundTests()

        static let document = """
        { "title": "read-aloud-test", "dimension": [400, 300], "pages": [
            { "bc": "#ffffff", "speech": { "text": "one two three four five six seven eight nine ten" },
              "elements": [ { "x": 0, "y": 90, "w": 400, "h": 80, "text": "One two three four five six seven eight nine ten", "fontSize": 22 } ] },
            { "bc": "#ffffff", "elements": [ { "x": 0, "y": 40, "w": 400, "h": 60, "text": "Seven eight", "fontSize": 22 },
                                             { "x": 0, "y": 160, "w": 400, "h": 60, "text": "nine ten", "fontSize": 22 } ] } ] }
        """

        /// The centre of the highlight's tint (yellow over white) in a screenshot; nil when none shows.
        func highlight(_ image: RasterImage) -> (x: Double, y: Double)? {
            var sx = 0, sy = 0, n = 0
            for y in 0..<min(image.height, 240) {
                for x in 0..<image.width {
                    let (r, g, b, _) = image.pixel(x, y)
                    if r > 200, g > 190, Int(r) - Int(b) > 40 {
                        sx += x
                        sy += y
                        n += 1
                    }
                }
            }
            return n < 20 ? nil : (Double(sx) / Double(n), Double(sy) / Double(n))
        }

        /// Screenshots for `seconds`, the highlight's centre in each (nil where none shows).
        func watch(_ x: XvfbSession, _ id: String, seconds: Double) throws -> [(x: Double, y: Double)?] {
            var out: [(x: Double, y: Double)?] = []
            let end = Date().addingTimeInterval(seconds)
            while Date() < end { out.append(highlight(try window.screenshot(x, window: id))) }
            return out
        }

        /// Screenshots until the highlight first shows (within a bound only a hang reaches: speech
        /// starts once its words are made, later on a loaded machine), then for `seconds` more; the
        /// highlight's centres, none when it never showed.
        func watchOnceLit(_ x: XvfbSession, _ id: String, seconds: Double) throws -> [(x: Double, y: Double)?] {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if let first = highlight(try window.screenshot(x, window: id)) { return [first] + (try watch(x, id, seconds: seconds)) }
            }
            return []
        }

        /// The distinct places the highlight was seen, in turn.
        func places(_ seen: [(x: Double, y: Double)?]) -> [(x: Double, y: Double)] {
            var out: [(x: Double, y: Double)] = []
            for case let p? in seen where out.last.map({ abs($0.x - p.x) > 8 || abs($0.y - p.y) > 8 }) ?? true { out.append(p) }
            return out
        }

        /// Whether each place follows the one before in reading order (further right on its line, or lower).
        func inReadingOrder(_ places: [(x: Double, y: Double)]) -> Bool {
            zip(places, places.dropFirst()).allSatisfy { $1.y > $0.y + 8 || (abs($1.y - $0.y) <= 8 && $1.x > $0.x) }
        }

        /// The player on the test's document, with `arguments`, speaking through SDL's disk driver,
        /// and its window (nil when it did not appear).
        func launch(_ x: XvfbSession, _ arguments: [String] = []) throws -> (player: Process, window: String?) {
            let dir = try sound.folder()
            let doc = dir.appendingPathComponent("read-aloud-test.swipe")
            try Self.document.write(to: doc, atomically: true, encoding: .utf8)
            let player = try x.launchPlayer([doc.path, "--window", "400x300"] + arguments,
                                            environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": dir.appendingPathComponent("out.raw").path,
                                                          "XDG_STATE_HOME": dir.appendingPathComponent("state").path,
                                                          "XDG_DATA_HOME": dir.appendingPathComponent("data").path])
            return (player, x.window(named: "read-aloud-test"))
        }

        @Test func theSpokenWordIsHighlightedInTurnAndClearedWhenThePageIsLeft() throws {
            let x = try XvfbSession()
            let (player, window) = try launch(x)
            defer { XvfbSession.stop(player) }
            let id = try #require(window, "the player's window did not appear")

            // The page's speech: the highlight moves along the text in reading order, word after word.
            let spoken = places(try watchOnceLit(x, id, seconds: 2.2))
            #expect(spoken.count >= 3, "the highlight moved from word to word: \(spoken)")
            #expect(inReadingOrder(spoken), "in reading order: \(spoken)")
            #expect(spoken.allSatisfy { $0.y > 90 && $0.y < 170 }, "on the text: \(spoken)")

            // Leaving the page while it still speaks takes the highlight away; R reads the next
            // page's texts in order, each word lit in its element; R again stops.
            let read = try readNextPage(x, id)
            #expect(read.first.map { $0.y < 100 } == true && read.last.map { $0.y > 160 } == true, "the first text, then the second: \(read)")
            try readAgainAndStop(x, id)
        }

        /// Turns to the next page while the speech is heard (nothing lit there), then R reads it:
        /// the places lit, in reading order.
        func readNextPage(_ x: XvfbSession, _ id: String) throws -> [(x: Double, y: Double)] {
            x.run("xdotool", ["key", "--window", id, "Right"])
            usleep(1_200_000)
            #expect(try watch(x, id, seconds: 0.5).allSatisfy { $0 == nil }, "nothing lit on the next page")
            x.run("xdotool", ["key", "--window", id, "r"])
            let read = places(try watchOnceLit(x, id, seconds: 2.5))
            #expect(read.count >= 3 && inReadingOrder(read), "\(read)")
            return read
        }

        /// R once it has read: read again; R again: nothing lit.
        func readAgainAndStop(_ x: XvfbSession, _ id: String) throws {
            x.run("xdotool", ["key", "--window", id, "r"])
            usleep(700_000)
            #expect(try watch(x, id, seconds: 0.2).contains { $0 != nil }, "read again")
            x.run("xdotool", ["key", "--window", id, "r"])
            usleep(300_000)
            #expect(try watch(x, id, seconds: 0.5).allSatisfy { $0 == nil }, "R stops reading and what it lit")
        }

        @Test func inTheTextViewTheSpokenWordIsMarkedInTheColumnInTurn() throws {
            let x = try XvfbSession()
            let (player, window) = try launch(x, ["--set", "layout=text", "--set", "backgroundColor=#ffffff", "--set", "textColor=#000000"])
            defer { XvfbSession.stop(player) }
            let id = try #require(window, "the player's window did not appear")

            // The page's speech, found in the column: its words marked there in reading order.
            let spoken = places(try watchOnceLit(x, id, seconds: 2.2))
            #expect(spoken.count >= 3 && inReadingOrder(spoken), "the mark moved from word to word in the column: \(spoken)")
            #expect(spoken.allSatisfy { $0.y < 90 }, "in the column at the window's top, not where the page shows the text: \(spoken)")

            // R on the next page reads its column: the first text, then the second.
            let read = try readNextPage(x, id)
            #expect(read.allSatisfy { $0.y < 150 }, "in the column: \(read)")
            try readAgainAndStop(x, id)
        }

        /// The dark pixels in the bottom quarter of window `id` (a white page's or scene's): the
        /// caption band's, before and `wait` microseconds after `key` is pressed.
        func captionBand(_ x: XvfbSession, _ id: String, around key: String, wait: useconds_t) throws -> (before: Int, after: Int) {
            func dark() throws -> Int {
                let image = try window.screenshot(x, window: id)
                var n = 0
                for y in image.height * 3 / 4..<image.height {
                    for x in 0..<image.width {
                        let (r, g, b, _) = image.pixel(x, y)
                        if r < 70, g < 70, b < 70 { n += 1 }
                    }
                }
                return n
            }
            let before = try dark()
            x.run("xdotool", ["key", "--window", id, key])
            usleep(wait)
            return (before, try dark())
        }

        @Test func withCaptionsOnThePageReadAloudIsCaptioned() throws {
            let x = try XvfbSession()
            let (player, window) = try launch(x, ["--set", "captions=on"])
            defer { XvfbSession.stop(player) }
            let id = try #require(window, "the player's window did not appear")
            x.run("xdotool", ["key", "--window", id, "Right"])
            usleep(1_500_000)
            let band = try captionBand(x, id, around: "r", wait: 800_000)
            #expect(band.after > band.before + 1500, "R's speech shows in the caption band: \(band) dark pixels before and while reading")
        }
    }
}
