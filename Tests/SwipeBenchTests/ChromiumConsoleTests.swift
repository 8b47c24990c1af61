import Testing
@testable import swipe_bench

struct ChromiumConsoleTests {
    // Lines as headless Chromium 156 wrote them for swipejs's pages.
    let log = """
        [1127/034838.659504:ERROR:dbus/bus.cc:405] Failed to connect to the bus: Could not parse server address
        [1127/040042.743946:INFO:CONSOLE:930] "Error: <path> attribute d: Expected moveto path command ('M' or 'm'), "ellipse".", source: file:///tmp/swipejs/js/snap.svg.js (930)
        [1127/040042.756479:INFO:CONSOLE:1354] "delayShow", source: webpack://%5Bname%5D/./lib/SwipeElement.js? (1354)
        [1127/035955.381229:INFO:CONSOLE:40] "Uncaught TypeError: element.map is not a function", source: webpack://%5Bname%5D/./lib/SwipeMarkdown.js? (40)
        """

    @Test func thePagesMessagesAreKeptNotChromiumsOwn() {
        let console = ChromiumConsole(log: log)
        #expect(console.messages.count == 3)
        #expect(console.messages[1] == "delayShow")
        #expect(console.errors == [#"Error: <path> attribute d: Expected moveto path command ('M' or 'm'), "ellipse"."#,
                                   "Uncaught TypeError: element.map is not a function"])
        #expect(console.uncaught == "Uncaught TypeError: element.map is not a function")
    }

    @Test func errorsThatAreCaughtAreNoUncaughtException() {
        let console = ChromiumConsole(log: log.split(separator: "\n").prefix(3).joined(separator: "\n"))
        #expect(console.errors.count == 1)
        #expect(console.uncaught == nil)
        #expect(ChromiumConsole(log: "").messages.isEmpty)
    }
}
