import Foundation

/// A stand-in for systemd's notification socket: a datagram Unix socket the test binds (a file in
/// a temporary folder, or an `@name` in the abstract namespace), whose messages are read with the
/// time each arrived. The player is told its name through `NOTIFY_SOCKET`.
final class NotifySocketListener {
    /// What `NOTIFY_SOCKET` is set to.
    let name: String
    private let socket: Int32
    private let folder: URL?

    /// A listener on a file in a fresh temporary folder, or (`abstract`) on a unique abstract name.
    init(abstract: Bool = false) throws {
        let id = UUID().uuidString.prefix(8)
        var path: [UInt8]
        if abstract {
            folder = nil
            name = "@swipe-test-notify-\(id)"
            path = [0] + Array(name.utf8.dropFirst())
        } else {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-notify-\(id)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            folder = dir
            name = dir.appendingPathComponent("notify").path
            path = Array(name.utf8) + [0]
        }
        socket = Foundation.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + path.count)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        guard socket >= 0, bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    deinit {
        close(socket)
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A message and when it arrived.
    struct Message {
        let text: String
        let time: Date
    }

    /// The next message, waiting at most `timeout` seconds for it.
    func next(timeout: TimeInterval) -> Message? {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, timeout) * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = recv(socket, &buffer, buffer.count, 0)
        guard n >= 0 else { return nil }
        return Message(text: String(decoding: buffer[..<n], as: UTF8.self), time: Date())
    }

    /// Messages until one satisfies `wanted` (returned last) or `timeout` seconds have passed.
    func messages(until wanted: (String) -> Bool, timeout: TimeInterval) -> [Message] {
        let deadline = Date().addingTimeInterval(timeout)
        var received: [Message] = []
        while let m = next(timeout: deadline.timeIntervalSinceNow) {
            received.append(m)
            if wanted(m.text) { break }
        }
        return received
    }

    /// Every message arriving in the next `seconds`.
    func messages(for seconds: TimeInterval) -> [Message] {
        messages(until: { _ in false }, timeout: seconds)
    }
}
