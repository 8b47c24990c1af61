#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/channel_layout.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>

/*
 * FFmpeg's libraries are not linked: they and the hundred libraries they pull in would cost every
 * start of the player about 30 ms and 24 MB, documents with video or not. ffmpeg_loader.c defines
 * the FFmpeg functions this project calls, each forwarding to the library loaded on first need.
 * Call swipe_ffmpeg_available() before anything else: it loads them, and says whether that worked.
 */
int swipe_ffmpeg_available(void);

/* The reason the libraries could not be loaded (valid when swipe_ffmpeg_available() returned 0). */
const char *swipe_ffmpeg_error(void);

/* Macros and inline functions Swift cannot import. */
static inline int swipe_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int swipe_averror_eof(void) { return AVERROR_EOF; }
static inline int swipe_averror_exit(void) { return AVERROR_EXIT; }
static inline int64_t swipe_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int64_t swipe_time_base(void) { return AV_TIME_BASE; }
static inline double swipe_q2d(AVRational q) { return q.den == 0 ? 0 : (double)q.num / (double)q.den; }
/* Encoding and muxing (export). */
static inline int swipe_codec_flag_global_header(void) { return AV_CODEC_FLAG_GLOBAL_HEADER; }
static inline int swipe_format_needs_global_header(const AVFormatContext *s) { return s->oformat && (s->oformat->flags & AVFMT_GLOBALHEADER); }
static inline int swipe_format_has_file(const AVFormatContext *s) { return s->oformat && !(s->oformat->flags & AVFMT_NOFILE); }
static inline void swipe_error_string(int code, char *buffer, size_t size) { av_strerror(code, buffer, size); }

/* The display rotation of a stream (counter-clockwise degrees, as av_display_rotation_get), 0 when none. */
static inline double swipe_stream_rotation(const AVStream *stream) {
    size_t size = 0;
    const uint8_t *matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
    if (!matrix || size < 9 * sizeof(int32_t)) return 0;
    double r = av_display_rotation_get((const int32_t *)matrix);
    return r != r ? 0 : r;
}
