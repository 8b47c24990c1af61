import CSDL2
import Foundation
import SwipeCore
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
    private let context: ScreenContext
    /// Released before the renderer it draws with (its textures belong to that renderer).
    private var engine: StoryRenderEngine
    public private(set) var story: BokenStory
    private var pictures: StoryPictures
    public private(set) var navigator: StoryNavigator
    /// The control keyboard focus is on (Tab, arrows), and the one held down by a pointer.
    public private(set) var focus: StoryControl?
    /// Whether the help overlay (? toggles it) lists the story's keys.
    public var helpVisible: Bool { chrome.helpVisible }
    private var pressed: StoryControl?
    /// The press held now: where it went down (window pixels), when, and whether it has moved
    /// further than a tap may (then it is no long press).
    private var press: (start: Point, time: Double, moved: Bool)?
    private var sound: StorySound?
    private let openSound: ((BokenStory) -> StorySound?)?
    /// The scene indicator (the `sceneId`, else "2 / 5") that shows when a scene appears.
    public private(set) var chrome = PlayerChrome(help: .story)
    public let title: String
    private let canGoBack: Bool
    private let report: (String) -> Void
    /// Watches the story and its media while `watch(paths:reload:)` is on.
    private var liveReload: LiveReload<StoryLoadResult>?
    /// Told the scene shown and the path taken to it, each time a scene appears.
    public var onPositionChanged: ((StoryNavigator) -> Void)?
    /// Told the volume (0…1) each time the reader changes it.
    public var onVolumeChanged: ((Double) -> Void)? {
        get { volume.onChanged }
        set { volume.onChanged = newValue }
    }
    /// The volume keys and settings on the sound.
    private var volume = ReaderVolume()
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
    public private(set) var presentation: PresentationSettings? {
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
    /// The settings panel over the story (S, the gear, a two-finger touch), while there is an editor.
    private let settingsPanel = SettingsPanelInput()
    /// Whether the settings panel is open.
    public var settingsPanelOpen: Bool { settingsPanel.isOpen }
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
        engine = StoryRenderEngine(renderer: context.renderer, report: report)
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
    var sceneFrame: Rect { StoryLayout.sceneFrame(fit: presentation?.fit ?? .cover, window: context.viewport) }

    /// The scene's size in pixels: the window the story is laid out for.
    private var sceneSize: Point {
        let frame = sceneFrame
        return Point(frame.width, frame.height)
    }

    private var layout: StoryLayout { StoryLayout(viewport: sceneSize, style: context.style) }

    /// Window pixel `p` in the scene's pixels.
    private func scenePoint(_ p: Point) -> Point {
        let frame = sceneFrame
        return Point(p.x - frame.x, p.y - frame.y)
    }

    /// Seconds into the scene's transformations at `t`: from when it appeared, or (autoplay off)
    /// at once at their end.
    private func sceneTime(at t: Double) -> Double {
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
    private func entered(at t: Double) {
        let scene = story.scenes[navigator.current]
        sound?.sceneBecameCurrent(navigator.current, looping: scene.audioLooping)
        chrome.pageBecameCurrent(at: t)
        onPositionChanged?(navigator)
    }

    private func choose(_ control: StoryControl, at t: Double) {
        guard navigator.choose(control, in: story, at: t) else { return }
        focus = nil
        entered(at: t)
    }

    /// Goes to scene `index` by a jump (a bookmark, a search match, the overview, Home), kept on
    /// the path taken so that Escape returns from it.
    private func jump(to index: Int, at t: Double) {
        guard index != navigator.current, navigator.go(to: index, in: story, at: t) else { return }
        focus = nil
        entered(at: t)
    }

    /// A press held still becomes a long press (a word selected, for highlighting); the word read
    /// aloud follows the speech.
    public func step(at t: Double) -> ScreenAction? {
        longPress(at: t)
        readAloud.update(from: readAloudSource, sound: sound, decorator: &engine.decorator, at: t)
        return nil
    }

    /// When the press held becomes a long press.
    public func nextDeadline(after t: Double) -> Double? {
        guard let press, !press.moved, annotations != nil else { return nil }
        return press.time + GestureRecognizer.longPressDelay
    }

    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard LiveReload<StoryLoadResult>.changed(event, for: self) else { return nil }
            if let result = liveReload?.reload(errorsIn: &chrome) { show(result, at: t) }
            return .handled
        }
        let input = ReaderInput(event, context: context, at: t)
        // The search field being typed into has the keyboard: keys are the field's, never commands.
        if search.typing, let action = searchInput(input) { return action }
        if input.command(.menu, .focus, .reader, .window) == .ignore { return .handled }
        // The panel takes everything while open (`settings` opens it through the commands below).
        if let editor = settingsEditor, settingsPanel.isOpen || !input.isKeyDown, settingsPanel.handle(input, editor: editor, context: context) {
            press = nil
            pressed = nil
            return .handled
        }
        switch overview.handle(input) {
        case .handled: return .handled
        case .open(let scene):
            jump(to: scene, at: t)
            return .handled
        case .ignored: break
        }
        if let annotations, let action = highlightInput(input, annotations) { return action }
        if let action = searchInput(input) { return action }
        if chrome.helpVisible, input.command(.menu) == .menu(.close) || input.command(.reader) == .help {
            chrome.helpVisible = false
            return .handled
        }
        if let pointer = input.pointer {
            self.pointer(pointer, at: t)
            return .handled
        }
        if let focus = input.command(.focus), perform(focus: focus, at: t) { return .handled }
        return input.command(.reader).flatMap { perform($0, at: t) }
    }

    /// The bookmarks on the scenes their `sceneId`s name now (the story's scenes may have been
    /// reordered since they were made), so B, [ and ] find them.
    private func relocateBookmarks() {
        let resolver = StoryLocatorResolver(story: story)
        annotations?.relocateBookmarks { resolver.scene(of: $0) }
    }

    /// The search field's share of an event (all of it while the field takes typing): the typed
    /// words found in every scene, Enter and n moving between matches, the current one's scene shown.
    private func searchInput(_ input: ReaderInput) -> ScreenAction? {
        let t = input.time
        switch search.handle(input, run: { $0.run(StorySearch(story: story).matches($0.query, href: title), from: navigator.current) }) {
        case .handled: return .handled
        case .moved:
            engine.decorator.apply(search.session.decorations, in: SearchSession.group)
            if let scene = search.session.currentPage { jump(to: scene, at: t) }
            return .handled
        case .ignored: return nil
        }
    }

    /// The highlights' share of an event: a selection being made (Shift+drag over a text label),
    /// the open highlight's bar and its note.
    private func highlightInput(_ input: ReaderInput, _ annotations: ReaderAnnotations) -> ScreenAction? {
        switch highlighter.handle(input, on: highlightSurface(annotations)) {
        case .handled: return .handled
        case .changed:
            annotations.decorate(&engine.decorator)
            return .handled
        case .ignored: return nil
        }
    }

    /// A press on a control shows it held; releasing it there chooses it, unless it fell on the
    /// gear (the settings) or on an observed decoration (a search match, a highlight), which take it
    /// first. A release elsewhere is a tap (the screen's halves are back and next, as in the
    /// engine) or, far enough sideways, a swipe (left: next, right: back). A press held still is a
    /// long press (`step`).
    private func pointer(_ input: GestureRecognizer.Input, at t: Double) {
        switch input {
        case .pointerDown(let p, _):
            press = (p, t, false)
            pressed = layout.controls(story, scene: navigator.current).first { $0.frame.contains(scenePoint(p)) }?.control
        case .pointerMoved(let p, _):
            if let start = press?.start, abs(p.x - start.x) + abs(p.y - start.y) > GestureRecognizer.tapSlop { press?.moved = true }
        case .pointerUp(let p, _):
            defer { press = nil; pressed = nil }
            guard let start = press?.start else { return }
            let dx = p.x - start.x, dy = p.y - start.y, q = scenePoint(p)
            if abs(dx) > Self.swipeDistance, abs(dx) > 2 * abs(dy) {
                choose(dx < 0 ? .next : .back, at: t)
            } else if settingsEditor != nil, !context.kiosk, settingsPanel.tapOpens(at: p, context: context, indicatorOpacity: chrome.indicatorOpacity(at: t)) {
                // The gear opened the settings panel.
            } else if engine.decorator.activate(drawn: engine.lastFrame.decorations(at: q), point: q) {
                engine.decorator.apply(search.session.decorations, in: SearchSession.group)
            } else if let c = layout.control(at: q, story, scene: navigator.current), pressed == nil || pressed == c {
                choose(c, at: t)
            }
        case .wheel, .key:
            break
        }
    }

    /// A press held still for `GestureRecognizer.longPressDelay` on a text label selects the word
    /// there: the press is then the selection's (its drag extends it, its release highlights it).
    private func longPress(at t: Double) {
        guard let held = press, !held.moved, t >= held.time + GestureRecognizer.longPressDelay, let annotations else { return }
        press?.moved = true
        if highlighter.selectWord(at: held.start, on: highlightSurface(annotations)) {
            press = nil
            pressed = nil
        }
    }

    /// The focus commands on the scene's controls: left and right go back and next where offered
    /// (and move between the controls where not); next, previous, up and down move between the
    /// controls; activate chooses the one in focus (or goes next without one); leave drops the
    /// focus. False when there was nothing to do (the key then means what it means to the reader).
    private func perform(focus command: Command, at t: Double) -> Bool {
        let offered = layout.controls(story, scene: navigator.current).map(\.control)
        switch command {
        case .focus(.right):
            if offered.contains(.next) { choose(.next, at: t) } else { moveFocus(by: 1, among: offered) }
        case .focus(.left):
            if offered.contains(.back) { choose(.back, at: t) } else { moveFocus(by: -1, among: offered) }
        // Branch buttons stack up from the first: up goes to the next one.
        case .focus(.next), .focus(.up): moveFocus(by: 1, among: offered)
        case .focus(.previous), .focus(.down): moveFocus(by: -1, among: offered)
        case .activate:
            if let focus, offered.contains(focus) { choose(focus, at: t) } else if offered.contains(.next) { choose(.next, at: t) }
        case .focus(.leave):
            guard focus != nil else { return false }
            focus = nil
        default: return false
        }
        return true
    }

    /// The reader's commands in a story: next and previous where offered, the first scene, back
    /// along the path taken (then to the list), bookmarks, the overview, settings, read-aloud,
    /// sound and help; nil for the window's.
    private func perform(_ command: Command, at t: Double) -> ScreenAction? {
        let offered = layout.controls(story, scene: navigator.current).map(\.control)
        switch command {
        case .page(.next): if offered.contains(.next) { choose(.next, at: t) }
        case .page(.previous): if offered.contains(.back) { choose(.back, at: t) }
        case .page(.first): jump(to: 0, at: t)
        case .back:
            guard navigator.historyBack(at: t) else { return canGoBack ? .back : nil }
            focus = nil
            entered(at: t)
        case .mute: volume.toggleMute(sound: sound, editor: settingsEditor)
        case .bookmark(.toggle): toggleBookmark()
        case .bookmark(let direction): goToBookmark(backwards: direction == .previous, at: t)
        case .overview: openOverview()
        case .settings: if settingsEditor != nil { toggleSettings() }
        case .readAloud: toggleReadAloud(at: t)
        case .help: chrome.helpVisible.toggle()
        case .volumeDown: changeVolume(by: -0.1)
        case .volumeUp: changeVolume(by: 0.1)
        case .ignore: break
        default: return nil
        }
        return .handled
    }

    /// Moves keyboard focus `step` places among the branch buttons (then the other controls),
    /// wrapping; the first move goes to the first branch button.
    private func moveFocus(by step: Int, among offered: [StoryControl]) {
        let order = offered.filter { if case .branch = $0 { return true } else { return false } } + offered.filter { $0 == .back || $0 == .next }
        guard !order.isEmpty else { return }
        guard let at = focus.flatMap({ order.firstIndex(of: $0) }) else {
            focus = order[0]
            return
        }
        focus = order[((at + step) % order.count + order.count) % order.count]
    }

    /// B: bookmarks the scene shown (with its title and `sceneId`), or removes its bookmark.
    func toggleBookmark() {
        guard let annotations else { return }
        let current = navigator.current
        Bookmarking.toggle(page: current, title: StoryLayout.indicatorLabel(story, scene: current), scene: story.scenes[current].sceneId,
                           in: annotations, decorator: &engine.decorator)
    }

    /// [ (`backwards`) and ]: the bookmarked scene before or after the one shown.
    func goToBookmark(backwards: Bool, at t: Double) {
        guard let target = Bookmarking.target(from: navigator.current, backwards: backwards, in: annotations) else { return }
        jump(to: target, at: t)
    }

    /// G: every scene as a thumbnail (the one shown chosen, laid out as the window shows it),
    /// marked with its bookmark, highlights and search matches; Enter or a tap jumps to one.
    func openOverview() {
        chrome.helpVisible = false
        overview.open(pageCount: story.scenes.count, pageSize: sceneSize, viewport: context.viewport, current: navigator.current)
    }

    /// S: opens the settings panel, or closes it.
    func toggleSettings() {
        chrome.helpVisible = false
        settingsPanel.toggle()
    }

    /// R: reads the scene's text labels and buttons aloud, each word lit as it is said; R again stops.
    func toggleReadAloud(at t: Double) {
        readAloud.toggle(page: navigator.current, from: readAloudSource, sound: sound, decorator: &engine.decorator, at: t)
    }

    private func changeVolume(by step: Double) { volume.change(by: step, sound: sound, editor: settingsEditor) }

    /// What R reads aloud: a scene's texts (a story has no speech of its own).
    private var readAloudSource: ReadAloudController.Source {
        let story = self.story
        return .init(texts: { ReadAloudScript(textsOf: $0, story: story) }, speech: { _, _ in nil }, resolver: StoryLocatorResolver(story: story), href: title)
    }

    /// The story's text labels as highlights are made on them: found in the last frame drawn.
    private func highlightSurface(_ annotations: ReaderAnnotations) -> HighlightController.Page {
        HighlightController.Page(annotations: annotations, resolver: StoryLocatorResolver(story: story), viewport: context.viewport, style: chrome.style,
                                 text: Labels(engine: engine, origin: Point(sceneFrame.x, sceneFrame.y)))
    }

    /// The scene's text labels as the engine drew them last (window pixels moved into the scene's).
    struct Labels: SelectableText {
        let engine: StoryRenderEngine
        /// Where the scene's corner is in the window.
        let origin: Point

        func text(atPixel p: Point) -> TextTarget? { engine.text(at: Point(p.x - origin.x, p.y - origin.y)) }
        func textOffset(in target: TextTarget, atPixel p: Point) -> Int? { engine.textOffset(in: target, at: Point(p.x - origin.x, p.y - origin.y)) }
        func showSelection(_ decorations: [Decoration]) { engine.decorator.apply(decorations, in: HighlightController.selectionGroup) }
    }

    /// The scene indicator, the appearance, the volume, mute and speech rate as the settings say
    /// (fit and autoplay are read as each frame is drawn).
    private func applyPresentation() {
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
    private func show(_ result: StoryLoadResult, at t: Double) {
        guard let newStory = result.story else { return }
        story = newStory
        let decorator = engine.decorator
        engine = StoryRenderEngine(renderer: context.renderer, report: report)
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
        return navigator.fadeProgress(at: t) != nil || StoryLayout.isAnimating(story.scenes[navigator.current], at: sceneTime(at: t))
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

    public func draw(at t: Double) {
        if overview.isOpen {
            drawOverview()
            return
        }
        let frame = sceneFrame, layout = self.layout
        let size = layout.viewport, current = navigator.current
        var items: [DisplayItem] = []
        let decorations = engine.decorations(of: story, scene: current, viewport: size)
        if let p = navigator.fadeProgress(at: t), let old = navigator.leaving, story.scenes.indices.contains(old) {
            items += layout.items(story, scene: old, time: .infinity, pictures: pictures, decorations: engine.decorations(of: story, scene: old, viewport: size))
            items += layout.items(story, scene: current, time: sceneTime(at: t), pictures: pictures, opacity: p, decorations: decorations)
        } else {
            items += layout.items(story, scene: current, time: sceneTime(at: t), pictures: pictures, focus: focus, pressed: pressed, decorations: decorations)
        }
        engine.compositor.isAtRest = !isAnimating(at: t)
        engine.draw(items, at: Point(frame.x, frame.y))
        let viewport = context.viewport
        var over = chrome.items(viewport: viewport, page: current, pageCount: story.scenes.count, language: nil, back: false,
                                label: StoryLayout.indicatorLabel(story, scene: current), marks: pageMarks(at: t), at: t)
            + search.items(viewport: viewport, style: chrome.style) + highlighter.items(annotations: annotations, viewport: viewport, style: chrome.style)
        if let editor = settingsEditor, !context.kiosk {
            over += settingsPanel.items(editor: editor, context: context, indicatorOpacity: chrome.indicatorOpacity(at: t))
        }
        engine.drawOver(over)
    }

    /// The scenes at a glance: each laid out as the window shows it, once its transformations have
    /// run, labelled with its `sceneId` and marked with its bookmark, highlights and search matches.
    private func drawOverview() {
        let story = self.story, layout = self.layout, pictures = self.pictures, resolver = StoryLocatorResolver(story: story)
        overview.draw(on: engine, style: chrome.style, label: { StoryLayout.indicatorLabel(story, scene: $0) },
                      marks: OverviewController.marks(annotations: annotations, search: search.session) { resolver.scene(of: $0) }) { scene, frame in
            engine.drawThumbnail(story, scene: scene, pictures: pictures, layout: layout, into: frame)
        }
    }

    /// The ribbons the scene indicator shows for the scene shown (its bookmark), while it shows.
    private func pageMarks(at t: Double) -> [Color] {
        let resolver = StoryLocatorResolver(story: story), current = navigator.current
        return PageMarks.ribbons(chrome: chrome, decorator: engine.decorator, at: t) { resolver.scene(of: $0) == current }
    }
}
