import CSDL2
import Foundation
import SwipeCore
import SwipeMedia
import SwipeRender

/// A Boken story in the window: SDL input → `StoryControl`s chosen by tap, swipe or key →
/// `StoryNavigator`; each scene laid out by `StoryLayout` for the window's shape at every frame
/// (so portrait and landscape switch live on resize) and cross-faded in; the story's sound;
/// live reload; the reading position (scene and path taken) reported as it changes; the reader's
/// bookmarks and search hits drawn as decorations through the story's locators.
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
    private var pointerStart: Point?
    private var sound: StorySound?
    private let openSound: ((BokenStory) -> StorySound?)?
    /// The scene indicator (the `sceneId`, else "2 / 5") that shows when a scene appears.
    private var chrome = PlayerChrome(help: .story)
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
    /// The volume keys on the sound.
    private var volume = ReaderVolume()
    /// The reader's bookmarks in the story (B toggles the scene's, [ and ] go to the previous and
    /// next), kept as documents' are; nil in kiosk mode.
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
    /// What the last frame drew (window pixels): taps find the decorations in it.
    private(set) var lastFrame: [DisplayItem] = []

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
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
        // A tap on a search match makes it the current one.
        engine.decorator.observe(SearchSession.group) { [search] in search.select(match: Int($0.decoration.id)) }
    }

    private var layout: StoryLayout { StoryLayout(viewport: context.viewport, style: context.style) }

    public func appeared(at t: Double) {
        navigator = StoryNavigator(current: navigator.current, history: navigator.history, at: t)
        sound = openSound?(story)
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

    public func step(at t: Double) -> ScreenAction? { nil }

    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard LiveReload<StoryLoadResult>.changed(event, for: self) else { return nil }
            if let result = liveReload?.reload(errorsIn: &chrome) { show(result, at: t) }
            return .handled
        }
        if let action = searchInput(event, at: t) { return action }
        if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == Int32(SDLK_ESCAPE.rawValue), chrome.helpVisible {
            chrome.helpVisible = false
            return .handled
        }
        if PointerInput.isBack(event) {
            if navigator.historyBack(at: t) {
                focus = nil
                entered(at: t)
                return .handled
            }
            return canGoBack ? .back : nil
        }
        if let input = PointerInput.input(event, context: context, at: t) {
            pointer(input, at: t)
            return .handled
        }
        return event.type == SDL_KEYDOWN.rawValue ? key(event.key.keysym, at: t) : nil
    }

    /// The bookmarks on the scenes their `sceneId`s name now (the story's scenes may have been
    /// reordered since they were made), so B, [ and ] find them.
    private func relocateBookmarks() {
        let resolver = StoryLocatorResolver(story: story)
        annotations?.relocateBookmarks { resolver.scene(of: $0) }
    }

    /// The search field's share of an event (all of it while the field takes typing): the typed
    /// words found in every scene, Enter and n moving between matches, the current one's scene shown.
    private func searchInput(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        switch search.handle(event, run: { $0.run(StorySearch(story: story).matches($0.query, href: title), from: navigator.current) }) {
        case .handled: return .handled
        case .moved:
            engine.decorator.apply(search.session.decorations, in: SearchSession.group)
            if let scene = search.session.currentPage { jump(to: scene, at: t) }
            return .handled
        case .ignored: return nil
        }
    }

    /// A press on a control shows it held; releasing it there chooses it, unless it fell on an
    /// observed decoration (a search match), which takes it first. A release elsewhere is a
    /// tap (the screen's halves are back and next, as in the engine) or, far enough sideways, a
    /// swipe (left: next, right: back).
    private func pointer(_ input: GestureRecognizer.Input, at t: Double) {
        switch input {
        case .pointerDown(let p, _):
            pointerStart = p
            pressed = layout.controls(story, scene: navigator.current).first { $0.frame.contains(p) }?.control
        case .pointerUp(let p, _):
            defer { pointerStart = nil; pressed = nil }
            guard let start = pointerStart else { return }
            let dx = p.x - start.x, dy = p.y - start.y
            if abs(dx) > Self.swipeDistance, abs(dx) > 2 * abs(dy) {
                choose(dx < 0 ? .next : .back, at: t)
            } else if engine.decorator.activate(drawn: lastFrame.decorations(at: p), point: p) {
                engine.decorator.apply(search.session.decorations, in: SearchSession.group)
            } else if let c = layout.control(at: p, story, scene: navigator.current), pressed == nil || pressed == c {
                choose(c, at: t)
            }
        case .pointerMoved, .wheel, .key:
            break
        }
    }

    /// Left and right go back and next where offered (and move between the controls where not);
    /// Tab, Shift-Tab, up and down move between the controls; Enter chooses the one in focus,
    /// Space too (or goes next without one).
    private func key(_ sym: SDL_Keysym, at t: Double) -> ScreenAction? {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        let offered = layout.controls(story, scene: navigator.current).map(\.control)
        switch Int(sym.sym) {
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_PAGEDOWN.rawValue):
            if offered.contains(.next) { choose(.next, at: t) } else { moveFocus(by: 1, among: offered) }
        case Int(SDLK_LEFT.rawValue), Int(SDLK_PAGEUP.rawValue):
            if offered.contains(.back) { choose(.back, at: t) } else { moveFocus(by: -1, among: offered) }
        case Int(SDLK_TAB.rawValue): moveFocus(by: shift ? -1 : 1, among: offered)
        // Branch buttons stack up from the first: up goes to the next one.
        case Int(SDLK_UP.rawValue): moveFocus(by: 1, among: offered)
        case Int(SDLK_DOWN.rawValue): moveFocus(by: -1, among: offered)
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_SPACE.rawValue):
            if let focus, offered.contains(focus) { choose(focus, at: t) } else if offered.contains(.next) { choose(.next, at: t) }
        case Int(SDLK_HOME.rawValue):
            jump(to: 0, at: t)
        case Int(SDLK_m.rawValue): volume.toggleMute(sound: sound, editor: nil)
        case Int(SDLK_b.rawValue) where annotations != nil: toggleBookmark()
        case Int(SDLK_LEFTBRACKET.rawValue): goToBookmark(backwards: true, at: t)
        case Int(SDLK_RIGHTBRACKET.rawValue): goToBookmark(backwards: false, at: t)
        case Int(SDLK_SLASH.rawValue) where shift, Int(SDLK_QUESTION.rawValue), Int(SDLK_h.rawValue): chrome.helpVisible.toggle()
        case Int(SDLK_9.rawValue), Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): changeVolume(by: -0.1)
        case Int(SDLK_0.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_KP_PLUS.rawValue): changeVolume(by: 0.1)
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

    /// Goes to scene `index` by a jump (a bookmark, a search match, the overview), kept on the path
    /// taken so that Escape returns from it.
    private func jump(to index: Int, at t: Double) {
        guard index != navigator.current, navigator.go(to: index, in: story, at: t) else { return }
        focus = nil
        entered(at: t)
    }

    private func changeVolume(by step: Double) { volume.change(by: step, sound: sound, editor: nil) }

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
        // Bookmarks and search hits stay, found again in the new version through their locators.
        engine.decorator = decorator
        relocateBookmarks()
        pictures = engine.pictures(result)
        engine.warmUp(pictures)
        navigator.clamp(to: newStory)
        navigator = StoryNavigator(current: navigator.current, history: navigator.history, at: t)
        focus = nil
    }

    public func isAnimating(at t: Double) -> Bool {
        navigator.fadeProgress(at: t) != nil || StoryLayout.isAnimating(story.scenes[navigator.current], at: navigator.sceneTime(at: t))
            || chrome.isAnimating(at: t)
    }

    public func idle(at t: Double) {}

    public func resized() {
        chrome.style = context.style
        engine.decorationStyles = DecorationStyleRegistry(defaults: context.style.decorations)
    }

    public func draw(at t: Double) {
        let layout = self.layout
        var items: [DisplayItem] = []
        let viewport = context.viewport, current = navigator.current
        let decorations = engine.decorations(of: story, scene: current, viewport: viewport)
        if let p = navigator.fadeProgress(at: t), let old = navigator.leaving, story.scenes.indices.contains(old) {
            items += layout.items(story, scene: old, time: .infinity, pictures: pictures, decorations: engine.decorations(of: story, scene: old, viewport: viewport))
            items += layout.items(story, scene: current, time: navigator.sceneTime(at: t), pictures: pictures, opacity: p, decorations: decorations)
        } else {
            items += layout.items(story, scene: current, time: navigator.sceneTime(at: t), pictures: pictures, focus: focus, pressed: pressed,
                                  decorations: decorations)
        }
        items += chrome.items(viewport: context.viewport, page: navigator.current, pageCount: story.scenes.count, language: nil, back: false,
                              label: StoryLayout.indicatorLabel(story, scene: navigator.current), marks: pageMarks(at: t), at: t)
            + search.items(viewport: viewport, style: chrome.style)
        engine.compositor.isAtRest = !isAnimating(at: t)
        engine.draw(items)
        lastFrame = items
    }

    /// The ribbons the scene indicator shows for the scene shown (its bookmark), while it shows.
    private func pageMarks(at t: Double) -> [Color] {
        let resolver = StoryLocatorResolver(story: story), current = navigator.current
        return PageMarks.ribbons(chrome: chrome, decorator: engine.decorator, at: t) { resolver.scene(of: $0) == current }
    }
}
