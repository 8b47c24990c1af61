import ArgumentParser
import Foundation
import SwipeCore
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

    @Argument(help: "Swipe documents to measure.")
    var documents: [String]

    @Option(help: "Viewport size WxH.")
    var size: String = "1280x720"

    @Option(help: "Frames drawn per page animation and per page turn.")
    var frames: Int = 60

    @Flag(help: "Draw into a window (needs a display, e.g. Xvfb) instead of offscreen.")
    var window = false

    @Flag(help: "One JSON object per measurement instead of a table.")
    var json = false

    @Flag(help: "Do not prepare pages before showing them (the player prepares the pages next to the current one; this measures first appearances).")
    var cold = false

    func run() throws {
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw ValidationError("--size must look like 1280x720") }
        let viewport = Point(parts[0], parts[1])
        guard let target = BenchTarget(window: window, size: viewport) else {
            throw ValidationError("cannot create a \(window ? "window" : "canvas") (for --window, is DISPLAY set?)")
        }
        if !json {
            print("swipe-bench: \(MachineFacts.cpuModel), \(MachineFacts.cores) cores; renderer \(target.rendererName) in \(target.kind); \(Int(viewport.x))x\(Int(viewport.y)); \(frames) frames per measurement; pages \(cold ? "cold" : "prepared ahead, as the player does")")
            print("document".padding(toLength: 34, withPad: " ", startingAt: 0) + "measurement         frames    fps   p50 ms  p99 ms  max ms")
        }
        for path in documents {
            try measure(path, target: target, viewport: viewport)
        }
        if !json { print("peak resident memory: \(String(format: "%.1f", MachineFacts.peakResidentMiB)) MiB") }
    }

    private func measure(_ path: String, target: BenchTarget, viewport: Point) throws {
        let loadStart = Date()
        let result = try DocumentLoader.load(path: path)
        guard let doc = result.document else { throw ValidationError("\(path) is not a Swipe document") }
        let loadTime = Date().timeIntervalSince(loadStart)
        let engine = RenderEngine(document: doc, renderer: target.renderer, owner: target, viewport: viewport, language: "en", report: { _ in })
        let firstStart = Date()
        engine.draw(position: 0, clock: { _ in 0 }, viewport: viewport)
        target.finishFrame()
        let first = Date().timeIntervalSince(firstStart)
        report(path, "load", value: loadTime * 1000, unit: "ms")
        report(path, "first frame", value: first * 1000, unit: "ms")
        report(path, "first frame since process start", value: MachineFacts.secondsSinceProcessStart * 1000, unit: "ms")

        var all: [Double] = []
        for page in doc.pages.indices {
            prepare(engine, page, viewport)
            var times: [Double] = []
            for f in 0..<frames {
                let clock = frames > 1 ? Double(f) / Double(frames - 1) : 1
                let t0 = Date()
                engine.draw(position: Double(page), clock: { $0 == page ? clock : 1 }, viewport: viewport)
                target.finishFrame()
                times.append(Date().timeIntervalSince(t0))
            }
            all += times
            report(path, "page \(page + 1) animation", FrameStatistics(times))
        }
        var turns: [Double] = []
        if doc.pages.count > 1 {
            for step in 0..<(frames * (doc.pages.count - 1)) {
                if step % frames == 0 { prepare(engine, step / frames + 1, viewport) }
                let position = Double(step) / Double(frames)
                let t0 = Date()
                engine.draw(position: position, clock: { _ in 0 }, viewport: viewport)
                target.finishFrame()
                turns.append(Date().timeIntervalSince(t0))
            }
            report(path, "page turns", FrameStatistics(turns))
        }
        report(path, "all frames", FrameStatistics(all + turns))
        report(path, "texture memory", value: Double(engine.compositor.textureBytes) / 1_048_576, unit: "MiB")
    }

    /// What the player does while nothing moves: decode a page's pictures and make its textures.
    private func prepare(_ engine: RenderEngine, _ page: Int, _ viewport: Point) {
        guard !cold else { return }
        engine.decodePictures(of: page)
        engine.prepare(page: page, clock: 0, viewport: viewport)
    }

    private func report(_ doc: String, _ what: String, _ s: FrameStatistics) {
        if json {
            print(#"{"document":"\#(doc)","measurement":"\#(what)","frames":\#(s.count),"fps":\#(s.fps),"p50_ms":\#(s.p50 * 1000),"p99_ms":\#(s.p99 * 1000),"max_ms":\#(s.max * 1000)}"#)
        } else {
            let name = URL(fileURLWithPath: doc).lastPathComponent.padding(toLength: 34, withPad: " ", startingAt: 0)
            print(name + what.padding(toLength: 20, withPad: " ", startingAt: 0)
                  + String(format: "%6d %6.0f %8.2f %7.2f %7.2f", s.count, s.fps, s.p50 * 1000, s.p99 * 1000, s.max * 1000))
        }
    }

    private func report(_ doc: String, _ what: String, value: Double, unit: String) {
        if json {
            print(#"{"document":"\#(doc)","measurement":"\#(what)","value":\#(value),"unit":"\#(unit)"}"#)
        } else {
            let name = URL(fileURLWithPath: doc).lastPathComponent.padding(toLength: 34, withPad: " ", startingAt: 0)
            print(name + what + ": " + String(format: "%.1f", value) + " " + unit)
        }
    }
}
