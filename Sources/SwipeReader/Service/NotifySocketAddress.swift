import SwipeDocument

/// Where `$NOTIFY_SOCKET` says the service manager listens: the absolute path of a datagram Unix
/// socket, or (written `@name`) a name in Linux's abstract socket namespace.
public struct NotifySocketAddress: Equatable, Sendable {
    /// The bytes of `sockaddr_un.sun_path`: the path with its terminating NUL, or a NUL followed by
    /// the abstract name (which has no terminator: its length is part of the address).
    public let pathBytes: [UInt8]

    /// The size of `sun_path` on Linux.
    public static let capacity = 108

    /// Reads the variable's value; nil for anything else (empty, a relative path, too long, or
    /// another kind of address such as systemd's `vsock:`), which the player does not write to.
    public init?(_ value: String) {
        let bytes = Array(value.utf8)
        guard !bytes.contains(0) else { return nil }
        switch bytes.first {
        case UInt8(ascii: "/"): pathBytes = bytes + [0]
        case UInt8(ascii: "@") where bytes.count > 1: pathBytes = [0] + bytes.dropFirst()
        default: return nil
        }
        guard pathBytes.count <= Self.capacity else { return nil }
    }

    /// Whether the name is in the abstract namespace (no file on disk).
    public var isAbstract: Bool { pathBytes.first == 0 }

    /// How `$NOTIFY_SOCKET` names it.
    public var name: String {
        isAbstract ? "@" + String(decoding: pathBytes.dropFirst(), as: UTF8.self) : String(decoding: pathBytes.dropLast(), as: UTF8.self)
    }
}
