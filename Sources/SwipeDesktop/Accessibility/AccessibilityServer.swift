import Foundation
import SwipeDocument
import SwipeReader
#if canImport(Glibc)
import Glibc
#endif

/// The player on AT-SPI2's accessibility bus, so screen readers (Orca) can read and operate it. On
/// a thread of its own it finds the bus (`AccessibilityBusAddress`: no session bus, no
/// accessibility, silently), embeds the application with the registry, and answers every call on
/// its objects (`ATSPIResponder`) from the last snapshot of the tree the window handed over
/// (`publish`), emitting focus and children events when a new snapshot differs from the one before.
///
/// Nothing is built while nobody listens: `isWanted` is true while the session bus's
/// `org.a11y.Status` says a client listens (`AccessibilityStatus`: `IsEnabled` or
/// `ScreenReaderEnabled`, followed as they change), and from the first call of a client until the
/// status turns off; `onWake` asks the window (from the server's thread) to publish a snapshot as it
/// turns true; the first call waits for it up to half a second. `DoAction` never runs anything on the server's thread: the
/// action waits in `takeActions()` for the window's thread, and `onWake` wakes it.
///
/// Keys: while a screen reader has keystroke listeners with the registry (followed through its
/// `KeystrokeListenerRegistered`/`Deregistered` signals), `forward` hands each key to the
/// registry's device event controller and waits (a tenth of a second at most, as Qt does) for
/// whether the screen reader consumed it; with none, it returns at once.
public final class AccessibilityServer: Sendable {
    private let state = ServerState()
    private let application: String
    private let environment: [String: String]
    private let onWake: @Sendable () -> Void

    /// - Parameters:
    ///   - application: the application's name as screen readers list it.
    ///   - onWake: called on the server's thread when the window has something to do: publish a
    ///     snapshot for a new client, run an action.
    public init(application: String, environment: [String: String] = ProcessInfo.processInfo.environment, onWake: @escaping @Sendable () -> Void) {
        self.application = application
        self.environment = environment
        self.onWake = onWake
    }

    deinit { stop() }

    /// Starts the server's thread; never blocks.
    public func start() {
        guard state.begin() else { return }
        let thread = Thread { [self] in run() }
        thread.name = "swipe-player.accessibility"
        thread.start()
    }

    /// Ends the thread (it closes its connection when it wakes).
    public func stop() { state.stop() }

    /// Whether a client listens (the status on) or has asked for something: the window builds snapshots only then.
    public var isWanted: Bool { state.isWanted }

    /// Hands over the window's tree as it is now, `active` when the window has the keyboard
    /// (swapped whole; the server answers from it).
    public func publish(_ window: AccessibleNode, active: Bool) {
        state.publish(ATSPITree(application: application, window: window, active: active))
    }

    /// Hands `key` to the screen reader listening for keys, waiting up to `seconds` for its answer:
    /// true when it consumed the key (one of its own commands), which the player must then not act
    /// on. False at once while no screen reader listens for keys.
    public func forward(_ key: ATSPIKeyEvent, waiting seconds: Double = 0.1) -> Bool { state.forward(key, waiting: seconds) }

    /// The actions clients asked for since the last call, oldest first, for the window's thread to run.
    public func takeActions() -> [AccessibleAction] { state.takeActions() }

    static let registry = (destination: "org.a11y.atspi.Registry", interface: "org.a11y.atspi.Socket")
    static let keys = (path: "/org/a11y/atspi/registry/deviceeventcontroller", controller: "org.a11y.atspi.DeviceEventController",
                       listener: "org.a11y.atspi.DeviceEventListener")

    private func run() {
        defer { state.finish() }
        guard let address = AccessibilityBusAddress.find(environment: environment), let bus = BusConnection(address: address),
              let name = bus.register(), state.attach() else { return }
        let embedded = bus.callAndWait(Self.registry.destination, ATSPIPath.root, Self.registry.interface, "Embed",
                                       [.structure([.string(name), .objectPath(ATSPIPath.root)])], milliseconds: 3000)
        guard let embedded, embedded.isMethodReturn, case .list(let desktop)? = embedded.arguments.first, desktop.count == 2 else { return }
        var server = Conversation(bus: bus, name: name, desktop: (desktop[0].string ?? "", desktop[1].string ?? ATSPIPath.null),
                                  locale: environment["LC_ALL"] ?? environment["LANG"] ?? "C", state: state, onWake: onWake)
        _ = bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch",
                     "type='signal',interface='\(Self.keys.listener)'")
        server.askListeners()
        if let session = BusConnection.sessionAddress(environment: environment).flatMap(BusConnection.init(address:)), session.register() != nil {
            server.watchStatus(on: session)
        }
        server.converse()
    }
}

/// The server thread's side: the connection, the snapshot it answers from, the registry's id.
private struct Conversation {
    let bus: BusConnection
    let name: String
    let desktop: (name: String, path: String)
    let locale: String
    let state: ServerState
    let onWake: @Sendable () -> Void
    var tree: ATSPITree?
    var applicationID: Int32 = 0
    /// The keys handed to the registry, by the serial of their call.
    var keyCalls: [UInt32: Int] = [:]
    /// The pending question for the registry's keystroke listeners, and whether they changed since it was asked.
    var listenerQuery: UInt32?
    var listenersChanged = false
    /// The session bus the accessibility status is followed on, the pending `GetAll` for it, and what it says.
    var session: BusConnection?
    var statusQuery: UInt32?
    var status = AccessibilityStatus()

    init(bus: BusConnection, name: String, desktop: (name: String, path: String), locale: String, state: ServerState, onWake: @escaping @Sendable () -> Void) {
        self.bus = bus
        self.name = name
        self.desktop = desktop
        self.locale = locale
        self.state = state
        self.onWake = onWake
    }

    mutating func converse() {
        while !state.isStopping {
            // Flushing may read messages in: they are answered before the thread sleeps.
            var answered = true
            while answered {
                answered = false
                while let message = bus.nextMessage() {
                    answered = true
                    if message.isMethodCall {
                        answer(message)
                    } else if message.isMethodReturn || message.isError {
                        replied(message)
                    } else if message.isSignal(AccessibilityServer.keys.listener, "KeystrokeListenerRegistered")
                                || message.isSignal(AccessibilityServer.keys.listener, "KeystrokeListenerDeregistered") {
                        askListeners()
                    }
                }
                if let (id, key) = state.takeKey() {
                    answered = true
                    if let serial = bus.send(AccessibilityServer.registry.destination, AccessibilityServer.keys.path, AccessibilityServer.keys.controller,
                                             "NotifyListenersSync", [key.argument]) { keyCalls[serial] = id }
                }
                while let message = session?.nextMessage() {
                    answered = true
                    statusMessage(message)
                }
                take(state.published())
                bus.flush()
                session?.flush()
            }
            guard state.wait(sockets: [bus.socket] + (session.map { [$0.socket] } ?? [])), bus.readWrite(milliseconds: 0) else { return }
            if session?.readWrite(milliseconds: 0) == false { session = nil }
        }
    }

    /// Follows `org.a11y.Status` on the session bus `connection`: asks for it, and for its changes.
    mutating func watchStatus(on connection: BusConnection) {
        session = connection
        _ = connection.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch", AccessibilityStatus.match)
        let service = AccessibilityBusAddress.service
        statusQuery = connection.send(service.destination, service.path, AccessibilityStatus.properties, "GetAll", [.string(AccessibilityStatus.interface)])
    }

    /// The status's answer or change: turned on, the window is asked for a snapshot; turned off, the
    /// last one is dropped (and nothing is built until it turns on or a client asks again).
    private mutating func statusMessage(_ message: BusMessage) {
        let arguments = message.arguments
        if message.isMethodReturn || message.isError, message.replySerial == statusQuery {
            statusQuery = nil
            arguments.first.map { status.take($0) }
        } else if message.isSignal(AccessibilityStatus.properties, "PropertiesChanged"), arguments.first?.string == AccessibilityStatus.interface,
                  arguments.count > 1 {
            status.take(arguments[1])
        } else {
            return
        }
        guard state.setEnabled(status.isOn) else { return }
        if status.isOn { onWake() } else { tree = nil }
    }

    /// Asks the registry for its keystroke listeners (again once the pending question is answered).
    mutating func askListeners() {
        guard listenerQuery == nil else {
            listenersChanged = true
            return
        }
        listenerQuery = bus.send(AccessibilityServer.registry.destination, AccessibilityServer.keys.path, AccessibilityServer.keys.controller, "GetKeystrokeListeners", [])
    }

    /// The answer to a call of the server's own: the keystroke listeners, or whether a key was consumed.
    private mutating func replied(_ message: BusMessage) {
        if message.replySerial == listenerQuery {
            listenerQuery = nil
            if case .list(let listeners)? = message.arguments.first { state.setListening(!listeners.isEmpty) } else { state.setListening(false) }
            if listenersChanged {
                listenersChanged = false
                askListeners()
            }
        } else if let id = keyCalls.removeValue(forKey: message.replySerial) {
            state.keyAnswered(id, consumed: message.arguments.first == .boolean(true))
        }
    }

    /// A new snapshot: what changed is told, then calls are answered from it.
    private mutating func take(_ new: ATSPITree?) {
        guard let new else { return }
        if let tree {
            for event in ATSPIEvent.between(tree, new, busName: name) { bus.emit(path: event.path, event.interface, event.member, event.arguments) }
        }
        tree = new
    }

    private mutating func answer(_ call: BusMessage) {
        let arguments = call.arguments
        if call.member == "Set", call.path == ATSPIPath.root, arguments.count == 3, arguments[1].string == "Id", let id = arguments[2].number {
            applicationID = Int32(bitPattern: id)
            return bus.reply(to: call, [])
        }
        if state.want() { onWake() }
        if tree == nil { take(state.published(waiting: 0.5)) }
        let responder = ATSPIResponder(tree: tree ?? ATSPITree(application: "", window: AccessibleNode(id: .window, role: .window, frame: Rect(x: 0, y: 0, width: 0, height: 0))),
                                       busName: name, desktop: desktop, applicationID: applicationID, locale: locale)
        let answer = responder.answer(path: call.path, interface: call.interface, member: call.member, arguments)
        bus.reply(to: call, answer.arguments, error: answer.error.map { ($0, call.interface + "." + call.member) })
        if let action = answer.action {
            state.enqueue(action)
            onWake()
        }
    }
}

/// The server's state shared between its thread and the window's.
private final class ServerState: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = false, stopping = false, wanted = false, enabled = false
    private var tree: ATSPITree?
    private var actions: [AccessibleAction] = []
    /// Whether a screen reader listens for keys; the key waiting to be handed over, and the answer for one.
    private var listening = false
    private var lastKey = 0
    private var outgoing: (id: Int, key: ATSPIKeyEvent)?
    private var answer: (id: Int, consumed: Bool)?
    /// A pipe whose reading end wakes the server's thread.
    private var wake: [Int32] = [-1, -1]

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    var isStopping: Bool { locked { stopping } }
    var isWanted: Bool { locked { wanted || enabled } }

    func begin() -> Bool {
        locked {
            guard !started, !stopping else { return false }
            started = true
            return true
        }
    }

    /// Opens the wake pipe; false when stopping already.
    func attach() -> Bool {
        locked {
            guard !stopping, pipe(&wake) == 0 else { return false }
            _ = fcntl(wake[1], F_SETFL, O_NONBLOCK)
            return true
        }
    }

    func finish() {
        locked {
            for fd in wake where fd >= 0 { close(fd) }
            wake = [-1, -1]
        }
    }

    func stop() {
        locked {
            stopping = true
            poke()
        }
    }

    /// Marks the server wanted; true the first time.
    func want() -> Bool {
        locked {
            defer { wanted = true }
            return !wanted
        }
    }

    /// The accessibility status turned on or off; true when it changed. Turned off, a client's
    /// asking is forgotten too: one still there asks again.
    func setEnabled(_ on: Bool) -> Bool {
        locked {
            guard enabled != on else { return false }
            enabled = on
            if !on { wanted = false }
            return true
        }
    }

    func publish(_ new: ATSPITree) {
        locked {
            tree = new
            condition.broadcast()
            poke()
        }
    }

    /// The snapshot published since the last call, if any, waiting up to `seconds` for one.
    func published(waiting seconds: Double = 0) -> ATSPITree? {
        locked {
            let deadline = Date().addingTimeInterval(seconds)
            while tree == nil, !stopping, condition.wait(until: deadline) {}
            defer { tree = nil }
            return tree
        }
    }

    func setListening(_ on: Bool) { locked { listening = on } }

    /// The window's thread: hands `key` to the server's thread and waits for its answer.
    func forward(_ key: ATSPIKeyEvent, waiting seconds: Double) -> Bool {
        locked {
            guard listening, !stopping, wake[1] >= 0 else { return false }
            lastKey += 1
            let id = lastKey
            outgoing = (id, key)
            poke()
            let deadline = Date().addingTimeInterval(seconds)
            while answer?.id != id, !stopping, condition.wait(until: deadline) {}
            let consumed = answer?.id == id && answer?.consumed == true
            if outgoing?.id == id { outgoing = nil }
            answer = nil
            return consumed
        }
    }

    /// The server's thread: the key to hand over, if one waits.
    func takeKey() -> (Int, ATSPIKeyEvent)? {
        locked {
            defer { outgoing = nil }
            return outgoing
        }
    }

    func keyAnswered(_ id: Int, consumed: Bool) {
        locked {
            answer = (id, consumed)
            condition.broadcast()
        }
    }

    func enqueue(_ action: AccessibleAction) { locked { actions.append(action) } }

    func takeActions() -> [AccessibleAction] {
        locked {
            defer { actions = [] }
            return actions
        }
    }

    /// Waits until one of the buses' `sockets` has something to read or the pipe is written to; false when stopping.
    func wait(sockets: [Int32]) -> Bool {
        let pipe = locked { wake[0] }
        var fds = [pollfd(fd: pipe, events: Int16(POLLIN), revents: 0)] + sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), -1)
        if fds[0].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            _ = read(pipe, &bytes, bytes.count)
        }
        return !isStopping
    }

    /// Wakes the thread (the lock held).
    private func poke() {
        guard wake[1] >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
    }
}
