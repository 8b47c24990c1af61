import CDBus
import Foundation

/// A value read from a D-Bus message: the few types the portal's answers hold, variants unwrapped
/// into what they contain.
indirect enum BusValue: Equatable {
    case string(String)
    case uint32(UInt32)
    case int32(Int32)
    case variant(BusValue)
    case unsupported

    /// The number inside, through any depth of variants (the portal's `Read` wraps its answer twice).
    var number: UInt32? {
        switch self {
        case .uint32(let value): value
        case .int32(let value): UInt32(exactly: value)
        case .variant(let inner): inner.number
        case .string, .unsupported: nil
        }
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
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else { return nil }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments {
            let appended = argument.withCString { text in
                var pointer: UnsafePointer<CChar>? = text
                return dbus_message_iter_append_basic(&iterator, DBUS_TYPE_STRING, &pointer)
            }
            guard appended != 0 else { return nil }
        }
        var serial: UInt32 = 0
        return dbus_connection_send(connection, message, &serial) != 0 ? serial : nil
    }

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

    var isMethodReturn: Bool { dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_RETURN }
    var isError: Bool { dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_ERROR }
    /// The serial of the call this message answers (0 for signals).
    var replySerial: UInt32 { dbus_message_get_reply_serial(message) }
    var errorName: String? { dbus_message_get_error_name(message).map { String(cString: $0) } }

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
        case DBUS_TYPE_STRING:
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
        case DBUS_TYPE_VARIANT:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .variant(value(&inner))
        default:
            return .unsupported
        }
    }
}
