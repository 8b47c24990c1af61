import Foundation
import SwipeDocument
import SwipeReader

/// The player's side of systemd's notification protocol, written directly (no libsystemd): each
/// `ServiceNotification` one datagram on a Unix socket to `$NOTIFY_SOCKET`. The window says it is
/// ready once its first frame is on screen, pings the watchdog from its frame loop when
/// `$WATCHDOG_USEC` asks for it (a hung loop stops the pings, and systemd restarts the service),
/// and says it is stopping when it leaves in order. Sending never waits; a failure is said once.
public final class ServiceNotifier {
    /// Where the service manager listens.
    public let address: NotifySocketAddress
    private let socket: Int32
    private var watchdog: WatchdogSchedule?
    private var sentReady = false
    private let warn: (String) -> Void
    private var warned = false
    /// SIGTERM and SIGINT, while `notifyOnTermination` watches them.
    private var terminations: [DispatchSourceSignal] = []

    /// The notifier `environment` asks for: nil when `NOTIFY_SOCKET` is unset (the player is not
    /// a notifying service) or names nothing this can write to, which is said through `warn`.
    public init?(environment: [String: String], warn: @escaping (String) -> Void) {
        guard let value = environment["NOTIFY_SOCKET"] else { return nil }
        guard let address = NotifySocketAddress(value) else {
            warn("NOTIFY_SOCKET=\(value) is neither a socket's absolute path nor an @name: the service manager is not notified")
            return nil
        }
        let fd = Foundation.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else {
            warn("cannot notify the service manager: \(String(cString: strerror(errno)))")
            return nil
        }
        self.address = address
        socket = fd
        self.warn = warn
        watchdog = WatchdogSchedule(environment: environment, pid: getpid())
    }

    /// The variables of systemd's protocol, which are the player's alone: the service manager
    /// believes what any process with `NOTIFY_SOCKET` sends it.
    static let environmentNames = ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"]

    /// The notifier this process's environment asks for, with `environmentNames` then taken out of
    /// the environment (as `sd_notify`'s `unset_environment` does), so that no child the player
    /// starts, nor one a library starts for it, can say the player is ready or alive. Called
    /// first thing, before other threads read the environment.
    public static func takenFromEnvironment(warn: @escaping (String) -> Void) -> ServiceNotifier? {
        let notifier = ServiceNotifier(environment: ProcessInfo.processInfo.environment, warn: warn)
        for name in environmentNames { unsetenv(name) }
        return notifier
    }

    deinit {
        for source in terminations { source.cancel() }
        close(socket)
    }

    /// Sends `notification` to the service manager.
    public func send(_ notification: ServiceNotification) {
        guard !Self.send(notification, on: socket, to: address), !warned else { return }
        warned = true
        warn("cannot notify the service manager at \(address.name): \(String(cString: strerror(errno)))")
    }

    /// Sends `notification` on `socket` to `address`; false when it could not be sent (`errno` says why).
    private static func send(_ notification: ServiceNotification, on socket: Int32, to address: NotifySocketAddress) -> Bool {
        var target = sockaddr_un()
        target.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &target.sun_path) { $0.copyBytes(from: address.pathBytes) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + address.pathBytes.count)
        let text = Array(notification.text.utf8)
        return withUnsafePointer(to: &target) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(socket, text, text.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL), $0, length) == text.count
            }
        }
    }

    /// `READY=1` with `status`, the first time only.
    public func ready(status: String) {
        guard !sentReady else { return }
        sentReady = true
        send(.ready(status: status))
    }

    /// Pings the watchdog when a ping is due at `t` (seconds on the window's clock).
    public func tick(at t: Double) {
        guard watchdog?.isDue(at: t) == true else { return }
        watchdog?.pinged(at: t)
        send(.watchdog)
    }

    /// When the watchdog next wants a ping (nil: there is no watchdog): a deadline the window's
    /// loop wakes for while nothing moves.
    public func nextDeadline(after t: Double) -> Double? {
        watchdog?.nextPing(after: t)
    }

    /// Makes SIGTERM and SIGINT say `STOPPING=1` before they end the player as they would have
    /// (killed by the signal), for a kiosk, where SDL leaves them their default. They are read
    /// from a queue of their own, never in a signal handler, so the window's loop may be hung.
    public func notifyOnTermination() {
        for number in [SIGTERM, SIGINT] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [socket, address] in
                _ = Self.send(.stopping, on: socket, to: address)
                signal(number, SIG_DFL)
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, number)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(number)
            }
            source.resume()
            terminations.append(source)
        }
    }
}
