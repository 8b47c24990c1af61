import SwipeDocument
import SwipeReader
import DocumentTestSupport
import Testing

struct ControlLineTests {
    @Test func keysCommentsAndBlankLines() throws {
        #expect(try ControlLine.parse("key Right") == .key("Right"))
        #expect(try ControlLine.parse("  KEY\tspace  # next page\r") == .key("space"))
        #expect(try ControlLine.parse("") == nil)
        #expect(try ControlLine.parse("   ") == nil)
        #expect(try ControlLine.parse("# a comment") == nil)
    }

    @Test func aLineFromTheFeedIsACStringWithItsLineBreakLeftOut() throws {
        #expect(try ControlLine.parse(bytes: Array("key Right\n".utf8)) == .key("Right"))
        #expect(try ControlLine.parse(bytes: Array("key Right\r\n".utf8)) == .key("Right"))
        #expect(try ControlLine.parse(bytes: Array("key Home\0 after a NUL\n".utf8)) == .key("Home"))
        #expect(try ControlLine.parse(bytes: Array("\n".utf8)) == nil)
    }

    @Test func problemsAreWorded() {
        #expect(throws: ControlLine.Problem(description: "unknown command 'jump' (known: key)")) { try ControlLine.parse("jump 3") }
        #expect(throws: ControlLine.Problem(description: "'key' takes one key name, as in 'key Right'")) { try ControlLine.parse("key") }
        #expect(throws: ControlLine.Problem(description: "'key' takes one key name, as in 'key Right'")) { try ControlLine.parse("key Right Left") }
    }
}
