import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct HTTPDateTests {
    /// 1994-11-06 08:49:37 UTC, RFC 9110's example.
    private let example = Date(timeIntervalSince1970: 784_111_777)

    @Test func allThreeFormsOfTheSameMoment() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == example)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == example)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == example)
    }

    @Test func datesAfterLeapYearsAndTheCentury() {
        #expect(HTTPDate.parse("Thu, 01 Jan 1970 00:00:00 GMT") == Date(timeIntervalSince1970: 0))
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 12:00:00 GMT") == Date(timeIntervalSince1970: 951_825_600))
        #expect(HTTPDate.parse("Wed, 21 Oct 2015 07:28:00 GMT") == Date(timeIntervalSince1970: 1_445_412_480))
    }

    @Test func whatIsNotADate() {
        #expect(HTTPDate.parse("0") == nil)
        #expect(HTTPDate.parse("-1") == nil)
        #expect(HTTPDate.parse("") == nil)
        #expect(HTTPDate.parse("Sun, 06 Foo 1994 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
    }
}
