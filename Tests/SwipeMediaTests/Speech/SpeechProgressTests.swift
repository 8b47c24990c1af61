import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeMedia

extension SDLSerialTests {
    /// How far the speech heard has got (what read-aloud highlighting follows), against what SDL's
    /// disk driver recorded: the recording's own length is the clock.
    struct SpeechProgressTests {
        static let buffer = Double(AudioOutput.bufferFrames) / Double(AudioOutput.requestedRate)

        @Test func theWordSpokenAdvancesWithTheSpeechHeardAndStopsWhenThePageIsLeft() throws {
            let f = try AudioFixture()
            let doc = try f.document("""
            { "pages": [ { "speech": { "text": "Alpha. Echo. Oscar. India." } }, { } ] }
            """)
            let log = Messages()
            var sound: SoundDirector? = SoundDirector(document: doc, language: "en", warn: log.add, inform: log.add)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.waitUntilPrepared()
            f.wait(untilRecorded: 0.3, rate: rate)
            let start = f.recorded(rate: rate)
            sound?.playStarted(Playback.Cue(page: 0, time: start), at: start)
            // Each word reported spoken, and when (on the recording's clock) it first was.
            var seen: [(word: Int, at: Double)] = []
            var words: [ReadAloudWord] = []
            while case let now = f.recorded(rate: rate), let progress = sound?.speechProgress(at: now), now < start + 1.6 {
                #expect(progress.page == 0 && progress.text == "Alpha. Echo. Oscar. India." && !progress.isReadingPage)
                words = progress.words
                if let elapsed = progress.elapsed, let word = ReadAloudWord.spoken(in: words, at: elapsed), seen.last?.word != word {
                    seen.append((word, now))
                }
                usleep(5_000)
            }
            let left = f.recorded(rate: rate)
            sound?.willLeave(0)
            #expect(sound?.speechProgress(at: left) == nil, "no speech once the page is about to be left")
            f.wait(untilRecorded: left + 0.3, rate: rate)
            sound = nil
            #expect(words.prefix(4).map(\.characters) == [0..<5, 7..<11, 13..<18, 20..<25], "\(words)")
            #expect(seen.count >= 3 && seen.map(\.word) == Array(0..<seen.count), "the words followed one another: \(seen)")
            // Each word is heard when it is reported: the recording's onset after the pause before
            // it is within an output buffer (and the 5 ms this loop sleeps) of the moment.
            let r = try f.recording(rate: rate)
            for (word, at) in seen.dropFirst() {
                let onset = try #require(r.onset(after: at - 0.1, threshold: 800))
                #expect(abs(onset - at) < 2 * Self.buffer + 0.02, "word \(word) reported at \(at - start) s, heard at \(onset - start) s")
            }
            #expect(log.all.isEmpty, "\(log.all)")
        }

        @Test func aPageReadAloudReportsItsWordsAndStopsOnRequest() throws {
            let f = try AudioFixture()
            let doc = try f.document(#"{ "pages": [ { "elements": [ { "text": "Read me aloud" } ] } ] }"#)
            let log = Messages()
            var sound: SoundDirector? = SoundDirector(document: doc, language: "en", warn: log.add, inform: log.add)
            let rate = try #require(sound?.output.format?.sampleRate)
            #expect(sound?.readAloud(page: 0, text: "Read me aloud", at: 0) == true)
            var progress = sound?.speechProgress(at: 0)
            let deadline = Date().addingTimeInterval(10)
            while progress?.elapsed == nil, Date() < deadline {
                usleep(5_000)
                progress = sound?.speechProgress(at: 0.01)
            }
            #expect(progress?.isReadingPage == true)
            #expect(progress?.words.map(\.characters) == [0..<4, 5..<7, 8..<13])
            sound?.stopReading()
            #expect(sound?.speechProgress(at: 1) == nil)
            f.wait(untilRecorded: 0.2, rate: rate)
            sound = nil
            #expect(log.all.isEmpty, "\(log.all)")
        }
    }
}
