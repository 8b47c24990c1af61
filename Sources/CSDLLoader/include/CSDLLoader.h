#ifndef C_SDL_LOADER_H
#define C_SDL_LOADER_H

/*
 * SDL2, SDL2_image and SDL2_ttf are not linked: with their dependencies (PulseAudio, X11,
 * Wayland, libdecor, HarfBuzz, libtiff, libwebp…) they are 50 of the program's 75 shared
 * libraries, which every process would load before its first line, commands that draw nothing
 * included. sdl_loader.c defines each SDL function this project calls under its own name,
 * forwarding to the libraries loaded together on the first call (or ahead, below). A program that
 * cannot load them ends there, with exit status 127 and the reason, as the dynamic loader would.
 */

/* Starts loading the three libraries on a thread of its own and returns at once, so that a
 * command that draws parses its arguments and reads its document meanwhile; the first SDL call
 * waits for that load. `then` (NULL: nothing) runs on that thread afterwards: another module's
 * wait, its libraries loaded next. Calling it again, or after the load, does nothing. */
void swipe_sdl_load_ahead(void (*then)(void));

/* Waits for the libraries, loading them if nobody has yet. Call it before changing the environment
 * (setenv) while a load may be under way: the loaded libraries' constructors read it (GLib's do),
 * and glibc's setenv may free the array a getenv on the loading thread is reading. */
void swipe_sdl_wait(void);

#endif
