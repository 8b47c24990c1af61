#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
