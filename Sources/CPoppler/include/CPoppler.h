#ifndef C_POPPLER_H
#define C_POPPLER_H

/*
 * poppler-glib is not linked: only a theme's PDF images need it, and it adds some twenty libraries
 * (poppler itself, NSS, LCMS, OpenJPEG, ...). poppler_loader.c loads libpoppler-glib.so.8 on first
 * need and calls it through the three functions below. Call swipe_poppler_available() before
 * anything else: it loads the library, and says whether that worked. Its types are declared by
 * the loader (libpoppler-glib-dev is not needed to build); a test compiles the loader's
 * declarations against poppler-glib's headers.
 */
int swipe_poppler_available(void);

/* The reason the library could not be loaded (valid when swipe_poppler_available() returned 0). */
const char *swipe_poppler_error(void);

typedef struct _PopplerPage PopplerPage;
struct _cairo;

/* The first page of the PDF document in `data` (a copy is kept) and its size in points, or NULL
 * with the reason written into `why`. */
PopplerPage *swipe_poppler_first_page(const unsigned char *data, unsigned long length, double *width, double *height,
                                      char *why, unsigned long size);

/* Draws the page at `cr`'s origin, a point a unit. */
void swipe_poppler_render(PopplerPage *page, struct _cairo *cr);

/* Frees the page, and the document with it. */
void swipe_poppler_free(PopplerPage *page);

#endif
