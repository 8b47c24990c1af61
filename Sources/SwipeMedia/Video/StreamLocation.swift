import CFFmpeg
import Foundation
import SwipeDocument

/// Where a stream really is: radios are often linked through an `.m3u` or `.pls` playlist, which
/// is fetched (through FFmpeg's network input, under the same deadline as everything else) and
/// read for the first stream it lists. HLS playlists and plain streams go to FFmpeg as they are.
enum StreamLocation {
    /// The location to open for `location`.
    static func resolve(_ location: String, timeout: Double, interrupt: InterruptDeadline) throws -> String {
        guard let url = URL(string: location), StreamPlaylist.isPlaylist(url) else { return location }
        let text = try fetch(location, timeout: timeout, interrupt: interrupt)
        if StreamPlaylist.isHLS(text) { return location }
        guard let first = StreamPlaylist.entries(in: text, base: url).first else {
            throw MediaError("\(location): the playlist lists no stream")
        }
        return first.isFileURL ? first.path : first.absoluteString
    }

    /// The first 64 KiB of a playlist.
    private static func fetch(_ location: String, timeout: Double, interrupt: InterruptDeadline) throws -> String {
        try MediaReader.loadLibraries()
        interrupt.arm(timeout)
        var context: UnsafeMutablePointer<AVIOContext>?
        var callback = interrupt.callback
        var options: OpaquePointer?
        av_dict_set(&options, "rw_timeout", String(Int(timeout * 1_000_000)), 0)
        let opened = avio_open2(&context, location, AVIO_FLAG_READ, &callback, &options)
        av_dict_free(&options)
        guard opened >= 0, let io = context else {
            throw MediaError(interrupt.expired ? "\(location): no answer (timed out)" : "\(location): cannot open the playlist")
        }
        defer { avio_closep(&context) }
        var bytes = [UInt8](repeating: 0, count: 64 << 10)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeMutableBufferPointer { avio_read(io, $0.baseAddress! + total, Int32($0.count - total)) }
            if n <= 0 { break }
            total += Int(n)
        }
        if total == 0, interrupt.expired { throw MediaError("\(location): no answer (timed out)") }
        return String(decoding: bytes.prefix(total), as: UTF8.self)
    }
}
