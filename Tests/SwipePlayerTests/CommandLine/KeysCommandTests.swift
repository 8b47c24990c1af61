import Foundation
import Testing

extension SDLSerialTests {
    /// `swipe-player keys` prints the key table in force, `lint` checks a keys file, and the keys
    /// the README and docs/using.md show are the table's own.
    struct KeysCommandTests {
        @Test func theKeysCommandPrintsTheTableInForceAndLintReportsABrokenFile() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-keys-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("config/swipe-player"), withIntermediateDirectories: true)
            try "x page next\n".write(to: dir.appendingPathComponent("config/swipe-player/keys.conf"), atomically: true, encoding: .utf8)
            var env = ProcessInfo.processInfo.environment
            env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
            let cli = SDLSerialTests.CommandLineTests()
            let listed = try cli.run(["keys"], environment: env)
            #expect(listed.status == 0)
            #expect(listed.stdout.contains("x page next"), "keys.conf's binding is listed")
            #expect(listed.stdout.contains("Right page next") && listed.stdout.contains("q quit"), "with the defaults")
            #expect(try cli.run(["keys", "--defaults"], environment: env).stdout.contains("x page next") == false)

            let broken = dir.appendingPathComponent("broken.conf")
            try "x page next\nF5 presenting start\nCtrl+ quit\n".write(to: broken, atomically: true, encoding: .utf8)
            let lint = try cli.run(["lint", broken.path], environment: env)
            #expect(lint.status == 1)
            #expect(lint.stdout.contains("\(broken.path):2:4: error: unknown command \"presenting start\""), "\(lint.stdout)")
            #expect(lint.stdout.contains("\(broken.path):3:1: error:"), "\(lint.stdout)")
            let play = try cli.run(["play", "--keys", dir.appendingPathComponent("missing.conf").path, "--exit-after-first-frame"], environment: env)
            #expect(play.status == 1 && play.stderr.contains("missing.conf"), "a --keys file that cannot be read stops the run: \(play.stderr)")
        }

        @Test func theManualsKeySectionIsTheTable() throws {
            // The man page is made from --help (generate-manual): its keys are the table's.
            let help = try SDLSerialTests.CommandLineTests().run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("Reading: Right, Down, PageDown, Space, MBTN_Forward: next page;"), "\(help)")
            #expect(help.contains("The window: f, F11: fullscreen; Escape: leave fullscreen; q: quit."))
        }

        @Test(arguments: [["-h"], ["help"], ["--help-hidden"], ["--experimental-dump-help"]])
        func everyWayOfAskingForTheHelpListsTheKeys(_ arguments: [String]) throws {
            // The key manual is made only when a message is printed: each way of asking for the
            // help (the last is what generate-manual reads) has it all the same.
            let run = try SDLSerialTests.CommandLineTests().run(arguments)
            #expect(run.status == 0)
            #expect(run.stdout.replacingOccurrences(of: "\\n", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .contains("The window: f, F11: fullscreen; Escape: leave fullscreen; q: quit."), "\(run.stdout.prefix(400))…")
        }

        @Test(arguments: [["keys", "--help"], ["help", "keys"]])
        func theKeysHelpNamesEveryCommand(_ arguments: [String]) throws {
            let help = try SDLSerialTests.CommandLineTests().run(arguments).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("Commands: menu up, menu down,") && help.contains(" help, quit, ignore."), "\(help)")
        }

        @Test func theDocsShowTheKeyTableAsItIs() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let table = try SDLSerialTests.CommandLineTests().run(["keys", "--defaults", "--markdown"]).stdout.trimmingCharacters(in: .newlines)
            #expect(table.contains("| → ↓ PageDown Space | next page |"))
            for doc in ["README.md", "docs/using.md"] {
                let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
                let begin = try #require(text.range(of: "<!-- keys: made by `swipe-player keys --defaults --markdown`"), "\(doc) has the key table")
                let start = try #require(text.range(of: "\n", range: begin.upperBound..<text.endIndex)).upperBound
                let end = try #require(text.range(of: "\n<!-- end of keys -->", range: start..<text.endIndex))
                #expect(String(text[start..<end.lowerBound]) == table, "\(doc)'s key table is stale: run `swipe-player keys --defaults --markdown` and paste it")
            }
        }
    }
}
