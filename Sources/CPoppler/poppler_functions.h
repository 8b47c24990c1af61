/*
 * The poppler-glib and GLib functions poppler_loader.c calls: return type, name, parameters,
 * arguments, library (an index into its sonames). With SWIPE_SYSTEM_HEADERS defined, the types
 * are taken from poppler-glib's own headers instead: a test compiles every signature below
 * against them.
 */
#ifndef SWIPE_SYSTEM_HEADERS
#include <stdint.h>
typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _GBytes GBytes;
typedef struct _cairo cairo_t;
/* GLib's structure, public and unchanged since GLib 2.0. */
typedef struct _GError { uint32_t domain; int code; char *message; } GError;
#endif

#define POPPLER_FUNCTIONS(X) \
    X(PopplerDocument *, poppler_document_new_from_bytes, (GBytes *bytes, const char *password, GError **error), (), 0) \
    X(int, poppler_document_get_n_pages, (PopplerDocument *document), (), 0) \
    X(PopplerPage *, poppler_document_get_page, (PopplerDocument *document, int index), (), 0) \
    X(void, poppler_page_get_size, (PopplerPage *page, double *width, double *height), (), 0) \
    X(void, poppler_page_render, (PopplerPage *page, cairo_t *cairo), (), 0) \
    X(void, g_object_unref, (void *object), (), 1) \
    X(GBytes *, g_bytes_new, (const void *data, unsigned long size), (), 2) \
    X(void, g_bytes_unref, (GBytes *bytes), (), 2) \
    X(void, g_error_free, (GError *error), (), 2)
