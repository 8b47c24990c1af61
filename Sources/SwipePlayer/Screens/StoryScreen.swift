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
public final class StoryScreen: Screen {
    let context: ScreenContext
    /// Released before the renderer it draws with (its textures belong to that renderer).
    var engine: StoryRenderEngine
    public internal(set) var story: BokenStory
    var pictures: StoryPictures
    public internal(set) var navigator: StoryNavigator
    /// The control keyboard focus is on (Tab, arrows), and the one held down by a pointer.
    public internal(set) var focus: StoryControl?
    /// Whether the help overlay (? toggles it) lists the story's keys.
    public var helpVisible: Bool {
        get { chrome.helpVisible }
        set { chrome.helpVisible = newValue }
    }
    var pressed: StoryControl?
    /// The press held now: where it went down (window pixels), when, and whether it has moved
    /// further than a tap may (then it is no long press).
    var press: (start: Point, time: Double, moved: Bool)?
    var sound: StorySound?
    let openSound: ((BokenStory) -> StorySound?)?
    /// The scene indicator (the `sceneId`, else "2 / 5") that shows when a scene appears.
    public internal(set) var chrome = PlayerChrome(help: .story)
    public let title: String
    let canGoBack: Bool
    let report: (String) -> Void
    /// Watches the story and its media while `watch(paths:reload:)` is on.
    var liveReload: LiveReload<StoryLoadResult>?
    /// Told the scene shown and the path taken to it, each time a scene appears.
    public var onPositionChanged: ((StoryNavigator) -> Void)?
    /// Told the volume (0…1) each time the reader changes it.
    public var onVolumeChanged: ((Double) -> Void)? {
        get { volume.onChanged }
        set { volume.onChanged = newValue }
    }
    /// The volume keys and settings on the sound.
    var volume = ReaderVolume()
    /// The reader's bookmarks in the story (B toggles the scene's, [ and ] go to the previous and
    /// next) and highlights on its text labels (Shift+drag, or a long press on a word), kept as
    /// documents' are; nil in kiosk mode.
    public var annotations: ReaderAnnotations? {
        didSet {
            relocateBookmarks()
            annotations?.decorate(&engine.decorator)
        }
    }
    /// What is drawn on the story's scenes besides them, by group.
    public var decorator: Decorator { engine.decorator }
    /// The search field (Ctrl+F or /), its matches in every scene highlighted.
    let search = SearchController()
    /// The scenes at a glance (G), when it is open.
    let overview = OverviewController()
    /// Selecting a text label's words to highlight, and the open highlight's bar.
    let highlighter = HighlightController()
    /// The word being read aloud highlighted (R).
    let readAloud = ReadAloudController()
    /// The settings in force (fit, autoplay, volume, mute, speech rate, appearance, the scene
    /// indicator), resolved by the opener's `SettingsEditor`; nil: the player's defaults.
    public internal(set) var presentation: PresentationSettings? {
        didSet { applyPresentation() }
    }
    /// Where the settings are edited and resolved: the screen follows its changes and tells it the
    /// window's size.
    public var settingsEditor: SettingsEditor? {
        didSet {
            presentation = settingsEditor?.settings
            settingsEditor?.observe { [weak self] in self?.presentation = $0 }
        }
    }
    /// The settings panel over the story (S, the gear, the reader menu), while there is an editor.
    let settingsPanel = SettingsPanelInput()
    /// Whether the settings panel is open.
    public var settingsPanelOpen: Bool { settingsPanel.isOpen }
    /// The reader menu over the story (a tap on the page indicator, three fingers, the Menu key).
    let readerMenu = ReaderMenuInput()
    /// Whether the reader menu is open.
    public var readerMenuOpen: Bool { readerMenu.isOpen }
    /// Pinch, double tap, Ctrl+wheel and the zoom keys magnifying the scene.
    let zoomInput = PageZoomInput()
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
        canGoBack = context.depth > 0
        engine = StoryRenderEngine(device: context.device, report: report)
        pictures = engine.pictures(result)
        engine.warmUp(pictures)
        navigator = position
        navigator.clamp(to: story)
        chrome.style = context.style
        chrome.keys = context.keys
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        // A tap on a search match makes it the current one; one on a highlight opens its bar.
        search.observeTaps(on: &engine.decorator)
        highlighter.observeTaps(on: &engine.decorator) { [weak self] in self?.annotations }
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

    public func restart(at t: Double) {
        navigator = StoryNavigator(at: t)
        focus = nil
        overview.close()
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
        readAloud.update(from: readAloudSource, sound: sound, decorator: &engine.decorator, at: t)
        return nil
    }

    /// When the press held becomes a long press.
    public func nextDeadline(after t: Double) -> Double? {
        guard let press, !press.moved, annotations != nil else { return nil }
        return press.time + GestureRecognizer.longPressDelay
    }

    /// Who receives an event, in order, as in a document (docs/architecture.md, "Where a key press
    /// goes"): what is open over the scene (the help, the reader menu, the settings panel, the overview); the field
    /// that has the keyboard (the search field, a highlight's note); keys turned off; highlights;
    /// the search field; the scene's buttons; the pointer; the reader's commands. A kiosk installs
    /// no settings panel or highlights.
    lazy var chain: [any ReaderFeature] = {
        let own = { (body: @escaping (StoryScreen, ReaderInput) -> ReaderOutcome) -> ScreenLink in
            ScreenLink { [unowned self] in body(self, $0) }
        }
        let keeps = !context.kiosk
        // The reader menu before the settings panel: a three-finger touch is a two-finger one first.
        var links: [any ReaderFeature] = [own { $0.zoomInput.noticeLift($1) }, HelpOverlayInput(), readerMenu]
        if keeps { links.append(settingsPanel) }
        links += [overview, context.keyboard, own { $0.keyboardFocusInput($1) }, IgnoredKeyInput()]
        if keeps { links.append(highlighter) }
        links += [search, own { $0.focusInput($1) }, zoomInput, own { $0.pointerInput($1) }, own { $0.commandInput($1) }]
        return links
    }()

    /// The bookmarks on the scenes their `sceneId`s name now (the story's scenes may have been
    /// reordered since they were made), so B, [ and ] find them.
    func relocateBookmarks() {
        let resolver = StoryLocatorResolver(story: story)
        annotations?.relocateBookmarks { resolver.scene(of: $0) }
    }

    /// What R reads aloud: a scene's texts (a story has no speech of its own).
    var readAloudSource: ReadAloudController.Source {
        let story = self.story
        return .init(texts: { ReadAloudScript(textsOf: $0, story: story) }, speech: { _, _ in nil }, resolver: StoryLocatorResolver(story: story), href: title)
    }

    /// The scene indicator, the appearance, the volume, mute and speech rate as the settings say
    /// (fit and autoplay are read as each frame is drawn).
    func applyPresentation() {
        guard let p = presentation else { return }
        chrome.showsPageNumber = p.pageIndicator
        context.theme?.prefer(p.appearance)
        volume.apply(p, to: sound)
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
        readAloud.documentChanged()
        pictures = engine.pictures(result)
        engine.warmUp(pictures)
        navigator.clamp(to: newStory)
        navigator = StoryNavigator(current: navigator.current, history: navigator.history, at: t)
        focus = nil
        if overview.isOpen { openOverview() }
    }

    public func isAnimating(at t: Double) -> Bool {
        guard !overview.isOpen else { return false }
        return navigator.fadeProgress(at: t) != nil || zoomFrames > 0 || StorySceneLayout.isAnimating(story.scenes[navigator.current], at: sceneTime(at: t))
            || chrome.isAnimating(at: t) || readAloud.isRunning
    }

    public func idle(at t: Double) {}

    public func resized() {
        chrome.style = context.style
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        if let editor = settingsEditor {
            var window = editor.context
            window.window = context.viewport
            editor.update(context: window)
        }
        // The thumbnails take the scenes' new shape.
        if let grid = overview.overview {
            overview.open(pageCount: story.scenes.count, pageSize: sceneSize, viewport: context.viewport, current: grid.selected)
        }
    }
}
