import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeMedia

extension SDLSerialTests {
    /// The document's sound as pages become current and play, recorded with SDL's disk driver
    /// (which writes what would be heard, in real time) and examined by time and frequency.
    struct SoundDirectorTests {
        /// One output buffer, the most a sound can wait for the next mix.
        static let buffer = Double(AudioOutput.bufferFrames) / Double(AudioOutput.requestedRate)

        func director(_ doc: Document, _ log: Messages) -> SoundDirector {
            SoundDirector(document: doc, language: "en", warn: log.add, inform: log.add)
        }

        @Test func musicContinuesAcrossPagesOfOneTemplateBothWaysAndSwitchesOnAChange() throws {
            let f = try AudioFixture()
            try f.tone("low.mp3", frequency: 440, seconds: 3)
            try f.tone("high.ogg", frequency: 1000, seconds: 3)
            let doc = try f.document("""
            { "templates": { "pages": { "low": { "bgm": "low.mp3" }, "high": { "bgm": "high.ogg" } } },
              "pages": [ { "template": "low" }, { "template": "low" }, { "template": "high" } ] }
            """)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(0)
            f.wait(untilRecorded: 0.45, rate: rate)
            sound?.pageBecameCurrent(1)
            f.wait(untilRecorded: 0.7, rate: rate)
            sound?.pageBecameCurrent(0)
            f.wait(untilRecorded: 0.95, rate: rate)
            sound?.pageBecameCurrent(2)
            f.wait(untilRecorded: 1.85, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.all.isEmpty)
            #expect(abs(r.frequency(0.35, 0.95) - 440) < 10, "the first template's music")
            #expect(r.quietest(0.35, 0.95) > 3000, "no gap at the page turns within the template")
            #expect(abs(r.frequency(1.55, 1.8) - 1000) < 20, "the second template's music")
            #expect(r.peak(1.55, 1.8) > 9000)
        }

        /// The corpus's `bgm/music.swipe` names music that is not in the corpus: a copy of the document
        /// plays beside generated tones of those names, 3 pages to each template.
        @Test func corpusMusicDocumentWithStandInTones() throws {
            let json = try String(contentsOf: TestCorpus.url("bgm/music.swipe"), encoding: .utf8)
            let f = try AudioFixture()
            try f.tone("TheDescent.mp3", frequency: 400, seconds: 4)
            try f.tone("HiddenAgenda.mp3", frequency: 900, seconds: 4)
            try f.tone("MonkeysSpinningMonkeys.mp3", frequency: 1600, seconds: 4)
            let doc = try f.document(json, name: "music.swipe")
            #expect(doc.pages.count == 9)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            // Pages 1-3 (sun), 4-6 (ocean), back to 3 (sun), then 7 (orange), one step every 0.7 s.
            for (k, page) in [0, 1, 2, 3, 4, 5, 2, 6].enumerated() {
                f.wait(untilRecorded: 0.7 * Double(k), rate: rate)
                sound?.pageBecameCurrent(page)
            }
            f.wait(untilRecorded: 5.8, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.all.isEmpty)
            #expect(abs(r.frequency(0.35, 2.1) - 400) < 10, "sun's music through pages 1-3")
            #expect(r.quietest(0.35, 2.1) > 3000, "without a gap")
            #expect(abs(r.frequency(2.65, 4.2) - 900) < 15, "ocean's music through pages 4-6")
            #expect(r.quietest(2.65, 4.2) > 3000, "without a gap")
            #expect(abs(r.frequency(4.75, 4.9) - 400) < 10, "back on a sun page: sun's music again")
            #expect(abs(r.frequency(5.45, 5.75) - 1600) < 30, "orange's music")
        }

        @Test(arguments: ["wav", "mp3", "ogg", "flac"])
        func musicPlaysEachFormatLooping(_ ext: String) throws {
            let f = try AudioFixture()
            try f.tone("tone.\(ext)", frequency: 600, seconds: 0.3)
            let doc = try f.document(#"{ "templates": { "pages": { "*": { "bgm": "tone.\#(ext)" } } }, "pages": [ {} ] }"#)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(0)
            f.wait(untilRecorded: 0.9, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.all.isEmpty)
            #expect(abs(r.frequency(0.35, 0.85) - 600) < 15, "\(ext): the tone, looped past its 0.3 s")
            #expect(r.peak(0.6, 0.85) > 9000)
        }

        @Test func pageAudioStartsAtThePlayStartAndStopsWhenThePageIsLeft() throws {
            let f = try AudioFixture()
            try f.tone("beep.wav", frequency: 1000, seconds: 2)
            let doc = try f.document(#"{ "pages": [ { "play": "pause", "audio": "beep.wav" } ] }"#)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(0)
            sound?.waitUntilPrepared()
            f.wait(untilRecorded: 0.5, rate: rate)
            let recordedAtCue = f.recorded(rate: rate)
            sound?.playStarted(Playback.Cue(page: 0, time: 0.5), at: 0.5)
            f.wait(untilRecorded: 1.0, rate: rate)
            sound?.didLeave(0)
            let leftAt = f.recorded(rate: rate)
            f.wait(untilRecorded: 1.4, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.all.isEmpty)
            let onset = try #require(r.onset(threshold: 2000))
            #expect(onset >= recordedAtCue - 0.005 && onset <= recordedAtCue + Self.buffer + 0.05,
                    "sound at \(onset) s in the recording, \(recordedAtCue) s had been recorded at the cue")
            #expect(r.peak(onset + 0.05, leftAt - 0.05) > 9000)
            #expect(r.peak(leftAt + 2 * Self.buffer + 0.03, 1.35) == 0, "silent once the page was left")
        }

        @Test func pageAudioPlaysOverTheMusic() throws {
            let f = try AudioFixture()
            try f.tone("music.ogg", frequency: 300, seconds: 2)
            try f.tone("effect.wav", frequency: 3000, seconds: 0.3)
            let doc = try f.document(#"{ "templates": { "pages": { "*": { "bgm": "music.ogg" } } }, "pages": [ { "audio": "effect.wav" } ] }"#)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(0)
            f.wait(untilRecorded: 0.5, rate: rate)
            sound?.playStarted(Playback.Cue(page: 0, time: 0.5), at: 0.5)
            f.wait(untilRecorded: 1.0, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.all.isEmpty)
            #expect(abs(r.frequency(0.3, 0.5) - 300) < 10, "music alone")
            #expect(r.frequency(0.6, 0.75) > 1500, "the effect over it")
            #expect(r.peak(0.6, 0.75) > 20000, "both at once")
            #expect(abs(r.frequency(0.85, 0.98) - 300) < 10, "music alone again")
        }

        @Test func speechIsHeardAndAMissingLanguageWarnsOnce() throws {
            let f = try AudioFixture()
            let doc = try f.document("""
            { "voices": { "*": { "lang": "en-US" }, "martian": { "lang": "tlh-QQ", "rate": 1.5 } },
              "pages": [ { "strings": { "hi": { "en": "Hello world, this is speech." } }, "speech": { "text": { "ref": "hi" } } },
                         { "speech": { "text": "Hello again", "voice": "martian" } },
                         { "speech": { "text": "Once more", "voice": "martian" } } ] }
            """)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(1)
            sound?.waitUntilPrepared()
            f.wait(untilRecorded: 0.3, rate: rate)
            sound?.playStarted(Playback.Cue(page: 0, time: 0.3), at: 0.3)
            f.wait(untilRecorded: 1.6, rate: rate)
            sound?.willLeave(0)
            let leftAt = f.recorded(rate: rate)
            f.wait(untilRecorded: 2.0, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(r.peak(0, 0.3) == 0)
            let voiced = stride(from: 0.3, to: 1.6, by: 0.01).filter { r.peak($0, $0 + 0.01) > 1500 }.count
            #expect(voiced > 40, "speech is heard (\(voiced) loud 10 ms windows)")
            #expect(r.peak(leftAt + 2 * Self.buffer + 0.03, 1.95) == 0, "speech stops when the page is about to be left")
            #expect(log.count(containing: "tlh-QQ") == 1, "\(log.all)")
            #expect(log.all.count == 1)
        }

        @Test func brokenAndTruncatedFilesGiveAMessageAndNoCrash() throws {
            let f = try AudioFixture()
            var seed: UInt32 = 12345
            let noise = (0..<20_000).map { _ -> UInt8 in seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
            try f.write("broken.wav", Array("RIFF".utf8) + noise)
            try f.write("broken.ogg", Array("OggS".utf8) + noise)
            try f.tone("whole.wav", frequency: 800, seconds: 1)
            let whole = try Data(contentsOf: f.folder.appendingPathComponent("whole.wav"))
            try f.write("cut.wav", Array(whole.prefix(whole.count / 3)))
            let doc = try f.document("""
            { "templates": { "pages": { "t": { "bgm": "broken.ogg" } } },
              "pages": [ { "template": "t", "audio": "broken.wav" }, { "template": "t", "audio": "missing.wav" }, { "audio": "cut.wav" } ] }
            """)
            let log = Messages()
            var sound: SoundDirector? = director(doc, log)
            let rate = try #require(sound?.output.format?.sampleRate)
            sound?.pageBecameCurrent(0)
            sound?.playStarted(Playback.Cue(page: 0, time: 0), at: 0)
            sound?.playStarted(Playback.Cue(page: 0, time: 0.1), at: 0.1)
            sound?.didLeave(0)
            sound?.pageBecameCurrent(1)
            sound?.playStarted(Playback.Cue(page: 1, time: 0.1), at: 0.1)
            f.wait(untilRecorded: 0.3, rate: rate)
            sound?.didLeave(1)
            sound?.pageBecameCurrent(2)
            sound?.waitUntilPrepared()
            f.wait(untilRecorded: 0.5, rate: rate)
            sound?.playStarted(Playback.Cue(page: 2, time: 0.5), at: 0.5)
            f.wait(untilRecorded: 0.9, rate: rate)
            sound = nil
            let r = try f.recording(rate: rate)
            #expect(log.count(containing: "broken.wav") == 1, "\(log.all)")
            #expect(log.count(containing: "broken.ogg") == 1, "\(log.all)")
            #expect(log.count(containing: "missing.wav") == 1, "\(log.all)")
            #expect(abs(r.frequency(0.55, 0.8) - 800) < 15, "what there is of a truncated file plays")
        }

        @Test func withoutASoundDeviceEverythingRunsSilentlyWithOneMessage() throws {
            let f = try AudioFixture(driver: "nonexistent")
            try f.tone("tone.ogg", frequency: 440, seconds: 1)
            let doc = try f.document("""
            { "templates": { "pages": { "*": { "bgm": "tone.ogg" } } },
              "pages": [ { "audio": "tone.ogg", "speech": { "text": "Hello" }, "vibrate": true }, { "audio": "broken.wav" } ] }
            """)
            let log = Messages()
            let sound = director(doc, log)
            #expect(sound.output.isSilent)
            for i in [0, 1, 0] {
                sound.pageBecameCurrent(i)
                sound.playStarted(Playback.Cue(page: i, time: 1), at: 1)
                sound.willLeave(i)
                sound.didLeave(i)
            }
            sound.toggleMute()
            sound.changeVolume(by: -0.1)
            sound.stop()
            #expect(log.count(containing: "no sound device") == 1, "\(log.all)")
            #expect(log.all.allSatisfy { !$0.contains("broken.wav") })
            #expect(sound.isShaking(at: 1.1), "the page shakes for vibrate where nothing rumbles")
            #expect(sound.shakeOffset(at: 1.1, pageWidth: 1000) != 0)
            #expect(!sound.isShaking(at: 1.01 + PageShake.duration))
        }
    }
}
