import CDBus
import Foundation

/// A value read from a D-Bus message: the few types the portal's answers and AT-SPI's calls hold,
/// variants unwrapped into what they contain.
indirect enum BusValue: Equatable {
    case string(String)
    case uint32(UInt32)
    case int32(Int32)
    case boolean(Bool)
    case double(Double)
    case variant(BusValue)
    /// A struct's fields, an array's elements, a dictionary entry's key and value.
    case list([BusValue])
    case unsupported

    /// The number inside, through any depth of variants (the portal's `Read` wraps its answer twice).
    var number: UInt32? {
        switch self {
        case .uint32(let value): value
        case .int32(let value): UInt32(exactly: value)
        case .variant(let inner): inner.number
        case .string, .boolean, .double, .list, .unsupported: nil
        }
    }

    /// The floating-point number inside (a whole number read as one), through any depth of variants.
    var double: Double? {
        switch self {
        case .double(let value): value
        case .uint32(let value): Double(value)
        case .int32(let value): Double(value)
        case .variant(let inner): inner.double
        case .string, .boolean, .list, .unsupported: nil
        }
    }

    /// The string inside (an object path is one).
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

/// A private connection to a D-Bus message bus through libdbus (loaded on first need), used from
/// one thread. Another thread may wake a blocked `readWrite` for good by shutting `socket` down.
final class BusConnection {
    private let connection: OpaquePointer
    /// The connection's socket.
    let socket: Int32

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the socket `$XDG_RUNTIME_DIR/bus`
    /// when there is one; nil without either. Never autolaunches a bus.
    static func sessionAddress(environment: [String: String], fileExists: (String) -> Bool = FileManager.default.fileExists) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") else { return nil }
        return "unix:path=" + escaped(runtime + "/bus")
    }

    /// A D-Bus address value: bytes other than ASCII letters, digits and `-_/.*` as `%XX`.
    static func escaped(_ value: String) -> String {
        value.utf8.map { byte in
            let c = Character(Unicode.Scalar(byte))
            return c.isASCII && (c.isLetter || c.isNumber || "-_/.*".contains(c)) ? String(c) : String(format: "%%%02X", byte)
        }.joined()
    }

    /// Connects to the bus at `address`; nil when libdbus cannot be loaded or the bus cannot be reached.
    init?(address: String) {
        guard swipe_dbus_available() != 0 else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        var socket: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &socket) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return nil
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        self.connection = connection
        self.socket = socket
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Queues a method call with string arguments, without waiting for its answer; its serial
    /// (which the answer's `replySerial` names), or nil when out of memory.
    func call(_ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: String...) -> UInt32? {
        send(destination, path, interface, method, arguments.map(BusArgument.string))
    }

    /// Queues a method call, without waiting for its answer; its serial, or nil when out of memory.
    func send(_ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [BusArgument]) -> UInt32? {
        guard let message = Self.methodCall(destination, path, interface, method, arguments) else { return nil }
        defer { dbus_message_unref(message) }
        var serial: UInt32 = 0
        return dbus_connection_send(connection, message, &serial) != 0 ? serial : nil
    }

    private static func methodCall(_ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [BusArgument]) -> OpaquePointer? {
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else { return nil }
        guard BusMessage.append(arguments, to: message) else {
            dbus_message_unref(message)
            return nil
        }
        return message
    }

    /// Says hello to the bus: the connection's unique name on it, nil when the bus refuses.
    func register() -> String? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard dbus_bus_register(connection, &error) != 0 else { return nil }
        return dbus_bus_get_unique_name(connection).map { String(cString: $0) }
    }

    /// Calls a method and waits up to `milliseconds` for its answer; nil on an error or no answer.
    /// Messages arriving meanwhile wait in the queue for `nextMessage`.
    func callAndWait(_ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [BusArgument],
                     milliseconds: Int32) -> BusMessage? {
        guard let message = Self.methodCall(destination, path, interface, method, arguments) else { return nil }
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        return dbus_connection_send_with_reply_and_block(connection, message, milliseconds, &error).map(BusMessage.init)
    }

    /// Answers `call` with `arguments`, or with the error `error` (a D-Bus error name and its text).
    func reply(to call: BusMessage, _ arguments: [BusArgument], error: (name: String, text: String)? = nil) {
        guard !call.expectsNoReply else { return }
        let made = error.map { error in call.withPointer { dbus_message_new_error($0, error.name, error.text) } } ?? call.withPointer(dbus_message_new_method_return)
        guard let message = made else { return }
        defer { dbus_message_unref(message) }
        if error == nil, !BusMessage.append(arguments, to: message) { return }
        dbus_connection_send(connection, message, nil)
    }

    /// Emits the signal `interface.member` from the object at `path`.
    func emit(path: String, _ interface: String, _ member: String, _ arguments: [BusArgument]) {
        guard let message = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(message) }
        if BusMessage.append(arguments, to: message) { dbus_connection_send(connection, message, nil) }
    }

    /// Blocks until everything queued is written.
    func flush() { dbus_connection_flush(connection) }

    /// Writes what is queued and reads what has arrived, waiting up to `milliseconds` (-1: until
    /// something happens); false once the connection is closed.
    func readWrite(milliseconds: Int32) -> Bool {
        dbus_connection_read_write(connection, milliseconds) != 0
    }

    /// The next message received, nil when none is waiting.
    func nextMessage() -> BusMessage? {
        dbus_connection_pop_message(connection).map(BusMessage.init)
    }
}

/// A message received from the bus.
final class BusMessage {
    private let message: OpaquePointer

    init(_ message: OpaquePointer) { self.message = message }
    deinit { dbus_message_unref(message) }

    var isMethodCall: Bool { dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL }
    var isMethodReturn: Bool { dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_RETURN }
    var isError: Bool { dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_ERROR }
    /// The serial of the call this message answers (0 for signals).
    var replySerial: UInt32 { dbus_message_get_reply_serial(message) }
    var errorName: String? { dbus_message_get_error_name(message).map { String(cString: $0) } }
    /// A call's object path, interface and method ("" where absent).
    var path: String { dbus_message_get_path(message).map { String(cString: $0) } ?? "" }
    var interface: String { dbus_message_get_interface(message).map { String(cString: $0) } ?? "" }
    var member: String { dbus_message_get_member(message).map { String(cString: $0) } ?? "" }
    var sender: String { dbus_message_get_sender(message).map { String(cString: $0) } ?? "" }
    var expectsNoReply: Bool { dbus_message_get_no_reply(message) != 0 }

    func withPointer<T>(_ body: (OpaquePointer) -> T) -> T { body(message) }

    /// Appends `arguments` to `message`; false when out of memory.
    static func append(_ arguments: [BusArgument], to message: OpaquePointer) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        return arguments.allSatisfy { append($0, to: &iterator) }
    }

    private static func append(_ argument: BusArgument, to iterator: inout DBusMessageIter) -> Bool {
        func basic<T>(_ type: Int32, _ value: T) -> Bool {
            var value = value
            return dbus_message_iter_append_basic(&iterator, type, &value) != 0
        }
        func text(_ type: Int32, _ string: String) -> Bool {
            string.withCString { pointer in basic(type, pointer) }
        }
        func container(_ type: Int32, _ signature: String?, _ items: [BusArgument]) -> Bool {
            var sub = DBusMessageIter()
            let opened = signature.map { signature in signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) } }
                ?? dbus_message_iter_open_container(&iterator, type, nil, &sub)
            guard opened != 0 else { return false }
            let filled = items.allSatisfy { append($0, to: &sub) }
            return dbus_message_iter_close_container(&iterator, &sub) != 0 && filled
        }
        switch argument {
        case .string(let value): return text(DBUS_TYPE_STRING, value)
        case .objectPath(let value): return text(DBUS_TYPE_OBJECT_PATH, value)
        case .int32(let value): return basic(DBUS_TYPE_INT32, value)
        case .uint32(let value): return basic(DBUS_TYPE_UINT32, value)
        case .boolean(let value): return basic(DBUS_TYPE_BOOLEAN, dbus_bool_t(value ? 1 : 0))
        case .double(let value): return basic(DBUS_TYPE_DOUBLE, value)
        case .variant(let inner): return container(DBUS_TYPE_VARIANT, inner.signature, [inner])
        case .structure(let fields): return container(DBUS_TYPE_STRUCT, nil, fields)
        case .array(let element, let items): return container(DBUS_TYPE_ARRAY, element, items)
        case .entry(let key, let value): return container(DBUS_TYPE_DICT_ENTRY, nil, [key, value])
        }
    }

    func isSignal(_ interface: String, _ member: String) -> Bool {
        dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL && dbus_message_is_signal(message, interface, member) != 0
    }

    /// The message's arguments.
    var arguments: [BusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [BusValue] = []
        repeat { values.append(Self.value(&iterator)) } while dbus_message_iter_next(&iterator) != 0
        return values
    }

    private static func value(_ iterator: inout DBusMessageIter) -> BusValue {
        switch dbus_message_iter_get_arg_type(&iterator) {
        case DBUS_TYPE_STRING, DBUS_TYPE_OBJECT_PATH:
            var text: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &text)
            return .string(text.map { String(cString: $0) } ?? "")
        case DBUS_TYPE_UINT32:
            var number: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &number)
            return .uint32(number)
        case DBUS_TYPE_INT32:
            var number: Int32 = 0
            dbus_message_iter_get_basic(&iterator, &number)
            return .int32(number)
        case DBUS_TYPE_DOUBLE:
            var number = 0.0
            dbus_message_iter_get_basic(&iterator, &number)
            return .double(number)
        case DBUS_TYPE_BOOLEAN:
            var flag: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &flag)
            return .boolean(flag != 0)
        case DBUS_TYPE_VARIANT:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .variant(value(&inner))
        case DBUS_TYPE_STRUCT, DBUS_TYPE_ARRAY, DBUS_TYPE_DICT_ENTRY:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            var items: [BusValue] = []
            while dbus_message_iter_get_arg_type(&inner) != DBUS_TYPE_INVALID {
                items.append(value(&inner))
                dbus_message_iter_next(&inner)
            }
            return .list(items)
        default:
            return .unsupported
        }
    }
}
