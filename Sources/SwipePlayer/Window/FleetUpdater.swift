import Foundation
import SwipeDocument
import SwipeReader
import SwipeNet

/// Keeps a window's content from the web (a document, a list and the documents its rows lead to,
/// a story) current while it plays (`--update-every`): checks the server on `UpdateSchedule`'s
/// timetable on a background thread (`RemoteDocumentCheck`), keeps a new `CheckedVersion` that
/// `UpdateVerdict` accepts until the screen is at rest (`UpdateMoment`, or the kiosk's idle reset)
/// and only then shows it, keeps the last good version when the server is away or sends a broken
/// one, shows a calm waiting page until a first version is had, opens a list's rows in the version
/// shown, and reports all of it in `PlayerStatus` (`StatusFiles`, standard error for the journal).
public final class FleetUpdater {
    public struct Options {
        public var url: URL
        /// Seconds between checks while they succeed.
        public var interval: Double
        /// Seconds without input after which the first page counts as at rest (a kiosk's `--idle-reset`).
        public var restAfter: Double
        /// Seconds a host may take to connect or stay silent.
        public var timeout: Double
        public var environment: [String: String]

        public init(url: URL, interval: Double, restAfter: Double? = nil, timeout: Double = 10, environment: [String: String] = ProcessInfo.processInfo.environment) {
            self.url = url
            self.interval = interval
            self.restAfter = restAfter ?? interval
            self.timeout = timeout
            self.environment = environment
        }
    }

    public let options: Options
    /// The check the updater runs (its cache always revalidates, and stands in when the server is away).
    private let check: RemoteDocumentCheck
    private var schedule: UpdateSchedule
    /// The quicker timetable while nothing is shown yet.
    private var waitingSchedule: UpdateSchedule
    private let checks = BackgroundResults<Checked>(label: "swipe-player.update-check")
    /// The last version shown, for a start while the server offers a broken one or none.
    private let lastGood: LastGoodVersion
    /// When the next check starts (the window's clock); nil while one runs.
    public private(set) var nextCheck: Double? = 0
    /// A new version waiting for the screen to be at rest.
    private var pending: CheckedVersion?
    /// The version on screen: its list's rows open their files in it.
    private var shown: CheckedVersion?
    public private(set) var status: PlayerStatus
    /// The status in one line for `systemctl status`, after each check (nil before the first).
    public private(set) var serviceLine: String?
    private var lastInput: Double?
    private var lastReset = 0.0
    private var drops = FrameDrops()
    private var nextWrite = 0.0
    /// Makes the screen for a file of a version (a document, a list, a story); `fromStart`: on its
    /// first page or scene, for a new version (the first one, and rows, open as without updates).
    private let makeScreen: (_ file: CheckedVersion.File, _ context: ScreenContext, _ fromStart: Bool) -> Screen
    private let files: StatusFiles
    private let report: (String) -> Void
    private var random = SystemRandomNumberGenerator()
    /// Seconds between status writes while nothing else changes (uptime, the page).
    static let writeInterval = 30.0

    public init(options: Options, files: StatusFiles, makeScreen: @escaping (CheckedVersion.File, ScreenContext, Bool) -> Screen, report: @escaping (String) -> Void) {
        self.options = options
        self.files = files
        self.makeScreen = makeScreen
        self.report = report
        let cache = HTTPCache(directory: HTTPCache.defaultDirectory(environment: options.environment),
                              client: HTTPClient(connectTimeout: options.timeout, stallTimeout: options.timeout))
        check = RemoteDocumentCheck(url: options.url, cache: cache)
        lastGood = LastGoodVersion(url: options.url, environment: options.environment)
        schedule = UpdateSchedule(interval: options.interval)
        let quick = min(10, options.interval)
        waitingSchedule = UpdateSchedule(interval: quick, maxDelay: max(quick, min(60, options.interval)))
        status = PlayerStatus(document: options.url.absoluteString, startedAt: Date())
    }

    /// The page shown until a first version is had: the theme's status page, saying only that the
    /// content is on its way (visitors see no URL and no error).
    public func waitingScreen(context: ScreenContext) -> Screen {
        StatusScreen(title: "Waiting for content", lines: ["This screen shows its content as soon as it arrives."], context: context)
    }

    /// What makes the screen for the document at `url` that a row of the list shown leads to, in
    /// the version checked with the list (nil: no row of it leads there).
    func screen(opening url: URL) -> ((ScreenContext) -> Screen)? {
        guard let file = shown?.rows[url] else { return nil }
        return { self.makeScreen(file, $0, false) }
    }

    /// Whether a check runs now.
    public var isChecking: Bool { nextCheck == nil }

    /// A version has been accepted and waits for the screen to be at rest.
    public var hasPending: Bool { pending != nil }

    /// Input reached the window at `t`: the screen is not at rest.
    func noticed(_ event: InputEvent, at t: Double) {
        switch event {
        case .keyDown, .wheel: lastInput = t
        case .mouseButton(let b) where b.down: lastInput = t
        case .finger(let f) where f.phase != .up: lastInput = t
        case .mouseMotion(let m) where m.held: lastInput = t
        default: break
        }
    }

    /// A frame was presented at `t` (`moving`: the one before showed motion).
    func framePresented(at t: Double, moving: Bool) { drops.frame(at: t, moving: moving) }

    /// Moves on at `t`: takes a finished check, starts the next one when due, shows a pending
    /// version when the window is at rest, and writes the status now and then.
    func tick(_ window: PlayerWindow, at t: Double) {
        var changed = false
        for outcome in checks.take() {
            take(outcome, window: window, at: t)
            changed = true
        }
        if let due = nextCheck, t >= due { start() }
        if pending != nil, isAtRest(window, at: t) {
            showPending(window, at: t)
            changed = true
        }
        if changed || t >= nextWrite { write(window, at: t) }
    }

    /// When `tick` next has something to do.
    func nextDeadline(after t: Double) -> Double? {
        if isChecking { return t + 0.1 }
        return [nextCheck, nextWrite, pending == nil ? nil : (lastInput ?? t) + options.restAfter].compactMap { $0 }.min()
    }

    /// The window goes back to its start (a kiosk's idle reset): a pending version is shown
    /// instead; true when it was.
    func reset(_ window: PlayerWindow, at t: Double) -> Bool {
        lastReset = t
        guard pending != nil else { return false }
        showPending(window, at: t)
        write(window, at: t)
        return true
    }

    /// A check's outcome, and while nothing is shown and the server gives no good version, the
    /// last good one kept, read again.
    struct Checked: Sendable {
        var outcome: RemoteDocumentCheck.Outcome
        var fallback: CheckedVersion?
    }

    private func start() {
        nextCheck = nil
        let check = self.check, lastGood = status.shown == nil ? self.lastGood : nil
        checks.run { Self.run(check, lastGood: lastGood) }
    }

    /// Runs `check` (on a background thread); reads the version kept in `lastGood` when the server
    /// gives none that may be shown.
    private static func run(_ check: RemoteDocumentCheck, lastGood: LastGoodVersion?) -> Checked {
        let outcome = check.run()
        guard let lastGood else { return Checked(outcome: outcome) }
        switch outcome {
        case .current(let version, _, _) where UpdateVerdict(version) == .accepted: return Checked(outcome: outcome)
        case .failed(_, let stored?) where UpdateVerdict(stored) == .accepted: return Checked(outcome: outcome)
        default: break
        }
        guard let kept = lastGood.load(), let version = check.read(kept.main, rows: kept.rows), UpdateVerdict(version) == .accepted else { return Checked(outcome: outcome) }
        return Checked(outcome: outcome, fallback: version)
    }

    private func take(_ checked: Checked, window: PlayerWindow, at t: Double) {
        let now = Date()
        let url = options.url.absoluteString
        switch checked.outcome {
        case .current(let found, let changed, let warnings):
            for line in warnings { report(line) }
            switch UpdateVerdict(found) {
            case .rejected(let reason):
                report("swipe-player: the new version of \(url) is not shown: \(reason)")
                failed(.rejected, reason, at: now)
            case .accepted where shown == nil:
                succeeded(.updated, "version \(found.version.name) shown", at: now)
                show(found, keep: true, window: window, at: t)
            case .accepted where changed || !found.sameFiles(as: pending ?? shown):
                pending = found
                status.pending = found.version
                succeeded(.updated, "version \(found.version.name) downloaded", at: now)
            case .accepted:
                succeeded(.unchanged, nil, at: now)
            }
        case .failed(let reason, let stored):
            report("swipe-player: cannot check \(url): \(reason)")
            failed(.failed, reason, at: now)
            if shown == nil, let stored, UpdateVerdict(stored) == .accepted {
                report("swipe-player: showing the copy of \(url) downloaded \(stored.version.fetchedAt)")
                show(stored, keep: false, window: window, at: t)
            }
        }
        if shown == nil, let kept = checked.fallback {
            report("swipe-player: showing the last good version of \(url), downloaded \(kept.version.fetchedAt)")
            show(kept, keep: false, window: window, at: t)
        }
        serviceLine = StatusReport.serviceLine(status)
        let waiting = status.shown == nil
        let delay = (waiting ? waitingSchedule : schedule).delay(unit: Double.random(in: 0..<1, using: &random))
        nextCheck = t + delay
        status.nextCheckAt = now.addingTimeInterval(delay)
    }

    private func succeeded(_ outcome: PlayerStatus.Outcome, _ message: String?, at now: Date) {
        if status.isFailing { report("swipe-player: \(options.url.absoluteString) answers again") }
        status.checked(outcome, message: message, at: now)
        schedule.succeeded()
        waitingSchedule.succeeded()
    }

    private func failed(_ outcome: PlayerStatus.Outcome, _ message: String, at now: Date) {
        status.checked(outcome, message: message, at: now)
        schedule.failed()
        waitingSchedule.failed()
    }

    private func isAtRest(_ window: PlayerWindow, at t: Double) -> Bool {
        let onFirstPage: Bool
        switch window.screens.first {
        case let document as DocumentScreen: onFirstPage = document.currentPage == 1 && !document.isMoving
        case let story as StoryScreen: onFirstPage = story.navigator.current == 0
        default: onFirstPage = true
        }
        return UpdateMoment.isAtRest(onStartScreen: window.screens.count == 1, onFirstPage: onFirstPage, lastInput: lastInput, lastReset: lastReset,
                                     now: t, restAfter: options.restAfter)
    }

    private func showPending(_ window: PlayerWindow, at t: Double) {
        guard let version = pending else { return }
        pending = nil
        show(version, keep: true, window: window, at: t)
    }

    /// Shows `next`, and (`keep`: when it came from the server) keeps it as the last good one.
    private func show(_ next: CheckedVersion, keep: Bool, window: PlayerWindow, at t: Double) {
        if keep { lastGood.save(next) }
        for file in [next.main] + next.rows.values.sorted(by: { $0.download.url.absoluteString < $1.download.url.absoluteString }) {
            for d in file.content.diagnostics where d.severity >= .warning { report("\(d)") }
        }
        let fromStart = shown != nil
        shown = next
        window.replaceAll { self.makeScreen(next.main, $0, fromStart) }
        lastReset = t
        status.showed(next.version, at: Date())
        status.pending = nil
    }

    private func write(_ window: PlayerWindow, at t: Double) {
        nextWrite = t + Self.writeInterval
        let reader = [window.top, window.screens.first].lazy.compactMap { $0.flatMap { Self.position(of: $0) } }.first
        status.page = status.shown == nil ? nil : reader?.page
        status.pageCount = reader?.count
        status.droppedFrames = drops.count
        let now = Date()
        status.updatedAt = now
        files.write(status, at: now)
    }

    /// The page (from 1) a reader screen shows, and of how many: a document's page, a story's scene.
    private static func position(of screen: Screen) -> (page: Int, count: Int)? {
        switch screen {
        case let document as DocumentScreen: return (document.currentPage, document.document.pages.count)
        case let story as StoryScreen: return (story.navigator.current + 1, story.story.scenes.count)
        default: return nil
        }
    }

    /// The status files written so far are on disk.
    public func flush() { files.flush() }
}
