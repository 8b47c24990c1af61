#include <espeak-ng/speak_lib.h>

/*
 * espeak-ng is not linked: it brings its own audio stack (PulseAudio, ALSA, libsndfile and their
 * codecs, systemd, libgcrypt: some twenty libraries) that the player never uses, since speech is
 * synthesized into memory and played through SDL_mixer; linked, their loading and symbol binding
 * would slow every start. espeak_loader.c defines the espeak-ng functions this project calls,
 * each forwarding to the library loaded on first need. Call swipe_espeak_available() before
 * anything else: it loads the library, and says whether that worked.
 */
int swipe_espeak_available(void);

/* The reason the library could not be loaded (valid when swipe_espeak_available() returned 0). */
const char *swipe_espeak_error(void);
