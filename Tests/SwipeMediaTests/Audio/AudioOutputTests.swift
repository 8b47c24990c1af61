import Foundation
import Testing
@testable import SwipeMedia

extension SDLSerialTests {
    /// The sound device through SDL_mixer, recorded with SDL's disk driver.
    struct AudioOutputTests {
        /// A 500 Hz square wave.
        final class Square: PCMSource, @unchecked Sendable {
            let rate: Int
            var frame = 0
            init(rate: Int) { self.rate = rate }
            func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int {
                for k in 0..<frames {
                    let v: Int16 = (frame * 1000 / rate) % 2 == 0 ? 8000 : -8000
                    buffer[2 * k] = v
                    buffer[2 * k + 1] = v
                    frame += 1
                }
                return frames
            }
        }

        @Test func attachedSourcesAreHeardAtTheMasterVolume() throws {
            let f = try AudioFixture()
            let log = Messages()
            var output: AudioOutput? = AudioOutput(inform: log.add)
            let format = try #require(output?.format)
            #expect(format.channels == 2)
            let rate = format.sampleRate
            let square = Square(rate: format.sampleRate)
            output?.attach(square)
            output?.attach(square)
            f.wait(untilRecorded: 0.4, rate: rate)
            output?.volume = 0.5
            f.wait(untilRecorded: 0.7, rate: rate)
            output?.detach(square)
            f.wait(untilRecorded: 0.9, rate: rate)
            output = nil
            let r = try f.recording(rate: format.sampleRate)
            #expect(log.all.isEmpty)
            #expect(abs(r.frequency(0.1, 0.35) - 500) < 10)
            #expect(r.peak(0.1, 0.35) == 8000, "attached twice, mixed once")
            #expect(r.peak(0.5, 0.65) == 4000)
            #expect(r.peak(0.78, 0.88) == 0)
        }

        @Test func withoutASoundDeviceItSaysSoOnceAndDoesNothing() throws {
            _ = try AudioFixture(driver: "nonexistent")
            let log = Messages()
            let output = AudioOutput(inform: log.add)
            #expect(output.isSilent && output.format == nil)
            output.attach(Square(rate: 48000))
            output.volume = 0.3
            output.isMuted = true
            #expect(log.all.count == 1)
            #expect(log.all.first?.contains("no sound device") == true && log.all.first?.contains("playing silently") == true)
        }
    }
}
