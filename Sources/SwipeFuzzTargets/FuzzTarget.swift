import Foundation
import SwipeDocument
import SwipeReader

/// One way of feeding arbitrary bytes through the player's pure layers: the fuzzers in `Fuzz/`
/// call it with what libFuzzer makes up, and the test suite replays with it every input a fuzzer
/// ever found a crash with. Whatever the bytes, a run must return: no crash, no endless loop.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The lenient JSON reader, with line and column of every problem.
    case json
    /// A whole document: loaded (templates, model, diagnostics), laid out and turned into display
    /// lists for its first pages, at rest, mid-play and mid-turn.
    case document
    /// SVG-style path data: parsed, flattened, walked along.
    case path
    /// Markdown lines laid out into styled paragraphs.
    case markdown
    /// Colours, lengths, coordinates, rotations, scales, points and pairs read from a JSON value.
    case values
    /// A theme file: read (every category, aliases, data URIs), laid over the default theme and
    /// resolved into the controls' style in both appearances, with its shapes' outlines.
    case theme
    /// A document list (`net.swipe.list`): loaded, its texts in each language it offers.
    case list
    /// A document list laid out for windows from none to 16384 pixels a side (extremes, and sizes
    /// from the input's last bytes): drawn, hit, and scrolled by presses, drags, the wheel, keys.
    case listLayout = "list-layout"
    /// A Boken story (`StoryDescription.json`): read, checked, summarized, searched, read aloud,
    /// its nodes' locators made and resolved.
    case story
    /// A Boken story's first scenes laid out like the list's (windows, times, picture sizes from
    /// the input), with their controls tapped and followed.
    case storyLayout = "story-layout"
    /// A keys.conf file over the default bindings: the help, `swipe-player keys`, the manual.
    case keys
    /// `--control` lines: parsed, their key names resolved.
    case control
    /// A kiosk's `status.json`: read as `swipe-player status` does, reported for a person, systemd, Prometheus.
    case status
    /// The HTTP cache's metadata of a stored file: read, its freshness decided, written.
    case cache

    /// Runs one input through the layers this target covers.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .json: Self.json(bytes)
        case .document: Self.document(bytes)
        case .path: Self.path(String(decoding: bytes, as: UTF8.self))
        case .markdown: Self.markdown(String(decoding: bytes, as: UTF8.self))
        case .values: Self.values(bytes)
        case .theme: Self.theme(bytes)
        case .list: Self.list(bytes)
        case .listLayout: Self.listLayout(bytes)
        case .story: Self.story(bytes)
        case .storyLayout: Self.storyLayout(bytes)
        case .keys: Self.keys(String(decoding: bytes, as: UTF8.self))
        case .control: Self.control(bytes)
        case .status: Self.status(bytes)
        case .cache: Self.cache(bytes)
        }
    }

    /// The screen a document without a full dimension is laid out for.
    static let screen = Point(1280, 720)
    /// How many pages of a document are laid out (all pages are loaded).
    static let pagesLaidOut = 4

    private static func json(_ bytes: [UInt8]) {
        let result = LenientJSONParser().parse(bytes)
        let map = SourceMap(bytes: bytes)
        for problem in [result.error].compactMap({ $0 }) + result.warnings { _ = map.position(of: problem.offset) }
    }

    private static func document(_ bytes: [UInt8]) {
        let loaded = DocumentLoader.load(bytes: bytes, name: "fuzz.swipe", baseURL: URL(fileURLWithPath: "/nonexistent/fuzz.swipe"))
        for d in loaded.diagnostics { _ = d.description }
        guard let doc = loaded.document else { return }
        let settings = RenderSettings(documentSize: doc.resolvedDimension(screen: screen), language: doc.languages.first?.id ?? "*",
                                      markdown: doc.markdown, media: NoMedia())
        let composer = SceneComposer(document: doc, settings: settings)
        for index in 0..<min(doc.pages.count, pagesLaidOut) {
            for position in [Double(index), Double(index) + 0.5] {
                for clock in [0, 0.5, 1] {
                    _ = composer.frame(at: position, clock: { _ in clock }, repeatClock: { _ in clock }, playing: { _ in true }, videoElapsed: { _ in clock })
                }
            }
        }
    }

    private static func theme(_ bytes: [UInt8]) {
        let result = Theme.read(bytes: bytes, name: "fuzz.json", options: ThemeReadOptions(base: DefaultTheme.theme))
        for d in result.diagnostics { _ = d.description }
        guard let theme = result.theme else { return }
        let merged = DefaultTheme.theme.overriding(with: theme)
        for appearance in [ThemeAppearance.light, .dark] { _ = PlayerStyle(theme: merged, appearance: appearance) }
        for name in theme.names("shapes") { _ = theme.shape(name)?.path(in: Point(120, 40)) }
    }

    private static func path(_ text: String) {
        let (path, _) = PathData.parse(text)
        _ = path.flattened(tolerance: 0.25)
        for f in [0, 0.5, 1] { _ = path.pointAndAngle(atFraction: f) }
    }

    private static func markdown(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        _ = MarkdownLayout.paragraphs(lines: lines, settings: MarkdownSettings(), documentHeight: 480)
    }

    private static func values(_ bytes: [UInt8]) {
        _ = Color.parse(String(decoding: bytes, as: UTF8.self))
        guard let node = LenientJSONParser().parse(bytes).root else { return }
        _ = Length.parse(node)
        _ = Extent.parse(node)
        _ = Coordinate.parse(node, horizontal: true)
        _ = Rotation.parse(node)
        _ = Scale.parse(node)
        _ = Point.parse(node)
        _ = LengthPair.parse(node)
    }
}

/// Media that never exist: a fuzzed document names files at random.
private struct NoMedia: MediaMetrics {
    func pixelSize(of asset: AssetReference) -> Point? { nil }
    func frameCount(of asset: AssetReference) -> Int { 1 }
}
