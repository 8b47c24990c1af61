import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct InputTrailTests {
    @Test func keepsTheNewestPositionsOnceFull() {
        var trail = InputTrail(capacity: 4)
        #expect(trail.last == nil && trail.count == 0)
        for i in 0..<6 { trail.add(Point(Double(i), 0), at: Double(i)) }
        #expect(trail.count == 4 && trail.capacity == 4)
        #expect(trail.last?.point == Point(5, 0))
        #expect((0..<4).map { trail[newest: $0].time } == [5, 4, 3, 2])
        trail.removeAll()
        #expect(trail.count == 0 && trail.last == nil)
    }

    @Test func visitsThePositionsWithinASpanNewestFirst() {
        var trail = InputTrail(capacity: 8)
        for t in [0.0, 0.2, 0.4, 0.6, 0.8] { trail.add(Point(t, t), at: t) }
        var seen: [Double] = []
        trail.forEach(within: 0.5, of: 0.9) { seen.append($0.time) }
        #expect(seen == [0.8, 0.6, 0.4])
    }
}
