#include "CPoppler.h"
#include "CLazyLibrary.h"
#include "poppler_functions.h"
#include <stdio.h>

static const char *const sonames[] = { "libpoppler-glib.so.8", "libgobject-2.0.so.0", "libglib-2.0.so.0" };

/* Loaded as pointers only, none defined under its own name: CRsvg calls GLib's too. */
LAZY_LOADER_VARIADIC(LAZY_NONE, POPPLER_FUNCTIONS, swipe_poppler_available, swipe_poppler_error)

PopplerPage *swipe_poppler_first_page(const unsigned char *data, unsigned long length, double *width, double *height,
                                      char *why, unsigned long size) {
    GError *error = NULL;
    GBytes *bytes = p_g_bytes_new(data, length);
    PopplerDocument *document = p_poppler_document_new_from_bytes(bytes, NULL, &error);
    p_g_bytes_unref(bytes);
    if (!document) {
        snprintf(why, size, "%s", error && error->message ? error->message : "not a PDF document");
        if (error) p_g_error_free(error);
        return NULL;
    }
    /* A page holds its document. */
    PopplerPage *page = p_poppler_document_get_n_pages(document) > 0 ? p_poppler_document_get_page(document, 0) : NULL;
    p_g_object_unref(document);
    if (!page) {
        snprintf(why, size, "the PDF document has no page");
        return NULL;
    }
    p_poppler_page_get_size(page, width, height);
    return page;
}

void swipe_poppler_render(PopplerPage *page, struct _cairo *cr) { p_poppler_page_render(page, cr); }

void swipe_poppler_free(PopplerPage *page) { p_g_object_unref(page); }
