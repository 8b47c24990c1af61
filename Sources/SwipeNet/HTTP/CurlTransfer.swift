import CCurl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The state of one libcurl transfer its C callbacks reach through their context pointer: the
/// response headers as they arrive, the body (in memory or into a file), progress, cancellation
/// and the stall clock.
final class CurlTransfer {
    var status = 0
    var reason = ""
    var headers: [String: String] = [:]
    var body = Data()
    private let file: UnsafeMutablePointer<FILE>?
    private(set) var writeFailed = false
    private(set) var stalled = false
    private let stallTimeout: Double
    private let cancellation: Cancellation?
    private let progress: ((Int64, Int64?) -> Void)?
    private var received: Int64 = -1
    private var lastChange = DispatchTime.now()

    init(file: UnsafeMutablePointer<FILE>?, stallTimeout: Double, cancellation: Cancellation?, progress: ((Int64, Int64?) -> Void)?) {
        self.file = file
        self.stallTimeout = stallTimeout
        self.cancellation = cancellation
        self.progress = progress
    }

    var isCancelled: Bool { cancellation?.isCancelled ?? false }

    /// Installs the callbacks on `curl`, with `context` (this transfer, unretained) as their data.
    func install(on curl: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer) {
        swipe_curl_setopt_data_callback(curl, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().write(data, size * count)
        }
        swipe_curl_setopt_pointer(curl, CURLOPT_WRITEDATA, context)
        swipe_curl_setopt_data_callback(curl, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().header(data, size * count)
        }
        swipe_curl_setopt_pointer(curl, CURLOPT_HEADERDATA, context)
        swipe_curl_setopt_progress_callback(curl, CURLOPT_XFERINFOFUNCTION) { context, total, now, _, _ in
            Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().progressed(Int64(now), Int64(total))
        }
        swipe_curl_setopt_pointer(curl, CURLOPT_XFERINFODATA, context)
        swipe_curl_setopt_long(curl, CURLOPT_NOPROGRESS, 0)
    }

    private func write(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return 0 }
        if let file {
            let written = fwrite(data, 1, count, file)
            if written != count { writeFailed = true }
            return written
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    /// One header line; a status line starts a new response (after a redirect or a 100 Continue).
    private func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return 0 }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            reason = parts.count > 2 ? String(parts[2]) : ""
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return count
    }

    /// Nonzero stops the transfer: cancelled, or no new byte for `stallTimeout` seconds.
    private func progressed(_ now: Int64, _ total: Int64) -> Int32 {
        if isCancelled { return 1 }
        let clock = DispatchTime.now()
        if now != received {
            received = now
            lastChange = clock
            progress?(now, total > 0 ? total : nil)
        } else if Double(clock.uptimeNanoseconds - lastChange.uptimeNanoseconds) / 1e9 > stallTimeout {
            stalled = true
            return 1
        }
        return 0
    }
}
