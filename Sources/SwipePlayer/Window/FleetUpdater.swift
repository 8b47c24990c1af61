import CSDL2
import Foundation
import SwipeCore
import SwipeNet

/// Keeps a window's document from the web current while it plays (`--update-every`): checks the
/// server on `UpdateSchedule`'s timetable on a background thread (`RemoteDocumentCheck`), keeps a
/// new version that `UpdateVerdict` accepts until the screen is at rest (`UpdateMoment`, or the
/// kiosk's idle reset) and only then shows it, keeps the last good version when the server is away
/// or sends a broken one, shows a calm waiting page until a first version is had, and reports all
/// of it in `PlayerStatus` (`StatusFiles`, standard error for the journal).
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
    private let lastGood: LastGoodDocument
    /// When the next check starts (the window's clock); nil while one runs.
    public private(set) var nextCheck: Double? = 0
    /// A new version waiting for the screen to be at rest.
    private var pending: (result: LoadResult, bytes: [UInt8], version: PlayerStatus.Version)?
    public private(set) var status: PlayerStatus
    /// The status in one line for `systemctl status`, after each check (nil before the first).
    public private(set) var serviceLine: String?
    private var lastInput: Double?
    private var lastReset = 0.0
    private var drops = FrameDrops()
    private var nextWrite = 0.0
    /// Makes the screen for a version (a document, a list); `fromStart`: on its first page, for a
    /// new version (the first one opens as the document would without updates).
    private let makeScreen: (_ result: LoadResult, _ context: ScreenContext, _ fromStart: Bool) -> Screen
    private let files: StatusFiles
    private let report: (String) -> Void
    private var random = SystemRandomNumberGenerator()
    /// Seconds between status writes while nothing else changes (uptime, the page).
    static let writeInterval = 30.0

    public init(options: Options, files: StatusFiles, makeScreen: @escaping (LoadResult, ScreenContext, Bool) -> Screen, report: @escaping (String) -> Void) {
        self.options = options
        self.files = files
        self.makeScreen = makeScreen
        self.report = report
        let cache = HTTPCache(directory: HTTPCache.defaultDirectory(environment: options.environment),
                              client: HTTPClient(connectTimeout: options.timeout, stallTimeout: options.timeout))
        check = RemoteDocumentCheck(url: options.url, cache: cache)
        lastGood = LastGoodDocument(url: options.url, environment: options.environment)
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

    /// Whether a check runs now.
    public var isChecking: Bool { nextCheck == nil }

    /// A version has been accepted and waits for the screen to be at rest.
    public var hasPending: Bool { pending != nil }

    /// Input reached the window at `t`: the screen is not at rest.
    func noticed(_ event: SDL_Event, at t: Double) {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN, SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL, SDL_FINGERDOWN, SDL_FINGERMOTION: lastInput = t
        case SDL_MOUSEMOTION where event.motion.state != 0: lastInput = t
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
        var fallback: (result: LoadResult, version: PlayerStatus.Version)?
    }

    private func start() {
        nextCheck = nil
        let check = self.check, lastGood = status.shown == nil ? self.lastGood : nil
        checks.run { Self.run(check, lastGood: lastGood) }
    }

    /// Runs `check` (on a background thread); reads the version kept in `lastGood` when the server
    /// gives none that may be shown.
    private static func run(_ check: RemoteDocumentCheck, lastGood: LastGoodDocument?) -> Checked {
        let outcome = check.run()
        guard let lastGood else { return Checked(outcome: outcome) }
        switch outcome {
        case .current(let result, _, _, _, _) where UpdateVerdict(result) == .accepted: return Checked(outcome: outcome)
        case .failed(_, let stored?, _) where UpdateVerdict(stored) == .accepted: return Checked(outcome: outcome)
        default: break
        }
        guard let kept = lastGood.load(), let result = check.read(kept.bytes), UpdateVerdict(result) == .accepted else { return Checked(outcome: outcome) }
        return Checked(outcome: outcome, fallback: (result, kept.version))
    }

    private func take(_ checked: Checked, window: PlayerWindow, at t: Double) {
        let now = Date()
        let url = options.url.absoluteString
        switch checked.outcome {
        case .current(let result, let bytes, let version, let changed, let warnings):
            for line in warnings { report(line) }
            switch UpdateVerdict(result) {
            case .rejected(let reason):
                report("swipe-player: the new version of \(url) is not shown: \(reason)")
                failed(.rejected, reason, at: now)
            case .accepted where status.shown == nil:
                succeeded(.updated, "version \(version.name) shown", at: now)
                show(result, bytes: bytes, version: version, window: window, at: t)
            case .accepted where changed || !Self.same(version, status.pending ?? status.shown):
                pending = (result, bytes, version)
                status.pending = version
                succeeded(.updated, "version \(version.name) downloaded", at: now)
            case .accepted:
                succeeded(.unchanged, nil, at: now)
            }
        case .failed(let reason, let stored, let version):
            report("swipe-player: cannot check \(url): \(reason)")
            failed(.failed, reason, at: now)
            if status.shown == nil, let stored, let version, UpdateVerdict(stored) == .accepted {
                report("swipe-player: showing the copy of \(url) downloaded \(version.fetchedAt)")
                show(stored, bytes: nil, version: version, window: window, at: t)
            }
        }
        if status.shown == nil, let (result, version) = checked.fallback {
            report("swipe-player: showing the last good version of \(url), downloaded \(version.fetchedAt)")
            show(result, bytes: nil, version: version, window: window, at: t)
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

    /// Whether two versions are the same by their validators (when they were fetched aside).
    static func same(_ a: PlayerStatus.Version, _ b: PlayerStatus.Version?) -> Bool {
        a.etag == b?.etag && a.lastModified == b?.lastModified
    }

    private func isAtRest(_ window: PlayerWindow, at t: Double) -> Bool {
        let first = window.screens.first
        let onFirstPage = (first as? DocumentScreen).map { $0.currentPage == 1 && !$0.isMoving } ?? true
        return UpdateMoment.isAtRest(onStartScreen: window.screens.count == 1, onFirstPage: onFirstPage, lastInput: lastInput, lastReset: lastReset,
                                     now: t, restAfter: options.restAfter)
    }

    private func showPending(_ window: PlayerWindow, at t: Double) {
        guard let (result, bytes, version) = pending else { return }
        pending = nil
        show(result, bytes: bytes, version: version, window: window, at: t)
    }

    /// Shows `result`, and keeps its document's `bytes` (when new) as the last good version.
    private func show(_ result: LoadResult, bytes: [UInt8]?, version: PlayerStatus.Version, window: PlayerWindow, at t: Double) {
        if let bytes { lastGood.save(bytes, version: version) }
        for d in result.diagnostics where d.severity >= .warning { report("\(d)") }
        let fromStart = status.shown != nil
        window.replaceAll { self.makeScreen(result, $0, fromStart) }
        lastReset = t
        status.showed(version, at: Date())
        status.pending = nil
    }

    private func write(_ window: PlayerWindow, at t: Double) {
        nextWrite = t + Self.writeInterval
        let shown = window.screens.first as? DocumentScreen
        status.page = status.shown == nil ? nil : (window.top as? DocumentScreen ?? shown)?.currentPage
        status.pageCount = (window.top as? DocumentScreen ?? shown)?.document.pages.count
        status.droppedFrames = drops.count
        let now = Date()
        status.updatedAt = now
        files.write(status, at: now)
    }

    /// The status files written so far are on disk.
    public func flush() { files.flush() }
}
