import CCurl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// GET requests through libcurl (loaded on first use): redirects followed (a few, http and https
/// only), extra request headers (for conditional requests), a connect timeout and a stall timeout,
/// progress, cancellation. `get` blocks until the transfer ends: call it on a background thread.
public struct HTTPClient: Sendable {
    /// Where the body goes.
    public enum Destination: Sendable {
        case memory
        /// Written to this file (created or truncated).
        case file(URL)
    }

    /// Seconds to wait for a connection.
    public var connectTimeout: Double
    /// Seconds without a byte after which the transfer gives up (a server that accepts but never answers).
    public var stallTimeout: Double
    public var maxRedirects: Int

    public init(connectTimeout: Double = 10, stallTimeout: Double = 15, maxRedirects: Int = 5) {
        (self.connectTimeout, self.stallTimeout, self.maxRedirects) = (connectTimeout, stallTimeout, maxRedirects)
    }

    /// Loads libcurl and initialises it, once; the reason when that failed.
    private static let unavailable: String? = {
        guard swipe_curl_available() != 0 else { return "cannot load libcurl (\(String(cString: swipe_curl_error())))" }
        let code = curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        return code == CURLE_OK ? nil : "cannot start libcurl: \(String(cString: curl_easy_strerror(code)))"
    }()

    /// Fetches `url`. `progress` gets (bytes received, total when known) on this thread as data
    /// arrives. Any status is a response; only a transfer that produced none is an error.
    public func get(_ url: URL, headers: [String: String] = [:], to destination: Destination = .memory,
                    cancellation: Cancellation? = nil, progress: ((Int64, Int64?) -> Void)? = nil) -> Result<HTTPResponse, HTTPError> {
        transfer(url, headers: headers, body: nil, to: destination, cancellation: cancellation, progress: progress)
    }

    /// Sends `body` to `url` with a POST (an interactive document's `post` action); the answer as `get`'s.
    public func post(_ url: URL, headers: [String: String] = [:], body: [UInt8], cancellation: Cancellation? = nil) -> Result<HTTPResponse, HTTPError> {
        transfer(url, headers: headers, body: body, to: .memory, cancellation: cancellation, progress: nil)
    }

    private func transfer(_ url: URL, headers: [String: String], body: [UInt8]?, to destination: Destination,
                          cancellation: Cancellation?, progress: ((Int64, Int64?) -> Void)?) -> Result<HTTPResponse, HTTPError> {
        if let reason = Self.unavailable { return .failure(HTTPError(.other, reason)) }
        guard let curl = curl_easy_init() else { return .failure(HTTPError(.other, "cannot start a transfer")) }
        defer { curl_easy_cleanup(curl) }
        var file: UnsafeMutablePointer<FILE>?
        if case .file(let target) = destination {
            guard let f = fopen(target.path, "wb") else {
                return .failure(HTTPError(.other, "cannot write \(target.path): \(String(cString: strerror(errno)))"))
            }
            file = f
        }
        defer { if let file { fclose(file) } }
        let transfer = CurlTransfer(file: file, stallTimeout: stallTimeout, cancellation: cancellation, progress: progress)
        var requestHeaders: UnsafeMutablePointer<curl_slist>?
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { requestHeaders = curl_slist_append(requestHeaders, "\(name): \(value)") }
        defer { curl_slist_free_all(requestHeaders) }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE))

        let code: CURLcode = withExtendedLifetime(transfer) {
            errorBuffer.withUnsafeMutableBufferPointer { buffer in
                swipe_curl_setopt_string(curl, CURLOPT_URL, url.absoluteString)
                swipe_curl_setopt_long(curl, CURLOPT_NOSIGNAL, 1)
                swipe_curl_setopt_long(curl, CURLOPT_FOLLOWLOCATION, 1)
                swipe_curl_setopt_long(curl, CURLOPT_MAXREDIRS, maxRedirects)
                swipe_curl_setopt_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
                swipe_curl_setopt_string(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
                swipe_curl_setopt_long(curl, CURLOPT_CONNECTTIMEOUT_MS, Int(connectTimeout * 1000))
                swipe_curl_setopt_string(curl, CURLOPT_ACCEPT_ENCODING, "")
                swipe_curl_setopt_string(curl, CURLOPT_USERAGENT, "swipe-player")
                swipe_curl_setopt_pointer(curl, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(requestHeaders))
                swipe_curl_setopt_pointer(curl, CURLOPT_ERRORBUFFER, buffer.baseAddress)
                if let body {
                    // The size first, so that libcurl copies exactly the body.
                    swipe_curl_setopt_long(curl, CURLOPT_POSTFIELDSIZE, body.count)
                    swipe_curl_setopt_string(curl, CURLOPT_COPYPOSTFIELDS, String(decoding: body, as: UTF8.self))
                }
                transfer.install(on: curl, context: Unmanaged.passUnretained(transfer).toOpaque())
                return curl_easy_perform(curl)
            }
        }
        if code == CURLE_OK {
            return .success(HTTPResponse(status: transfer.status, reason: transfer.reason, headers: transfer.headers, body: transfer.body))
        }
        let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .failure(error(code, url: url, detail: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail, transfer: transfer, curl: curl))
    }

    /// A readable reason for a failed transfer.
    private func error(_ code: CURLcode, url: URL, detail: String, transfer: CurlTransfer, curl: UnsafeMutableRawPointer) -> HTTPError {
        let host = url.host ?? url.absoluteString
        switch code {
        case CURLE_ABORTED_BY_CALLBACK where transfer.stalled:
            return HTTPError(.network, "timed out after \(Self.seconds(stallTimeout)) s")
        case CURLE_ABORTED_BY_CALLBACK where transfer.isCancelled:
            return HTTPError(.cancelled, "cancelled")
        case CURLE_OPERATION_TIMEDOUT:
            return HTTPError(.network, "timed out after \(Self.seconds(connectTimeout)) s")
        case CURLE_COULDNT_RESOLVE_HOST:
            return HTTPError(.network, "cannot reach \(host): no such host")
        case CURLE_COULDNT_CONNECT:
            var number = 0
            swipe_curl_getinfo_long(curl, CURLINFO_OS_ERRNO, &number)
            let reason = number == 0 ? detail : String(cString: strerror(Int32(number))).lowercased()
            return HTTPError(.network, "cannot reach \(host): \(reason)")
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_SSL_CONNECT_ERROR:
            return HTTPError(.network, "connection to \(host) failed: \(detail)")
        case CURLE_WRITE_ERROR where transfer.writeFailed:
            return HTTPError(.other, "cannot write the download: \(String(cString: strerror(errno)))")
        case CURLE_TOO_MANY_REDIRECTS:
            return HTTPError(.other, "more than \(maxRedirects) redirects")
        default:
            return HTTPError(.other, detail)
        }
    }

    /// 10 → "10", 1.5 → "1.5".
    static func seconds(_ t: Double) -> String { String(format: "%g", t) }
}
