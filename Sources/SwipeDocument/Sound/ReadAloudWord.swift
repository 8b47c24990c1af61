/// A word of spoken text as the speech synthesizer reported it: where it is in the text spoken
/// (Unicode scalar offsets) and when it starts in the speech (seconds from the speech's start).
public struct ReadAloudWord: Equatable, Sendable {
    public var characters: Range<Int>
    public var time: Double

    public init(characters: Range<Int>, time: Double) {
        self.characters = characters
        self.time = time
    }

    /// The index of the word being spoken `elapsed` seconds into the speech: the last one started
    /// by then (words in time order); nil before the first.
    public static func spoken(in words: [ReadAloudWord], at elapsed: Double) -> Int? {
        var low = 0, high = words.count
        while low < high {
            let mid = (low + high) / 2
            if words[mid].time <= elapsed { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
