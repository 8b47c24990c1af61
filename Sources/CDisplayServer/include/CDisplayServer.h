#ifndef C_DISPLAY_SERVER_H
#define C_DISPLAY_SERVER_H

#include <SDL2/SDL.h>

/*
 * What SDL does not say about the window's connection to its display server: whether it was lost.
 * Both functions use the X11 or Wayland client library SDL itself loaded (never loading one), so
 * building needs no more than SDL's headers.
 */

/* Makes a lost connection to the X server end the process at once: Xlib's handler for it writes
 * `message` to standard error and calls _exit(status), making no X call and running no exit
 * handlers (Xlib's own handler calls exit(1), whose handlers may still talk to the dead server).
 * Returns 0 when SDL has not loaded libX11. */
int swipe_x11_exit_on_connection_loss(int status, const char *message);

/* Whether `window`'s Wayland connection has failed (the compositor went away or closed it):
 * libwayland-client's wl_display_get_error. 0 when the window is not on Wayland. */
int swipe_wayland_connection_lost(SDL_Window *window);

#endif
