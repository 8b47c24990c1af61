#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>

/*
 * SDL_mixer is not linked: it and the decoders it pulls in (FluidSynth among them) would cost
 * every start of the player time and memory before the first frame, and sound opens after it.
 * mixer_loader.c defines the SDL_mixer functions this project calls, each forwarding to the
 * library loaded on first need. Call swipe_mixer_available() before anything else: it loads
 * the library, and says whether that worked.
 */
int swipe_mixer_available(void);

/* The reason the library could not be loaded (valid when swipe_mixer_available() returned 0). */
const char *swipe_mixer_error(void);
