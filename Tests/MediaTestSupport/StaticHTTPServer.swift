import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Python's `http.server` serving a folder on 127.0.0.1, for tests of documents fetched over
/// HTTP. It answers conditional requests (`If-Modified-Since` → 304), adds `Cache-Control` to
/// every answer when given one, and logs every request with its status, which `requests` reads
/// back. Stopped when the value goes away.
public final class StaticHTTPServer {
    public let port: Int
    public let root: URL
    private let process = Process()
    private let log: URL

    /// The server: `http.server`'s handler, plus the `Cache-Control` header (argv[3]) when not empty.
    /// While the served folder holds a file `.fail`, every request fails as it says: a status
    /// code (`503`), or `drop` (the connection closes part-way through a body).
    private static let script = """
        import functools, http.server, os, sys
        class Handler(http.server.SimpleHTTPRequestHandler):
            def end_headers(self):
                if sys.argv[3]: self.send_header("Cache-Control", sys.argv[3])
                super().end_headers()
            def send_head(self):
                fail = os.path.join(sys.argv[1], ".fail")
                if not os.path.exists(fail): return super().send_head()
                mode = open(fail).read().strip()
                if mode == "drop":
                    self.send_response(200)
                    self.send_header("Content-Length", "100000")
                    self.end_headers()
                    self.wfile.write(b'{ "pages": [')
                    self.close_connection = True
                else:
                    self.send_error(int(mode))
                return None
        handler = functools.partial(Handler, directory=sys.argv[1])
        http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2])), handler).serve_forever()
        """

    /// Serves `root` on `port` (by default a free one; a server stopped and started again gives its port).
    public init(serving root: URL, cacheControl: String = "", port: Int? = nil) throws {
        self.root = root
        self.port = port ?? LocalHTTPServer.closedPort()
        log = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-http-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-c", Self.script, root.path, String(self.port), cacheControl]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.runClosingOutputFiles()
        let deadline = Date().addingTimeInterval(10)
        while !Self.answers(self.port) {
            guard process.isRunning, Date() < deadline else { throw GeneratedMedia.ToolError(description: "python3 -m http.server did not start on port \(self.port)") }
            usleep(20_000)
        }
    }

    deinit {
        // SIGKILL: a child started from a test thread inherits its blocked signals, SIGTERM among them.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }

    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// The requests served so far, as (path, status): `("/nasa/nasa000.jpg", 304)`.
    public var requests: [(path: String, status: Int)] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            // 127.0.0.1 - - [date] "GET /path HTTP/1.1" 200 -
            let quoted = line.split(separator: "\"")
            guard quoted.count >= 3 else { return nil }
            let request = quoted[1].split(separator: " ")
            let status = quoted[2].split(separator: " ").first.flatMap { Int($0) }
            guard request.count >= 2, let status else { return nil }
            return (String(request[1]), status)
        }
    }

    private static func answers(_ port: Int) -> Bool {
        let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(s) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } == 0
    }
}
