import CFFmpeg
import Foundation

/// One encoder and the stream of the container it writes to.
struct StreamEncoder {
    var context: UnsafeMutablePointer<AVCodecContext>
    var stream: UnsafeMutablePointer<AVStream>

    /// Samples per audio frame the encoder takes.
    var frameSize: Int32 { context.pointee.frame_size > 0 ? context.pointee.frame_size : 1024 }

    func free() {
        var c: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&c)
    }

    /// H.264 (x264, `veryfast`, constant quality 20) or VP9 (libvpx, real-time, constant
    /// quality 30), YUV 4:2:0 tagged BT.601 limited range (what the RGB conversion makes), a key
    /// frame every two seconds.
    static func video(_ name: String, in format: UnsafeMutablePointer<AVFormatContext>, width: Int, height: Int, fps: Int,
                      globalHeader: Bool) throws -> StreamEncoder {
        try open(name, in: format, globalHeader: globalHeader) { c in
            c.pointee.width = Int32(width)
            c.pointee.height = Int32(height)
            c.pointee.time_base = AVRational(num: 1, den: Int32(fps))
            c.pointee.framerate = AVRational(num: Int32(fps), den: 1)
            c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
            c.pointee.gop_size = Int32(2 * fps)
            c.pointee.colorspace = AVCOL_SPC_SMPTE170M
            c.pointee.color_range = AVCOL_RANGE_MPEG
            c.pointee.color_primaries = AVCOL_PRI_BT709
            c.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
            c.pointee.thread_count = 0
            if name == "libx264" {
                av_opt_set(c.pointee.priv_data, "preset", "veryfast", 0)
                av_opt_set(c.pointee.priv_data, "crf", "20", 0)
            } else {
                c.pointee.bit_rate = 0
                av_opt_set(c.pointee.priv_data, "deadline", "realtime", 0)
                av_opt_set(c.pointee.priv_data, "cpu-used", "8", 0)
                av_opt_set(c.pointee.priv_data, "crf", "30", 0)
                av_opt_set(c.pointee.priv_data, "row-mt", "1", 0)
            }
        }
    }

    /// AAC or Opus, stereo, 128 kbit/s, in the first sample format the encoder takes.
    static func audio(_ name: String, in format: UnsafeMutablePointer<AVFormatContext>, sampleRate: Int, channels: Int,
                      globalHeader: Bool) throws -> StreamEncoder {
        try open(name, in: format, globalHeader: globalHeader) { c in
            c.pointee.sample_rate = Int32(sampleRate)
            av_channel_layout_default(&c.pointee.ch_layout, Int32(channels))
            c.pointee.sample_fmt = c.pointee.codec.pointee.sample_fmts?.pointee ?? AV_SAMPLE_FMT_FLTP
            c.pointee.bit_rate = 128_000
            c.pointee.time_base = AVRational(num: 1, den: Int32(sampleRate))
        }
    }

    private static func open(_ name: String, in format: UnsafeMutablePointer<AVFormatContext>, globalHeader: Bool,
                             configure: (UnsafeMutablePointer<AVCodecContext>) -> Void) throws -> StreamEncoder {
        guard let codec = avcodec_find_encoder_by_name(name) else { throw ExportError("FFmpeg has no \(name) encoder") }
        guard let stream = avformat_new_stream(format, nil), let context = avcodec_alloc_context3(codec) else { throw ExportError("out of memory") }
        configure(context)
        if globalHeader { context.pointee.flags |= Int32(swipe_codec_flag_global_header()) }
        var r = avcodec_open2(context, codec, nil)
        if r >= 0 { r = avcodec_parameters_from_context(stream.pointee.codecpar, context) }
        guard r >= 0 else {
            var c: UnsafeMutablePointer<AVCodecContext>? = context
            avcodec_free_context(&c)
            throw ExportError("cannot open the \(name) encoder: \(MovieEncoder.message(r))")
        }
        stream.pointee.time_base = context.pointee.time_base
        return StreamEncoder(context: context, stream: stream)
    }
}
