#include "CEspeak.h"
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define ESPEAK_FUNCTIONS(X) \
    X(int, espeak_Initialize, (espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options), (output, buflength, path, options), 0) \
    X(void, espeak_SetSynthCallback, (t_espeak_callback *SynthCallback), (SynthCallback), 0) \
    X(espeak_ERROR, espeak_Synth, (const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data), (text, size, position, position_type, end_position, flags, unique_identifier, user_data), 0) \
    X(espeak_ERROR, espeak_SetParameter, (espeak_PARAMETER parameter, int value, int relative), (parameter, value, relative), 0) \
    X(const espeak_VOICE **, espeak_ListVoices, (espeak_VOICE *voice_spec), (voice_spec), 0) \
    X(espeak_ERROR, espeak_SetVoiceByProperties, (espeak_VOICE *voice_spec), (voice_spec), 0) \
    X(espeak_ERROR, espeak_Synchronize, (void), (), 0)

static const char *const sonames[] = { "libespeak-ng.so.1" };

LAZY_LOADER(ESPEAK_FUNCTIONS, swipe_espeak_available, swipe_espeak_error)
