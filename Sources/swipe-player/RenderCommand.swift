import ArgumentParser
import SwipeDocument

/// `swipe-player render`: draws one moment of a document, or a document list (a folder is shown as
/// one) at its top, into a PNG file, with no display, through the same compositor as the window
/// (`RenderRequest`).
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
        if let m = maxSize, !OutputSize.sides.contains(m) { throw ValidationError("--max-size must be between 1 and 16384") }
    }

    /// What the options ask to draw.
    var request: RenderRequest {
        RenderRequest(document: document, output: output, page: page, scene: scene, progress: progress, time: time,
                      taps: tap.compactMap(ScriptedTap.parse), scroll: scroll, size: size.flatMap(OutputSize.parse), lang: lang,
                      maxSize: maxSize, offline: offline, decorations: decorations, theme: themeOptions.selection,
                      settings: settingsOptions.commandLine)
    }

    func run() throws {
        try request.draw()
    }
}

/// Parses `WxH`.
enum OutputSize {
    /// The screen a document without a full dimension is laid out for when nothing else says.
    static let defaultScreen = Point(1280, 720)

    /// The lengths a side of a picture may have, in pixels.
    static let sides = 1...16384

    static func parse(_ s: String) -> Point? {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), sides.contains(w), sides.contains(h) else { return nil }
        return Point(Double(w), Double(h))
    }

    /// `size` scaled down, proportions kept, so that neither side exceeds `limit` (whole pixels,
    /// at least 1); a size already within it is kept.
    static func fit(_ size: Point, within limit: Int) -> Point {
        let scale = min(1, Double(limit) / max(size.x, size.y))
        return Point(max(1, (size.x * scale).rounded()), max(1, (size.y * scale).rounded()))
    }
}
