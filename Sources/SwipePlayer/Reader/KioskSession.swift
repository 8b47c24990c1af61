import CSDL2
import SwipeDocument
import SwipeReader

/// Kiosk mode's SDL side: turns events into `KioskPolicy` input, keeps the cursor hidden (shown
/// for a moment when a real mouse moves), and tells the window when to leave (the exit chord, a
/// long press in the top-left corner), when to warn that it goes back to the first page, when the
/// warning ends, and when to go back (`--idle-reset`, `IdleReset`). The decisions are SwipeReader's;
/// this only adapts (the window keeps the screen on, `ScreenSaverGuard`).
public final class KioskSession {
    /// How a kiosk behaves.
    public struct Options {
        /// The chord that leaves the kiosk (Ctrl+Alt+Q by default).
        public var exitChord: KeyChord
        /// Seconds without input after which the kiosk warns that it returns to its first page,
        /// which it does `IdleReset.minimumWarning` seconds later (nil: never).
        public var idleReset: Double?

        public init(exitChord: KeyChord = .defaultExit, idleReset: Double? = nil) {
            self.exitChord = exitChord
            self.idleReset = idleReset
        }
    }

    /// What the window should do now.
    public enum Action: Equatable {
        case exit
        /// The idle warning begins, `seconds` before the reset: show it and say it.
        case warn(seconds: Int)
        /// Input ended the warning (more time granted): stop saying it.
        case warningEnded
        case resetToStart
    }

    public let options: Options
    private let context: ScreenContext
    private var corner = CornerPress()
    private(set) var idle: IdleReset?
    /// Whether the warning showing has been said (`Action.warn`).
    private var warningSaid = false
    /// Whether media held the idle time at the last `tick` (it is looked at again each second).
    private var mediaHeld = false
    private var cursor = KioskCursor()
    private var cursorShown = true
    /// An exit asked for by input, handed to the window on its next `tick`.
    private var exitRequested = false

    init(options: Options, context: ScreenContext, start: Double) {
        self.options = options
        self.context = context
        idle = options.idleReset.map { IdleReset(seconds: $0, warning: IdleReset.minimumWarning, start: start) }
        showCursor(false)
    }

    deinit {
        SDL_ShowCursor(1)
    }

    /// What becomes of `event`: `.pass` to the screen on top, `.swallow`ed, or `.exit`.
    func filter(_ event: InputEvent, at t: Double) -> KioskPolicy.Verdict {
        switch event {
        case .quit, .window(.close, _):
            return KioskPolicy.verdict(.closeRequest, chord: options.exitChord)
        case .keyDown:
            idle?.input(at: t)
            guard let key = KeyInput.chord(event) else { return .pass }
            let verdict = KioskPolicy.verdict(.key(key), chord: options.exitChord)
            if verdict == .exit { exitRequested = true }
            return verdict
        case .keyUp, .mouseButton, .wheel, .finger:
            idle?.input(at: t)
        case .mouseMotion(let m):
            idle?.input(at: t)
            cursor.mouseMoved(at: t, fromTouch: m.fromTouch)
            updateCursor(at: t)
        default:
            break
        }
        if let input = PointerInput.input(event, context: context, at: t) {
            switch input {
            case .pointerDown(let p, let time): corner.down(p, time: time, viewport: context.viewport)
            case .pointerMoved(let p, _): corner.moved(p)
            case .pointerUp(_, let time): if corner.up(time: time) { exitRequested = true }
            default: break
            }
        }
        return .pass
    }

    /// Time passed: whether to leave, warn of the reset or stop warning, or go back to the start.
    /// `mediaPlays`: the screen's sound, speech or video plays, and the idle time waits.
    /// `spokenFeedback`: spoken mode is on, and the idle time and its warning are twice as long.
    func tick(at t: Double, mediaPlays: Bool, spokenFeedback: Bool = false) -> Action? {
        updateCursor(at: t)
        idle?.spokenFeedback = spokenFeedback
        if exitRequested || corner.isComplete(at: t) { return .exit }
        mediaHeld = mediaPlays && idle != nil
        if mediaPlays { idle?.mediaPlays(at: t) }
        if idle?.shouldReset(at: t) == true {
            warningSaid = false
            return .resetToStart
        }
        let left = idle?.warns(at: t)
        switch (left, warningSaid) {
        case (let left?, false):
            warningSaid = true
            return .warn(seconds: Int(left.rounded(.up)))
        case (nil, true):
            warningSaid = false
            return .warningEnded
        default:
            return nil
        }
    }

    /// The whole seconds left before the reset, and of the whole warning, while the warning shows
    /// at `t` (nil: it does not).
    func warningSeconds(at t: Double) -> (left: Int, total: Int)? {
        guard let idle, let left = idle.secondsLeft(at: t) else { return nil }
        return (Int(left.rounded(.up)), Int(idle.warningLength.rounded(.up)))
    }

    /// When `tick` next has something to do (nil: only input can change anything): while the
    /// warning shows, when its count of seconds goes down; while media holds the idle time, a
    /// second later (to see whether it still plays).
    func nextDeadline(after t: Double) -> Double? {
        let countdown = idle?.secondsLeft(at: t).map { left in t + left - (left.rounded(.up) - 1) }
        return [corner.deadline, idle?.warningStart, idle?.deadline, countdown, mediaHeld ? t + 1 : nil, cursor.hideTime(after: t)]
            .compactMap { $0 }.filter { $0 > t }.min()
    }

    private func updateCursor(at t: Double) {
        showCursor(cursor.isVisible(at: t))
    }

    private func showCursor(_ shown: Bool) {
        guard shown != cursorShown else { return }
        cursorShown = shown
        SDL_ShowCursor(shown ? 1 : 0)
    }
}
