#include "CRsvg.h"
#include "CLazyLibrary.h"
#include "rsvg_functions.h"
#include <stdio.h>

static const char *const sonames[] = { "librsvg-2.so.2", "libgobject-2.0.so.0", "libglib-2.0.so.0" };

/* Loaded as pointers only, none defined under its own name: CPoppler calls GLib's too. */
LAZY_LOADER_VARIADIC(LAZY_NONE, RSVG_FUNCTIONS, swipe_rsvg_available, swipe_rsvg_error)

/* Writes the error's message (or `otherwise`) into `why`, and frees the error. */
static void explain(GError *error, const char *otherwise, char *why, unsigned long size) {
    snprintf(why, size, "%s", error && error->message ? error->message : otherwise);
    if (error) p_g_error_free(error);
}

RsvgHandle *swipe_rsvg_read(const unsigned char *data, unsigned long length, char *why, unsigned long size) {
    GError *error = NULL;
    RsvgHandle *svg = p_rsvg_handle_new_from_data(data, length, &error);
    if (!svg) explain(error, "not an SVG document", why, size);
    else if (error) p_g_error_free(error);
    return svg;
}

int swipe_rsvg_render(RsvgHandle *svg, struct _cairo *cr, double width, double height, char *why, unsigned long size) {
    GError *error = NULL;
    RsvgRectangle viewport = { 0, 0, width, height };
    if (p_rsvg_handle_render_document(svg, cr, &viewport, &error)) return 1;
    explain(error, "librsvg cannot draw it", why, size);
    return 0;
}

void swipe_rsvg_free(RsvgHandle *svg) { p_g_object_unref(svg); }
