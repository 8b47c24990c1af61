import Testing
@testable import SwipeMedia

/// The alert before a spoken warning: two notes, high then lower, made without a file.
struct AlertToneTests {
    /// The pitch of `samples` by their upward zero crossings.
    func pitch(_ samples: ArraySlice<Int16>, rate: Int) -> Double {
        var crossings = 0
        for i in samples.indices.dropFirst() where samples[i - 1] < 0 && samples[i] >= 0 { crossings += 1 }
        return Double(crossings) / (Double(samples.count) / Double(rate))
    }

    @Test func twoNotesHighThenLowerWithGapsAndNoClick() {
        let rate = 22050
        let samples = AlertTone.samples(rate: rate)
        let note = Int(AlertTone.noteLength * Double(rate)), gap = Int(AlertTone.gap * Double(rate))
        #expect(samples.count == 2 * (note + gap))
        #expect(abs(pitch(samples[0..<note], rate: rate) - 880) < 15)
        #expect(abs(pitch(samples[(note + gap)..<(2 * note + gap)], rate: rate) - 660) < 15)
        #expect(samples[note..<(note + gap)].allSatisfy { $0 == 0 }, "silence after each note")
        #expect(abs(Int(samples[0])) < 200 && abs(Int(samples[note - 1])) < 200, "faded in and out")
        #expect(samples.map { abs(Int($0)) }.max()! > Int(Double(Int16.max) * 0.3), "loud enough to be heard")
    }
}
