import Foundation
import SwipeDocument
import SwipeRender
import SwipeMedia

/// Exports a document: a movie with its sound, an animated GIF, a PDF or a folder of pictures
/// (`ExportFormat`). Frames are drawn on the calling thread with the window's `RenderEngine`
/// (offscreen), encoded on another, the sound mixed on a third; the output is written under a
/// temporary name and renamed into place once complete. Interactive pages run as the window runs
/// them with no input (`LivePages`, on the export's clock): load events, timers, their updates and
/// tweens; requests are not made.
public final class Exporter {
    /// What was written.
    public struct Summary: Sendable {
        public var frames: Int
        /// Seconds of movie or GIF (0 for pages).
        public var duration: Double
        public var width: Int
        public var height: Int
        public var fps: Int
        /// Seconds the export took.
        public var elapsed: Double
    }

    private let document: Document
    private let output: String
    private let format: ExportFormat
    private let settings: ExportSettings
    private let warn: (String) -> Void
    public let cancellation = ExportCancellation()
    /// Told the progress after each frame (or page).
    public var onProgress: ((ExportProgress) -> Void)?

    /// `warn` hears each problem with the document's media once.
    public init(document: Document, output: String, format: ExportFormat, settings: ExportSettings, warn: @escaping (String) -> Void) {
        self.document = document
        self.output = output
        self.format = format
        self.settings = settings
        self.warn = warn
    }

    /// The picture's size: `--size`, else the document's dimension (twice it for pages); even
    /// for movies, whose codecs need it.
    public func size() -> Point {
        var size = settings.size ?? document.resolvedDimension(screen: Point(1280, 720)).scaled(format.isAnimated ? 1 : 2)
        if case .movie = format { size = Point(max(2, 2 * (size.x / 2).rounded(.down)), max(2, 2 * (size.y / 2).rounded(.down))) }
        return size
    }

    /// Runs the export; throws `ExportError` or `ExportCancelled`.
    public func run() throws -> Summary {
        let started = Date()
        let pages: ClosedRange<Int>
        switch settings.pages.indices(pageCount: document.pages.count) {
        case .success(let p): pages = p
        case .failure(let e): throw ExportError(e.message)
        }
        let staged = try StagedOutput(destination: output, folder: format == .pictures)
        let size = size()
        let renderer = try FrameRenderer(document: document, size: size, language: settings.language, report: warn)
        renderer.engine.fit = settings.fit
        renderer.engine.background = settings.background
        let showing = PageShowing(spreads: SpreadLayout.of(document, shown: settings.spreads), autoplay: settings.autoplay)
        renderer.engine.spreads = showing.spreads
        let shown = showing.pagesShown(pages)
        let media = MeasuredMedia(document: document, pages: shown, language: settings.language, speech: settings.speech, warn: warn)
        let playLengths = Dictionary(uniqueKeysWithValues: shown.map {
            ($0, PagePlayLength.of(document.pages[$0], index: $0, lengths: media.lengths, autoplay: settings.autoplay))
        })
        var summary = Summary(frames: 0, duration: 0, width: renderer.width, height: renderer.height, fps: 0, elapsed: 0)
        if format.isAnimated {
            let fps = settings.fps ?? format.defaultFPS
            let schedule = settings.style == .play
                ? ExportSchedule.play(pages: pages, playLengths: playLengths, dwell: settings.dwell, turn: settings.turn ?? ExportSettings.windowTurn, showing: showing)
                : ExportSchedule.scroll(pages: pages, showing: showing)
            summary.frames = schedule.frameCount(fps: fps)
            summary.duration = Double(summary.frames) / Double(fps)
            summary.fps = fps
            try animate(schedule, fps: fps, media: media, renderer: renderer, into: staged.staging, started: started)
        } else {
            summary.frames = showing.stops(of: pages).count
            try drawPages(pages, showing: showing, playLengths: playLengths, renderer: renderer, into: staged.staging, started: started)
        }
        try staged.commit()
        summary.elapsed = Date().timeIntervalSince(started)
        return summary
    }

    // MARK: Movies and GIFs

    /// What the captions show `time` seconds into the export: the videos' of the frame last drawn
    /// (the engine draws the frame before its captions) and the speech and audio of each page playing.
    private func captions(at time: Double, events: [PageEvent], media: MeasuredMedia) -> (RenderEngine) -> [Caption] {
        guard settings.captions else { return { _ in [] } }
        return { engine in
            engine.videoCaptions() + PagePlays.at(time, events: events).flatMap { engine.playCaptions(page: $0.page, elapsed: $0.elapsed, media: media) }
        }
    }

    private func animate(_ schedule: ExportSchedule, fps: Int, media: MeasuredMedia, renderer: FrameRenderer, into path: String, started: Date) throws {
        let frames = schedule.frameCount(fps: fps)
        var soundtrack: SoundtrackProducer?
        let sink: FrameSink
        let events = schedule.style == .play
            ? ExportPlayhead.events(document: document, schedule: schedule, lengths: media.lengths, fps: fps)
            : schedule.scrollEvents(document: document)
        switch format {
        case .movie(let container):
            let encoder = try MovieEncoder(path: path, container: container, width: renderer.width, height: renderer.height, fps: fps, withSound: true)
            let cues = SoundCueList.make(events: events, document: document, language: settings.language, lengths: media.lengths)
            let mixer = SoundtrackMixer(cues: cues, media: media, volume: settings.volume, warn: warn)
            let sound = SoundtrackProducer(mixer: mixer, totalFrames: Int((Double(frames) / Double(fps) * Double(MovieEncoder.sampleRate)).rounded()))
            soundtrack = sound
            sink = MovieSink(encoder: encoder, fps: fps, sound: sound)
        default:
            sink = GIFSink(writer: try GIFWriter(path: path, width: renderer.width, height: renderer.height), fps: fps)
        }
        let encoding = EncodingThread(sink: sink, frameBytes: renderer.frameBytes)
        var playhead = schedule.style == .play ? ExportPlayhead(document: document, schedule: schedule, lengths: media.lengths) : nil
        var live = LivePages(document: document, settings: renderer.engine.composer.builder.settings)
        let lastPage = Double(document.pages.count - 1)
        let frameStart = Date()
        do {
            for n in 0..<frames {
                if cancellation.isCancelled { throw ExportCancelled() }
                if let error = encoding.error { throw error }
                let moment = playhead?.moment(at: Double(n) / Double(fps)) ?? schedule.scrollMoment(frame: n, fps: fps, document: document)
                let buffer = encoding.buffer(for: n)
                live.step(current: Int(max(0, min(lastPage, moment.position)).rounded()), at: moment.time)
                renderer.render(moment, updated: { live.page($0, at: moment.time) }, captions: captions(at: moment.time, events: events, media: media),
                                into: buffer.bytes)
                encoding.submit(buffer)
                onProgress?(ExportProgress(done: n + 1, total: frames, elapsed: Date().timeIntervalSince(frameStart)))
            }
            try encoding.finish()
        } catch {
            encoding.abort()
            soundtrack?.stop()
            throw error
        }
    }

    // MARK: PDF and pictures

    /// One picture per page, or with spreads per spread (named after its first page).
    private func drawPages(_ pages: ClosedRange<Int>, showing: PageShowing, playLengths: [Int: Double], renderer: FrameRenderer, into path: String, started: Date) throws {
        let pdf = format == .pdf ? try PDFWriter(path: path, width: renderer.width, height: renderer.height) : nil
        let fit = renderer.engine.viewportFit(Point(Double(renderer.width), Double(renderer.height)))
        let digits = max(3, String(document.pages.count).count)
        let stops = showing.stops(of: pages)
        for (k, stop) in stops.enumerated() {
            if cancellation.isCancelled { throw ExportCancelled() }
            let shown = showing.pages(of: stop), page = shown[0]
            let rest = shown.map { playLengths[$0] ?? 0 }.max() ?? 0
            // Each page shown after its load events and timers up to its rest, as `render --time` draws it.
            let events = document.isInteractive ? Dictionary(uniqueKeysWithValues: shown.map {
                ($0, PageInteraction.scripted(page: document.pages[$0], settings: renderer.engine.composer.builder.settings, taps: [], until: rest, documentURL: document.url))
            }) : [:]
            let image = renderer.image(.rest(document: document, page: page, playLength: rest, showing: showing)) { events[$0]?.updatedPage(at: rest) }
            if let pdf {
                try pdf.addPage(image, texts: PageText.of(renderer.engine.lastFrame, screen: fit.transform))
            } else {
                let name = "page-" + String(repeating: "0", count: max(0, digits - String(page + 1).count)) + String(page + 1) + ".png"
                guard image.writePNG(to: (path as NSString).appendingPathComponent(name)) else { throw ExportError("cannot write \(output)\(name)") }
            }
            onProgress?(ExportProgress(done: k + 1, total: stops.count, elapsed: Date().timeIntervalSince(started)))
        }
        try pdf?.finish()
    }
}

private extension Point {
    func scaled(_ k: Double) -> Point { Point(x * k, y * k) }
}
