import Testing
@testable import SwipeMedia

@Suite struct PCMFormatTests {
    @Test func formatsCompareByRateAndChannels() {
        #expect(PCMFormat(sampleRate: 48000, channels: 2) == PCMFormat(sampleRate: 48000, channels: 2))
        #expect(PCMFormat(sampleRate: 44100, channels: 2) != PCMFormat(sampleRate: 48000, channels: 2))
    }
}
