import Foundation

/// One page's interactive life: its events dispatched and its actions interpreted over its element
/// tree, with time passed in (behaviour reference 1-5). The window feeds it taps and frame times,
/// `render --time` its load events and timers, tests scripted taps; what updates did is read back
/// as the page to draw (`page(at:)`).
///
/// Work that the original engine defers to a later main-loop turn (an update's visible effect, its
/// completion, a timer's tick) is a queued job; `advance(to:)` runs the jobs due, at most
/// `stepBudget` per call, so a document whose updates trigger each other forever stays responsive.
public struct PageInteraction {
    /// The page as built from the document, its lists' rows added (`ListRows`).
    public internal(set) var page: Page
    var builder: DisplayListBuilder
    /// The seconds a single tap waits for a second one on a node with a doubleTapped handler.
    public static let doubleTapInterval = 0.3
    /// The page's "load" runs this long after the page is built (2.3).
    public static let pageLoadDelay = 0.4
    /// Drawn at the caret of the field being edited.
    public static let caretMark: Character = "|"
    public static let defaultDuration = 0.25
    /// Jobs run per `advance(to:)` at most.
    public static let stepBudget = 10_000
    /// Jobs waiting at most; more are dropped (counted in `droppedJobs`).
    public static let queueLimit = 100_000

    public private(set) var now: Double
    /// Element states by path, for the elements an update touched or whose flags were read.
    public internal(set) var states: [[Int]: ElementLiveState] = [:]
    /// The events that ran, oldest first (the last `firedLimit`).
    public private(set) var fired: [FiredEvent] = []
    public static let firedLimit = 4096
    public private(set) var droppedJobs = 0

    enum Work {
        /// `moves`: the update names a `pos` path, which the element then follows.
        case apply(target: [Int], originator: InteractionNode, completion: EventHandler?, moves: Bool)
        case completion(EventHandler, handler: InteractionNode, originator: InteractionNode, target: [Int])
        case tick(Int)
        case pageLoad
        case singleTap(InteractionNode)
        case selectRow(list: [Int], row: Int)
    }

    private struct Job {
        var time: Double
        var serial: Int
        var work: Work
    }

    private struct RunningTimer {
        var parent: InteractionNode
        var action: TimerAction
        var running: Bool
    }

    private struct RunningRequest {
        var parent: InteractionNode
        var action: RequestAction
        var open: Bool
        /// The URL asked for, resolved against the document's, as its messages name it.
        var url = ""
        /// The response object (completion) or {"message"} (error), read by `{"params": …}`.
        var params: JSONNode?
    }

    private var queue: [Job] = []
    private var requests: [RunningRequest] = []
    /// Requests made and not yet taken by `takeRequests()`.
    public private(set) var outgoing: [InteractionRequest] = []
    /// Web pictures asked for and not yet taken by `takePictureRequests()`.
    var outgoingPictures: [PictureRequest] = []
    /// The element each picture request is for, by request id.
    var pictureTargets: [[Int]] = []
    private var serial = 0
    private var timers: [RunningTimer] = []
    /// Elements built so far while the page is being built (nil once it is complete): searches from
    /// load handlers find only those (2.3).
    var built: Set<[Int]>?
    /// A single tap waiting for a second one.
    private var pendingTap: (node: InteractionNode, time: Double, job: Int)?
    /// The element with keyboard focus, if any.
    public private(set) var focused: [Int]?
    /// The text field or text area being typed into, if any.
    public private(set) var editing: [Int]?
    /// Its text, caret, selection and composition.
    public private(set) var textEdit: TextEdit? {
        didSet {
            // An edit, a caret move or a new selection shows the caret at once (its scroll does not).
            var old = oldValue, new = textEdit
            old?.scroll = .zero
            new?.scroll = .zero
            if old != new { caretBlink.reset(at: now) }
        }
    }
    /// How far the wheel moved the text of fields not being edited, by path: such a field shows
    /// its text as when edited (`TextEditLayout`), moved by that much.
    public private(set) var textScrolls: [[Int]: Point] = [:]
    /// When the caret of the field being edited shows.
    public private(set) var caretBlink = CaretBlink(since: 0)
    /// Whether the caret blinks (the window); off, it always shows, so that `render` draws the
    /// same picture whatever the time.
    public var caretBlinks = false
    /// Measures the text as the renderer lays it out: the caret and the selection are then drawn
    /// over the field's text (without, the caret is a `caretMark` in it).
    public var measure: (any TextBoxMeasuring)?
    /// The page's `list` elements, by path.
    public internal(set) var lists: [[Int]: ListRows] = [:]
    /// The list and row whose elements are being built: `{"items": …}` valueOfs read its item.
    var buildingRow: (list: [Int], row: Int)?
    /// The list a press landed in, which takes the pointer until it is released.
    var pointerList: [Int]?
    /// The list the list keys moved last (Enter taps its selected row).
    var keyedList: [Int]?
    /// The colour of the focus ring the player draws (the theme's accent); nil draws none.
    public var focusRingColor: Color?
    /// Whether the page shows focus itself (`FocusRing`).
    let drawsOwnFocus: Bool
    /// Where the document was read from: requests and updated pictures resolve against it.
    public let documentURL: URL?

    /// Builds the page at `time`: each element's text valueOf evaluated and its "load" run (children
    /// first, in document order), the page's "load" queued 0.4 s later. `documentURL` is where the
    /// document was read from.
    public init(page: Page, settings: RenderSettings, time: Double, documentURL: URL? = nil) {
        self.documentURL = documentURL
        var lists: [[Int]: ListRows] = [:]
        var expanded = page
        expanded.elements = ListRows.expand(page.elements, documentHeight: settings.documentSize.y, into: &lists)
        self.page = expanded
        self.lists = lists
        drawsOwnFocus = FocusRing.drawnByDocument(page.elements)
        builder = DisplayListBuilder(settings: settings)
        now = time
        built = []
        for (i, e) in expanded.elements.enumerated() { build(e, path: [i]) }
        built = nil
        buildRows()
        if page.events["load"] != nil { enqueue(.pageLoad, at: time + Self.pageLoadDelay) }
    }

    mutating func build(_ e: Element, path: [Int]) {
        // A list's rows are built once the page is (`buildRows`).
        for (i, child) in e.elements.enumerated() where lists[path]?.viewport != i { build(child, path: path + [i]) }
        built?.insert(path)
        if let v = e.textExpression, let s = evaluate(v, from: .element(path))?.string {
            states[path, default: ElementLiveState(e)].text = .plain(s)
        }
        // A field's text is set as it is built, before its load (7).
        if e.isTextInput, e.text != nil { run("textChanged", on: .element(path)) }
        run("load", on: .element(path))
    }

    /// Lays the page out anew (the window was resized or the language changed).
    public mutating func use(_ settings: RenderSettings) { builder = DisplayListBuilder(settings: settings) }

    // MARK: Time

    /// Runs the jobs due by `t` (at most `stepBudget`), in time order, then stands at `t`.
    public mutating func advance(to t: Double) {
        var steps = 0
        while let first = queue.first, first.time <= t, steps < Self.stepBudget {
            queue.removeFirst()
            now = max(now, first.time)
            steps += 1
            perform(first.work, serial: first.serial)
        }
        now = max(now, t)
    }

    /// When the next queued job is due, if any.
    public var nextJobTime: Double? { queue.first?.time }

    /// Whether anything still changes on its own at `t`: a tween moving or a job waiting (a running
    /// timer keeps the page live).
    public func isAnimating(at t: Double) -> Bool {
        !queue.isEmpty || states.values.contains { $0.isMoving(at: t) } || listsMove(at: t)
    }

    /// The page left the screen: its timers stop, and ticks already queued do nothing (3.3: the
    /// original engine stopped every timer of the document whenever any page was unloaded).
    public mutating func leave() {
        for i in timers.indices { timers[i].running = false }
        queue.removeAll { if case .tick = $0.work { return true } else { return false } }
    }

    // MARK: Input

    /// A tap at `point` (page coordinates, doc units) at time `t` on `shown`, the page as drawn
    /// (default: as updated, unanimated). A node with a doubleTapped handler holds a single tap
    /// back until no second tap came (2.2). On a text field it puts the caret there (`extend`: the
    /// selection reaches there, as Shift-click), a quick second one selects the word.
    public mutating func tap(at point: Point, time t: Double, shown: Page? = nil, extend: Bool = false) {
        advance(to: t)
        let node = hit(point, shown: shown)
        // A tap on a text field starts typing into it; any other tap ends the typing (7).
        if case .element(let p) = node, element(at: p)?.isTextInput == true {
            let again = editing == p && fieldTap.map { t - $0 <= Self.doubleTapInterval } == true
            if editing != p {
                // The tap landed on the text as shown before the typing began: as far as the wheel
                // had moved it, else not scrolled.
                let shownScroll = textScrolls[p] ?? .zero
                startEditing(p)
                textEdit?.scroll = shownScroll
            }
            placeCaret(p, at: point, shown: shown ?? page(at: now), extend: extend, word: again)
            fieldTap = again ? nil : t
        } else {
            endEditing()
        }
        // A row tapped is selected after the tap's own dispatch (6.2).
        defer { rowTapped(node) }
        let hasDouble = handlers(of: node)?["doubleTapped"] != nil
        guard hasDouble else { return singleTap(node) }
        if let pending = pendingTap, pending.node == node, t - pending.time <= Self.doubleTapInterval {
            queue.removeAll { $0.serial == pending.job }
            pendingTap = nil
            if isEnabled(node) { run("doubleTapped", on: node) }
            return
        }
        let job = enqueue(.singleTap(node), at: t + Self.doubleTapInterval)
        pendingTap = (node, t, job)
    }

    /// Moves keyboard focus (2.4): the old element's "lostFocus" runs, then the new one's
    /// "gainedFocus". False when no focusable element lies that way.
    @discardableResult
    public mutating func moveFocus(_ move: FocusMove, time t: Double) -> Bool {
        advance(to: t)
        guard let target = FocusNavigation.target(from: focused, move, among: focusCandidates()), target != focused else { return false }
        setFocus(target)
        return true
    }

    /// Enter or Space on the focused element: a tap on it (2.2, tvOS "select"). False when nothing
    /// has focus.
    @discardableResult
    public mutating func activateFocus(time t: Double) -> Bool {
        advance(to: t)
        guard let focused else { return false }
        if element(at: focused)?.isTextInput == true { startEditing(focused) }
        singleTap(.element(focused))
        return true
    }

    /// The elements Tab goes through now, in document order.
    public func focusOrder() -> [[Int]] { focusCandidates().map(\.path) }

    /// Puts keyboard focus on the element at `target` (nil: on none, as when it moves on to a
    /// decoration): the old element's "lostFocus" runs, then the new one's "gainedFocus".
    public mutating func focus(_ target: [Int]?, time t: Double) {
        advance(to: t)
        guard target != focused else { return }
        setFocus(target)
    }

    private mutating func setFocus(_ target: [Int]?) {
        let old = focused
        focused = target
        if let old { run("lostFocus", on: .element(old)) }
        if let target { run("gainedFocus", on: .element(target)) }
    }

    /// The elements that can take focus now, in document order, with their boxes as drawn: focusable,
    /// shown, and not lists or text areas (their rows and text take input instead).
    private func focusCandidates() -> [FocusNavigation.Candidate] {
        var out: [FocusNavigation.Candidate] = []
        func walk(_ boxes: [ElementBox]) {
            for box in boxes where box.opacity >= 0.01 {
                if let e = element(at: box.path), e.list == nil, e.textArea == nil, state(of: box.path)?.focusable == true {
                    out.append(FocusNavigation.Candidate(path: box.path, box: box.bounds))
                }
                walk(box.children)
            }
        }
        walk(builder.boxes(page(at: now)))
        return out
    }

    /// Text typed into the field being edited at `t` (nothing when none is): its "textChanged" runs.
    public mutating func type(_ text: String, time t: Double) {
        editText(time: t) { $0.insert(text) }
    }

    /// Backspace in the field being edited: the selection or the character before the caret goes.
    public mutating func deleteBackward(time t: Double) {
        editText(time: t) { $0.deleteBackward() }
    }

    /// The pointer dragged to `point` (on `shown`) from a press in the field being edited: the
    /// selection reaches there.
    public mutating func dragCaret(to point: Point, shown: Page? = nil) {
        guard let p = editing else { return }
        placeCaret(p, at: point, shown: shown ?? page(at: now), extend: true, word: false)
    }

    /// Up or Down in the field being edited: the caret to the line above or below as laid out
    /// (a long line wraps into several), at the same place across; with `extend` it selects.
    public mutating func moveCaretLine(up: Bool, extend: Bool, time t: Double) {
        advance(to: t)
        guard let p = editing, var edit = currentEdit(p) else { return }
        if let measure, let (layout, _, _) = editLayout(p, on: unmarked(at: now)), edit.composition.isEmpty {
            let c = layout.marks.caret
            let target = Point(c.x, up ? c.y - c.height / 2 : c.y + c.height * 1.5)
            let offset = TextEditMarks.offset(at: target, in: edit.text, content: layout.content, size: layout.size, measure: measure)
            var moved = edit
            moved.place(at: offset, extend: extend)
            // No line that way: to the start or the end.
            if TextEditMarks(moved, content: layout.content, size: layout.size, measure: measure).caret.y == c.y {
                moved.place(at: up ? 0 : edit.text.count, extend: extend)
            }
            edit = moved
        } else {
            edit.move(up ? .up : .down, extend: extend)
        }
        textEdit = edit
        followCaret()
    }

    /// When the field being edited was last tapped (a second tap soon after selects a word).
    private var fieldTap: Double?

    /// The caret of the field at `p` where `point` is on `shown`, when the text can be measured.
    private mutating func placeCaret(_ p: [Int], at point: Point, shown: Page, extend: Bool, word: Bool) {
        guard let measure, var edit = currentEdit(p), let (layout, _, box) = editLayout(p, on: unmarked(at: now), boxes: shown),
              let local = DisplayItem(content: .box(color: .clear, cornerRadius: 0), size: box.frame.size, transform: box.world, opacity: 1, clips: [])
                .localPoint(point) else { return }
        let offset = TextEditMarks.offset(at: Point(local.x + edit.scroll.x, local.y + edit.scroll.y), in: edit.shownText, content: layout.content,
                                          size: layout.size, measure: measure)
        edit.composition = ""
        if word { edit.selectWord(at: offset) } else { edit.place(at: offset, extend: extend) }
        textEdit = edit
        followCaret()
    }

    /// The field at `p` takes typed text, its caret after its text (a field already edited keeps
    /// its caret).
    private mutating func startEditing(_ p: [Int]) {
        guard editing != p else { return }
        endEditing()
        editing = p
        // From where the wheel had moved its text, if it had.
        let scroll = textScrolls.removeValue(forKey: p) ?? .zero
        textEdit = currentEdit(p)
        textEdit?.scroll = scroll
        followCaret()
    }

    /// The field stops taking typed text: its "endEdit" runs.
    public mutating func endEditing() {
        guard let p = editing else { return }
        editing = nil
        textEdit = nil
        run("endEdit", on: .element(p))
    }

    /// Changes the field being edited at `t` (a key, a paste, the input method's composition);
    /// when its text changed, its "textChanged" runs.
    public mutating func editText(time t: Double, _ change: (inout TextEdit) -> Void) {
        advance(to: t)
        guard let p = editing, var edit = currentEdit(p), var s = state(of: p) else { return }
        let before = edit.text
        change(&edit)
        textEdit = edit
        defer { followCaret() }
        guard edit.text != before else { return }
        s.text = .plain(edit.text)
        states[p] = s
        run("textChanged", on: .element(p))
    }

    /// The wheel at `point` (on `shown`) over a `textArea` or `textField`, `dx` and `dy` in wheel
    /// lines: an area's text taller than its box scrolls up and down, a field's text longer than
    /// its box across, within the text, whether or not it is being edited. False when it does not
    /// (the wheel then turns pages).
    public mutating func textWheel(at point: Point, dx: Double, dy: Double, time t: Double, shown: Page? = nil) -> Bool {
        advance(to: t)
        guard case .element(let p) = hit(point, shown: shown), element(at: p)?.isTextInput == true, var edit = currentEdit(p),
              let (layout, _, box) = editLayout(p, on: unmarked(at: now)), layout.wheelScrolls(dx: dx, dy: dy) else { return false }
        if p != editing { edit.scroll = textScrolls[p] ?? .zero }
        edit.scroll = layout.wheeled(edit.scroll, dx: dx, dy: dy, field: box.frame.size)
        if p == editing { textEdit = edit } else { textScrolls[p] = edit.scroll }
        return true
    }

    /// The text of the field being edited scrolls as far as the caret needs to stay in view.
    private mutating func followCaret() {
        guard let p = editing, var edit = textEdit, let (layout, _, box) = editLayout(p, on: unmarked(at: now)) else { return }
        edit.scroll = layout.scroll(edit.scroll, field: box.frame.size)
        textEdit = edit
    }

    /// The edit of the field at `p` as it stands: an update that set its text anew puts the caret
    /// after it.
    private func currentEdit(_ p: [Int]) -> TextEdit? {
        guard let e = element(at: p), let s = state(of: p) else { return nil }
        let current = text(of: e, s) ?? ""
        if let textEdit, p == editing, textEdit.text == current { return textEdit }
        return TextEdit(text: current, multiline: e.textArea != nil)
    }

    /// The node a tap at `point` lands on: the topmost element containing it, or the page.
    public func hit(_ point: Point, shown: Page? = nil) -> InteractionNode {
        guard var path = ElementBox.hit(point, in: builder.boxes(shown ?? page(at: now)))?.path else { return .page }
        // The marks over a field being edited are no elements of the page: a tap there is on the field.
        while !path.isEmpty, element(at: path) == nil { path.removeLast() }
        return path.isEmpty ? .page : .element(path)
    }

    /// Single-tap dispatch: the first enabled node with a "tapped" handler from `node` up to the page.
    mutating func singleTap(_ node: InteractionNode) {
        var n: InteractionNode? = node
        while let current = n {
            if handlers(of: current)?["tapped"] != nil, isEnabled(current) {
                run("tapped", on: current)
                return
            }
            n = parent(of: current)
        }
    }

    // MARK: What is drawn

    /// The page as it shows at `t`: every element's updated properties applied (tweens at `t`).
    public func page(at t: Double) -> Page {
        var out = unmarked(at: t)
        for (p, scroll) in textScrolls where p != editing {
            // A field the wheel moved: its text as when edited, moved (no further than its end, should
            // an update have shortened it), cut by the field.
            guard let (layout, field, box) = editLayout(p, on: out), layout.scrolls else { continue }
            out.elements.modify(at: p[...]) { e in
                e.text = nil
                e.clip = true
                e.elements += layout.textElements(field: field, scroll: layout.wheeled(scroll, dx: 0, dy: 0, field: box.frame.size))
            }
        }
        if let p = editing, let edit = currentEdit(p), let (layout, field, _) = editLayout(p, on: out) {
            // The field's text, its caret and selection as children of it; a text that scrolls
            // is drawn apart, moved, and cut by the field.
            out.elements.modify(at: p[...]) { e in
                if layout.scrolls {
                    e.text = nil
                    e.clip = true
                }
                e.elements += layout.elements(field: field, scroll: edit.scroll, caret: isCaretVisible(at: t))
            }
        }
        return out
    }

    /// The page as it shows at `t` when anything changed it (updates, a field being edited, lists,
    /// the focus ring); nil when it shows as built.
    public func updatedPage(at t: Double) -> Page? {
        guard !states.isEmpty || editing != nil || !textScrolls.isEmpty || !lists.isEmpty || ringed != nil else { return nil }
        return page(at: t)
    }

    /// Whether the caret keeps showing without blinking: while composing or selecting.
    private var isCaretSteady: Bool { textEdit.map { !$0.composition.isEmpty || !$0.selection.isEmpty } ?? true }

    /// Whether the caret of the field being edited shows at `t` (always, unless `caretBlinks`).
    public func isCaretVisible(at t: Double) -> Bool { !caretBlinks || caretBlink.isVisible(at: t, steady: isCaretSteady) }

    /// When the caret next shows or hides after `t`: the only frames a window idling with a field
    /// being edited needs. Nil when nothing is edited or the caret does not blink.
    public func nextCaretEdge(after t: Double) -> Double? {
        guard caretBlinks, editing != nil else { return nil }
        return caretBlink.nextEdge(after: t, steady: isCaretSteady)
    }

    /// The page with every element's updated properties applied at `t`, without the marks of a
    /// field being edited.
    private func unmarked(at t: Double) -> Page {
        var out = page
        if !states.isEmpty || editing != nil { out.elements = applied(page.elements, prefix: [], at: t) }
        scrolled(&out, at: t)
        withFocusRing(&out)
        return out
    }

    /// The layout of the text of the field at `p` being edited, as `plain` (without marks)
    /// shows it, with the field and its box (on `boxes`, default `plain`); nil when its text
    /// cannot be measured.
    private func editLayout(_ p: [Int], on plain: Page, boxes: Page? = nil) -> (TextEditLayout, Element, ElementBox)? {
        guard let measure, let edit = currentEdit(p), let field = plain.elements.node(at: p, children: \.elements),
              let box = builder.boxes(boxes ?? plain).node(at: p, children: \.children) else { return nil }
        return (TextEditLayout(edit, content: builder.textContent(of: field, on: plain), field: box.frame.size, measure: measure), field, box)
    }

    private func applied(_ elements: [Element], prefix: [Int], at t: Double) -> [Element] {
        elements.enumerated().map { i, e in
            let path = prefix + [i]
            var out = states[path]?.applied(to: e, at: t) ?? e
            // The caret in the text being typed.
            if path == editing, let edit = currentEdit(path) { out.text = .plain(measure == nil ? edit.shownText(caret: Self.caretMark) : edit.shownText) }
            if !e.elements.isEmpty { out.elements = applied(e.elements, prefix: path, at: t) }
            return out
        }
    }

    /// The current state of the element at `path` (its build values when nothing changed it).
    public func state(of path: [Int]) -> ElementLiveState? {
        states[path] ?? element(at: path).map(ElementLiveState.init)
    }

    // MARK: Dispatch

    private func handlers(of node: InteractionNode) -> EventHandlers? {
        switch node {
        case .page: return page.events
        case .element(let p): return element(at: p)?.events
        case .timer, .request, .list: return nil
        }
    }

    private func isEnabled(_ node: InteractionNode) -> Bool {
        guard case .element(let p) = node else { return true }
        return state(of: p)?.enabled ?? true
    }

    /// Runs the handler named `name` of `node` with H = O = the node.
    mutating func run(_ name: String, on node: InteractionNode, originator: InteractionNode? = nil) {
        guard let handler = handlers(of: node)?[name] else { return }
        record(FiredEvent(name, node, now))
        execute(handler.actions, handler: node, originator: originator ?? node)
    }

    private mutating func record(_ event: FiredEvent) {
        if fired.count >= Self.firedLimit { fired.removeFirst(fired.count - Self.firedLimit / 2) }
        fired.append(event)
    }

    /// `H.execute(O, actions)` (1.3).
    private mutating func execute(_ actions: [InteractionAction], handler h: InteractionNode, originator o: InteractionNode) {
        for action in actions { perform(action, handler: h, originator: o) }
    }

    private mutating func perform(_ action: InteractionAction, handler h: InteractionNode, originator o: InteractionNode) {
        switch action {
        case .timer(let t):
            startTimer(t, parent: h)
        case .update(let u):
            guard h.isTransient else { return startUpdate(u, handler: h, originator: o) }
            // Timers and requests are not views: their updates go to the node that started them.
            if let p = parent(of: h) { perform(action, handler: p, originator: o) }
        case .get(let q), .post(let q):
            startRequest(q, parent: h)
        case .append(let a):
            guard h.isTransient else { return append(a, handler: h, originator: o) }
            if let p = parent(of: h) { perform(action, handler: p, originator: o) }
        }
    }

    private mutating func startTimer(_ t: TimerAction, parent: InteractionNode) {
        guard t.tick != nil else { return }
        timers.append(RunningTimer(parent: parent, action: t, running: true))
        enqueue(.tick(timers.count - 1), at: now + t.duration)
    }

    private mutating func startUpdate(_ u: UpdateAction, handler h: InteractionNode, originator o: InteractionNode) {
        // A list helper's updates find nothing (3.2).
        if case .list = h { return }
        guard let target = find(u.id, from: h, children: u.searchChildren), let e = element(at: target) else { return }
        // The keys are merged at once; what they show waits for the next turn (3.2).
        states[target, default: ElementLiveState(e)].merged = states[target, default: ElementLiveState(e)].merged.merged(with: u.changes)
        enqueue(.apply(target: target, originator: o, completion: u.completion, moves: u.changes.pos != nil), at: now)
    }

    @discardableResult
    mutating func enqueue(_ work: Work, at time: Double) -> Int {
        serial += 1
        guard queue.count < Self.queueLimit else {
            droppedJobs += 1
            return serial
        }
        let job = Job(time: time, serial: serial, work: work)
        // Binary search for the place after every job due no later.
        var lo = 0, hi = queue.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if queue[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        queue.insert(job, at: lo)
        return serial
    }

    private mutating func perform(_ work: Work, serial: Int) {
        switch work {
        case .pageLoad:
            run("load", on: .page)
        case .singleTap(let node):
            if pendingTap?.job == serial { pendingTap = nil }
            singleTap(node)
        case .tick(let i):
            guard timers.indices.contains(i), timers[i].running, let tick = timers[i].action.tick else { return }
            if timers[i].action.repeats {
                enqueue(.tick(i), at: now + timers[i].action.duration)
            } else {
                timers[i].running = false
            }
            record(FiredEvent("tick", .timer(i), now))
            execute(tick.actions, handler: .timer(i), originator: .timer(i))
        case .completion(let handler, let h, let o, let target):
            if states[target]?.pendingCompletion == serial { states[target]?.pendingCompletion = nil }
            record(FiredEvent("completion", .element(target), now))
            execute(handler.actions, handler: h, originator: o)
        case .apply(let target, let originator, let completion, let moves):
            apply(target, originator: originator, completion: completion, moves: moves)
        case .selectRow(let list, let row):
            selectRow(row, of: list, centred: true)
        }
    }

    // MARK: update (3.2)

    private mutating func apply(_ target: [Int], originator o: InteractionNode, completion: EventHandler?, moves: Bool) {
        guard let e = element(at: target), var s = states[target] else { return }
        // A new update removes the element's running animations: they jump to their end, and an
        // update still waiting for them completes now.
        s.finishTweens()
        if let waiting = s.pendingCompletion, let i = queue.firstIndex(where: { $0.serial == waiting }) {
            let job = queue.remove(at: i)
            s.pendingCompletion = nil
            states[target] = s
            perform(job.work, serial: job.serial)
            guard let again = states[target] else { return }
            s = again
            s.finishTweens()
        }
        let m = s.merged
        s.updated = true
        switch m.text {
        case .value(let t)?: s.text = t
        case .valueOf(let v)?: if let string = evaluate(v, from: o)?.string { s.text = .plain(string) }
        // What was typed is not kept in the element: an update sets the field to its text again.
        case nil: if e.isTextInput { s.text = nil }
        }
        if m.x != nil || m.y != nil || m.w != nil || m.h != nil { s.frame = newFrame(target, m, originator: o) }
        let duration = m.duration ?? Self.defaultDuration
        let shown = s.applied(to: e, at: now)
        if let v = m.opacity { s.opacity = Tween(from: shown.opacity, to: v, start: now, duration: duration) }
        if let v = m.bc { s.bc = Tween(from: shown.bc, to: v, start: now, duration: duration) }
        if let v = m.borderColor { s.borderColor = Tween(from: shown.borderColor, to: v, start: now, duration: duration) }
        if let v = m.borderWidth { s.borderWidth = Tween(from: shown.borderWidth, to: v, start: now, duration: duration) }
        if moves, let path = m.pos { s.motion = PathMotion(path: path, mode: m.mode ?? .none, progress: Tween(from: 0, to: 1, start: now, duration: duration)) }
        s.cornerRadius = m.cornerRadius ?? s.cornerRadius
        s.textColor = m.textColor ?? s.textColor
        s.fontSize = m.fontSize ?? s.fontSize
        s.textAlign = m.textAlign ?? s.textAlign
        s.fontNames = m.fontNames ?? s.fontNames
        s.data = m.data ?? s.data
        s.shape = m
        if let img = m.img.flatMap({ picture($0, for: e, from: o) }) { show(img, on: target, &s) }
        if let completion {
            s.pendingCompletion = enqueue(.completion(completion, handler: o, originator: .element(target), target: target),
                                          at: now + (m.isTweened || moves ? duration : 0))
        }
        // The flags last, their valueOfs seeing the text and box just applied (an element's own
        // text.length, say).
        states[target] = s
        let wasEnabled = s.enabled, wasFocusable = s.focusable
        if let v = m.enabled.flatMap({ flag($0, from: o) }) { s.enabled = v }
        if let v = m.focusable.flatMap({ flag($0, from: o) }) { s.focusable = v }
        states[target] = s
        if e.isTextInput, m.text != nil || e.text != nil { run("textChanged", on: .element(target)) }
        if s.enabled != wasEnabled { run(s.enabled ? "enabled" : "disabled", on: .element(target)) }
        if s.focusable != wasFocusable { run(s.focusable ? "focusable" : "unfocusable", on: .element(target)) }
        if !s.focusable, focused == target { setFocus(nil) }
    }

    private func flag(_ d: Dynamic<Bool>, from o: InteractionNode) -> Bool? {
        switch d {
        case .value(let b): return b
        case .valueOf(let v): return evaluate(v, from: o)?.flag
        }
    }

    /// The box an update's x, y, w and h give: numbers and percentages of the document's size
    /// (for nested elements too, as the original engine), valueOfs in doc units, absent keys
    /// keeping the current box.
    private func newFrame(_ target: [Int], _ m: ElementChanges, originator o: InteractionNode) -> Rect? {
        guard let box = box(at: target) else { return nil }
        let doc = builder.settings.documentSize
        let origin = box.frame.origin, size = box.frame.size
        func number(_ v: ValueOf) -> Double? { evaluate(v, from: o)?.number }
        func extent(_ d: Dynamic<Extent>?, current: Double, reference: Double) -> Double {
            switch d {
            case .value(.length(let l))?: return l.resolved(against: reference)
            case .valueOf(let v)?: return number(v) ?? current
            default: return current
            }
        }
        let w = extent(m.w, current: size.x, reference: doc.x)
        let h = extent(m.h, current: size.y, reference: doc.y)
        func coordinate(_ d: Dynamic<Coordinate>?, current: Double, length: Double, reference: Double) -> Double {
            switch d {
            case .value(.length(let l))?: return l.resolved(against: reference)
            case .value(.start)?: return 0
            case .value(.center)?: return (reference - length) / 2
            case .value(.end)?: return reference - length
            case .valueOf(let v)?: return number(v) ?? current
            case nil: return current
            }
        }
        return Rect(x: coordinate(m.x, current: origin.x, length: w, reference: doc.x),
                    y: coordinate(m.y, current: origin.y, length: h, reference: doc.y), width: w, height: h)
    }

    // MARK: The tree

    func element(at path: [Int]) -> Element? { page.elements.node(at: path, children: \.elements) }

    private func children(of path: [Int]) -> [Element] {
        path.isEmpty ? page.elements : element(at: path)?.elements ?? []
    }

    private func parent(of node: InteractionNode) -> InteractionNode? {
        switch node {
        case .page: return nil
        case .element(let p): return p.count > 1 ? .element(Array(p.dropLast())) : .page
        case .timer(let i): return timers.indices.contains(i) ? timers[i].parent : nil
        case .request(let i): return requests.indices.contains(i) ? requests[i].parent : nil
        case .list(let p): return .element(p)
        }
    }

    private func isBuilt(_ path: [Int]) -> Bool { built?.contains(path) ?? true }

    private func hasID(_ path: [Int], _ id: String) -> Bool {
        element(at: path)?.id?.caseInsensitiveCompare(id) == .orderedSame
    }

    /// The element an update or append names, searched from `h` (3.2): itself for no id or "*",
    /// down through its descendants with "search": "children", else up through the siblings at
    /// each ancestor level (the first match), the page's top-level elements last.
    func find(_ id: String?, from h: InteractionNode, children down: Bool) -> [Int]? {
        switch h {
        case .timer, .request: return nil
        case .list(let p): return id == nil || id == "*" ? p : nil
        case .page:
            guard let id, id != "*" else { return nil }
            return firstChild(of: [], named: id)
        case .element(let p):
            guard let id, id != "*", !hasID(p, id) else { return p }
            return down ? descendant(of: p, named: id) : ancestorSearch(from: p, named: id)
        }
    }

    private func firstChild(of parent: [Int], named id: String) -> [Int]? {
        children(of: parent).indices.lazy.map { parent + [$0] }.first { isBuilt($0) && hasID($0, id) }
    }

    private func ancestorSearch(from p: [Int], named id: String) -> [Int]? {
        var level = p
        while !level.isEmpty {
            level.removeLast()
            if let found = firstChild(of: level, named: id) { return found }
        }
        return nil
    }

    private func descendant(of p: [Int], named id: String) -> [Int]? {
        for i in children(of: p).indices {
            let c = p + [i]
            if isBuilt(c), hasID(c, id) { return c }
            if let found = descendant(of: c, named: id) { return found }
        }
        return nil
    }

    func box(at path: [Int]) -> ElementBox? { builder.boxes(page(at: now)).node(at: path, children: \.children) }

    /// The caret of the field being edited on the page as drawn (doc units; the field's box when
    /// its text cannot be measured): where the input method places its candidates.
    public var editingBounds: Rect? {
        guard let p = editing else { return nil }
        guard let (layout, _, box) = editLayout(p, on: unmarked(at: now)), let scroll = textEdit?.scroll else { return self.box(at: p)?.bounds }
        let m = layout.marks.caret
        let c = Rect(x: m.x - scroll.x, y: m.y - scroll.y, width: m.width, height: m.height)
        let a = box.world.project(Point(c.x, c.y)).point, b = box.world.project(Point(c.x + c.width, c.y + c.height)).point
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    // MARK: valueOf (4)

    /// The value of `v` evaluated from the originator `o`; nil when it has none.
    public func evaluate(_ v: ValueOf, from o: InteractionNode) -> InteractionValue? {
        if case .request(let r) = o, case .path(let steps) = v.property, steps.first == "params" {
            return requests.indices.contains(r) ? responseValue(requests[r], at: steps.dropFirst()) : nil
        }
        if case .path(let steps) = v.property, steps.first == "items" { return itemValue(steps.dropFirst()) }
        guard case .name(let name) = v.property else { return nil }
        switch o {
        case .list(let p):
            // Inside rowSelected only the list's selectedItem reads, whatever id is named (4.2).
            return name == "selectedItem" ? read(name, of: .element(p)) : nil
        case .timer, .request:
            // Timers and requests read from the node that started them, whatever "id" says.
            var n = o
            while n.isTransient, let p = parent(of: n) { n = p }
            return n.isTransient ? nil : read(name, of: n)
        case .page:
            guard let id = v.id, id != "*", id.caseInsensitiveCompare(page.id ?? "") != .orderedSame else { return read(name, of: .page) }
            return firstChild(of: [], named: id).flatMap { read(name, of: .element($0)) }
        case .element(let p):
            guard let id = v.id, id != "*", !hasID(p, id) else { return read(name, of: o) }
            let found = v.searchChildren ? descendant(of: p, named: id) : ancestorSearch(from: p, named: id)
            return found.flatMap { read(name, of: .element($0)) }
        }
    }

    /// A property of the page or an element (4.3).
    private func read(_ name: String, of node: InteractionNode) -> InteractionValue? {
        guard case .element(let p) = node else {
            let size = builder.settings.documentSize
            switch name {
            case "data": return .json(page.data ?? JSONNode(.string("")))
            case "x", "y", "screenX", "screenY": return .number(0)
            case "w": return .number(size.x)
            case "h": return .number(size.y)
            default: return nil
            }
        }
        guard let e = element(at: p), let s = state(of: p) else { return nil }
        switch name {
        case "text": return text(of: e, s).map { .string($0) }
        case "text.length": return text(of: e, s).map { .number(Double($0.count)) }
        case "enabled": return .bool(s.enabled)
        case "focusable": return .bool(s.focusable)
        case "data": return .json(s.data ?? e.data ?? JSONNode(.string("")))
        case "x": return box(at: p).map { .number($0.frame.origin.x) }
        case "y": return box(at: p).map { .number($0.frame.origin.y) }
        case "w": return box(at: p).map { .number($0.frame.size.x) }
        case "h": return box(at: p).map { .number($0.frame.size.y) }
        case "screenX": return box(at: p).map { .number($0.screenOrigin.x) }
        case "screenY": return box(at: p).map { .number($0.screenOrigin.y) }
        case "selectedItem": return lists[p].map { .string($0.scroller.selection.map(String.init) ?? "none") }
        default: return nil
        }
    }

    private func text(of e: Element, _ s: ElementLiveState) -> String? {
        (s.text ?? e.text)?.resolved(language: builder.settings.language, strings: page.strings)
    }
}

// MARK: get and post (3.4, 3.5)

extension PageInteraction {
    /// The requests made since the last call, for the window to run.
    public mutating func takeRequests() -> [InteractionRequest] {
        defer { outgoing.removeAll() }
        return outgoing
    }

    /// The answer to request `id` arrived at `t`: a JSON object with status 200 runs its
    /// "completion" with the object as params, anything else its "error" with {"message"}.
    public mutating func deliver(_ id: Int, _ response: InteractionResponse, time t: Double) {
        advance(to: t)
        guard requests.indices.contains(id), requests[id].open else { return }
        requests[id].open = false
        let q = requests[id].action
        let name = q.method.rawValue
        let url = requests[id].url
        switch response {
        case .failure(let reason):
            finish(id, failure: reason)
        case .response(let status, _) where status != 200:
            finish(id, error: q.method == .get ? "get \(url): HTTP status \(status)" : "post error \(status)")
        case .response(_, let body):
            let parsed = LenientJSONParser().parse(body)
            if let root = parsed.root, root.object != nil {
                finish(id, params: root, handler: q.completion, name: "completion")
            } else if let root = parsed.root {
                finish(id, error: "\(name) \(url): not a dictionary. (\(root.kindDescription))")
            } else {
                finish(id, error: "\(name) \(url): invalid JSON file \(parsed.error?.message ?? "")")
            }
        }
    }

    /// A request node under `parent`; one without a URL fails at once, inside the action list (3.4).
    fileprivate mutating func startRequest(_ q: RequestAction, parent: InteractionNode) {
        let id = requests.count
        requests.append(RunningRequest(parent: parent, action: q, open: true))
        let name = q.method.rawValue
        guard q.hasTarget else { return finish(id, error: "\(name) missing \(q.method == .get ? "source" : "target")") }
        guard let text = q.url, let location = RequestLocation.resolve(text, method: q.method, document: documentURL) else {
            return finish(id, error: "\(name) missing or invalid url")
        }
        let url = location.url.absoluteString
        requests[id].url = url
        if case .refused(_, let reason) = location { return finish(id, failure: reason) }
        guard q.method == .post else {
            outgoing.append(InteractionRequest(id: id, method: .get, url: url))
            return
        }
        let params: [(String, String)] = q.params.keys.sorted().compactMap { key in
            switch q.params[key] {
            case .value(let s)?: return (key, s)
            case .valueOf(let v)?: return evaluate(v, from: parent)?.string.map { (key, $0) }
            case nil: return nil
            }
        }
        var headers: [String: String] = [:]
        var body: [UInt8]?
        if let data = q.data {
            if let text = data.string {
                body = Array(text.utf8)
                headers["Content-Type"] = "text/plain; charset=UTF-8"
            } else if var object = data.object {
                // Top-level valueOfs are evaluated; one without a value becomes "".
                for m in object.members {
                    guard ValueOf.isExpression(m.value) else { continue }
                    let v = ValueOf.read(m.value, path: .root, log: DiagnosticLog(file: "", sourceMap: nil)).flatMap { evaluate($0, from: parent) }
                    object[m.key] = v.map(Self.node) ?? JSONNode(.string(""))
                }
                body = Array(InteractionRequest.json(JSONNode(.object(object))).utf8)
                headers["Content-Type"] = "application/json; charset=UTF-8"
            }
        }
        for (k, v) in q.headers { headers[k] = v }
        outgoing.append(InteractionRequest(id: id, method: .post, url: InteractionRequest.url(url, params: params), headers: headers, body: body))
    }

    static func node(_ v: InteractionValue) -> JSONNode {
        switch v {
        case .string(let s): return JSONNode(.string(s))
        case .number(let n): return JSONNode(.number(n))
        case .bool(let b): return JSONNode(.bool(b))
        case .json(let n): return n
        }
    }

    /// Request `id` failed for `reason`: "get <url>: reason", "post error reason" (3.4, 3.5).
    private mutating func finish(_ id: Int, failure reason: String) {
        finish(id, error: requests[id].action.method == .get ? "get \(requests[id].url): \(reason)" : "post error \(reason)")
    }

    private mutating func finish(_ id: Int, error message: String) {
        let params = JSONNode(.object(JSONObject(members: [JSONObject.Member(key: "message", keyOffset: 0, value: JSONNode(.string(message)))])))
        finish(id, params: params, handler: requests[id].action.error, name: "error")
    }

    private mutating func finish(_ id: Int, params: JSONNode, handler: EventHandler?, name: String) {
        requests[id].open = false
        requests[id].params = params
        guard let handler else { return }
        record(FiredEvent(name, .request(id), now))
        execute(handler.actions, handler: .request(id), originator: .request(id))
    }

    /// A path into a response (4.4): each step an object; a post's arrays give their first element.
    private func responseValue(_ r: RunningRequest, at steps: ArraySlice<String>) -> InteractionValue? {
        guard var node = r.params else { return nil }
        for step in steps {
            guard let next = node.object?[step] else { return nil }
            node = next
        }
        if r.action.method == .post, let a = node.array { return a.first.map { .json($0) } }
        return .json(node)
    }
}
