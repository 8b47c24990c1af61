import ArgumentParser
import Foundation
import SwipeDocument
import SwipeRender

/// `swipe-bench`: measures how fast documents are composited. For each document: time to the first
/// frame, then every page drawn through its whole animation (page clock 0→1) and a sweep of page
/// turns through the document, with p50/p99/max frame times, frames per second and peak memory.
@main
struct SwipeBench: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "swipe-bench",
        abstract: "Measure compositing speed and memory of Swipe documents."
    )

    @Argument(help: "Swipe documents whose pages and page turns are measured (besides the generated ones).")
    var documents: [String] = []

    @Option(help: "Viewport size WxH.")
    var size: String = "1280x720"

    @Option(help: "Frames drawn per page animation and per page turn.")
    var frames: Int = 60

    @Flag(help: "Draw into a window (needs a display, e.g. Xvfb) instead of offscreen.")
    var window = false

    @Flag(help: "Offscreen on the CPU (pixman), as `swipe-player render` and export draw, instead of OpenGL.")
    var cpu = false

    @Flag(help: "One JSON object per measurement instead of a table.")
    var json = false

    @Flag(help: "Exit with status 1 when a budget of the README is missed.")
    var check = false

    @Option(help: "Times each load and frame-build measurement is repeated.")
    var repeats: Int = 5

    @Option(help: "Pages of the generated picture book paged through for the memory measurement (0 skips it).")
    var memoryPages: Int = 1000

    @Option(help: "Documents whose start-up (process start to first frame in a window) is measured; needs a display.")
    var startup: [String] = []

    @Option(help: "Documents shown in swipe-player's window (vsync off, 2,000 frames timed after 3 s) with no session bus, with one and no screen reader, and with an AT-SPI client listening: frame-time p50 and p99 and resident memory, the median of --repeats runs each; needs a display, dbus-run-session and python3-pyatspi.")
    var accessibility: [String] = []

    @Option(help: "Documents exported to an MP4 (1280x720 or --size, 30 fps) to measure export speed.")
    var export: [String] = []

    @Option(help: "Documents drawn by `swipe-player render` into a PNG (at --size, first page), each in a process of its own, to measure its time and peak memory.")
    var render: [String] = []

    @Option(help: ArgumentHelp("A swipejs checkout (git clone https://github.com/isamu/swipejs): each --render document's first page is also drawn by swipejs in headless Chromium (chromium-headless-shell), side by side, with the ratios and their budgets.", valueName: "dir"))
    var versusSwipejs: String?

    @Option(help: ArgumentHelp("With --versus-swipejs: keep each document's two pictures (NAME-swipe-player.png, NAME-swipejs.png) in this folder, to check that both drew the page.", valueName: "dir"))
    var versusPictures: String?

    @Option(help: ArgumentHelp("Documents thumbnailed at 256 px as a file manager does (the thumbnailer's command, a process each); the budget is their mean time.", valueName: "document"))
    var thumbnails: [String] = []

    @Flag(help: "List every frame over 16.7 ms (page, clock or position, time) on standard error.")
    var listSlow = false

    @Flag(help: "Do not prepare pages before showing them (the player prepares the pages next to the current one; this measures first appearances).")
    var cold = false

    /// Makes this process the child that measures the memory of paging through its one document.
    @Flag(help: .hidden)
    var memoryChild = false

    func run() throws {
        var budgets: [Budget] = []
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw ValidationError("--size must look like 1280x720") }
        let viewport = Point(parts[0], parts[1])
        guard let target = BenchTarget(window: window, cpu: cpu, size: viewport) else {
            throw ValidationError("cannot create a \(window ? "window" : "canvas") (for --window, is DISPLAY set?)")
        }
        if memoryChild, let path = documents.first { return try pageThrough(path, target: target, viewport: viewport) }
        if versusSwipejs != nil, render.isEmpty { throw ValidationError("--versus-swipejs compares the --render documents: give at least one") }
        let swipejs = try versusSwipejs.map(Self.swipejsSetup)
        if !json {
            print("swipe-bench: \(MachineFacts.cpuModel), \(MachineFacts.cores) cores; renderer \(target.rendererName) in \(target.kind); \(Int(viewport.x))x\(Int(viewport.y)); \(frames) frames per measurement; pages \(cold ? "cold" : "prepared ahead, as the player does")")
            print("document".padding(toLength: 34, withPad: " ", startingAt: 0) + "measurement         frames    fps   p50 ms  p99 ms  max ms")
        }
        try measureLoading(&budgets)
        measureFrameBuild(viewport: viewport, &budgets)
        let generated = try DocumentGenerator.makeFolder()
        defer { try? FileManager.default.removeItem(at: generated) }
        let thousand = try DocumentGenerator.write(DocumentGenerator.animatedPage(elements: 1000), name: "1000-animated-elements.swipe", in: generated)
        for path in documents + [thousand] {
            // The 16.7 ms frame budget is for real documents; the 1,000-element page is a stress figure.
            var pageBudgets: [Budget] = []
            try measure(path, target: target, viewport: viewport, &pageBudgets)
            if path != thousand { budgets += pageBudgets }
        }
        if memoryPages > 0 { try measureMemory(&budgets) }
        for path in startup { try measureStartup(path, &budgets) }
        for path in accessibility { try measureAccessibility(path) }
        for path in export { try measureExport(path, &budgets) }
        for path in render {
            let ours = try measureRender(path, &budgets)
            if let swipejs { try measureVersusSwipejs(path, ours: ours, checkout: swipejs.checkout, chromium: swipejs.chromium, &budgets) }
        }
        try measureThumbnails(thumbnails, &budgets)
        if !json { for b in budgets { print(b.line) } }
        if check, budgets.contains(where: { !$0.met }) { throw ExitCode(1) }
    }

    /// Process start to first frame presented: `swipe-player` (beside this program) is started with
    /// the document in a window and says when its first frame is on screen.
    private func measureStartup(_ path: String, _ budgets: inout [Budget]) throws {
        let player = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swipe-player")
        var times: [Double] = []
        for _ in 0..<repeats {
            let p = Process()
            p.executableURL = player
            p.arguments = [path, "--window", size, "--exit-after-first-frame"]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            let t0 = Date()
            try p.run()
            let line = out.fileHandleForReading.availableData
            let t = Date().timeIntervalSince(t0)
            p.waitUntilExit()
            guard String(decoding: line, as: UTF8.self).hasPrefix("first frame") else {
                throw ValidationError("\(player.path) did not show \(path) (is DISPLAY set?)")
            }
            times.append(t)
        }
        let stats = FrameStatistics(times)
        report(path, "start-up to first frame", stats)
        budgets.append(Budget(name: "start-up to first frame, \(URL(fileURLWithPath: path).lastPathComponent)", measured: stats.p50 * 1000, limit: 150, unit: "ms"))
    }

    /// Resident memory while paging end to end through a generated book with a different picture
    /// on every page (it must stay bounded, not grow with the page count) and through each
    /// document measured. Each is measured in a child process of its own, so that nothing the
    /// other measurements left behind counts.
    private func measureMemory(_ budgets: inout [Budget]) throws {
        let folder = try DocumentGenerator.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for i in 0..<memoryPages {
            let name = "picture-\(i).png"
            _ = DocumentGenerator.picture(seed: i).writePNG(to: folder.appendingPathComponent(name).path)
            names.append(name)
        }
        let book = try DocumentGenerator.write(DocumentGenerator.book(pages: memoryPages, imageNames: names), name: "picture-book.swipe", in: folder)
        for path in [book] + documents {
            let (peak, atTenth, end) = try residentMemory(pagingThrough: path)
            let name = path == book ? "generated \(memoryPages)-page picture book" : path
            report(name, "peak resident memory", value: peak, unit: "MB")
            report(name, "resident at 10% / 100%", value: end - atTenth, unit: "MB growth (\(Int(atTenth)) → \(Int(end)))")
            guard path == book else { continue }
            budgets.append(Budget(name: "peak resident memory, \(memoryPages)-page picture book", measured: peak, limit: 150, unit: "MB"))
            budgets.append(Budget(name: "memory growth from 10% to 100% of the book", measured: max(0, end - atTenth), limit: 16, unit: "MB"))
        }
    }

    /// Runs this program as a memory child on `path`: peak, at-10 % and final resident memory in MB.
    private func residentMemory(pagingThrough path: String) throws -> (Double, Double, Double) {
        var arguments = ["--memory-child", path, "--size", size]
        if window { arguments.append("--window") }
        if cpu { arguments.append("--cpu") }
        if cold { arguments.append("--cold") }
        let child = try ChildOutput(URL(fileURLWithPath: CommandLine.arguments[0]), arguments)
        let text = child.text
        let figures = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard child.status == 0, figures.count == 3 else { throw ValidationError("the memory measurement of \(path) failed: \(text)") }
        return (figures[0], figures[1], figures[2])
    }

    /// The memory child's work: pages through the document as the player does (drawing each page,
    /// settling on it and, the first time, compiling the renderer's shaders, drawing the turn to
    /// the next) and prints "peak atTenth end" in MB.
    private func pageThrough(_ path: String, target: BenchTarget, viewport: Point) throws {
        guard let doc = try DocumentLoader.load(path: path).document else { throw ValidationError("\(path) is not a Swipe document") }
        let engine = RenderEngine(document: doc, device: target.device, owner: target, viewport: viewport, language: "en", report: { _ in })
        var atTenth = 0.0
        for page in doc.pages.indices {
            engine.draw(position: Double(page), clock: { _ in 1 }, viewport: viewport)
            target.finishFrame()
            if !cold {
                engine.settle(on: page, clock: { _ in 1 }, viewport: viewport)
                while engine.compositor.device.warmUp() {}
            }
            for f in 1..<3 {
                engine.draw(position: Double(page) + Double(f) / 3, clock: { _ in 1 }, viewport: viewport)
                target.finishFrame()
            }
            if page == doc.pages.count / 10 { atTenth = MachineFacts.residentMB }
        }
        print(MachineFacts.peakResidentMB, atTenth, MachineFacts.residentMB)
    }

    /// Parse + template merge + lint of generated books of 10, 1,000 and 10,000 pages.
    private func measureLoading(_ budgets: inout [Budget]) throws {
        let folder = try DocumentGenerator.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for pages in [10, 1000, 10000] {
            let path = try DocumentGenerator.write(DocumentGenerator.book(pages: pages), name: "book-\(pages).swipe", in: folder)
            let times = (0..<repeats).map { _ in
                let t0 = Date()
                _ = try? DocumentLoader.load(path: path)
                return Date().timeIntervalSince(t0)
            }
            let stats = FrameStatistics(times)
            report("generated \(pages) pages", "load + lint", stats)
            if pages == 10000 { budgets.append(Budget(name: "10,000-page document loaded", measured: stats.p50 * 1000, limit: 1000, unit: "ms")) }
        }
    }

    /// CPU time to evaluate the timeline and build the display list of a page with 10, 100 and
    /// 1,000 animated elements (no GPU involved).
    private func measureFrameBuild(viewport: Point, _ budgets: inout [Budget]) {
        for count in [10, 100, 1000] {
            let text = DocumentGenerator.animatedPage(elements: count)
            guard let doc = DocumentLoader.load(bytes: Array(text.utf8), name: "animated", baseURL: nil).document else { continue }
            let composer = SceneComposer(document: doc, settings: RenderSettings(documentSize: Point(1280, 720), language: "en", markdown: doc.markdown, media: ImageLibrary()))
            var times: [Double] = []
            for r in 0..<(repeats * 20) {
                let clock = Double(r % 20) / 19
                let t0 = Date()
                let items = composer.frame(at: 0, clock: { _ in clock }, repeatClock: { _ in clock })
                times.append(Date().timeIntervalSince(t0))
                precondition(!items.isEmpty)
            }
            let stats = FrameStatistics(times)
            report("\(count) animated elements", "frame build", stats)
            if count == 100 { budgets.append(Budget(name: "frame build, 100 animated elements", measured: stats.p50 * 1000, limit: 1, unit: "ms")) }
            if count == 1000 { budgets.append(Budget(name: "frame build, 1,000 animated elements", measured: stats.p50 * 1000, limit: 5, unit: "ms")) }
        }
    }

    private func measure(_ path: String, target: BenchTarget, viewport: Point, _ budgets: inout [Budget]) throws {
        let loadStart = Date()
        let result = try DocumentLoader.load(path: path)
        guard let doc = result.document else { throw ValidationError("\(path) is not a Swipe document") }
        let loadTime = Date().timeIntervalSince(loadStart)
        let engine = RenderEngine(document: doc, device: target.device, owner: target, viewport: viewport, language: "en", report: { _ in })
        let firstStart = Date()
        engine.draw(position: 0, clock: { _ in 0 }, viewport: viewport)
        target.finishFrame()
        let first = Date().timeIntervalSince(firstStart)
        report(path, "load", value: loadTime * 1000, unit: "ms")
        report(path, "first frame", value: first * 1000, unit: "ms")
        report(path, "first frame since process start", value: MachineFacts.secondsSinceProcessStart * 1000, unit: "ms")

        var all: [Double] = []
        var hidden = HiddenDraws()
        for page in doc.pages.indices {
            prepare(engine, page, viewport)
            var times: [Double] = []
            for f in 0..<frames {
                let clock = frames > 1 ? Double(f) / Double(frames - 1) : 1
                let before = listSlow ? FrameCost.sample() : FrameCost.Sample()
                let t0 = Date()
                engine.draw(position: Double(page), clock: { $0 == page ? clock : 1 }, viewport: viewport)
                target.finishFrame()
                times.append(Date().timeIntervalSince(t0))
                hidden.add(engine.compositor.frameWork)
                listIfSlow(times.last!, since: before, path, "page \(page + 1) at clock \(String(format: "%.3f", clock))", engine.compositor.frameWork)
            }
            all += times
            report(path, "page \(page + 1) animation", FrameStatistics(times))
        }
        var turns: [Double] = []
        if doc.pages.count > 1 {
            for step in 0..<(frames * (doc.pages.count - 1)) {
                if step % frames == 0 { prepare(engine, step / frames + 1, viewport, from: step / frames) }
                let position = Double(step) / Double(frames)
                let before = listSlow ? FrameCost.sample() : FrameCost.Sample()
                let t0 = Date()
                engine.draw(position: position, clock: { _ in 0 }, viewport: viewport)
                target.finishFrame()
                turns.append(Date().timeIntervalSince(t0))
                hidden.add(engine.compositor.frameWork)
                listIfSlow(turns.last!, since: before, path, "turn at position \(String(format: "%.3f", position))", engine.compositor.frameWork)
            }
            let stats = FrameStatistics(turns)
            report(path, "page turns", stats)
            budgets.append(Budget(name: "slowest page-turn frame, \(URL(fileURLWithPath: path).lastPathComponent)", measured: stats.max * 1000, limit: 16.7, unit: "ms"))
        }
        report(path, "all frames", FrameStatistics(all + turns))
        report(path, "hidden items a frame", value: hidden.items / Double(max(1, all.count + turns.count)), unit: "")
        report(path, "hidden pixels a frame", value: hidden.pixels / Double(max(1, all.count + turns.count)) / 1e6, unit: "Mpx")
        budgets.append(Budget(name: "slowest animation frame, \(URL(fileURLWithPath: path).lastPathComponent)", measured: (all.max() ?? 0) * 1000, limit: 16.7, unit: "ms"))
        report(path, "texture memory", value: Double(engine.compositor.textureBytes) / 1_048_576, unit: "MiB")
    }

    /// What opaque items hid in the frames measured (`OcclusionCulling`): draws left out.
    private struct HiddenDraws {
        var items = 0.0
        var pixels = 0.0

        mutating func add(_ work: FrameWork) {
            items += Double(work.itemsHidden)
            pixels += Double(work.pixelsHidden)
        }
    }

    /// Names a frame over 16.7 ms with where its time went (`FrameCost`) and what the compositor
    /// made in it.
    private func listIfSlow(_ seconds: Double, since before: FrameCost.Sample, _ path: String, _ moment: String, _ work: FrameWork) {
        guard listSlow, seconds > 1 / 60.0 else { return }
        let cost = FrameCost(from: before, to: FrameCost.sample())
        FileHandle.standardError.write(Data("slow frame: \(URL(fileURLWithPath: path).lastPathComponent) \(moment): \(cost.summary); \(work.summary)\n".utf8))
    }

    /// What the player does while nothing moves: decode a page's pictures and make its textures,
    /// and make the renderer's shaders (the first time).
    private func prepare(_ engine: RenderEngine, _ page: Int, _ viewport: Point, from: Int? = nil) {
        guard !cold else { return }
        while engine.compositor.device.warmUp() {}
        engine.decodePictures(of: page)
        engine.prepare(page: page, clock: 0, viewport: viewport, from: from.map { ($0, 0) })
    }

    /// `text` as a JSON string: a path or a page's error message may hold quotes.
    static func jsonString(_ text: String) -> String {
        (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    func report(_ doc: String, _ what: String, _ s: FrameStatistics) {
        if json {
            print(#"{"document":\#(Self.jsonString(doc)),"measurement":\#(Self.jsonString(what)),"frames":\#(s.count),"fps":\#(s.fps),"p50_ms":\#(s.p50 * 1000),"p99_ms":\#(s.p99 * 1000),"max_ms":\#(s.max * 1000)}"#)
        } else {
            let name = URL(fileURLWithPath: doc).lastPathComponent.padding(toLength: 34, withPad: " ", startingAt: 0)
            print(name + what.padding(toLength: 20, withPad: " ", startingAt: 0)
                  + String(format: "%6d %6.0f %8.2f %7.2f %7.2f", s.count, s.fps, s.p50 * 1000, s.p99 * 1000, s.max * 1000))
        }
    }

    func report(_ doc: String, _ what: String, value: Double, unit: String) {
        if json {
            print(#"{"document":\#(Self.jsonString(doc)),"measurement":\#(Self.jsonString(what)),"value":\#(value),"unit":\#(Self.jsonString(unit))}"#)
        } else {
            let name = URL(fileURLWithPath: doc).lastPathComponent.padding(toLength: 34, withPad: " ", startingAt: 0)
            print(name + what + ": " + String(format: "%.1f", value) + " " + unit)
        }
    }
}
