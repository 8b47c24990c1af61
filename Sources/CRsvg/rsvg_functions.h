/*
 * The librsvg and GLib functions rsvg_loader.c calls: return type, name, parameters, arguments,
 * library (an index into its sonames). With SWIPE_SYSTEM_HEADERS defined, the types are taken
 * from librsvg's own headers instead: a test compiles every signature below against them.
 */
#ifndef SWIPE_SYSTEM_HEADERS
#include <stdint.h>
typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;
/* librsvg's and GLib's structures, public and unchanged since librsvg 2.46 and GLib 2.0. */
typedef struct _RsvgRectangle { double x, y, width, height; } RsvgRectangle;
typedef struct _GError { uint32_t domain; int code; char *message; } GError;
#endif

#define RSVG_FUNCTIONS(X) \
    X(RsvgHandle *, rsvg_handle_new_from_data, (const unsigned char *data, unsigned long data_len, GError **error), (), 0) \
    X(int, rsvg_handle_render_document, (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error), (), 0) \
    X(void, g_object_unref, (void *object), (), 1) \
    X(void, g_error_free, (GError *error), (), 2)
