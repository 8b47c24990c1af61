import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender

/// A story screen's input: its own links of the session's chain (the scene's buttons, the pointer),
/// its own commands (next, previous and the first scene, back along the path taken), and the story
/// as the session's content.
extension StoryScreen {
    public func handle(_ event: InputEvent, at t: Double) -> ScreenAction? { session.handle(event, at: t) }

    /// The story or its media changed on disk: a good new version is shown in place.
    func fileChanged(source: UnsafeMutableRawPointer?, at t: Double) -> ScreenAction? {
        guard LiveReload<StoryLoadResult>.changed(source: source, for: self) else { return nil }
        liveReload?.reload(errorsIn: &chrome).map { show($0, at: t) }
        return .handled
    }

    /// The focus commands on the scene's buttons (the text view's scrolling keys first, while it shows).
    func focusInput(_ input: ReaderInput) -> ReaderOutcome {
        if case .handled = textViewKeys(input) { return .handled }
        guard let command = input.command(.focus), perform(focus: command, at: input.time) else { return .ignored }
        return .handled
    }

    /// The pointer on the scene: taps, swipes and long presses.
    func pointerInput(_ input: ReaderInput) -> ReaderOutcome {
        if showsTextView { return textViewPointer(input) }
        guard let pointer = input.pointer else { return .ignored }
        self.pointer(pointer, at: input.time)
        return .handled
    }

    /// A press on a control shows it held; releasing it there chooses it, unless it fell on the
    /// gear (the settings) or on an observed decoration (a search match, a highlight), which take it
    /// first. A release elsewhere is a tap (the screen's halves are back and next, as in the
    /// engine; where neither is offered it shows the player's controls) or, far enough sideways, a
    /// swipe (left: next, right: back). A press held still is a long press (`step`).
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
            } else if session.tapOwnButton(at: p, at: t) != nil {
                // The player's own buttons: the scene indicator opened the reader menu, or the gear the settings panel.
            } else if engine.decorator.activate(drawn: engine.lastFrame.decorations(at: q), point: q) {
                engine.decorator.apply(session.search.session.decorations, in: SearchSession.group)
            } else if let c = layout.control(at: q, story, scene: navigator.current) {
                if pressed == nil || pressed == c { choose(c, at: t) }
            } else {
                // No control, and no half of the screen going back or next: the player's controls show.
                session.showControls(at: t)
            }
        case .wheel, .key:
            break
        }
    }

    /// A press held still for `GestureRecognizer.longPressDelay` on a text label selects the word
    /// there: the press is then the selection's (its drag extends it, its release highlights it).
    func longPress(at t: Double) {
        if showsTextView { return textView.longPress(at: t) { session.selectWord(at: $0) } }
        guard let held = press, !held.moved, t >= held.time + GestureRecognizer.longPressDelay, annotations != nil else { return }
        press?.moved = true
        if session.selectWord(at: held.start) {
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

    static let screen = CommandScreen.story

    /// The reader's commands a story carries out itself (the session carries out the others): next
    /// and previous where offered, the first scene, back along the path taken (then to the list).
    /// A story offers no `page last` (`Command.declarations`): its scenes branch, and the file's
    /// last one is only one of its ends.
    static let ownCommands: [Command: @Sendable (StoryScreen, Double) -> ScreenAction?] = [
        .page(.next): { $0.chooseOffered(.next, at: $1) },
        .page(.previous): { $0.chooseOffered(.back, at: $1) },
        .page(.first): { screen, t in
            screen.jump(to: 0, at: t)
            return .handled
        },
        .back: { $0.goBack(at: $1) },
        .captions: { screen, _ in
            screen.settingsEditor?.toggle(.captions)
            return .handled
        },
    ]

    /// The focus on the scene's buttons (`focusInput`).
    static let linkCommands = Set(Command.Focus.allCases.map(Command.focus) + [.activate])

    /// Chooses `control` when the scene offers it.
    private func chooseOffered(_ control: StoryControl, at t: Double) -> ScreenAction? {
        if layout.controls(story, scene: navigator.current).contains(where: { $0.control == control }) { choose(control, at: t) }
        return .handled
    }

    /// Back along the path taken, then to the list; nil (the window's) from the first screen.
    private func goBack(at t: Double) -> ScreenAction? {
        guard navigator.historyBack(at: t) else { return canGoBack ? .back : nil }
        focus = nil
        entered(at: t)
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

extension StoryScreen: ReaderContent {
    var pageCount: Int { story.scenes.count }
    var shownPage: Int { navigator.current }
    var headingPage: Int { navigator.current }

    /// A bookmark or a search match is a jump, kept on the path taken.
    func go(to page: Int, at t: Double) { jump(to: page, at: t) }

    func page(of locator: Locator) -> Int? { StoryLocatorResolver(story: story).scene(of: locator) }

    func decorate(_ change: (inout Decorator) -> Void) { change(&engine.decorator) }

    func runSearch(_ search: inout SearchSession) { search.run(StorySearch(story: story).matches(search.query, href: title), from: navigator.current) }

    /// The story's text labels as highlights are made on them: found in the last frame drawn.
    var selectableText: (resolver: any LocatorResolving, text: any SelectableText) {
        let labels = Labels(engine: engine, scenePoint: scenePoint)
        return (StoryLocatorResolver(story: story), textViewSelectableText(show: labels.showSelection) ?? labels)
    }

    func pageGestureTaken(at t: Double) {
        press = nil
        pressed = nil
    }

    var zoomArea: PageZoom.Area { PageZoom.Area(page: sceneFrame, viewport: context.viewport, paging: .leftToRight) }

    var readerSound: (any AdjustableSound & ReadsAloud)? { sound }

    var drawing: any OwnDrawing { engine }

    var pageSize: Point { sceneSize }

    var labels: ReaderSession.Labels { .init() }

    /// The scene's `sceneId`, else its number ("2 / 5").
    func pageLabel(_ page: Int) -> String? { StoryLayout.indicatorLabel(story, scene: page) }

    /// A bookmark keeps its scene's title and `sceneId`, found again after the scenes are reordered.
    func bookmark(page: Int) -> (title: String?, scene: String?) { (StoryLayout.indicatorLabel(story, scene: page), story.scenes[page].sceneId) }
}
