import CSDL2
import SwipeCore
import SwipeRender

/// Keyboard focus on decorations in the window (`DecorationFocus`): Tab and Shift+Tab go around
/// the page's one ring, its focusable elements then the decorations a tap activates (and, while
/// the search field is open, back into it past either end); Enter or Space activate the focused
/// decoration as a tap on its centre would; Escape clears the focus, as turning the page does, and
/// a key that moves the element focus. The focused decoration is ringed in the theme's accent.
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

    /// The keys the focus answers.
    private static let keys = Set([SDLK_TAB, SDLK_RETURN, SDLK_KP_ENTER, SDLK_SPACE, SDLK_ESCAPE].map { Int($0.rawValue) })

    func clear() { focused = nil }

    func key(_ sym: SDL_Keysym, on page: Page, at t: Double) -> Outcome {
        let focus = page.interaction.focus
        guard Self.keys.contains(Int(sym.sym)), !focus.editing else { return .ignored }
        let candidates = self.candidates(on: page.engine, viewport: page.viewport)
        let current = candidates.first { $0.key == focused }
        if current == nil { focused = nil }
        switch Int(sym.sym) {
        case Int(SDLK_TAB.rawValue):
            // Without decorations to reach, Tab is the page's own (its elements alone).
            guard focused != nil || !candidates.isEmpty else { return .ignored }
            let ring = DecorationFocus.ring(elements: page.interaction.focusOrder(), decorations: candidates)
            let here = focused.map(FocusStop.decoration) ?? focus.element.map(FocusStop.element)
            let forward = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) == 0
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
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_SPACE.rawValue):
            guard let current, let decoration = page.engine.decorator.decoration(current.key) else { return .ignored }
            let hit = (group: current.key.group, decoration: decoration, rect: current.bounds)
            return page.engine.decorator.activate([hit], point: current.center) ? .activated : .handled
        case Int(SDLK_ESCAPE.rawValue):
            guard focused != nil else { return .ignored }
            focused = nil
            return .handled
        default: return .ignored
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
