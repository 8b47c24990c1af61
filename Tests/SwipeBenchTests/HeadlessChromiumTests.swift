import Foundation
import Testing
@testable import swipe_bench

struct HeadlessChromiumTests {
    @Test func theArgumentsTakeAScreenshotOfThePageAtTheSize() {
        let page = URL(fileURLWithPath: "/tmp/x/page.html")
        let arguments = HeadlessChromium.arguments(page: page, width: 1280, height: 720, screenshot: "/tmp/x/s.png", profile: "/tmp/x/p")
        #expect(arguments.last == "file:///tmp/x/page.html")
        #expect(arguments.contains("--window-size=1280,720"))
        #expect(arguments.contains("--screenshot=/tmp/x/s.png"))
        #expect(arguments.contains("--user-data-dir=/tmp/x/p"))
        #expect(arguments.contains("--virtual-time-budget=\(HeadlessChromium.virtualTimeBudgetMS)"))
    }

    /// Chromium is optional (the comparison is), so this runs only where it is installed.
    @Test(.enabled(if: HeadlessChromium() != nil, "Chromium is not installed"))
    func aPageIsShotWithItsTreesMemoryAndItsErrors() throws {
        let chromium = try #require(HeadlessChromium())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-chromium-tests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.html")
        try #"<body style="background:#c00"><script>throw new Error("on purpose")</script></body>"#.write(to: page, atomically: true, encoding: .utf8)
        let screenshot = folder.appendingPathComponent("s.png").path
        let run = try chromium.run(HeadlessChromium.arguments(page: page, width: 320, height: 200, screenshot: screenshot, profile: folder.appendingPathComponent("p").path),
                                   sampleMemory: true)
        #expect(FileManager.default.fileExists(atPath: screenshot))
        #expect(run.seconds > 0)
        // Chromium's browser process alone is tens of MiB.
        #expect(run.peakMB > 10)
        #expect(ChromiumConsole(log: run.log).errors == ["Uncaught Error: on purpose"])
    }
}
