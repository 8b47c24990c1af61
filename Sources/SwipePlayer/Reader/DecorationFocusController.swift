import SwipeDocument
import SwipeReader
import SwipeRender

/// Keyboard focus on decorations in the window (`DecorationFocus`): `focus next` and `focus
/// previous` (Tab, Shift+Tab) go around the page's one ring, its focusable elements then the
/// decorations a tap activates (and, while the search field is open, back into it past either
/// end); `activate` (Enter, Space) activates the focused decoration as a tap on its centre would;
/// `focus leave` (Escape) clears the focus, as turning the page does, and a key that moves the
/// element focus. The focused decoration is ringed in the theme's accent.
final class DecorationFocusController {
    /// The decoration focused, if one is.
    private(set) var focused: DecorationKey?

    /// What a key did.
    enum Outcome {
        case ignored
        case handled
        /// A decoration was activated, and its observer handled it.
        case activated
    }

    /// The page shown, as the keys see it.
    struct Page {
        let engine: RenderEngine
        let interaction: InteractionController
        let viewport: Point
        /// The search field is open: Tab past either end of the ring goes back into it.
        let searchOpen: Bool
    }

    func clear() { focused = nil }

    /// Carries out a focus command (`focus next`, `focus previous`, `activate`, `focus leave`).
    func perform(_ command: Command, on page: Page, at t: Double) -> Outcome {
        let focus = page.interaction.focus
        guard [.focus(.next), .focus(.previous), .activate, .focus(.leave)].contains(command), !focus.editing else { return .ignored }
        let candidates = self.candidates(on: page.engine, viewport: page.viewport)
        let current = candidates.first { $0.key == focused }
        if current == nil { focused = nil }
        switch command {
        case .focus(.next), .focus(.previous):
            // Without decorations to reach, Tab is the page's own (its elements alone).
            guard focused != nil || !candidates.isEmpty else { return .ignored }
            let ring = DecorationFocus.ring(elements: page.interaction.focusOrder(), decorations: candidates)
            let here = focused.map(FocusStop.decoration) ?? focus.element.map(FocusStop.element)
            let forward = command == .focus(.next)
            switch DecorationFocus.step(from: here, forward: forward, in: ring, wraps: !page.searchOpen) {
            case .decoration(let key)?:
                page.interaction.focus(nil, at: t)
                focused = key
            case .element(let path)?:
                focused = nil
                page.interaction.focus(path, at: t)
            case nil:
                focused = nil
                page.interaction.focus(nil, at: t)
                return .ignored
            }
            return .handled
        case .activate:
            guard let current, let decoration = page.engine.decorator.decoration(current.key) else { return .ignored }
            let hit = (group: current.key.group, decoration: decoration, rect: current.bounds)
            return page.engine.decorator.activate([hit], point: current.center) ? .activated : .handled
        default:
            guard focused != nil else { return .ignored }
            focused = nil
            return .handled
        }
    }

    /// The ring around the focused decoration, over the page.
    func items(engine: RenderEngine, viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        guard let focused, let box = candidates(on: engine, viewport: viewport).first(where: { $0.key == focused }) else { return [] }
        return [FocusRing.item(around: box.bounds, color: style.accent)]
    }

    /// The decorations on the page shown that can take focus, in reading order.
    private func candidates(on engine: RenderEngine, viewport: Point) -> [DecorationFocus.Candidate] {
        DecorationFocus.candidates(engine.decorationBoxes(viewport: viewport), observed: engine.decorator.isObserved,
                                   visible: Rect(x: 0, y: 0, width: viewport.x, height: viewport.y))
    }
}

/// What the decorations' focus reaches: the screen's page of decorations, and a search match shown.
protocol DecorationFocusHost: AnyObject {
    var text: any ReaderText { get }
    func searchMoved(at t: Double)
}

extension DecorationFocusController: ReaderFeature {
    /// The focus commands on the page's decorations (a search match activated is shown as current).
    func handle(_ input: ReaderInput, in session: any DecorationFocusHost) -> ReaderOutcome {
        guard let page = session.text.decorationFocusPage, let command = input.command(.focus) else { return .ignored }
        let group = focused?.group
        switch perform(command, on: page, at: input.time) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .activated:
            if group == SearchSession.group { session.searchMoved(at: input.time) }
            return .handled
        }
    }
}
