import CSDL2
import SwipeDocument
import SwipeReader

/// Kiosk mode's SDL side: turns events into `KioskPolicy` input, keeps the cursor hidden (shown
/// for a moment when a real mouse moves), and tells the window when to leave (the exit chord, a
/// long press in the top-left corner) and when to go back to the first page (`--idle-reset`). The
/// decisions are SwipeReader's; this only adapts (the window keeps the screen on, `ScreenSaverGuard`).
public final class KioskSession {
    /// How a kiosk behaves.
    public struct Options {
        /// The chord that leaves the kiosk (Ctrl+Alt+Q by default).
        public var exitChord: KeyChord
        /// Seconds without input after which the kiosk returns to its first page (nil: never).
        public var idleReset: Double?

        public init(exitChord: KeyChord = .defaultExit, idleReset: Double? = nil) {
            self.exitChord = exitChord
            self.idleReset = idleReset
        }
    }

    /// What the window should do now.
    public enum Action: Equatable {
        case exit
        case resetToStart
    }

    public let options: Options
    private let context: ScreenContext
    private var corner = CornerPress()
    private var idle: IdleReset?
    private var cursor = KioskCursor()
    private var cursorShown = true
    /// An exit asked for by input, handed to the window on its next `tick`.
    private var exitRequested = false

    init(options: Options, context: ScreenContext, start: Double) {
        self.options = options
        self.context = context
        idle = options.idleReset.map { IdleReset(seconds: $0, start: start) }
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

    /// Time passed: whether to leave or go back to the start.
    func tick(at t: Double) -> Action? {
        updateCursor(at: t)
        if exitRequested || corner.isComplete(at: t) { return .exit }
        if idle?.shouldReset(at: t) == true { return .resetToStart }
        return nil
    }

    /// When `tick` next has something to do (nil: only input can change anything).
    func nextDeadline(after t: Double) -> Double? {
        [corner.deadline, idle?.deadline, cursor.hideTime(after: t)].compactMap { $0 }.min()
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
