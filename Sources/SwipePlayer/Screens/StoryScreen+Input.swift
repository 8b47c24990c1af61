import CSDL2
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A story screen's input: its chain's own links (the field with the keyboard, keys turned off, the
/// scene's buttons, the pointer, the reader's commands), what the commands do, and the screen as
/// its features see it (`Reader`).
extension StoryScreen {
    public func handle(_ event: SDL_Event, at t: Double) -> ScreenAction? {
        if event.type == ScreenContext.fileChanged {
            guard LiveReload<StoryLoadResult>.changed(event, for: self) else { return nil }
            if let result = liveReload?.reload(errorsIn: &chrome) { show(result, at: t) }
            return .handled
        }
        return chain.offer(ReaderInput(event, context: context, at: t), to: self)
    }

    /// The search field being typed into, or a highlight's note, has the keyboard: keys are the
    /// field's, never commands.
    func keyboardFocusInput(_ input: ReaderInput) -> ReaderOutcome {
        let type = SDL_EventType(input.event.type)
        guard !input.isChosen, [SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_TEXTEDITING].contains(type) else { return .ignored }
        if search.typing {
            _ = search.handle(input, in: self)
            return .handled
        }
        guard highlighter.draft != nil else { return .ignored }
        _ = highlighter.handle(input, in: self)
        return .handled
    }

    /// The focus commands on the scene's buttons.
    func focusInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let command = input.command(.focus), perform(focus: command, at: input.time) else { return .ignored }
        return .handled
    }

    /// The pointer on the scene: taps, swipes and long presses.
    func pointerInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let pointer = input.pointer else { return .ignored }
        self.pointer(pointer, at: input.time)
        return .handled
    }

    /// The reader's commands, the key pressed looked up in the reader's scope.
    func commandInput(_ input: ReaderInput) -> ReaderOutcome {
        guard let command = input.command(.reader), let action = perform(command, at: input.time) else { return .ignored }
        return .action(action)
    }

    /// A press on a control shows it held; releasing it there chooses it, unless it fell on the
    /// gear (the settings) or on an observed decoration (a search match, a highlight), which take it
    /// first. A release elsewhere is a tap (the screen's halves are back and next, as in the
    /// engine) or, far enough sideways, a swipe (left: next, right: back). A press held still is a
    /// long press (`step`).
    func pointer(_ input: GestureRecognizer.Input, at t: Double) {
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
            } else if readerMenu.tapOpens(at: p, indicator: indicatorFrame(at: t)) {
                // The scene indicator opened the reader menu.
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
    func longPress(at t: Double) {
        guard let held = press, !held.moved, t >= held.time + GestureRecognizer.longPressDelay, let page = highlightPage else { return }
        press?.moved = true
        if highlighter.selectWord(at: held.start, on: page) {
            press = nil
            pressed = nil
        }
    }

    /// The focus commands on the scene's controls: left and right go back and next where offered
    /// (and move between the controls where not); next, previous, up and down move between the
    /// controls; activate chooses the one in focus (or goes next without one); leave drops the
    /// focus. False when there was nothing to do (the key then means what it means to the reader).
    func perform(focus command: Command, at t: Double) -> Bool {
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
    func perform(_ command: Command, at t: Double) -> ScreenAction? {
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
        case .readerMenu:
            chrome.helpVisible = false
            readerMenu.open()
        case .volumeDown: changeVolume(by: -0.1)
        case .volumeUp: changeVolume(by: 0.1)
        case .ignore: break
        default: return nil
        }
        return .handled
    }

    /// Moves keyboard focus `step` places among the branch buttons (then the other controls),
    /// wrapping; the first move goes to the first branch button.
    func moveFocus(by step: Int, among offered: [StoryControl]) {
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

    func changeVolume(by step: Double) { volume.change(by: step, sound: sound, editor: settingsEditor) }

    /// The story's text labels as highlights are made on them: found in the last frame drawn; nil
    /// without annotations (kiosk mode).
    var highlightPage: HighlightController.Page? {
        annotations.map {
            HighlightController.Page(annotations: $0, resolver: StoryLocatorResolver(story: story), viewport: context.viewport, style: chrome.style,
                                     text: Labels(engine: engine, scenePoint: scenePoint))
        }
    }

    /// The scene's text labels as the engine drew them last (window pixels moved into the scene's).
    struct Labels: SelectableText {
        let engine: StoryRenderEngine
        /// Window pixels → the scene's (`StoryScreen.scenePoint`).
        let scenePoint: (Point) -> Point

        func text(atPixel p: Point) -> TextTarget? { engine.text(at: scenePoint(p)) }
        func textOffset(in target: TextTarget, atPixel p: Point) -> Int? { engine.textOffset(in: target, at: scenePoint(p)) }
        func showSelection(_ decorations: [Decoration]) { engine.decorator.apply(decorations, in: HighlightController.selectionGroup) }
    }
}

extension StoryScreen: Reader {
    /// A story has no annotation list (yet) and no decorations the keyboard focus reaches.
    var annotationListSource: AnnotationListController.Source? { nil }
    var decorationFocusPage: DecorationFocusController.Page? { nil }

    func annotationsChanged() { annotations?.decorate(&engine.decorator) }

    func runSearch(_ session: inout SearchSession) { session.run(StorySearch(story: story).matches(session.query, href: title), from: navigator.current) }

    func searchMoved(at t: Double) {
        engine.decorator.apply(search.session.decorations, in: SearchSession.group)
        if let scene = search.session.currentPage { jump(to: scene, at: t) }
    }

    func pressTaken(at p: Point, time t: Double) {
        pageGestureTaken(at: t)
        zoomInput.release()
    }

    func pageGestureTaken(at t: Double) {
        press = nil
        pressed = nil
    }

    var zoomArea: PageZoom.Area { PageZoom.Area(page: sceneFrame, viewport: context.viewport, paging: .leftToRight) }

    var menuOffer: ReaderMenu.Offer {
        ReaderMenu.Offer(kiosk: context.kiosk, bookmarks: annotations != nil, annotationList: false, settings: settingsEditor != nil && !context.kiosk,
                         languages: 1)
    }

    var overlayOpen: Bool { overview.isOpen }

    func closeSettingsPanel() { settingsPanel.close() }

    func indicatorFrame(at t: Double) -> Rect? {
        let current = navigator.current
        return chrome.shownIndicator(viewport: context.viewport, page: current, pageCount: story.scenes.count,
                                     label: StoryLayout.indicatorLabel(story, scene: current), marks: pageMarks(at: t).count, at: t)
    }

    func perform(command: Command, at t: Double) -> ScreenAction? {
        chain.offer(ReaderInput(choosing: command, context: context, at: t), to: self)
    }

    var typingFrame: Rect? {
        search.typingFrame(viewport: context.viewport, style: context.style) ?? highlighter.typingFrame(viewport: context.viewport, style: context.style)
    }

    func type(_ event: SDL_Event, at t: Double) -> ScreenAction? { chain.offer(ReaderInput(event, context: context, at: t), to: self) }
}
