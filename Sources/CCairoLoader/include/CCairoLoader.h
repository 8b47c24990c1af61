#ifndef C_CAIRO_LOADER_H
#define C_CAIRO_LOADER_H

/*
 * Cairo is not linked: with the X11 and XCB libraries it brings (eleven in all), it cost every
 * process of the player a millisecond before its first line, `--version`, `lint` and a thumbnail
 * whose page has no shape with rounded corners or path alike. cairo_loader.c defines each cairo
 * function this project calls under its own name (CCairo has their declarations), forwarding to
 * libcairo.so.2 loaded on the first call, or ahead of need after SDL (`swipe_sdl_load_ahead`),
 * whose libraries include the same X11 ones. A program that cannot load it ends there, with exit
 * status 127 and the reason, as the dynamic loader would.
 */

/* Waits for the library, loading it if nobody has yet. */
void swipe_cairo_wait(void);

#endif
