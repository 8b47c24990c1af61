import Testing
@testable import SwipeMedia

/// The last stage of the mix: sources added over what SDL_mixer mixed, then volume and mute.
struct MixBusTests {
    /// A source that writes the same value into every sample, and counts how often it was read.
    final class Constant: PCMSource, @unchecked Sendable {
        let value: Int16
        let limit: Int
        var reads = 0
        init(_ value: Int16, limit: Int = .max) { self.value = value; self.limit = limit }
        func read(into buffer: UnsafeMutablePointer<Int16>, frames: Int) -> Int {
            reads += 1
            let n = min(frames, limit)
            buffer.update(repeating: value, count: n * 2)
            return n
        }
    }

    /// Runs the bus over `samples` (interleaved stereo) and returns the result.
    func mix(_ bus: MixBus, _ samples: [Int16]) -> [Int16] {
        var out = samples
        out.withUnsafeMutableBytes { raw in
            bus.mix(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes: raw.count)
        }
        return out
    }

    @Test func sourcesAreAddedOverTheMixAndHeldAtTheLimits() {
        let bus = MixBus(channels: 2)
        bus.update { $0.sources = [Constant(1000), Constant(-300)] }
        #expect(mix(bus, [0, 0, 100, -100]) == [700, 700, 800, 600])
        // Each source is added in turn, held at the limit after each.
        #expect(mix(bus, [32000, -32768, 0, 0]) == [32467, -32068, 700, 700])
        bus.update { $0.sources = [Constant(30000), Constant(30000)] }
        #expect(mix(bus, [0, -1]) == [32767, 32767])
    }

    @Test func anUnderrunLeavesTheRestAsItWas() {
        let bus = MixBus(channels: 2)
        bus.update { $0.sources = [Constant(5, limit: 1)] }
        #expect(mix(bus, [1, 1, 1, 1, 1, 1]) == [6, 6, 1, 1, 1, 1])
    }

    @Test func longBuffersAreReadInPieces() {
        let bus = MixBus(channels: 2)
        let source = Constant(7)
        bus.update { $0.sources = [source] }
        let out = mix(bus, [Int16](repeating: 0, count: 2 * 10_000))
        #expect(out.allSatisfy { $0 == 7 })
        #expect(source.reads == 3)
    }

    @Test func volumeAndMuteApplyToEverything() {
        let bus = MixBus(channels: 2)
        bus.update { $0.sources = [Constant(1000)] }
        bus.update { $0.volume = 0.5 }
        #expect(mix(bus, [1000, -3000]) == [1000, -1000])
        bus.update { $0.muted = true }
        #expect(mix(bus, [1000, -3000]) == [0, 0])
        bus.update { $0.muted = false; $0.sources = [] }
        #expect(mix(bus, [1000, -3000]) == [500, -1500])
    }

    @Test func duckingLowersEverythingByAQuarterOfTheVolume() {
        let bus = MixBus(channels: 2)
        bus.update { $0.ducked = true }
        #expect(mix(bus, [4000, -8000]) == [1000, -2000])
        bus.update { $0.volume = 0.5 }
        #expect(mix(bus, [4000, -8000]) == [500, -1000])
        bus.update { $0.ducked = false }
        #expect(mix(bus, [4000, -8000]) == [2000, -4000])
    }
}
