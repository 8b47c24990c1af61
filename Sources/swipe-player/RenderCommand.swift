import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeNet
import SwipeMedia
import SwipePlayer
import SwipeRender

/// `swipe-player render`: draws one moment of a document, or a document list (a folder is shown as
/// one) at its top, into a PNG file, with no display, through the same compositor as the window.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Draw a page of a document, or a document list, into a PNG file (no display needed)."
    )

    @Argument(help: "A Swipe document, a document list, or a folder (shown as a list); a path, a file: URI, or an http or https URL; a Boken story (a StoryDescription.json, its folder, or its http(s) URL); the bundled demo when omitted.")
    var document: String?

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "The page to draw, from 1 (of a Boken story: the scene).")
    var page: Int = 1

    @Option(help: "Of a Boken story: the scene to draw, by its sceneId (instead of --page).")
    var scene: String?

    @Option(help: "Draw the view a fraction (0-1) of the way from the page to the next one.")
    var progress: Double?

    @Option(help: "Draw the page (a story's scene) this many seconds after its animation started (with --set autoplay=off, after it arrived: it waits at its start for a tap, as in the window).")
    var time: Double?

    @Option(help: ArgumentHelp("Tap the page at X,Y (output pixels) T seconds after it was built, before drawing it at --time; repeatable. A text field tapped shows its caret (always: it does not blink here).",
                               valueName: "X,Y@T"))
    var tap: [String] = []

    @Option(help: ArgumentHelp("With --set layout=text: the text view scrolled down this many pixels.", valueName: "pixels"))
    var scroll: Double = 0

    @Option(help: "Output size WxH in pixels (default: the document's dimension; 1280x720 for a list; 414x896 for a story, landscape when wider than tall).")
    var size: String?

    @Option(help: "Language id (default: from the environment's locale).")
    var lang: String?

    @Option(help: ArgumentHelp("Fit the output within NxN pixels, keeping its proportions (for thumbnails).", valueName: "N"))
    var maxSize: Int?

    @Flag(help: "Read local files only: media on the web are drawn as missing, a document URL is refused (for thumbnailers).")
    var offline = false

    @Option(help: ArgumentHelp("Draw the decorations of this JSON file (groups of decorations with locators and styles, on a document page or a story scene; tints default to the theme's; see docs/decorations.md).", valueName: "file"))
    var decorations: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var settingsOptions: SettingsOptions

    func validate() throws {
        if let p = progress, !(0...1).contains(p) { throw ValidationError("--progress must be between 0 and 1") }
        if let t = time, !(t >= 0 && t.isFinite) { throw ValidationError("--time must be a number of seconds, 0 or more") }
        if let s = size, OutputSize.parse(s) == nil { throw ValidationError("--size must look like 1280x720") }
        if page < 1 { throw ValidationError("--page starts at 1") }
        if let bad = tap.first(where: { ScriptedTap.parse($0) == nil }) { throw ValidationError("--tap \(bad): expected X,Y@T, e.g. 640,240@0.5") }
        if let m = maxSize, !(1...16384).contains(m) { throw ValidationError("--max-size must be between 1 and 16384") }
    }

    func run() throws {
        let document = try BundledAssets.documentOrDemo(self.document, toDo: "render")
        if offline, let url = URL(string: document), RemoteAccess.isRemote(url) {
            printError("\(document): error: not fetched: --offline reads local files only")
            throw ExitCode(2)
        }
        let fetched: RemoteLoadOutcome?
        switch try StoryArgument.readOrExit(document) {
        case .story(let result): return try renderStory(result)
        case .other(let outcome): fetched = outcome
        }
        if scene != nil { throw ValidationError("--scene is for Boken stories") }
        if FolderReader.isFolder(document) {
            let list: ListDocument
            do { list = try FolderReader.list(path: document) } catch {
                printError("\(error)")
                throw ExitCode(2)
            }
            if list.sections.allSatisfy(\.items.isEmpty) { printError("\(document): note: no Swipe documents in this folder") }
            return try render(list, name: document)
        }
        let loaded = try SwipeDocumentOpener.read(document, webMedia: !offline, fetched: fetched)
        if let list = loaded.list { return try render(list, name: document) }
        guard let authored = loaded.document else { throw ExitCode(1) }
        guard page <= authored.pages.count else {
            printError("\(document): has \(authored.pages.count) pages; --page \(page) does not exist")
            throw ExitCode(1)
        }
        let viewport = fitted(size.flatMap(OutputSize.parse) ?? authored.resolvedDimension(screen: OutputSize.defaultScreen))
        let presentation = settingsOptions.resolve(authored, path: document, size: viewport, lang: lang)
        let doc = authored.presented(presentation)
        let canvas = try makeCanvas(viewport)
        let language = presentation.language ?? SwipeDocumentOpener.language(for: doc, chosen: lang)
        let report = { (message: String) in printError("\(document): warning: \(message)") }
        let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: language, report: report)
        engine.videos = StillVideoFrames(network: !offline, report: report)
        if let decorations { engine.decorator = try DecorationsArgument.decorator(decorations, href: document) }
        // The controls' style only where something is drawn in it (decorations, captions): a
        // theme file is still read, and its problems reported, here.
        let theme = try chosenTheme()
        if decorations != nil { engine.decorationStyles = DecorationStyleRegistry(defaults: style(theme).decorations) }
        engine.fit = presentation.fit
        engine.background = presentation.backgroundColor
        let index = page - 1
        let showing = PageShowing(spreads: SpreadLayout.of(doc, shown: presentation.showsSpreads), autoplay: presentation.autoplay)
        engine.spreads = showing.spreads
        let moment = RenderMoment(document: doc, page: index, progress: progress, time: time, showing: showing)
        // The page after its load events, timers and `--tap`s up to `--time` (docs/interactive.md).
        let fit = engine.viewportFit(viewport)
        let taps = tap.compactMap(ScriptedTap.parse).map { ScriptedTap(point: fit.documentPoint($0.point), time: $0.time) }
        let interaction = PageInteraction.scripted(page: doc.pages[index], settings: engine.composer.builder.settings, taps: taps, until: time ?? 0, documentURL: doc.url)
        if presentation.layout == .text {
            let shown = PageAnimation.apply(interaction.page(at: time ?? 0), clock: moment.clock(index), repeatClock: moment.repeatClock(index))
            let blocks = TextViewBlock.blocks(of: shown, index: index, builder: engine.composer.builder, interaction: interaction)
            let view = engine.compositor.textView(blocks, style: presentation.textStyle, viewport: viewport, baseSize: TextViewLayout.baseSize(viewport: viewport))
            engine.compositor.draw(view, scroll: min(view.maxScroll, max(0, scroll)), decorations: engine.textViewDecorations(page: index, in: view))
        } else {
            engine.draw(position: moment.position, clock: moment.clock, repeatClock: moment.repeatClock, videoElapsed: moment.videoElapsed,
                        updated: { $0 == index ? interaction.page(at: time ?? 0) : nil }, viewport: viewport)
        }
        if presentation.captions {
            let media = MeasuredMedia(document: doc, language: language, speech: presentation.speech, warn: report)
            let playing = moment.shown.compactMap { page in moment.playElapsed(page).map { (page, $0) } }
            let captions = engine.videoCaptions() + playing.flatMap { page, elapsed in
                media.measure(page: page)
                return engine.playCaptions(page: page, elapsed: elapsed, media: media)
            }
            engine.captionStyle = style(theme)
            engine.drawOver(engine.captionItems(captions, viewport: viewport))
        }
        try save(canvas)
    }

    /// Draws a list scrolled to its top, nothing selected, as the window first shows it.
    private func render(_ list: ListDocument, name: String) throws {
        let viewport = fitted(size.flatMap(OutputSize.parse) ?? OutputSize.defaultScreen)
        let canvas = try makeCanvas(viewport)
        let engine = ListRenderEngine(device: canvas.device, owner: canvas) { printError("\(name): warning: \($0)") }
        let language = SwipeDocumentOpener.language(offered: list.languages, chosen: lang)
        engine.draw(engine.layout(list, language: language, viewport: viewport, showsBack: false, style: try style()), scroll: 0, selected: nil, pressed: nil)
        try save(canvas)
    }

    /// The controls' style of `--theme` and `--appearance` (the theme's problems printed; an
    /// unreadable theme file is an error).
    func style() throws -> PlayerStyle {
        style(try chosenTheme())
    }

    /// The theme file `--theme` names over the default theme (its problems printed; an unreadable
    /// one is an error); nil for the default theme itself, so that choosing none reads nothing.
    func chosenTheme() throws -> Theme? {
        guard themeOptions.choice.path != nil else { return nil }
        let result = themeOptions.choice.load()
        result.diagnostics.forEach { printError($0.description) }
        guard let theme = result.theme else { throw ExitCode(1) }
        return ThemeController.effective(theme) { printError($0) }
    }

    /// The controls' style of `theme` (nil: the default theme) in `--appearance`.
    func style(_ theme: Theme?) -> PlayerStyle {
        PlayerStyle(theme: theme ?? DefaultTheme.theme, appearance: themeOptions.appearanceNow, folder: themeOptions.choice.folder)
    }

    /// `size` made to fit within `--max-size`, when given.
    func fitted(_ size: Point) -> Point {
        maxSize.map { OutputSize.fit(size, within: $0) } ?? size
    }

    func makeCanvas(_ viewport: Point) throws -> OffscreenCanvas {
        guard let canvas = OffscreenCanvas(width: Int(viewport.x), height: Int(viewport.y)) else {
            printError("cannot create a \(Int(viewport.x))x\(Int(viewport.y)) canvas")
            throw ExitCode(1)
        }
        return canvas
    }

    func save(_ canvas: OffscreenCanvas) throws {
        guard canvas.savePNG(output) else {
            printError("cannot write \(output)")
            throw ExitCode(1)
        }
    }
}

/// Parses `WxH`.
enum OutputSize {
    /// The screen a document without a full dimension is laid out for when nothing else says.
    static let defaultScreen = Point(1280, 720)

    static func parse(_ s: String) -> Point? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return Point(Double(w), Double(h))
    }

    /// `size` scaled down, proportions kept, so that neither side exceeds `limit` (whole pixels,
    /// at least 1); a size already within it is kept.
    static func fit(_ size: Point, within limit: Int) -> Point {
        let scale = min(1, Double(limit) / max(size.x, size.y))
        return Point(max(1, (size.x * scale).rounded()), max(1, (size.y * scale).rounded()))
    }
}
