import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct KeysFileTests {
    @Test func linesCommentsAndBlankLinesAreRead() {
        let file = KeysFile(text: "# my clicker\n\nx   page next   # forward\n\tF5 presenting\nq ignore\nSHARP help\n", file: "keys.conf")
        #expect(file.lines.map(\.binding.command) == [.page(.next), .ignore, .help])
        #expect(file.lines.map(\.line) == [3, 5, 6])
        #expect(file.lines[1].everywhere)
        #expect(file.lines[2].binding.key == KeyChord(key: "#"))
        #expect(file.diagnostics.map(\.description) == [
            "keys.conf:4:5: error: unknown command \"presenting\" (`swipe-player keys` lists the commands)",
        ])
    }

    @Test func everyBrokenLineIsReportedWithItsLineAndColumn() {
        let text = "Enterr page next\nx page sideways\ny\n{kiosk} z quit\nCtrl+ quit\n"
        let found = KeysFile(text: text, file: "k.conf").diagnostics.map { "\($0.position!.line):\($0.position!.column)" }
        #expect(found == ["1:1", "2:3", "3:3", "4:1", "5:1"])
        let messages = KeysFile(text: text, file: "k.conf").diagnostics.map(\.message)
        #expect(messages[1].contains("did you mean \"page next\", \"page previous\", \"page first\", \"page last\""))
        #expect(messages[3].contains("unknown scope {kiosk}"))
    }
}
