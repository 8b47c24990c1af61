import ArgumentParser
import Foundation
import SwipeDocument
import SwipeExport

/// `swipe-player export`: a document as a movie with its sound, an animated GIF, a PDF of its
/// pages or a folder of pictures, chosen by the output's extension, with no display.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Export a document as a movie with its sound (.mp4, .webm, .mkv), an animated GIF, a PDF, or PNG pictures (a folder).",
        discussion: """
        Movies and GIFs play the pages as a reader sees them (--style play): each page's animations, \
        videos and sound, the page staying --dwell seconds after its play, then the document's own \
        transition to the next page over --turn seconds. --style scroll advances one page a second \
        at a steady rate, as the original engine's exporter. A PDF or a folder has one picture per \
        page at rest after its play. Interactive pages run their load events, timers and updates \
        as in the window with no input; their get and post requests are not made. Ctrl+C stops \
        the export and removes what it wrote. Presentation \
        settings (--set, preferences.json) apply as in the window: fit, backgroundColor, \
        readingProgression, doublePageSpread (spreads for --size: frames, PDF pages and pictures of \
        spreads turning as one), transitionSpeed, playbackVolume, mute, speechRate and speechVoice \
        (the speech heard and how long pages wait for it), and autoplay (off: each page shown at its \
        start, its own sounds and videos not started, as the window shows it without a tap).
        """
    )

    @Argument(help: "A Swipe document: a path, a file: URI, or an http or https URL.")
    var document: String

    @Option(name: .shortAndLong, help: "The file to write: .mp4, .webm, .mkv, .gif, .pdf, or a folder ending in / for PNG pictures.")
    var output: String

    @Option(help: "Picture size WxH in pixels (default: the document's dimension; twice it for PDF and pictures).")
    var size: String?

    @Option(help: "Frames a second (default: 30 for movies, 15 for GIFs).")
    var fps: Int?

    @Option(help: "Language id (default: from the environment's locale).")
    var lang: String?

    @Option(help: ArgumentHelp("The pages to export, from 1: A-B, A, A- or -B (default: all).", valueName: "A-B"))
    var pages: String?

    @Option(help: "Seconds a page stays after its play ends (play style).")
    var dwell: Double = 1

    @Option(help: "Seconds a page turn lasts (play style; default: the player's 0.3).")
    var turn: Double?

    @Option(help: "play (each page plays, then turns) or scroll (one page a second, steadily).")
    var style: String = ExportStyle.play.rawValue

    @Flag(help: "Burn captions into the frames: each page's speech, and the videos' and sounds' WebVTT captions (as the captions setting shows them).")
    var captions = false

    @Flag(help: "No progress bar or summary.")
    var quiet = false

    @OptionGroup var settingsOptions: SettingsOptions

    func validate() throws {
        if let s = size, OutputSize.parse(s) == nil { throw ValidationError("--size must look like 1280x720") }
        if let f = fps, !(1...120).contains(f) { throw ValidationError("--fps must be between 1 and 120") }
        if let p = pages, PageRange.parse(p) == nil { throw ValidationError("--pages must look like 2-5, 3, 4- or -3") }
        if !(0...3600).contains(dwell) { throw ValidationError("--dwell must be between 0 and 3600 seconds") }
        if let t = turn, !(0...60).contains(t) { throw ValidationError("--turn must be between 0 and 60 seconds") }
        if ExportStyle(rawValue: style) == nil { throw ValidationError("--style must be play or scroll") }
    }

    func run() throws {
        guard let format = ExportFormat.of(output) else {
            printError("\(output): error: cannot tell what to write from the name; use \(ExportFormat.known)")
            throw ExitCode(1)
        }
        let path = DocumentArgument.normalized(document)
        try StoryArgument.refuseToShow(path, toDo: "exported")
        let loaded = try SwipeDocumentOpener.read(path, webMedia: true)
        guard let authored = loaded.document else {
            printError("\(path): error: a document list cannot be exported; export one of its documents")
            throw ExitCode(1)
        }
        let warnings = WarningFilter { printError("\(path): warning: \($0)") }
        let outputSize = size.flatMap(OutputSize.parse)
        let presentation = settingsOptions.resolve(authored, path: path, size: outputSize ?? authored.resolvedDimension(screen: Point(1280, 720)), lang: lang)
        let doc = authored.presented(presentation)
        var settings = ExportSettings(size: outputSize, fps: fps, language: presentation.language ?? SwipeDocumentOpener.language(for: doc, chosen: lang),
                                      pages: pages.flatMap(PageRange.parse) ?? .all, style: ExportStyle(rawValue: style) ?? .play, dwell: dwell, turn: turn)
        settings.fit = presentation.fit
        if turn == nil { settings.turn = ExportSettings.windowTurn / presentation.transitionSpeed }
        settings.background = presentation.backgroundColor
        settings.volume = presentation.mute ? 0 : presentation.playbackVolume
        settings.spreads = presentation.showsSpreads
        settings.autoplay = presentation.autoplay
        settings.speech = presentation.speech
        settings.captions = captions || presentation.captions
        let exporter = Exporter(document: doc, output: output, format: format, settings: settings, warn: warnings.pass)
        let bar = ProgressLine(enabled: !quiet)
        exporter.onProgress = bar.show
        let cancellation = exporter.cancellation
        let interrupt = InterruptHandler { cancellation.cancel() }
        defer { interrupt.restore() }
        do {
            let summary = try exporter.run()
            bar.clear()
            if !quiet { print(Self.describe(summary, output: output)) }
        } catch is ExportCancelled {
            bar.clear()
            printError("\(output): export cancelled; nothing was written")
            throw ExitCode(130)
        } catch {
            bar.clear()
            printError("\(output): error: \(error)")
            throw ExitCode(1)
        }
    }

    static func describe(_ s: Exporter.Summary, output: String) -> String {
        let took = String(format: "%.1f", s.elapsed)
        guard s.fps > 0 else { return "wrote \(output): \(s.frames) page\(s.frames == 1 ? "" : "s") at \(s.width)x\(s.height) in \(took) s" }
        let speed = s.elapsed > 0 ? s.duration / s.elapsed : 0
        return "wrote \(output): \(s.frames) frames, \(String(format: "%.2f", s.duration)) s at \(s.width)x\(s.height), \(s.fps) fps, in \(took) s"
            + " (\(String(format: "%.1f", Double(s.frames) / max(s.elapsed, 0.001))) frames/s, \(String(format: "%.2f", speed))x real time)"
    }
}

/// Passes each distinct warning on once.
final class WarningFilter: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private let next: (String) -> Void

    init(_ next: @escaping (String) -> Void) { self.next = next }

    func pass(_ message: String) {
        guard lock.withLock({ seen.insert(message).inserted }) else { return }
        next(message)
    }
}

/// The progress bar on standard error, redrawn in place at most ten times a second, only when
/// standard error is a terminal.
final class ProgressLine {
    private let enabled: Bool
    private var last = Date.distantPast
    private var shown = false

    init(enabled: Bool) { self.enabled = enabled && isatty(STDERR_FILENO) != 0 }

    func show(_ progress: ExportProgress) {
        guard enabled, progress.done == progress.total || Date().timeIntervalSince(last) >= 0.1 else { return }
        last = Date()
        shown = true
        FileHandle.standardError.write(Data(("\r" + progress.line() + "\u{1B}[K").utf8))
    }

    func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}

/// Ctrl+C (SIGINT) calls `handler` instead of ending the process, until restored.
final class InterruptHandler {
    private let source: DispatchSourceSignal

    init(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: handler)
        source.resume()
    }

    func restore() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
