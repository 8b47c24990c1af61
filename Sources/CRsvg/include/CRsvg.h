#ifndef C_RSVG_H
#define C_RSVG_H

/*
 * librsvg is not linked: only a theme's SVG images need it, and it adds some twenty libraries to
 * the player's (Pango, libxml2, GIO, ...), 8 ms and 4 MB at every start, lint and thumbnail
 * included. rsvg_loader.c loads librsvg-2.so.2 on first need and calls it through the three
 * functions below. Call swipe_rsvg_available() before anything else: it loads the library, and
 * says whether that worked. Its types are declared by the loader (librsvg2-dev is not needed to
 * build); a test compiles the loader's declarations against librsvg's headers.
 */
int swipe_rsvg_available(void);

/* The reason the library could not be loaded (valid when swipe_rsvg_available() returned 0). */
const char *swipe_rsvg_error(void);

typedef struct _RsvgHandle RsvgHandle;
struct _cairo;

/* The SVG document in `data`, or NULL with the reason written into `why`. */
RsvgHandle *swipe_rsvg_read(const unsigned char *data, unsigned long length, char *why, unsigned long size);

/* Draws the document into the box 0, 0, width, height of `cr`, fitted as its preserveAspectRatio
 * says (centred, by default); 0 with the reason in `why` when it cannot. */
int swipe_rsvg_render(RsvgHandle *svg, struct _cairo *cr, double width, double height, char *why, unsigned long size);

void swipe_rsvg_free(RsvgHandle *svg);

#endif
