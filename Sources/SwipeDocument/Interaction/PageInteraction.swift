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

    struct Job {
        var time: Double
        var serial: Int
        var work: Work
    }

    var queue: [Job] = []
    /// The gets and posts made, by number (`InteractionNode.request`).
    var requests: [RunningRequest] = []
    /// Requests made and not yet taken by `takeRequests()`.
    public internal(set) var outgoing: [InteractionRequest] = []
    /// Web pictures asked for and not yet taken by `takePictureRequests()`.
    var outgoingPictures: [PictureRequest] = []
    /// The element each picture request is for, by request id.
    var pictureTargets: [[Int]] = []
    private var serial = 0
    /// The timers started, by number (`InteractionNode.timer`).
    var timers: [RunningTimer] = []
    /// Elements built so far while the page is being built (nil once it is complete): searches from
    /// load handlers find only those (2.3).
    var built: Set<[Int]>?
    /// A single tap waiting for a second one.
    var pendingTap: (node: InteractionNode, time: Double, job: Int)?
    /// The element with keyboard focus, if any.
    public internal(set) var focused: [Int]?
    /// The text field or text area being typed into, if any.
    public internal(set) var editing: [Int]?
    /// Its text, caret, selection and composition.
    public internal(set) var textEdit: TextEdit? {
        didSet {
            // An edit, a caret move or a new selection shows the caret at once (its scroll does not).
            var old = oldValue, new = textEdit
            old?.scroll = .zero
            new?.scroll = .zero
            if old != new { caretBlink.reset(at: now) }
        }
    }
    /// When the field being edited was last tapped (a second tap soon after selects a word).
    var fieldTap: Double?
    /// How far the wheel moved the text of fields not being edited, by path: such a field shows
    /// its text as when edited (`TextEditLayout`), moved by that much.
    public internal(set) var textScrolls: [[Int]: Point] = [:]
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

    // MARK: The job queue

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

    /// Runs the queued job numbered `serial`.
    mutating func perform(_ work: Work, serial: Int) {
        switch work {
        case .pageLoad:
            run("load", on: .page)
        case .singleTap(let node):
            if pendingTap?.job == serial { pendingTap = nil }
            singleTap(node)
        case .tick(let i):
            tick(timer: i)
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

    /// Adds an event that ran to `fired`, the oldest half dropped once it is full.
    mutating func record(_ event: FiredEvent) {
        if fired.count >= Self.firedLimit { fired.removeFirst(fired.count - Self.firedLimit / 2) }
        fired.append(event)
    }
}
