import CFFmpeg
import Foundation
import SwipeMedia

/// Writes a movie with FFmpeg's libraries (loaded on first need, see CFFmpeg.h): RGBA frames
/// converted to YUV 4:2:0 and encoded (H.264 or VP9), and stereo float sound encoded (AAC or
/// Opus), interleaved into the container. Not thread-safe: one thread feeds it.
final class MovieEncoder {
    static let sampleRate = 48000
    static let channels = 2

    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var video: StreamEncoder
    private var audio: StreamEncoder?
    private let picture: UnsafeMutablePointer<AVFrame>
    private let sound: UnsafeMutablePointer<AVFrame>
    private let packet: UnsafeMutablePointer<AVPacket>
    private var scaler: OpaquePointer?
    private let width: Int, height: Int
    private var frameIndex: Int64 = 0
    /// Sound waiting to fill the audio encoder's next frame (interleaved stereo).
    private var pendingSound: [Float] = []
    private var soundFrames: Int64 = 0
    private var headerWritten = false
    private let path: String

    /// Opens `path` for a `container` movie of `width`×`height` pixels (even) at `fps`, with a
    /// sound track when `withSound`.
    init(path: String, container: MovieContainer, width: Int, height: Int, fps: Int, withSound: Bool) throws {
        guard swipe_ffmpeg_available() != 0 else { throw ExportError("movies cannot be written: \(String(cString: swipe_ffmpeg_error()))") }
        av_log_set_level(AV_LOG_QUIET)
        self.path = path
        self.width = width
        self.height = height
        guard let p = av_packet_alloc(), let f = av_frame_alloc(), let s = av_frame_alloc() else { throw ExportError("out of memory") }
        packet = p
        picture = f
        sound = s
        var ctx: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_alloc_output_context2(&ctx, nil, container.muxer, path) >= 0, let ctx else {
            throw ExportError("FFmpeg cannot write \(container.rawValue) files")
        }
        format = ctx
        let globalHeader = swipe_format_needs_global_header(ctx) != 0
        video = try StreamEncoder.video(container.videoEncoder, in: ctx, width: width, height: height, fps: fps, globalHeader: globalHeader)
        if withSound {
            audio = try StreamEncoder.audio(container.audioEncoder, in: ctx, sampleRate: Self.sampleRate, channels: Self.channels, globalHeader: globalHeader)
        }
        picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        picture.pointee.width = Int32(width)
        picture.pointee.height = Int32(height)
        guard av_frame_get_buffer(picture, 0) >= 0 else { throw ExportError("out of memory") }
        if let audio {
            sound.pointee.format = audio.context.pointee.sample_fmt.rawValue
            sound.pointee.sample_rate = Int32(Self.sampleRate)
            av_channel_layout_default(&sound.pointee.ch_layout, Int32(Self.channels))
            sound.pointee.nb_samples = audio.frameSize
            guard av_frame_get_buffer(sound, 0) >= 0 else { throw ExportError("out of memory") }
        }
        if swipe_format_has_file(ctx) != 0 {
            let r = avio_open2(&ctx.pointee.pb, path, AVIO_FLAG_WRITE, nil, nil)
            guard r >= 0 else { throw ExportError("cannot write \(path): \(Self.message(r))") }
        }
        var options: OpaquePointer?
        if container == .mp4 { av_dict_set(&options, "movflags", "+faststart", 0) }
        let r = avformat_write_header(ctx, &options)
        av_dict_free(&options)
        guard r >= 0 else { throw ExportError("cannot write \(path): \(Self.message(r))") }
        headerWritten = true
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = picture
        av_frame_free(&f)
        var s: UnsafeMutablePointer<AVFrame>? = sound
        av_frame_free(&s)
        sws_freeContext(scaler)
        video.free()
        audio?.free()
        if let format {
            if swipe_format_has_file(format) != 0 { avio_closep(&format.pointee.pb) }
            avformat_free_context(format)
        }
    }

    /// Encodes the next frame from RGBA pixels (`width * 4` bytes a row).
    func addFrame(_ pixels: UnsafeRawPointer) throws {
        guard av_frame_make_writable(picture) >= 0 else { throw ExportError("out of memory") }
        scaler = sws_getCachedContext(scaler, Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
                                      Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP), nil, nil, nil)
        guard let scaler else { throw ExportError("cannot convert the frames to YUV") }
        var source: [UnsafePointer<UInt8>?] = [pixels.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var stride: [Int32] = [Int32(width * 4), 0, 0, 0]
        withUnsafeMutablePointer(to: &picture.pointee.data) { data in
            withUnsafeMutablePointer(to: &picture.pointee.linesize) { sizes in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    sizes.withMemoryRebound(to: Int32.self, capacity: 8) { lines in
                        _ = sws_scale(scaler, &source, &stride, 0, Int32(height), planes, lines)
                    }
                }
            }
        }
        picture.pointee.pts = frameIndex
        frameIndex += 1
        try send(picture, to: video)
    }

    /// Adds interleaved stereo sound (−1…1), encoded a frame at a time.
    func addSound(_ samples: UnsafeBufferPointer<Float>) throws {
        guard let audio else { return }
        pendingSound.append(contentsOf: samples)
        let size = Int(audio.frameSize) * Self.channels
        var used = 0
        while pendingSound.count - used >= size {
            try pendingSound.withUnsafeBufferPointer { try encodeSound(UnsafeBufferPointer(rebasing: $0[used..<(used + size)]), audio) }
            used += size
        }
        pendingSound.removeFirst(used)
    }

    /// Flushes the encoders and finishes the file.
    func finish() throws {
        if let audio, !pendingSound.isEmpty {
            let size = Int(audio.frameSize) * Self.channels
            pendingSound += [Float](repeating: 0, count: size - pendingSound.count)
            try pendingSound.withUnsafeBufferPointer { try encodeSound($0, audio) }
            pendingSound = []
        }
        try send(nil, to: video)
        if let audio { try send(nil, to: audio) }
        let r = av_write_trailer(format)
        guard r >= 0 else { throw ExportError("cannot finish \(path): \(Self.message(r))") }
        if let format, swipe_format_has_file(format) != 0 { avio_closep(&format.pointee.pb) }
    }

    private func encodeSound(_ block: UnsafeBufferPointer<Float>, _ audio: StreamEncoder) throws {
        guard av_frame_make_writable(sound) >= 0 else { throw ExportError("out of memory") }
        let n = block.count / Self.channels
        sound.pointee.nb_samples = Int32(n)
        let planar = av_sample_fmt_is_planar(audio.context.pointee.sample_fmt) != 0
        let fmt = audio.context.pointee.sample_fmt
        withUnsafePointer(to: sound.pointee.data) { tuple in
            tuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { data in
                for c in 0..<Self.channels {
                    for i in 0..<n {
                        let v = max(-1, min(1, block[i * Self.channels + c]))
                        let index = planar ? i : i * Self.channels + c
                        let plane = data[planar ? c : 0]!
                        if fmt == AV_SAMPLE_FMT_S16 || fmt == AV_SAMPLE_FMT_S16P {
                            plane.withMemoryRebound(to: Int16.self, capacity: index + 1) { $0[index] = Int16((v * 32767).rounded()) }
                        } else {
                            plane.withMemoryRebound(to: Float.self, capacity: index + 1) { $0[index] = v }
                        }
                    }
                }
            }
        }
        sound.pointee.pts = soundFrames
        soundFrames += Int64(n)
        try send(sound, to: audio)
    }

    /// Sends a frame (nil: end of stream) and writes the packets that come out.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?, to stream: StreamEncoder) throws {
        var r = avcodec_send_frame(stream.context, frame)
        guard r >= 0 || (frame == nil && r == swipe_averror_eof()) else { throw ExportError("encoding failed: \(Self.message(r))") }
        while true {
            r = avcodec_receive_packet(stream.context, packet)
            if r == swipe_averror_eagain() || r == swipe_averror_eof() { return }
            guard r >= 0 else { throw ExportError("encoding failed: \(Self.message(r))") }
            // A video packet lasts one frame (x264 leaves it unsaid, and the last frame would not count).
            if packet.pointee.duration == 0, stream.context.pointee.codec_type == AVMEDIA_TYPE_VIDEO { packet.pointee.duration = 1 }
            av_packet_rescale_ts(packet, stream.context.pointee.time_base, stream.stream.pointee.time_base)
            packet.pointee.stream_index = stream.stream.pointee.index
            let w = av_interleaved_write_frame(format, packet)
            av_packet_unref(packet)
            guard w >= 0 else { throw ExportError("cannot write \(path): \(Self.message(w))") }
        }
    }

    static func message(_ code: Int32) -> String {
        let size = 128
        var buffer = [UInt8](repeating: 0, count: size)
        buffer.withUnsafeMutableBufferPointer { swipe_error_string(code, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), size) }
        return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
}
