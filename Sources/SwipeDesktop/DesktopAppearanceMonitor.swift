import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Follows the desktop's light/dark preference, for `--appearance auto`: on a thread of its own it
/// asks the freedesktop settings portal on the session bus once (`ReadOne`, or an older portal's
/// `Read`), then listens for its `SettingChanged` signals, so a change on the desktop reaches the
/// player live. Nothing here blocks the caller: `start()` only starts the thread, and until the
/// portal answers `current` is the fallback.
///
/// Where the portal cannot answer (libdbus missing, no session bus, no portal on it, an error, no
/// answer within `replyTimeout`), the preference is the fallback read from the environment
/// (`DesktopColorScheme(environment:)`: `GTK_THEME`, else no preference). An answer arriving after
/// the timeout still counts, as does every later signal.
///
/// `onChange` is called on the monitor's thread: once with the first answer (the portal's, or the
/// fallback), then whenever the preference changes. `stop()` wakes the thread and waits for it to
/// end (not when called from `onChange`; at most a second), so after it returns `onChange` is not
/// called again; it must not be called while holding something `onChange` waits for.
public final class DesktopAppearanceMonitor: Sendable {
    private let state: MonitorState
    private let listener: Listener

    /// - Parameters:
    ///   - environment: where the session bus's address (`DBUS_SESSION_BUS_ADDRESS`, else
    ///     `$XDG_RUNTIME_DIR/bus`) and the fallback (`GTK_THEME`) are read.
    ///   - replyTimeout: seconds the portal has to answer before the fallback is reported.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, replyTimeout: Double = 0.5,
                onChange: @escaping @Sendable (DesktopColorScheme) -> Void) {
        let fallback = DesktopColorScheme(environment: environment)
        state = MonitorState(fallback)
        listener = Listener(state: state, environment: environment, replyTimeout: replyTimeout, fallback: fallback, onChange: onChange)
    }

    deinit { stop() }

    /// The preference as last known: the fallback until the portal answers.
    public var current: DesktopColorScheme { state.current }

    /// Starts the thread (once: a stopped monitor does not start again).
    public func start() {
        guard state.begin() else { return }
        let listener = listener
        let thread = Thread { listener.run() }
        thread.name = "swipe-player.appearance"
        thread.start()
    }

    /// Ends the thread promptly: its connection is shut down, which wakes it wherever it waits.
    public func stop() { state.stop() }
}

/// What the monitor's thread does.
private struct Listener: Sendable {
    let state: MonitorState
    let environment: [String: String]
    let replyTimeout: Double
    let fallback: DesktopColorScheme
    let onChange: @Sendable (DesktopColorScheme) -> Void

    private static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"

    func run() {
        state.enter()
        if let address = BusConnection.sessionAddress(environment: environment), let bus = BusConnection(address: address) {
            withExtendedLifetime(bus) {
                guard state.attach(bus.socket) else { return }
                converse(bus)
                state.detach()
            }
        }
        if !state.isAnswered { tell(fallback) }
        state.finish()
    }

    /// Asks the portal, then passes on its signals until the connection closes or is shut down.
    private func converse(_ bus: BusConnection) {
        let portal = PortalSettings.self
        _ = bus.call(portal.bus.destination, portal.bus.path, portal.bus.interface, "Hello")
        _ = bus.call(portal.bus.destination, portal.bus.path, portal.bus.interface, "AddMatch", portal.matchRule)
        var pending = bus.call(portal.destination, portal.path, portal.interface, "ReadOne", portal.namespace, portal.key)
        var triedRead = false
        let deadline = DispatchTime.now() + replyTimeout
        while !state.isStopping {
            guard bus.readWrite(milliseconds: state.isAnswered ? -1 : Self.milliseconds(until: deadline)) else { return }
            while let message = bus.nextMessage() {
                if let serial = pending, message.replySerial == serial {
                    if message.isError, message.errorName == Self.unknownMethod, !triedRead {
                        triedRead = true
                        pending = bus.call(portal.destination, portal.path, portal.interface, "Read", portal.namespace, portal.key)
                        continue
                    }
                    pending = nil
                    tell((message.isMethodReturn ? portal.colorScheme(reply: message.arguments) : nil) ?? fallback)
                } else if message.isSignal(portal.interface, "SettingChanged"),
                          let scheme = portal.colorScheme(settingChanged: message.arguments) {
                    tell(scheme)
                }
            }
            if !state.isAnswered, DispatchTime.now() >= deadline { tell(fallback) }
        }
    }

    private func tell(_ scheme: DesktopColorScheme) {
        if state.answer(scheme) { onChange(scheme) }
    }

    private static func milliseconds(until deadline: DispatchTime) -> Int32 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return 0 }
        return Int32(clamping: (deadline.uptimeNanoseconds - now + 999_999) / 1_000_000)
    }
}

/// The monitor's state, shared with its thread.
private final class MonitorState: @unchecked Sendable {
    private let condition = NSCondition()
    private var scheme: DesktopColorScheme
    private var answered = false
    private var started = false
    private var running = false
    private var stopping = false
    private var thread: pthread_t?
    private var socket: Int32 = -1

    init(_ scheme: DesktopColorScheme) { self.scheme = scheme }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    var current: DesktopColorScheme { locked { scheme } }
    var isAnswered: Bool { locked { answered } }
    var isStopping: Bool { locked { stopping } }

    /// Whether the thread should start: not started before, not stopped.
    func begin() -> Bool {
        locked {
            guard !started, !stopping else { return false }
            started = true
            running = true
            return true
        }
    }

    /// The thread says which it is (so that `stop()` from `onChange` does not wait for itself).
    func enter() { locked { thread = pthread_self() } }

    /// The thread's connection, for `stop()` to shut down; false when stopping already.
    func attach(_ socket: Int32) -> Bool {
        locked {
            guard !stopping else { return false }
            self.socket = socket
            return true
        }
    }

    /// The connection is about to be closed: its socket is no longer `stop()`'s to shut down.
    func detach() { locked { socket = -1 } }

    func finish() {
        locked {
            running = false
            condition.broadcast()
        }
    }

    /// Records an answer; whether to tell it: the first one, or a change, and not stopping.
    func answer(_ new: DesktopColorScheme) -> Bool {
        locked {
            let tell = !stopping && (!answered || new != scheme)
            scheme = new
            answered = true
            return tell
        }
    }

    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        if socket >= 0 { shutdown(socket, Int32(SHUT_RDWR)) }
        if let thread, pthread_equal(thread, pthread_self()) != 0 { return }
        // Bounded, for a thread stuck where shutting the socket down cannot reach: in connect(2)
        // to a bus whose backlog is full. It tells nothing more once stopping.
        let deadline = Date().addingTimeInterval(1)
        while running, condition.wait(until: deadline) {}
    }
}
