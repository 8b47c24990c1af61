import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia

/// Everything that draws a document, shared by the window and the headless renderer so both show
/// the same picture: media metrics and decoding, fonts, text, the compositor, and the scene.
public final class RenderEngine {
    public let images: ImageLibrary
    public let fonts: FontResolver
    public let text: TextRasterizer
    public let compositor: Compositor
    public private(set) var composer: SceneComposer
    public let document: Document
    public private(set) var language: String

    /// Whatever owns the device, kept alive as long as the textures made for it (an offscreen canvas).
    private let deviceOwner: AnyObject?

    /// `report` receives each rendering problem once (missing fonts, unreadable images).
    /// `owner` is kept alive while the engine lives, so its device outlives the engine's textures.
    public init(document: Document, device: DrawingDevice, owner: AnyObject? = nil, viewport: Point, language: String,
                resources: RenderResources = RenderResources(), report: @escaping (String) -> Void) {
        MemoryTuning.apply()
        deviceOwner = owner
        self.document = document
        self.language = language
        images = resources.images
        images.onWarning = report
        fonts = resources.fonts
        fonts.onWarning = report
        text = TextRasterizer(fonts: fonts)
        compositor = Compositor(device: device, images: images, fonts: fonts, text: text)
        captionTracks = CaptionTracks(remote: document.remoteCaptions, report: report)
        composer = SceneComposer(document: document, settings: Self.settings(document, viewport: viewport, language: language, images: images))
    }

    /// Where video pictures come from: the player's decoders, or decoding on demand in `render`
    /// (none: videos show a poster).
    public var videos: VideoFrameSource? {
        get { compositor.videos }
        set { compositor.videos = newValue }
    }

    /// Two pages side by side (the `doublePageSpread` setting); positions then count spreads.
    public var spreads: SpreadLayout? {
        didSet { composer.spreads = spreads }
    }

    /// How pages are fitted into the viewport (the `fit` setting).
    public var fit: FitMode = .contain
    /// The colour around the pages (the `backgroundColor` setting); nil: the document's `bc`.
    public var background: Color?

    /// The page magnified over its fit (a pinch, the zoom keys); none in `render` and `export`.
    public var zoom = PageZoom()

    /// Doc units → viewport pixels, as `fit` asks, with the `zoom` on top: what is drawn and hit.
    public func viewportFit(_ viewport: Point) -> ViewportFit { zoom.apply(to: pageFit(viewport)) }

    /// Doc units → viewport pixels, as `fit` asks, without the zoom: the page's place at rest.
    public func pageFit(_ viewport: Point) -> ViewportFit { ViewportFit(document: composer.pageSize, viewport: viewport, mode: fit) }

    /// Re-fits the document after a window size change (only a 0-sided or absent dimension changes).
    public func resize(viewport: Point) {
        composer = SceneComposer(document: document, settings: Self.settings(document, viewport: viewport, language: language, images: images))
        pageDecorations = [:]
    }

    /// What is drawn on the document besides it (bookmarks, search hits, highlights), by group.
    public var decorator = Decorator() {
        didSet { if decorator.generation != oldValue.generation { pageDecorations = [:] } }
    }
    /// The styles decorations are drawn in (the default theme's until set: made on first need, as
    /// a picture without decorations needs none).
    public lazy var decorationStyles = DecorationStyleRegistry() {
        didSet { pageDecorations = [:] }
    }
    /// Each page's decorations resolved (nil: none), until the decorations, the language or the size change.
    private var pageDecorations: [Int: PageDecorations?] = [:]
    private lazy var textBoxes = TextRangeBoxes(text: text)
    /// Text measured in window pixels, as the captions are drawn.
    private lazy var windowTextBoxes = TextRangeBoxes(text: text, scale: 1)
    /// The captions of the document's videos and sounds.
    private let captionTracks: CaptionTracks

    /// Page `index`'s decorations (nil: none), resolved once: a page without any is remembered
    /// too, so frames do not look for them again.
    private func decorations(of index: Int) -> PageDecorations? {
        if let known = pageDecorations[index] { return known }
        let found = decorator.decorations(onPage: index)
        // A page without any needs no styles (the default ones are then not made for nothing).
        let resolved = found.isEmpty ? nil : PageDecorations(found, resolver: LocatorResolver(document: document, language: language),
                                                             styles: decorationStyles, measure: textBoxes, pageSize: composer.builder.settings.documentSize)
        let shown = resolved.flatMap { $0.isEmpty ? nil : $0 }
        pageDecorations[index] = .some(shown)
        return shown
    }

    /// The topmost text at window pixel `p` in the last frame (not inside a layer).
    public func text(atPixel p: Point, viewport: Point) -> TextTarget? {
        TextTarget.topmost(at: pagePoint(p, viewport: viewport), in: lastFrame)
    }

    /// The character boundary of `target`'s text nearest window pixel `p` (a Unicode scalar offset
    /// of its displayed text), past its ends clamped to them.
    public func textOffset(in target: TextTarget, atPixel p: Point, viewport: Point) -> Int? {
        target.offset(at: pagePoint(p, viewport: viewport), measure: textBoxes)
    }

    /// Window pixels → the document's units.
    private func pagePoint(_ p: Point, viewport: Point) -> Point {
        viewportFit(viewport).documentPoint(p)
    }

    /// The decorations drawn at window pixel `p` in the last frame, bottom to top, each with its
    /// box in window pixels.
    public func decorations(atPixel p: Point, viewport: Point) -> [(key: DecorationKey, rect: Rect)] {
        let fit = viewportFit(viewport)
        return lastFrame.decorations(at: fit.documentPoint(p)).map { ($0.key, Self.pixels($0.rect, fit)) }
    }

    /// Every decoration drawn in the last frame, bottom to top, each box in window pixels.
    public func decorationBoxes(viewport: Point) -> [(key: DecorationKey, rect: Rect)] {
        let fit = viewportFit(viewport)
        return lastFrame.decorationBoxes.map { ($0.key, Self.pixels($0.rect, fit)) }
    }

    /// A box in the document's units → window pixels.
    private static func pixels(_ r: Rect, _ fit: ViewportFit) -> Rect {
        Rect(x: r.x * fit.scale + fit.offset.x, y: r.y * fit.scale + fit.offset.y, width: r.width * fit.scale, height: r.height * fit.scale)
    }

    /// Shows the document's texts, markdown and strings in `language` from the next frame on.
    public func setLanguage(_ language: String, viewport: Point) {
        self.language = language
        resize(viewport: viewport)
    }

    /// Draws the viewport at a page position with per-page clocks (and how long each page's
    /// videos have played) into the current target, the pages moved sideways by `shake` document
    /// units (the `vibrate` stand-in), with the play button `pressed` shown held down and the
    /// pages as their events `updated` them.
    public func draw(position: Double, clock: (Int) -> Double, repeatClock: (Int) -> Double? = { _ in nil },
                     playing: (Int) -> Bool = { _ in false }, videoElapsed: (Int) -> Double = { _ in 0 }, shake: Double = 0,
                     pressed: PlayButtonID? = nil, updated: (Int) -> Page? = { _ in nil }, viewport: Point) {
        let fit = viewportFit(viewport)
        lastFrame = composer.frame(at: position, clock: clock, repeatClock: repeatClock, playing: playing, videoElapsed: videoElapsed, pressed: pressed,
                                   updated: updated, decorations: { self.decorations(of: $0) })
        compositor.draw(lastFrame, screen: shake == 0 ? fit.transform : fit.transform * .translation(shake, 0), background: background ?? document.bc)
    }

    /// Draws the player's own controls (`PlayerChrome` items, in target pixels) over the frame.
    public func drawOver(_ items: [DisplayItem]) { compositor.drawOver(items) }

    /// The captions of the videos in the last frame drawn, at the moment each shows.
    public func videoCaptions() -> [Caption] {
        func videos(_ items: [DisplayItem]) -> [VideoContent] {
            items.flatMap { item -> [VideoContent] in
                switch item.content {
                case .video(let v) where !v.isRadio: return [v]
                case .layer(let layer): return videos(layer.items)
                default: return []
                }
            }
        }
        return videos(lastFrame).compactMap { v in
            guard document.pages.indices.contains(v.instance.page),
                  let element = document.pages[v.instance.page].elements.node(at: v.instance.path, children: \.elements),
                  v.timing.isPlaying(elapsed: v.elapsed) else { return nil }
            return captionTracks.track(for: v.asset, named: element.captions, language: language)?.text(at: v.time(mediaDuration: nil)).map { Caption(text: $0) }
        }
    }

    /// The caption of page `index`'s `audio` `elapsed` seconds after it started.
    public func audioCaption(page index: Int, elapsed: Double) -> Caption? {
        guard document.pages.indices.contains(index), let audio = document.pages[index].audio else { return nil }
        return captionTracks.track(for: audio, named: document.pages[index].audioCaptions, language: language)?.text(at: elapsed).map { Caption(text: $0) }
    }

    /// The captions of page `index` `elapsed` seconds after its play started, as `render` and
    /// `export` show them: its speech as `media` synthesized it, then its audio's.
    public func playCaptions(page index: Int, elapsed: Double, media: MeasuredMedia) -> [Caption] {
        guard document.pages.indices.contains(index) else { return [] }
        let speech = document.pages[index].spokenText(language: language).flatMap { text in
            media.lengths.speech[index].flatMap { SpeechCaption.caption(text: text, words: media.spokenWords[index] ?? [], elapsed: elapsed, duration: $0) }
        }
        return [speech, audioCaption(page: index, elapsed: elapsed)].compactMap { $0 }
    }

    /// The theme's caption style (the window's and `render`'s theme; `export` draws the default),
    /// made on first need.
    public lazy var captionStyle = PlayerStyle.standard()

    /// `captions` as drawn over the frame (`CaptionBand`, window pixels), clear of the page at rest.
    public func captionItems(_ captions: [Caption], viewport: Point) -> [DisplayItem] {
        let fit = pageFit(viewport), size = composer.pageSize
        let page = Rect(x: fit.offset.x, y: fit.offset.y, width: size.x * fit.scale, height: size.y * fit.scale)
        return CaptionBand.items(captions, viewport: viewport, page: page, style: captionStyle, measure: windowTextBoxes)
    }

    /// Clears the target to `background` and draws `items` (target pixels): the player's own page.
    public func drawOwn(_ items: [DisplayItem], background: Color) {
        compositor.draw(items, screen: .identity, background: background)
    }

    /// Draws page `index` at `clock`, with its decorations, shrunk into `frame` (target pixels)
    /// over what was drawn: a thumbnail of the page overview.
    public func drawThumbnail(page index: Int, clock: Double, into frame: Rect) {
        guard document.pages.indices.contains(index) else { return }
        let size = composer.builder.settings.documentSize
        let screen = Matrix4.translation(frame.x, frame.y) * .scale(frame.width / size.x, frame.height / size.y)
        let page = PageAnimation.apply(document.pages[index], clock: clock, repeatClock: nil, playing: false)
        compositor.drawOver(composer.builder.build(page, clock: clock, index: index, decorations: decorations(of: index)), screen: screen)
    }

    /// What was drawn last (for hit-testing taps).
    public private(set) var lastFrame: [DisplayItem] = []

    /// The play button at window pixel `p` in the last frame drawn, if any.
    public func playButton(atPixel p: Point, viewport: Point) -> PlayButtonID? {
        lastFrame.playButton(at: viewportFit(viewport).documentPoint(p))
    }

    /// What the player does once a page has become current and nothing moves: the pictures of the
    /// pages two away are decoded in the background (others are forgotten), the pages next to it
    /// get their textures, and textures of pages further away are released. Memory then holds the
    /// neighbourhood of the current page, however long the document.
    public func settle(on current: Int, clock: (Int) -> Double, viewport: Point) {
        let mark = compositor.frameNumber
        prefetchPictures(around: current)
        for i in [current + 1, current - 1] where document.pages.indices.contains(i) {
            prepare(page: i, clock: clock(i), viewport: viewport, from: (current, clock(current)))
        }
        compositor.releaseTextures(unusedSince: mark)
        MemoryTuning.returnFreePages()
    }

    /// Gets page `index` ready to be shown at `clock`: its pictures decoded and its textures made,
    /// without drawing; with the page it is turned to `from` (and that page's clock), also what
    /// only the turn shows, such as the picture of a page fading in as a whole.
    public func prepare(page index: Int, clock: Double, viewport: Point, from: (page: Int, clock: Double)? = nil) {
        guard document.pages.indices.contains(index) else { return }
        let fit = pageFit(viewport)
        let position = Double(spreads?.spread(of: index) ?? index)
        compositor.prepare(composer.frame(at: position, clock: { _ in clock }), screen: fit.transform)
        guard let from, document.pages.indices.contains(from.page) else { return }
        let start = Double(spreads?.spread(of: from.page) ?? from.page)
        guard start != position else { return }
        compositor.prepare(composer.frame(at: (start + position) / 2, clock: { $0 == index ? clock : from.clock }), screen: fit.transform)
    }

    /// Decodes the pictures of the pages `reach` away from `current` on a background thread of
    /// lower priority (`BackgroundDecoder`), so that
    /// preparing them on the next settle does not wait for JPEG or GIF decoding; pictures of pages
    /// further away are forgotten. Nearer pages are not decoded again: their textures hold still
    /// pictures already (decoding them anew would keep a second copy of each).
    public func prefetchPictures(around current: Int, reach: Int = 2) {
        let pages = document.pages
        let images = self.images
        guard !pages.isEmpty else { return }
        let range = max(0, current - reach)...min(pages.count - 1, current + reach)
        let latest = prefetchRequests
        let request = latest.advance()
        prefetchQueue.async {
            // Paging faster than pictures decode queues requests; only the newest one is worth doing.
            guard latest.isNewest(request) else { return }
            images.retainDecoded(only: range.flatMap { Self.pictures(in: pages[$0].elements) })
            for i in [current - reach, current + reach] where range.contains(i) && latest.isNewest(request) {
                Self.decodePictures(of: pages[i], images: images)
            }
        }
    }

    /// Decodes page `index`'s pictures now, on this thread.
    public func decodePictures(of index: Int) {
        guard document.pages.indices.contains(index) else { return }
        Self.decodePictures(of: document.pages[index], images: images)
    }

    private static func decodePictures(of page: Page, images: ImageLibrary) {
        for asset in pictures(in: page.elements) {
            for frame in 0..<images.frameCount(of: asset) { _ = images.frame(asset, index: frame) }
        }
    }

    private let prefetchQueue = BackgroundDecoder.shared
    private let prefetchRequests = RequestCounter()

    /// Numbers requests, so that work queued for one can see that a newer one has been made.
    private final class RequestCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var newest = 0

        func advance() -> Int { lock.withLock { newest += 1; return newest } }
        func isNewest(_ request: Int) -> Bool { lock.withLock { newest == request } }
    }

    static func pictures(in elements: [Element]) -> [AssetReference] {
        elements.flatMap { e in
            [e.img, e.mask, e.sprite].compactMap { $0 } + (e.to?.img ?? []) + pictures(in: e.elements)
        }
    }

    private static func settings(_ d: Document, viewport: Point, language: String, images: ImageLibrary) -> RenderSettings {
        RenderSettings(documentSize: d.resolvedDimension(screen: viewport), language: language, markdown: d.markdown, media: images)
    }
}
