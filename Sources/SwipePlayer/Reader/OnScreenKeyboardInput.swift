import CSDL2
import SwipeDocument
import SwipeReader

/// The on-screen keyboard in the window (`OnScreenKeyboard`), one for all its screens: it shows
/// while text is typed into a page's field, the search field or a highlight's note (the screen's
/// `typingFrame`) as `--osk` says (by default until a physical key goes down), over the other
/// chrome, with the page moved up to keep what is typed above it. Its keys are typed through the
/// screen's chain as the keyboard's own events (`ReaderSession.type`), so fields see what a keyboard
/// sends. Enter, its hide key or a press outside it hide it until typing starts again, or a
/// press on what is typed into (or `search`) asks for it.
final class OnScreenKeyboardInput {
    private(set) var keyboard: OnScreenKeyboard
    /// When it shows (`--osk`).
    var mode = OnScreenKeyboard.Mode.auto
    /// Whether a physical key went down since the window opened.
    private(set) var keyPressed = false
    /// Hidden until typing starts again, or is asked for.
    private var dismissed = false
    /// A press the keyboard took (on it, or hiding it): its moves and release are its too.
    private var ownsPress = false
    /// The keys' layout, and what it was made for.
    private var laidOut: (key: LayoutKey, layout: OnScreenKeyboard.Layout)?

    init(layout: KeyboardLayout) {
        keyboard = OnScreenKeyboard(layout: layout)
    }

    /// A key of a physical keyboard went down (or typed text): the `auto` keyboard shows no more.
    func physicalKeyPressed() { keyPressed = true }

    /// Where the keyboard is over `reader` now, and how far (window pixels) the page moves up so
    /// that what is typed into stays above it; nil while it does not show. Typing having stopped,
    /// a later start shows it afresh.
    func placement(over session: (any OnScreenKeyboardHost)?) -> (layout: OnScreenKeyboard.Layout, pageShift: Double)? {
        guard let session, let field = session.typingFrame else {
            if dismissed || keyboard != OnScreenKeyboard(layout: keyboard.layout) { dismissed = false; keyboard.reset() }
            return nil
        }
        guard mode.shows(keyPressed: keyPressed), !dismissed, !session.keyboardCovered else { return nil }
        let layout = layout(session.context)
        let top = layout.frame.y - session.context.style.margin * layout.point
        return (layout, max(0, min(field.y + field.height - top, field.y)))
    }

    /// The keys' layout in `context`'s window, each at least 9 mm high at the display's density;
    /// kept while the window, the theme and the page of keys stay the same.
    private func layout(_ context: ScreenContext) -> OnScreenKeyboard.Layout {
        let key = LayoutKey(viewport: context.viewport, style: context.style, symbols: keyboard.showsSymbols)
        if let laidOut, laidOut.key == key { return laidOut.layout }
        let layout = keyboard.layout(viewport: key.viewport, style: key.style, target: ReaderMenu.minimumTarget(dpi: context.video.dpi, scale: context.video.scale))
        laidOut = (key, layout)
        return layout
    }

    /// What the keys' layout was made for.
    private struct LayoutKey: Equatable {
        var viewport: Point
        var style: PlayerStyle
        var symbols: Bool
    }

    /// When a held key offers its accents (nil: none is held).
    func nextDeadline(over session: (any OnScreenKeyboardHost)?) -> Double? {
        placement(over: session).flatMap { keyboard.accentDeadline(layout: $0.layout) }
    }

    /// The keyboard's display items in `layout`, drawn with `style`, at `t`.
    func items(_ layout: OnScreenKeyboard.Layout, style: PlayerStyle, at t: Double) -> [DisplayItem] {
        keyboard.advance(to: t, layout: layout)
        return keyboard.items(layout: layout, style: style)
    }

    /// Key `index` of the keys laid out over `session` typed, as a tap on it types it (a screen
    /// reader's action); nil while the keyboard does not show.
    func typeKey(_ index: Int, into session: any OnScreenKeyboardHost, at t: Double) -> ReaderOutcome? {
        guard let placed = placement(over: session), placed.layout.keys.indices.contains(index) else { return nil }
        let frame = placed.layout.keys[index].frame, middle = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        guard keyboard.press(at: middle, layout: placed.layout, time: t), let output = keyboard.release(at: middle, layout: placed.layout, time: t) else { return .handled }
        return type(output, into: session, at: t)
    }

    /// Types `output` into `reader` as a keyboard would; Enter and the hide key hide the keyboard.
    private func type(_ output: OnScreenKeyboard.Output, into session: any OnScreenKeyboardHost, at t: Double) -> ReaderOutcome {
        if output == .enter || output == .hide { dismissed = true }
        guard let event = output.event, let action = session.type(event, at: t) else { return .handled }
        return .action(action)
    }
}

/// What the on-screen keyboard reaches of a reader: where text is typed, whether something open
/// covers the keyboard, the window, and the chain its keys are typed through.
protocol OnScreenKeyboardHost: AnyObject {
    var typingFrame: Rect? { get }
    var keyboardCovered: Bool { get }
    var context: ScreenContext { get }
    func type(_ event: InputEvent, at t: Double) -> ScreenAction?
}

extension OnScreenKeyboardInput: ReaderFeature {
    /// While it shows, a press on it is its own (a key typed when it ends there, accents offered
    /// when it is held); a press elsewhere hides it, and goes on unless the page was moved up for
    /// it (what is under the finger is not where it was). `search` asks for it again.
    func handle(_ input: ReaderInput, in session: any OnScreenKeyboardHost) -> ReaderOutcome {
        if input.isKeyDown, input.command(.reader) == .search { dismissed = false }
        if ownsPress, case .pointerMoved(let p, _)? = input.pointer {
            if let placed = placement(over: session) { keyboard.move(to: p, layout: placed.layout) }
            return .handled
        }
        if ownsPress, case .pointerUp(let p, let t)? = input.pointer {
            ownsPress = false
            guard keyboard.pressed != nil, let placed = placement(over: session), let output = keyboard.release(at: p, layout: placed.layout, time: t) else { return .handled }
            return type(output, into: session, at: t)
        }
        guard case .pointerDown(let p, let t)? = input.pointer, let field = session.typingFrame else { return .ignored }
        guard let placed = placement(over: session) else {
            // A press on what is typed into asks for the keyboard again.
            if field.contains(p) { dismissed = false }
            return .ignored
        }
        if keyboard.press(at: p, layout: placed.layout, time: t) {
            ownsPress = true
            return .handled
        }
        // On the field it is the field's, unless the page was moved up (the field is not where it was).
        if field.contains(Point(p.x, p.y + placed.pageShift)) { return placed.pageShift > 0 ? .handled : .ignored }
        // Anywhere else it hides the keyboard; with the page moved up, that is all it does.
        dismissed = true
        ownsPress = placed.pageShift > 0
        return ownsPress ? .handled : .ignored
    }
}
