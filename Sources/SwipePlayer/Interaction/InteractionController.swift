import CSDL2
import SwipeDocument
import SwipeReader
import SwipeRender

/// The window's side of interactive documents: a `PageInteraction` for each page within two of the
/// current one (built, and their load events run, as they come into that range, as the original
/// engine builds its pages), fed the frame times and the taps on the current page in window
/// pixels; a page that stops being current has its timers stopped.
final class InteractionController {
    private let document: Document
    private unowned let engine: RenderEngine
    private var pages: [Int: PageInteraction] = [:]
    /// Which build of each page is alive: answers to requests of a page forgotten are dropped.
    private var builds: [Int: Int] = [:]
    private var buildCount = 0
    private let requests: InteractionRequests
    private let pictures: InteractionPictures
    private var current: Int?
    private var layoutSize: Point
    /// Where the text of a field being edited lies, for its caret and selection.
    private lazy var textBoxes = TextRangeBoxes(text: engine.text)
    /// The colour of the focus ring on pages that draw none (the theme's accent).
    var focusColor: Color = PlayerStyle.standard().accent {
        didSet { for k in pages.keys { pages[k]?.focusRingColor = focusColor } }
    }

    /// `report` is told the web pictures updates name that cannot be shown, once each.
    init(document: Document, engine: RenderEngine, requests: InteractionRequests = InteractionRequests(),
         report: @escaping (String) -> Void = { _ in }) {
        self.document = document
        self.engine = engine
        self.requests = requests
        pictures = InteractionPictures(images: engine.images, report: report)
        layoutSize = engine.composer.pageSize
    }

    /// Whether the document reacts to anything at all (most do not: then nothing is built).
    private lazy var isInteractive = document.isInteractive

    /// Moves on to `t` with `page` current: pages coming within two of it are built, pages further
    /// away forgotten, the page left stops its timers.
    func step(current page: Int, at t: Double) {
        guard isInteractive else { return }
        let settings = engine.composer.builder.settings
        if settings.documentSize != layoutSize {
            layoutSize = settings.documentSize
            for k in pages.keys { pages[k]?.use(settings) }
        }
        if let old = current, old != page { pages[old]?.leave() }
        current = page
        let range = max(0, page - 2)...min(document.pages.count - 1, page + 2)
        for k in pages.keys where !range.contains(k) { pages[k] = nil }
        for i in range where pages[i] == nil {
            pages[i] = PageInteraction(page: document.pages[i], settings: settings, time: t, documentURL: document.url)
            pages[i]?.measure = textBoxes
            pages[i]?.focusRingColor = focusColor
            pages[i]?.caretBlinks = true
            buildCount += 1
            builds[i] = buildCount
        }
        for answer in requests.take() {
            guard let k = pageIndex(built: answer.build) else { continue }
            pages[k]?.deliver(answer.id, answer.response, time: t)
        }
        for answer in pictures.take() {
            guard let k = pageIndex(built: answer.build) else { continue }
            pages[k]?.deliverPicture(answer.id, answer.picture)
        }
        for k in pages.keys { pages[k]?.advance(to: t) }
        startRequests()
    }

    /// The page (index) built as `build`, if it is still alive.
    private func pageIndex(built build: Int) -> Int? { builds.first { $0.value == build }?.key }

    /// Hands the requests and the web pictures the pages asked for to the background.
    private func startRequests() {
        for k in pages.keys {
            guard let build = builds[k] else { continue }
            for request in pages[k]?.takeRequests() ?? [] { requests.start(request, build: build) }
            for picture in pages[k]?.takePictureRequests() ?? [] { pictures.start(picture, build: build) }
        }
    }

    /// A tap at window pixel `pixel` on the current page, shown at page clock `clock`.
    /// Whether a tap at window pixel `pixel` does something of the current page's
    /// (`PageInteraction.takesTap`); false where the page is empty for it.
    func takesTap(atPixel pixel: Point, viewport: Point, clock: Double, at t: Double) -> Bool {
        guard let page = current, let interaction = pages[page] else { return false }
        let shown = PageAnimation.apply(interaction.page(at: t), clock: clock)
        return interaction.takesTap(at: engine.viewportFit(viewport).documentPoint(pixel), shown: shown)
    }

    func tap(atPixel pixel: Point, viewport: Point, clock: Double, at t: Double) {
        guard let page = current, var interaction = pages[page] else { return }
        let fit = engine.viewportFit(viewport)
        let shown = PageAnimation.apply(interaction.page(at: t), clock: clock)
        let shift = KeyInput.isShiftHeld
        interaction.tap(at: fit.documentPoint(pixel), time: t, shown: shown, extend: shift)
        pages[page] = interaction
        self.fit = fit
        followEditing(interaction)
        startRequests()
    }

    /// Whether the pointer pressed in the field being edited and selects text until released.
    private var selecting = false

    /// The pointer in the field being edited (window pixels): a press places the caret (as a tap
    /// there), a drag selects from it. True while it does: the pointer then turns no pages.
    func select(_ input: GestureRecognizer.Input, viewport: Point, clock: Double, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], let field = interaction.editing else { return false }
        let fit = engine.viewportFit(viewport)
        switch input {
        case .pointerDown(let p, _):
            let shown = PageAnimation.apply(interaction.page(at: t), clock: clock)
            guard interaction.hit(fit.documentPoint(p), shown: shown) == .element(field) else { return false }
            selecting = true
            tap(atPixel: p, viewport: viewport, clock: clock, at: t)
        case .pointerMoved(let p, _) where selecting:
            interaction.dragCaret(to: fit.documentPoint(p), shown: PageAnimation.apply(interaction.page(at: t), clock: clock))
            pages[page] = interaction
            followEditing(interaction)
        case .pointerUp where selecting:
            selecting = false
        default:
            return false
        }
        return true
    }

    /// Pointer input (window pixels) for the current page's lists: a press on a list that scrolls
    /// takes the pointer, its drags scroll the rows and its taps tap there; the wheel scrolls the
    /// list under the mouse (at `mouse`, in window pixels). False when no list took it (the page's
    /// gestures then).
    func pointer(_ input: GestureRecognizer.Input, mouse: Point, viewport: Point, clock: Double, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], !interaction.lists.isEmpty else { return false }
        defer { pages[page] = interaction }
        let fit = engine.viewportFit(viewport)
        let shown = PageAnimation.apply(interaction.page(at: t), clock: clock)
        switch input {
        case .pointerDown(let p, let time): return interaction.listPointer(.pointerDown(fit.documentPoint(p), time: time), shown: shown)
        case .pointerMoved(let p, let time): return interaction.listPointer(.pointerMoved(fit.documentPoint(p), time: time), shown: shown)
        case .pointerUp(let p, let time):
            defer { followEditing(interaction) }
            return interaction.listPointer(.pointerUp(fit.documentPoint(p), time: time), shown: shown)
        case .wheel(_, let dy, let time):
            return interaction.listWheel(at: fit.documentPoint(mouse), dy: dy, time: time, shown: shown)
        case .key:
            return false
        }
    }

    /// The wheel over a text field or area (at `mouse`, in window pixels): its text scrolls inside
    /// it when longer than its box. False when it does not (the wheel then turns pages).
    func textWheel(_ input: GestureRecognizer.Input, mouse: Point, viewport: Point, clock: Double, at t: Double) -> Bool {
        guard case .wheel(let dx, let dy, _) = input, let page = current, var interaction = pages[page] else { return false }
        let shown = PageAnimation.apply(interaction.page(at: t), clock: clock)
        guard interaction.textWheel(at: engine.viewportFit(viewport).documentPoint(mouse), dx: dx, dy: dy, time: t, shown: shown) else { return false }
        pages[page] = interaction
        return true
    }

    /// When the caret of the field being edited next blinks on or off after `t` (nil: none blinks).
    func nextCaretEdge(after t: Double) -> Double? { current.flatMap { pages[$0]?.nextCaretEdge(after: t) } }

    /// Whether a field of the current page is being edited (it has the keyboard).
    var isEditing: Bool { current.flatMap { pages[$0]?.editing } != nil }

    /// Text typed (an SDL text input event's UTF-8) into the field being edited; false when none is.
    func textInput(_ text: String, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], interaction.editing != nil else { return false }
        interaction.type(text, time: t)
        pages[page] = interaction
        followEditing(interaction)
        return true
    }

    /// What the input method composes (an SDL text editing event's UTF-8), shown at the caret of
    /// the field being edited; false when none is.
    func composition(_ text: String, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], interaction.editing != nil else { return false }
        interaction.editText(time: t) { $0.composition = text }
        pages[page] = interaction
        followEditing(interaction)
        return true
    }

    /// SDL's text input (and the input method with it) runs while a field is being edited.
    private var textInputOn = false

    /// The window's fit of the page at the last tap.
    private var fit: ViewportFit?

    /// The field being edited on the current page, in window pixels (nil: none is).
    var editingFrame: Rect? {
        guard let page = current, let field = pages[page]?.editingFieldBounds, let fit else { return nil }
        return Self.pixels(field, fit)
    }

    /// A rectangle of the page in window pixels, as `fit` places the page.
    private static func pixels(_ r: Rect, _ fit: ViewportFit) -> Rect {
        Rect(x: r.x * fit.scale + fit.offset.x, y: r.y * fit.scale + fit.offset.y, width: r.width * fit.scale, height: r.height * fit.scale)
    }

    private func followEditing(_ interaction: PageInteraction) {
        if let bounds = interaction.editingBounds, let fit {
            // The input method's candidates go by the caret.
            let caret = Self.pixels(bounds, fit)
            var rect = SDL_Rect(x: Int32(caret.x), y: Int32(caret.y), w: Int32(max(1, caret.width)), h: Int32(caret.height))
            SDL_SetTextInputRect(&rect)
        }
        let editing = interaction.editing != nil
        guard editing != textInputOn else { return }
        textInputOn = editing
        if editing { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// A key for the field being edited on the current page (the text itself comes as text input
    /// events); false when no field is being edited.
    func editingKey(_ sym: SDL_Keysym, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], interaction.editing != nil else { return false }
        defer { pages[page] = interaction }
        switch TextEditKeys.action(sym) {
        case .caretLine(let up, let extend)?: interaction.moveCaretLine(up: up, extend: extend, time: t)
        case .edit(let command)?: interaction.editText(time: t, command)
        case .endEditing?: interaction.endEditing()
        case nil: break
        }
        followEditing(interaction)
        return true
    }

    /// A focus or menu command on the current page: `focus` commands move the focus among its
    /// focusable elements, `activate` selects the focused one or a list's selection, a focused
    /// list's selection follows up, down and the menu's page keys. False when it did nothing
    /// there (no focusable element that way, nothing focused): the key then turns pages as usual.
    func perform(focus: Command?, menu: Command?, at t: Double) -> Bool {
        guard let page = current, var interaction = pages[page], interaction.editing == nil else { return false }
        defer {
            pages[page] = interaction
            followEditing(interaction)
        }
        let list: ListScroller.Key? = if case .menu(let m)? = menu { ListScroller.Key(m) } else { nil }
        switch focus {
        case .activate?: return interaction.activateFocus(time: t) || interaction.activateListSelection(time: t)
        case .focus(.next)?: return interaction.moveFocus(.next, time: t)
        case .focus(.previous)?: return interaction.moveFocus(.previous, time: t)
        case .focus(.up)?: return interaction.moveFocus(.up, time: t) || interaction.listKey(.up, time: t)
        case .focus(.down)?: return interaction.moveFocus(.down, time: t) || interaction.listKey(.down, time: t)
        case .focus(.left)?: return interaction.moveFocus(.left, time: t)
        case .focus(.right)?: return interaction.moveFocus(.right, time: t)
        default: return list.map { interaction.listKey($0, time: t) } ?? false
        }
    }

    /// The current page's focused element, and whether one of its fields is being typed into.
    var focus: (element: [Int]?, editing: Bool) {
        guard let page = current, let interaction = pages[page] else { return (nil, false) }
        return (interaction.focused, interaction.editing != nil)
    }

    /// The current page's elements Tab goes through, in document order.
    func focusOrder() -> [[Int]] { current.flatMap { pages[$0]?.focusOrder() } ?? [] }

    /// Focuses the current page's element at `path` (nil: none).
    func focus(_ path: [Int]?, at t: Double) {
        guard let page = current else { return }
        pages[page]?.focus(path, time: t)
    }

    /// The interaction of page `index`, while it is alive.
    func pageInteraction(_ index: Int) -> PageInteraction? { pages[index] }

    /// Page `index` as its events changed it at `t`; nil when they did not.
    func page(_ index: Int, at t: Double) -> Page? {
        pages[index]?.updatedPage(at: t)
    }

    /// Whether a page near the current one still changes: tweens moving, timers running, work queued.
    func isAnimating(at t: Double) -> Bool { requests.isBusy || pictures.isBusy || pages.values.contains { $0.isAnimating(at: t) } }
}
