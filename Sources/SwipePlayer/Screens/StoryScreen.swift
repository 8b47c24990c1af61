import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A Boken story in the window: SDL input → `StoryControl`s chosen by tap, swipe or key →
/// `StoryNavigator`; each scene laid out by `StoryLayout` for the window's shape at every frame
/// (so portrait and landscape switch live on resize) and cross-faded in; the story's sound;
/// live reload; the reading position (scene and path taken) reported as it changes. The reader's
/// tools are the ones documents have, shared with them: bookmarks, search, highlights and notes on
/// text labels (drawn as decorations through the story's locators), the scenes at a glance (G), the
/// settings panel (S) with the settings a story honours, and the scene read aloud (R).
public final class StoryScreen: ReaderScreen {
    let context: ScreenContext
    /// The reader's tools, chain, shared commands and overlays; the story is its content.
    lazy var session = ReaderSession(content: self, context: context, report: report)
    /// Released before the renderer it draws with (its textures belong to that renderer).
    var engine: StoryRenderEngine
    /// The scene as text (`layout` is `text`).
    let textView = TextViewReader()
    public internal(set) var story: BokenStory
    var pictures: StoryPictures
    public internal(set) var navigator: StoryNavigator
    /// The control keyboard focus is on (Tab, arrows), and the one held down by a pointer.
    public internal(set) var focus: StoryControl?
    /// Whether the help overlay (? toggles it) lists the story's keys.
    public var helpVisible: Bool {
        get { session.helpVisible }
        set { session.helpVisible = newValue }
    }
    var pressed: StoryControl?
    /// The press held now: where it went down (window pixels), when, and whether it has moved
    /// further than a tap may (then it is no long press).
    var press: (start: Point, time: Double, moved: Bool)?
    var sound: StorySound?
    let openSound: ((BokenStory) -> StorySound?)?
    /// The scene indicator (the `sceneId`, else "2 / 5") that shows when a scene appears.
    public internal(set) var chrome: PlayerChrome {
        get { session.chrome }
        set { session.chrome = newValue }
    }
    public let title: String
    let canGoBack: Bool
    let report: (String) -> Void
    /// Each scene's audio file, and the WebVTT captions beside them.
    let sceneAudio: [Int: URL]
    let captionTracks: CaptionTracks
    /// The reader's language: the scene audio's captions are shown in it (`CaptionFiles`).
    public var captionLanguage = "en"
    /// Watches the story and its media while `watch(paths:reload:)` is on.
    var liveReload: LiveReload<StoryLoadResult>?
    /// Told the scene shown and the path taken to it, each time a scene appears.
    public var onPositionChanged: ((StoryNavigator) -> Void)?
    /// Told the volume (0…1) each time the reader changes it.
    public var onVolumeChanged: ((Double) -> Void)? {
        get { session.volume.onChanged }
        set { session.volume.onChanged = newValue }
    }
    /// The reader's bookmarks in the story (B toggles the scene's, [ and ] go to the previous and
    /// next) and highlights on its text labels (Shift+drag, or a long press on a word), kept as
    /// documents' are; nil in kiosk mode.
    public var annotations: ReaderAnnotations? {
        get { session.annotations }
        set {
            session.annotations = newValue
            relocateBookmarks()
            session.annotationsChanged()
        }
    }
    /// What is drawn on the story's scenes besides them, by group.
    public var decorator: Decorator { engine.decorator }
    /// The settings in force (fit, autoplay, volume, mute, speech rate, appearance, the scene
    /// indicator), resolved by the opener's `SettingsEditor`; nil: the player's defaults.
    public internal(set) var presentation: PresentationSettings? {
        didSet { applyPresentation() }
    }
    /// Where the settings are edited and resolved: the screen follows its changes and tells it the
    /// window's size.
    public var settingsEditor: SettingsEditor? {
        get { session.settingsEditor }
        set { session.settingsEditor = newValue }
    }
    /// How the scene is magnified; a scene change ends it.
    var zoom = PageZoom() {
        didSet { if zoom != oldValue { zoomFrames = 2 } }
    }
    /// Frames still to draw after the zoom changed: one at the new scale settles the textures'
    /// sharpness, the one at rest the pictures'.
    var zoomFrames = 0
    /// What the last frame drew of the scene (its pixels, from `sceneFrame`'s corner): taps find the
    /// decorations and text labels in it.
    var lastFrame: [DisplayItem] { engine.lastFrame }

    /// What reading the story again found: a new version (and the files it uses), or the problems
    /// that keep the last good version showing.
    public typealias Reload = LiveReload<StoryLoadResult>.Outcome

    /// The window a story opens in without `--window`: portrait, as on a phone.
    public static let windowSize = Point(432, 768)

    /// A swipe this long (pixels, mostly sideways) goes to the next or back scene: the player's own
    /// gesture, beside the tap halves the Boken Engine has.
    static let swipeDistance = 60.0

    /// Shows `result`'s story from `position`; `openSound` opens its sound once the first frame is shown.
    public init(result: StoryLoadResult, story: BokenStory, title: String, position: StoryNavigator, context: ScreenContext,
                openSound: ((BokenStory) -> StorySound?)? = nil, report: @escaping (String) -> Void) {
        self.context = context
        self.story = story
        self.title = title
        self.openSound = openSound
        self.report = report
        engine = StoryRenderEngine(device: context.device, report: report)
        sceneAudio = result.sceneAudio(of: story)
        captionTracks = CaptionTracks(report: report)
        pictures = engine.pictures(result)
        engine.warmUp(pictures)
        navigator = position
        navigator.clamp(to: story)
        canGoBack = context.depth > 0
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        session.observeTaps(on: &engine.decorator)
    }

    /// Where the scene is drawn in the window: all of it, or (fit `contain`) the reference phone's
    /// shape, centred.
    var sceneFrame: Rect { StorySceneLayout.sceneFrame(fit: presentation?.fit ?? .cover, window: context.viewport) }

    /// The scene's size in pixels: the window the story is laid out for.
    var sceneSize: Point {
        let frame = sceneFrame
        return Point(frame.width, frame.height)
    }

    var layout: StoryLayout { StoryLayout(viewport: sceneSize, style: context.style) }

    /// Window pixel `p` in the scene's pixels (through the zoom).
    func scenePoint(_ p: Point) -> Point {
        let frame = sceneFrame, q = zoom.unzoomed(p)
        return Point(q.x - frame.x, q.y - frame.y)
    }

    /// Seconds into the scene's transformations at `t`: from when it appeared, or (autoplay off)
    /// at once at their end.
    func sceneTime(at t: Double) -> Double {
        presentation?.autoplay == false ? .infinity : navigator.sceneTime(at: t)
    }

    public func appeared(at t: Double) {
        navigator = StoryNavigator(current: navigator.current, history: navigator.history, at: t)
        sound = openSound?(story)
        applyPresentation()
        entered(at: t)
    }

    public func closed() {
        liveReload?.stop()
        liveReload = nil
        sound?.stop()
        sound = nil
    }

    /// The scenes' sounds and reading aloud.
    public func playsMedia(at t: Double) -> Bool { sound?.isPlayingPageSound == true }

    public func restart(at t: Double) {
        session.restoreStartingSettings()
        navigator = StoryNavigator(at: t)
        focus = nil
        session.overview.close()
        entered(at: t)
    }

    /// A scene appeared: its sound, the indicator, the position saved.
    func entered(at t: Double) {
        let scene = story.scenes[navigator.current]
        sound?.sceneBecameCurrent(navigator.current, looping: scene.audioLooping)
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(navigator)
    }

    func choose(_ control: StoryControl, at t: Double) {
        guard navigator.choose(control, in: story, at: t) else { return }
        focus = nil
        entered(at: t)
    }

    /// Goes to scene `index` by a jump (a bookmark, a search match, the overview, Home), kept on
    /// the path taken so that Escape returns from it.
    func jump(to index: Int, at t: Double) {
        guard index != navigator.current, navigator.go(to: index, in: story, at: t) else { return }
        focus = nil
        entered(at: t)
    }

    /// A press held still becomes a long press (a word selected, for highlighting); the word read
    /// aloud follows the speech.
    public func step(at t: Double) -> ScreenAction? {
        // Another scene ends the zoom.
        zoom.follow(position: Double(navigator.current))
        longPress(at: t)
        session.step(at: t)
        return nil
    }

    /// When the press held becomes a long press.
    public func nextDeadline(after t: Double) -> Double? {
        if showsTextView { return annotations == nil ? nil : textView.longPressDeadline }
        guard let press, !press.moved, annotations != nil else { return nil }
        return press.time + GestureRecognizer.longPressDelay
    }

    /// The story's own links of the session's chain (`ReaderLink`): the focus on the scene's
    /// buttons, the pointer's taps, swipes and long presses.
    var ownLinks: [ReaderLink: ScreenLink] {
        [.pageFocus: ScreenLink { [unowned self] in focusInput($0) }, .pointer: ScreenLink { [unowned self] in pointerInput($0) }]
    }

    /// The bookmarks on the scenes their `sceneId`s name now (the story's scenes may have been
    /// reordered since they were made), so B, [ and ] find them.
    func relocateBookmarks() {
        let resolver = StoryLocatorResolver(story: story)
        annotations?.relocateBookmarks { resolver.scene(of: $0) }
    }

    /// What R reads aloud: a scene's texts (a story has no speech of its own), or the text view's.
    var readAloudSource: ReadAloudController.Source {
        let story = self.story
        return readingColumn(.init(texts: { ReadAloudScript(textsOf: $0, story: story) }, speech: { _, _ in nil }, resolver: StoryLocatorResolver(story: story),
                                   href: title))
    }

    /// The scene indicator, the appearance, the volume, mute and speech rate as the settings say
    /// (fit and autoplay are read as each frame is drawn).
    func applyPresentation() {
        guard let p = presentation else { return }
        chrome.showsPageNumber = p.pageIndicator
        context.theme?.prefer(p.appearance)
        session.volume.apply(p, to: sound)
        sound?.speechChanged(rate: p.speechRate)
    }

    /// Reads the story again whenever it or one of `paths` (its media) changes on disk.
    public func watch(paths: [String], reload: @escaping () -> Reload) {
        liveReload = LiveReload(for: self, paths: paths, read: reload)
    }

    /// A good new version replaces the story in place, on the same scene (or the last).
    func show(_ result: StoryLoadResult, at t: Double) {
        guard let newStory = result.story else { return }
        story = newStory
        let decorator = engine.decorator
        engine = StoryRenderEngine(device: context.device, report: report)
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        // Bookmarks, highlights and search hits stay, found again in the new version through their locators.
        engine.decorator = decorator
        relocateBookmarks()
        session.readAloud.documentChanged()
        pictures = engine.pictures(result)
        engine.warmUp(pictures)
        navigator.clamp(to: newStory)
        navigator = StoryNavigator(current: navigator.current, history: navigator.history, at: t)
        focus = nil
        if session.overview.isOpen { openOverview() }
    }

    public func isAnimating(at t: Double) -> Bool {
        guard !session.overview.isOpen else { return false }
        return navigator.fadeProgress(at: t) != nil || zoomFrames > 0 || StorySceneLayout.isAnimating(story.scenes[navigator.current], at: sceneTime(at: t))
            || chrome.isAnimating(at: t) || session.readAloud.isRunning || (presentation?.captions == true && sound?.isPlayingPageSound == true)
    }

    public func idle(at t: Double) {}

    public func resized() {
        session.resized()
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        // The thumbnails take the scenes' new shape.
        if let grid = session.overview.overview { openOverview(current: grid.selected) }
    }

    /// Every scene as a thumbnail, laid out as the window shows it, `current` chosen (the scene shown).
    func openOverview(current: Int? = nil) {
        session.overview.open(pageCount: story.scenes.count, pageSize: sceneSize, viewport: context.viewport, current: current ?? navigator.current)
    }
}
