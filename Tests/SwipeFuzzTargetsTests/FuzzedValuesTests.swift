import SwipeDocument
import Testing
@testable import SwipeFuzzTargets

/// The numbers a layout target draws from its input's last bytes.
struct FuzzedValuesTests {
    @Test func drawsFromTheEndThenZeros() {
        var values = FuzzedValues([9, 0x12, 0x34, 0xff])
        #expect(values.byte() == 0xff)
        #expect(values.word() == 0x3412)
        #expect(values.word() == 0x0900)
        #expect(values.byte() == 0)
    }

    @Test func windowsStayWithinTheLargestSide() {
        var high = FuzzedValues([UInt8](repeating: 0xff, count: 4))
        #expect(high.window() == Point(FuzzedValues.largestSide, FuzzedValues.largestSide))
        var none = FuzzedValues([])
        #expect(none.window() == Point(0, 0))
        #expect(none.seconds() == 0)
    }
}
