import Foundation
import Testing
@testable import swipe_bench

struct JSONReportTests {
    /// A page's error message with quotes stays one JSON string.
    @Test func quotesAndBackslashesAreEscaped() throws {
        let message = #"Error: <path> attribute d: Expected moveto, "ellipse". C:\x"#
        let line = #"{"measurement":\#(SwipeBench.jsonString(message))}"#
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(object["measurement"] == message)
    }
}
