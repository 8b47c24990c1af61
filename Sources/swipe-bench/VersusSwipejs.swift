import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `render` side by side with swipejs (the original engine's HTML5 port) in headless Chromium on
/// the same document's first page at the same size: the same number of runs, the median wall
/// time of each, and the peak memory of each (ours: GNU time's peak resident set of the one
/// process; Chromium's: the peak summed PSS of its whole process tree, sampled in runs of their
/// own). Both figures favour Chromium: a resident set counts shared libraries in full, PSS divides
/// them, and sampling can miss a short peak.
extension SwipeBench {
    /// Runs per document: one to look at (its console and, with `--versus-pictures`, its picture),
    /// then the timed runs, then those whose memory is sampled.
    static let memorySampledRuns = 3

    /// The swipejs checkout at `checkout` and Chromium, checked before anything is measured.
    static func swipejsSetup(_ checkout: String) throws -> (checkout: URL, chromium: HeadlessChromium) {
        let url = URL(fileURLWithPath: checkout, isDirectory: true).standardizedFileURL
        let missing = SwipejsPage.missingFiles(in: url)
        guard missing.isEmpty else { throw ValidationError("\(checkout) is not a swipejs checkout (git clone https://github.com/isamu/swipejs): no \(missing.joined(separator: ", "))") }
        guard let chromium = HeadlessChromium() else {
            throw ValidationError("--versus-swipejs needs Chromium: apt-get install chromium-headless-shell (or chromium)")
        }
        return (url, chromium)
    }

    func measureVersusSwipejs(_ path: String, ours: (seconds: Double, peakMB: Double), checkout checkoutURL: URL, chromium: HeadlessChromium,
                              _ budgets: inout [Budget]) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("cannot read \(path)") }
        let folder = try DocumentGenerator.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let documentFolder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        // The page says whether the first page was shown just before the screenshot.
        try SwipejsPage(documentText: text, documentFolder: documentFolder, checkout: checkoutURL,
                        reportAfterMS: HeadlessChromium.virtualTimeBudgetMS - 50).html.write(to: page, atomically: true, encoding: .utf8)
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        let screenshot = folder.appendingPathComponent("swipejs.png").path
        let arguments = HeadlessChromium.arguments(page: page, width: parts[0], height: parts[1], screenshot: screenshot,
                                                   profile: folder.appendingPathComponent("profile").path)

        let first = try chromium.run(arguments, sampleMemory: false)
        let console = ChromiumConsole(log: first.log)
        if let pictures = versusPictures { try keepPictures(path, swipejsScreenshot: screenshot, in: pictures) }
        var times: [Double] = [], peak = 0.0
        for _ in 0..<max(repeats, 7) { times.append(try chromium.run(arguments, sampleMemory: false).seconds) }
        for _ in 0..<Self.memorySampledRuns { peak = max(peak, try chromium.run(arguments, sampleMemory: true).peakMB) }
        let stats = FrameStatistics(times)
        report(path, "swipejs in Chromium", stats)
        report(path, "swipejs peak memory (process tree PSS)", value: peak, unit: "MiB")
        let shown = console.messages.contains(SwipejsPage.shownMessage)
        if !shown {
            report(path, "swipejs did not show the page, not compared: \(console.uncaught ?? console.errors.first ?? "no error on its console")",
                   value: Double(console.errors.count), unit: "errors")
        } else if let error = console.uncaught ?? console.errors.first {
            report(path, "swipejs showed the page but logged errors (parts of the document missing), first: \(error)",
                   value: Double(console.errors.count), unit: "errors")
        }
        // A page swipejs could not show is no comparison: reported above, held to no budget.
        guard shown else { return }
        let comparison = SideBySide(oursSeconds: ours.seconds, oursMB: ours.peakMB, theirsSeconds: stats.p50, theirsMB: peak)
        report(path, "render × faster than swipejs", value: comparison.timesFaster, unit: "×")
        report(path, "swipejs memory / render's", value: comparison.timesLessMemory, unit: "×")
        budgets += comparison.budgets(name)
    }

    /// Writes ours and swipejs's picture of the page into `folder`, side by side to look at.
    private func keepPictures(_ path: String, swipejsScreenshot: String, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let theirs = URL(fileURLWithPath: folder).appendingPathComponent("\(stem)-swipejs.png")
        try? FileManager.default.removeItem(at: theirs)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: swipejsScreenshot), to: theirs)
        _ = try Self.runPlayer(["render", path, "-o", URL(fileURLWithPath: folder).appendingPathComponent("\(stem)-swipe-player.png").path, "--size", size])
    }
}
