import CFFmpeg
import Foundation
import SwipeDocument

/// One media file or stream opened with FFmpeg, read and decoded step by step on the calling
/// thread: video pictures converted to YUV 4:2:0, sound resampled to the output's format.
/// Not thread-safe; `MediaDecoder` runs it on a thread of its own, `render` uses it directly.
final class MediaReader {
    /// What a step produced.
    enum Step: Equatable {
        /// A picture at this time is ready for `copyPicture(into:)`.
        case picture(Double)
        /// Sound starting at this time is ready for `takeSound()`.
        case sound(Double)
        /// A packet was read; nothing decoded yet.
        case more
        /// The end of the media.
        case end
    }

    let location: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var videoCodec: UnsafeMutablePointer<AVCodecContext>?
    private var audioCodec: UnsafeMutablePointer<AVCodecContext>?
    private var videoIndex: Int32 = -1
    private var audioIndex: Int32 = -1
    private var videoTimeBase = 0.0
    private var audioTimeBase = 0.0
    private var startTime = 0.0
    private let packet: UnsafeMutablePointer<AVPacket>
    private let decoded: UnsafeMutablePointer<AVFrame>
    private var scaler: OpaquePointer?
    private var resampler: OpaquePointer?
    private let output: PCMFormat?
    private var sound: [Int16] = []
    private var soundFrames = 0
    private var videoPending = false
    private var audioPending = false
    private var flushed = false
    /// A picture decoded past a seek target, handed out by the next step.
    private var heldPicture: Double?
    let interrupt: InterruptDeadline
    /// How long one network read may take.
    private let readTimeout: Double

    /// Length in seconds, when known (not for live streams).
    private(set) var duration: Double?
    /// Size of the stored picture in pixels (0 when there is no video).
    private(set) var width = 0
    private(set) var height = 0
    /// Display width ÷ stored width (non-square pixels).
    private(set) var pixelAspect = 1.0
    /// Clockwise display rotation: 0, 90, 180 or 270.
    private(set) var rotation = 0
    var hasVideo: Bool { videoCodec != nil }
    var hasSound: Bool { audioCodec != nil && resampler != nil }

    /// Opens `location` (a path or URL) for its picture (`video`) and its sound, resampled to
    /// `audio` (no sound when nil). Throws a `MediaError` naming the file when it cannot be opened
    /// within `timeout` seconds or holds nothing playable.
    init(location: String, video: Bool, audio: PCMFormat?, timeout: Double, readTimeout: Double = 8, interrupt: InterruptDeadline = InterruptDeadline()) throws {
        try Self.loadLibraries()
        self.location = location
        self.output = audio
        self.interrupt = interrupt
        self.readTimeout = readTimeout
        guard let p = av_packet_alloc(), let f = av_frame_alloc() else { throw MediaError("\(location): out of memory") }
        packet = p
        decoded = f
        // On failure deinit releases what was opened.
        try open(video: video, timeout: timeout)
    }

    deinit { close() }

    /// Loads FFmpeg's libraries on first need (the player does not link them: see CFFmpeg.h).
    static func loadLibraries() throws {
        guard swipe_ffmpeg_available() != 0 else { throw MediaError("video and radio cannot play: \(String(cString: swipe_ffmpeg_error()))") }
        _ = quietLibraries
    }

    /// FFmpeg's own log lines would repeat, less clearly, what the player reports itself.
    private static let quietLibraries: Void = av_log_set_level(AV_LOG_QUIET)

    private func close() {
        var p: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&p)
        var f: UnsafeMutablePointer<AVFrame>? = decoded
        av_frame_free(&f)
        avcodec_free_context(&videoCodec)
        avcodec_free_context(&audioCodec)
        if format != nil { avformat_close_input(&format) }
        sws_freeContext(scaler)
        scaler = nil
        swr_free(&resampler)
    }

    private func open(video wantVideo: Bool, timeout: Double) throws {
        interrupt.arm(timeout)
        guard let ctx = avformat_alloc_context() else { throw MediaError("\(location): out of memory") }
        ctx.pointee.interrupt_callback = interrupt.callback
        format = ctx
        var options: OpaquePointer?
        let microseconds = String(Int(readTimeout * 1_000_000))
        av_dict_set(&options, "rw_timeout", microseconds, 0)
        av_dict_set(&options, "timeout", microseconds, 0)
        av_dict_set(&options, "user_agent", "swipe-player", 0)
        let opened = avformat_open_input(&format, location, nil, &options)
        av_dict_free(&options)
        guard opened >= 0 else { throw failure(opened, "cannot open") }
        guard avformat_find_stream_info(format, nil) >= 0 else { throw failure(nil, "cannot read the media's streams") }
        let f = format!.pointee
        if f.start_time != swipe_nopts_value() { startTime = Double(f.start_time) / Double(swipe_time_base()) }
        if f.duration != swipe_nopts_value(), f.duration > 0 { duration = Double(f.duration) / Double(swipe_time_base()) }
        if wantVideo {
            let index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
            if index >= 0, let stream = f.streams[Int(index)] {
                videoCodec = try openCodec(stream)
                videoIndex = index
                videoTimeBase = swipe_q2d(stream.pointee.time_base)
                width = Int(stream.pointee.codecpar.pointee.width)
                height = Int(stream.pointee.codecpar.pointee.height)
                let sar = stream.pointee.codecpar.pointee.sample_aspect_ratio
                if sar.num > 0, sar.den > 0 { pixelAspect = swipe_q2d(sar) }
                rotation = VideoFit.clockwiseRotation(fromCounterClockwise: swipe_stream_rotation(stream))
            }
        }
        if let output {
            let index = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, videoIndex, nil, 0)
            if index >= 0, let stream = f.streams[Int(index)] {
                audioCodec = try openCodec(stream)
                audioIndex = index
                audioTimeBase = swipe_q2d(stream.pointee.time_base)
                try openResampler(output)
            }
        }
        guard videoCodec != nil || audioCodec != nil else {
            throw MediaError("\(location): has no \(wantVideo ? "video or sound" : "sound") stream that can be played")
        }
        // Streams that are not used are not read.
        for i in 0..<Int(f.nb_streams) where Int32(i) != videoIndex && Int32(i) != audioIndex {
            f.streams[i]?.pointee.discard = AVDISCARD_ALL
        }
    }

    private func openCodec(_ stream: UnsafeMutablePointer<AVStream>) throws -> UnsafeMutablePointer<AVCodecContext> {
        let parameters = stream.pointee.codecpar!
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw MediaError("\(location): no decoder for its \(String(cString: avcodec_get_name(parameters.pointee.codec_id))) stream")
        }
        var ctx = avcodec_alloc_context3(codec)
        guard let c = ctx else { throw MediaError("\(location): out of memory") }
        guard avcodec_parameters_to_context(c, parameters) >= 0 else {
            avcodec_free_context(&ctx)
            throw MediaError("\(location): unreadable stream parameters")
        }
        c.pointee.thread_count = 2
        c.pointee.pkt_timebase = stream.pointee.time_base
        let result = avcodec_open2(c, codec, nil)
        guard result >= 0 else {
            avcodec_free_context(&ctx)
            throw failure(result, "cannot open the decoder")
        }
        return c
    }

    private func openResampler(_ output: PCMFormat) throws {
        guard let codec = audioCodec else { return }
        var outLayout = AVChannelLayout()
        av_channel_layout_default(&outLayout, Int32(output.channels))
        var inLayout = codec.pointee.ch_layout
        if inLayout.nb_channels == 0 { av_channel_layout_default(&inLayout, 2) }
        let result = swr_alloc_set_opts2(&resampler, &outLayout, AV_SAMPLE_FMT_S16, Int32(output.sampleRate),
                                         &inLayout, codec.pointee.sample_fmt, codec.pointee.sample_rate, 0, nil)
        guard result >= 0, swr_init(resampler) >= 0 else {
            swr_free(&resampler)
            throw MediaError("\(location): cannot convert its sound")
        }
    }

    /// A message for a failed FFmpeg call, telling a timeout apart from other errors.
    private func failure(_ code: Int32?, _ what: String) -> MediaError {
        if interrupt.expired { return MediaError("\(location): \(what): no answer (timed out)") }
        guard let code else { return MediaError("\(location): \(what)") }
        var buffer = [UInt8](repeating: 0, count: 128)
        let size = buffer.count
        buffer.withUnsafeMutableBufferPointer { swipe_error_string(code, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), size) }
        return MediaError("\(location): \(what): \(String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self))")
    }

    /// Decodes a little more. Throws when reading times out or is cancelled; damaged data is
    /// skipped and the end of a truncated file is the end of the media.
    func step() throws -> Step {
        if let t = heldPicture {
            heldPicture = nil
            return .picture(t)
        }
        while true {
            if videoPending, let codec = videoCodec {
                let r = avcodec_receive_frame(codec, decoded)
                if r == 0 { return .picture(time(of: decoded, base: videoTimeBase)) }
                // Needs more input, drained, or damaged data (skipped: the next key frame recovers).
                videoPending = false
            }
            if audioPending, let codec = audioCodec {
                let r = avcodec_receive_frame(codec, decoded)
                if r == 0 {
                    let t = time(of: decoded, base: audioTimeBase)
                    resampleDecoded()
                    return .sound(t)
                }
                audioPending = false
            }
            if flushed { return .end }
            interrupt.arm(readTimeout)
            let r = av_read_frame(format, packet)
            if r < 0 {
                if r != swipe_averror_eof() && (interrupt.expired || interrupt.isCancelled) { throw failure(r, "reading stopped") }
                // End of input (or a truncated file): drain what the decoders still hold.
                flushed = true
                if let v = videoCodec { avcodec_send_packet(v, nil); videoPending = true }
                if let a = audioCodec { avcodec_send_packet(a, nil); audioPending = true }
                continue
            }
            defer { av_packet_unref(packet) }
            let index = packet.pointee.stream_index
            if index == videoIndex, let v = videoCodec {
                if avcodec_send_packet(v, packet) >= 0 { videoPending = true }
            } else if index == audioIndex, let a = audioCodec {
                if avcodec_send_packet(a, packet) >= 0 { audioPending = true }
            }
            return .more
        }
    }

    private func time(of frame: UnsafeMutablePointer<AVFrame>, base: Double) -> Double {
        let ts = frame.pointee.best_effort_timestamp != swipe_nopts_value() ? frame.pointee.best_effort_timestamp : frame.pointee.pts
        guard ts != swipe_nopts_value() else { return 0 }
        return Double(ts) * base - startTime
    }

    /// Converts the picture the last step produced into `frame` (YUV 4:2:0).
    func copyPicture(into frame: VideoFrame, time: Double) {
        let f = decoded.pointee
        let w = Int(f.width), h = Int(f.height)
        guard w > 0, h > 0 else { return }
        frame.reshape(width: w, height: h, time: time)
        let format = AVPixelFormat(rawValue: f.format)
        withUnsafePointer(to: decoded.pointee.data) { dataTuple in
            withUnsafePointer(to: decoded.pointee.linesize) { sizeTuple in
                dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { data in
                    sizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { sizes in
                        if format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P {
                            frame.withPlanes { y, u, v in
                                Self.copyPlane(data[0], Int(sizes[0]), into: y, width: w, height: h)
                                Self.copyPlane(data[1], Int(sizes[1]), into: u, width: frame.chromaWidth, height: frame.chromaHeight)
                                Self.copyPlane(data[2], Int(sizes[2]), into: v, width: frame.chromaWidth, height: frame.chromaHeight)
                            }
                        } else {
                            scaler = sws_getCachedContext(scaler, Int32(w), Int32(h), format, Int32(w), Int32(h), AV_PIX_FMT_YUV420P, Int32(SWS_BILINEAR), nil, nil, nil)
                            guard let scaler else { return }
                            frame.withPlanes { y, u, v in
                                var planes: [UnsafeMutablePointer<UInt8>?] = [y, u, v, nil]
                                var strides: [Int32] = [Int32(w), Int32(frame.chromaWidth), Int32(frame.chromaWidth), 0]
                                data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { source in
                                    _ = sws_scale(scaler, source, sizes, 0, Int32(h), &planes, &strides)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func copyPlane(_ source: UnsafeMutablePointer<UInt8>?, _ stride: Int, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        guard let source else { return }
        for row in 0..<height { memcpy(target + row * width, source + row * stride, width) }
    }

    private func resampleDecoded() {
        guard let resampler, let output else { soundFrames = 0; return }
        let f = decoded.pointee
        let capacity = Int(swr_get_out_samples(resampler, f.nb_samples)) + 32
        if sound.count < capacity * output.channels { sound = [Int16](repeating: 0, count: capacity * output.channels) }
        soundFrames = sound.withUnsafeMutableBytes { raw in
            var out: UnsafeMutablePointer<UInt8>? = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return withUnsafeMutablePointer(to: &out) { outPointer in
                f.extended_data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { input in
                    Int(max(0, swr_convert(resampler, outPointer, Int32(capacity), input, f.nb_samples)))
                }
            }
        }
    }

    /// The sound the last step produced, in the output format: interleaved samples and their
    /// frame count. Valid until the next step.
    func takeSound<R>(_ body: (UnsafePointer<Int16>, Int) -> R) -> R {
        sound.withUnsafeBufferPointer { body($0.baseAddress ?? UnsafePointer(bitPattern: 8)!, soundFrames) }
    }

    /// Moves to the key frame at or before `seconds`; decoding continues from there.
    func seek(to seconds: Double) {
        let target = Int64((max(0, seconds) + startTime) * Double(swipe_time_base()))
        interrupt.arm(readTimeout)
        avformat_seek_file(format, -1, Int64.min, target, target, 0)
        if let v = videoCodec { avcodec_flush_buffers(v) }
        if let a = audioCodec { avcodec_flush_buffers(a) }
        videoPending = false
        audioPending = false
        flushed = false
        heldPicture = nil
    }

    /// Seeks and decodes to the picture shown at `seconds` (the last at or before it; the first
    /// one when none is) into `frame`; sound on the way is dropped. False when there is none.
    /// Where decoding from the keyframe before `seconds` gives no picture (a damaged keyframe, and
    /// no later one), it starts again from keyframes further back (1, 2, 4… s before), through
    /// which playing on had shown pictures.
    func picture(at seconds: Double, into frame: VideoFrame) throws -> Bool {
        var back = 0.0
        while true {
            let start = max(0, seconds - back)
            if try picture(at: seconds, from: start, into: frame) { return true }
            if start == 0 { return false }
            back = max(1, back * 2)
        }
    }

    /// Seeks to `start` and decodes on to the picture shown at `seconds` into `frame`.
    private func picture(at seconds: Double, from start: Double, into frame: VideoFrame) throws -> Bool {
        seek(to: start)
        var found = false
        while true {
            switch try step() {
            case .picture(let t):
                if found, t > seconds + 0.0005 {
                    heldPicture = t
                    return true
                }
                copyPicture(into: frame, time: t)
                found = true
            case .end: return found
            case .sound, .more: continue
            }
        }
    }
}
