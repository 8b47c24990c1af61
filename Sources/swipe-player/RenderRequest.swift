import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeNet
import SwipeMedia
import SwipePlayer
import SwipeRender

/// One picture `render` and `thumbnail` draw into a PNG file, with no display, through the same
/// compositor as the window: a page of a document at a moment, a document list (a folder is shown
/// as one) at its top, or a Boken story's scene. A value apart from the command line, so that
/// `thumbnail` draws with `render`'s defaults without reflecting `render`'s twenty options.
struct RenderRequest {
    /// A path, a `file:` URI or an http(s) URL; the bundled demo when nil.
    var document: String?
    /// The PNG file to write.
    var output: String
    /// The page (of a story: the scene) to draw, from 1.
    var page = 1
    /// Of a Boken story: the scene to draw, by its sceneId (instead of `page`).
    var scene: String?
    /// A fraction of the way from the page to the next one.
    var progress: Double?
    /// Seconds after the page's animation started.
    var time: Double?
    /// Taps at output pixels, before the page is drawn at `time`.
    var taps: [ScriptedTap] = []
    /// With the text view: how far it is scrolled down, in pixels.
    var scroll: Double = 0
    /// The output's size (nil: the document's dimension, a list's or a story's default).
    var size: Point?
    /// The language chosen (nil: from the environment's locale).
    var lang: String?
    /// The output fitted within NxN pixels, its proportions kept.
    var maxSize: Int?
    /// Local files only: media on the web drawn as missing, a document URL refused.
    var offline = false
    /// A decorations JSON file to draw.
    var decorations: String?
    /// The theme and appearance of the player's own controls.
    var theme = ThemeSelection()
    /// The presentation preferences of the command line (`--set`).
    var settings = Preferences()

    /// Draws the picture and writes it; what goes wrong is printed, and thrown as the exit code.
    func draw() throws {
        let document = try BundledAssets.documentOrDemo(self.document, toDo: "render")
        if offline, let url = URL(string: document), RemoteAccess.isRemote(url) {
            printError("\(document): error: not fetched: local files only are read (--offline, and for a thumbnail)")
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
        let viewport = fitted(size ?? authored.resolvedDimension(screen: OutputSize.defaultScreen))
        let presentation = SettingsOptions.resolve(authored, path: document, size: viewport, lang: lang, commandLine: settings)
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
        let taps = self.taps.map { ScriptedTap(point: fit.documentPoint($0.point), time: $0.time) }
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
        let viewport = fitted(size ?? OutputSize.defaultScreen)
        let canvas = try makeCanvas(viewport)
        let engine = ListRenderEngine(device: canvas.device, owner: canvas) { printError("\(name): warning: \($0)") }
        let language = SwipeDocumentOpener.language(offered: list.languages, chosen: lang)
        engine.draw(engine.layout(list, language: language, viewport: viewport, showsBack: false, style: try style()), scroll: 0, selected: nil, pressed: nil)
        try save(canvas)
    }

    /// The controls' style of the theme and appearance chosen (the theme's problems printed; an
    /// unreadable theme file is an error).
    func style() throws -> PlayerStyle {
        style(try chosenTheme())
    }

    /// The theme file chosen over the default theme (its problems printed; an unreadable
    /// one is an error); nil for the default theme itself, so that choosing none reads nothing.
    func chosenTheme() throws -> Theme? {
        let choice = theme.choice
        guard choice.path != nil else { return nil }
        let result = choice.load()
        result.diagnostics.forEach { printError($0.description) }
        guard let theme = result.theme else { throw ExitCode(1) }
        return ThemeController.effective(theme) { printError($0) }
    }

    /// The controls' style of `file` (nil: the default theme) in the appearance chosen.
    func style(_ file: Theme?) -> PlayerStyle {
        PlayerStyle(theme: file ?? DefaultTheme.theme, appearance: theme.appearanceNow, folder: theme.choice.folder)
    }

    /// `size` made to fit within `maxSize`, when given.
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

