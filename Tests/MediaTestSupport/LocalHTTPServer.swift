import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 for tests of network streams: it serves files by path (as an
/// endless-looking stream, without a length, like a radio), or accepts connections and never
/// answers (`silent`). Stopped when the value goes away.
public final class LocalHTTPServer: @unchecked Sendable {
    public let port: Int
    private let socket: Int32
    private let connections = Connections()

    /// `files` maps request paths ("/radio.mp3") to a content type and bytes.
    public init(files: [String: (contentType: String, data: Data)] = [:], silent: Bool = false) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(socket, 8) == 0 else { throw GeneratedMedia.ToolError(description: "cannot listen on 127.0.0.1") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.socket = socket
        // The threads hold what they need, not the server, so it stops when it goes away.
        let connections = self.connections
        Thread {
            while true {
                let client = accept(socket, nil, nil)
                guard client >= 0, connections.add(client) else { return }
                if !silent { Thread { Self.serve(client, files) }.start() }
            }
        }.start()
    }

    deinit {
        connections.closeAll()
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// How many connections were accepted so far.
    public var connectionCount: Int { connections.count }

    /// A port on which nothing listens (taken and released at once).
    public static func closedPort() -> Int {
        let s = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(s) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(s, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func serve(_ client: Int32, _ files: [String: (contentType: String, data: Data)]) {
        var request = [UInt8](repeating: 0, count: 4096)
        let n = recv(client, &request, request.count, 0)
        guard n > 0 else { return }
        let line = String(decoding: request.prefix(n), as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        guard let file = files[path] else {
            _ = send(client, "HTTP/1.0 404 Not Found\r\n\r\n", 26, Int32(MSG_NOSIGNAL))
            close(client)
            return
        }
        let header = "HTTP/1.0 200 OK\r\nContent-Type: \(file.contentType)\r\nConnection: close\r\n\r\n"
        _ = header.withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        _ = file.data.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(client, Int32(SHUT_WR))
    }
}

/// The server's open connections, closed together when it stops.
private final class Connections: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [Int32] = []
    private var stopped = false
    private var accepted = 0

    /// Records a new connection; false (and closes it) once the server stopped.
    func add(_ client: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        accepted += 1
        if stopped { close(client) }
        else { open.append(client) }
        return !stopped
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return accepted
    }

    func closeAll() {
        lock.lock()
        stopped = true
        let all = open
        open.removeAll()
        lock.unlock()
        for c in all { shutdown(c, Int32(SHUT_RDWR)) }
    }
}
