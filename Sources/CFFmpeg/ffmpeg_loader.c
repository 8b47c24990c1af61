#include "CFFmpeg.h"
#include "CLazyLibrary.h"

#define SONAME(lib, major) "lib" lib ".so." #major
#define SONAME_OF(lib, major) SONAME(lib, major)

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define FFMPEG_FUNCTIONS(X) \
    X(void, av_channel_layout_default, (AVChannelLayout *ch_layout, int nb_channels), (ch_layout, nb_channels), AVUTIL) \
    X(void, av_dict_free, (AVDictionary **m), (m), AVUTIL) \
    X(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags), AVUTIL) \
    X(AVFrame *, av_frame_alloc, (void), (), AVUTIL) \
    X(void, av_frame_free, (AVFrame **frame), (frame), AVUTIL) \
    X(void, av_log_set_level, (int level), (level), AVUTIL) \
    X(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size), AVUTIL) \
    X(double, av_display_rotation_get, (const int32_t matrix[9]), (matrix), AVUTIL) \
    X(AVPacket *, av_packet_alloc, (void), (), AVCODEC) \
    X(void, av_packet_free, (AVPacket **pkt), (pkt), AVCODEC) \
    X(void, av_packet_unref, (AVPacket *pkt), (pkt), AVCODEC) \
    X(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec), AVCODEC) \
    X(const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id), AVCODEC) \
    X(void, avcodec_flush_buffers, (AVCodecContext *avctx), (avctx), AVCODEC) \
    X(void, avcodec_free_context, (AVCodecContext **avctx), (avctx), AVCODEC) \
    X(const char *, avcodec_get_name, (enum AVCodecID id), (id), AVCODEC) \
    X(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options), AVCODEC) \
    X(int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par), AVCODEC) \
    X(int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame), AVCODEC) \
    X(int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt), AVCODEC) \
    X(int, av_find_best_stream, (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags), (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags), AVFORMAT) \
    X(int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), AVFORMAT) \
    X(uint8_t *, av_stream_get_side_data, (const AVStream *stream, enum AVPacketSideDataType type, size_t *size), (stream, type, size), AVFORMAT) \
    X(AVFormatContext *, avformat_alloc_context, (void), (), AVFORMAT) \
    X(void, avformat_close_input, (AVFormatContext **s), (s), AVFORMAT) \
    X(int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options), AVFORMAT) \
    X(int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options), AVFORMAT) \
    X(int, avformat_seek_file, (AVFormatContext *s, int stream_index, int64_t min_ts, int64_t ts, int64_t max_ts, int flags), (s, stream_index, min_ts, ts, max_ts, flags), AVFORMAT) \
    X(int, avio_closep, (AVIOContext **s), (s), AVFORMAT) \
    X(int, avio_open2, (AVIOContext **s, const char *url, int flags, const AVIOInterruptCB *int_cb, AVDictionary **options), (s, url, flags, int_cb, options), AVFORMAT) \
    X(int, avio_read, (AVIOContext *s, unsigned char *buf, int size), (s, buf, size), AVFORMAT) \
    X(int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align), AVUTIL) \
    X(int, av_frame_make_writable, (AVFrame *frame), (frame), AVUTIL) \
    X(int, av_sample_fmt_is_planar, (enum AVSampleFormat sample_fmt), (sample_fmt), AVUTIL) \
    X(int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags), AVUTIL) \
    X(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name), AVCODEC) \
    X(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec), AVCODEC) \
    X(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt), AVCODEC) \
    X(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame), AVCODEC) \
    X(void, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst), AVCODEC) \
    X(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), AVFORMAT) \
    X(int, av_write_trailer, (AVFormatContext *s), (s), AVFORMAT) \
    X(int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename), AVFORMAT) \
    X(void, avformat_free_context, (AVFormatContext *s), (s), AVFORMAT) \
    X(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c), AVFORMAT) \
    X(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options), AVFORMAT) \
    X(int, swr_alloc_set_opts2, (struct SwrContext **ps, AVChannelLayout *out_ch_layout, enum AVSampleFormat out_sample_fmt, int out_sample_rate, AVChannelLayout *in_ch_layout, enum AVSampleFormat in_sample_fmt, int in_sample_rate, int log_offset, void *log_ctx), (ps, out_ch_layout, out_sample_fmt, out_sample_rate, in_ch_layout, in_sample_fmt, in_sample_rate, log_offset, log_ctx), SWRESAMPLE) \
    X(int, swr_convert, (struct SwrContext *s, uint8_t **out, int out_count, const uint8_t **in, int in_count), (s, out, out_count, in, in_count), SWRESAMPLE) \
    X(void, swr_free, (struct SwrContext **s), (s), SWRESAMPLE) \
    X(int, swr_get_out_samples, (struct SwrContext *s, int in_samples), (s, in_samples), SWRESAMPLE) \
    X(int, swr_init, (struct SwrContext *s), (s), SWRESAMPLE) \
    X(void, sws_freeContext, (struct SwsContext *swsContext), (swsContext), SWSCALE) \
    X(struct SwsContext *, sws_getCachedContext, (struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param), SWSCALE) \
    X(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride), SWSCALE)

enum { AVUTIL, SWRESAMPLE, SWSCALE, AVCODEC, AVFORMAT, LIBRARY_COUNT };

/* In dependency order, so each library's own dependencies are loaded before it. */
static const char *const sonames[LIBRARY_COUNT] = {
    SONAME_OF("avutil", LIBAVUTIL_VERSION_MAJOR),
    SONAME_OF("swresample", LIBSWRESAMPLE_VERSION_MAJOR),
    SONAME_OF("swscale", LIBSWSCALE_VERSION_MAJOR),
    SONAME_OF("avcodec", LIBAVCODEC_VERSION_MAJOR),
    SONAME_OF("avformat", LIBAVFORMAT_VERSION_MAJOR),
};

LAZY_LOADER(FFMPEG_FUNCTIONS, swipe_ffmpeg_available, swipe_ffmpeg_error)
