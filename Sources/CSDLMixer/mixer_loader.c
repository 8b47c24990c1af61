#include "CSDLMixer.h"
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define MIXER_FUNCTIONS(X) \
    X(int, Mix_AllocateChannels, (int numchans), (numchans), 0) \
    X(void, Mix_CloseAudio, (void), (), 0) \
    X(int, Mix_FadeInMusic, (Mix_Music *music, int loops, int ms), (music, loops, ms), 0) \
    X(int, Mix_FadeOutMusic, (int ms), (ms), 0) \
    X(void, Mix_FreeChunk, (Mix_Chunk *chunk), (chunk), 0) \
    X(void, Mix_FreeMusic, (Mix_Music *music), (music), 0) \
    X(int, Mix_GroupChannel, (int which, int tag), (which, tag), 0) \
    X(int, Mix_GroupNewer, (int tag), (tag), 0) \
    X(int, Mix_HaltChannel, (int channel), (channel), 0) \
    X(int, Mix_HaltGroup, (int tag), (tag), 0) \
    X(int, Mix_HaltMusic, (void), (), 0) \
    X(int, Mix_Init, (int flags), (flags), 0) \
    X(Mix_Music *, Mix_LoadMUS, (const char *file), (file), 0) \
    X(Mix_Chunk *, Mix_LoadWAV_RW, (SDL_RWops *src, int freesrc), (src, freesrc), 0) \
    X(int, Mix_OpenAudio, (int frequency, Uint16 format, int channels, int chunksize), (frequency, format, channels, chunksize), 0) \
    X(int, Mix_PlayChannel, (int channel, Mix_Chunk *chunk, int loops), (channel, chunk, loops), 0) \
    X(int, Mix_PlayingMusic, (void), (), 0) \
    X(int, Mix_QuerySpec, (int *frequency, Uint16 *format, int *channels), (frequency, format, channels), 0) \
    X(void, Mix_Quit, (void), (), 0) \
    X(void, Mix_SetPostMix, (void (SDLCALL *mix_func)(void *udata, Uint8 *stream, int len), void *arg), (mix_func, arg), 0)

#define MIXER_SONAME(major) "libSDL2_mixer-2.0.so." #major
static const char *const sonames[] = { MIXER_SONAME(0) };

LAZY_LOADER(MIXER_FUNCTIONS, swipe_mixer_available, swipe_mixer_error)
