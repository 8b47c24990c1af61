/* SDL's declarations with hidden visibility here, so that the program does not export these
 * forwarders: SDL_image, SDL_ttf and SDL_mixer, loaded later, would otherwise call them instead of
 * libSDL2's own functions. */
#define DECLSPEC __attribute__((visibility("hidden")))
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include "CSDLLoader.h"
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define SDL_FUNCTIONS(X) \
    X(void, IMG_FreeAnimation, (IMG_Animation *anim), (anim), 1) \
    X(SDL_Surface *, IMG_Load, (const char *file), (file), 1) \
    X(IMG_Animation *, IMG_LoadAnimation, (const char *file), (file), 1) \
    X(SDL_Surface *, IMG_Load_RW, (SDL_RWops *src, int freesrc), (src, freesrc), 1) \
    X(int, IMG_SaveJPG, (SDL_Surface *surface, const char *file, int quality), (surface, file, quality), 1) \
    X(SDL_BlendMode, SDL_ComposeCustomBlendMode, (SDL_BlendFactor srcColorFactor, SDL_BlendFactor dstColorFactor, SDL_BlendOperation colorOperation, SDL_BlendFactor srcAlphaFactor, SDL_BlendFactor dstAlphaFactor, SDL_BlendOperation alphaOperation), (srcColorFactor, dstColorFactor, colorOperation, srcAlphaFactor, dstAlphaFactor, alphaOperation), 0) \
    X(int, SDL_ConvertPixels, (int width, int height, Uint32 src_format, const void * src, int src_pitch, Uint32 dst_format, void * dst, int dst_pitch), (width, height, src_format, src, src_pitch, dst_format, dst, dst_pitch), 0) \
    X(SDL_Surface *, SDL_ConvertSurfaceFormat, (SDL_Surface * src, Uint32 pixel_format, Uint32 flags), (src, pixel_format, flags), 0) \
    X(SDL_Surface *, SDL_CreateRGBSurfaceWithFormat, (Uint32 flags, int width, int height, int depth, Uint32 format), (flags, width, height, depth, format), 0) \
    X(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window * window, int index, Uint32 flags), (window, index, flags), 0) \
    X(SDL_Renderer *, SDL_CreateSoftwareRenderer, (SDL_Surface * surface), (surface), 0) \
    X(SDL_Texture *, SDL_CreateTexture, (SDL_Renderer * renderer, Uint32 format, int access, int w, int h), (renderer, format, access, w, h), 0) \
    X(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags), 0) \
    X(void, SDL_DestroyRenderer, (SDL_Renderer * renderer), (renderer), 0) \
    X(void, SDL_DestroyTexture, (SDL_Texture * texture), (texture), 0) \
    X(void, SDL_DestroyWindow, (SDL_Window * window), (window), 0) \
    X(void, SDL_DisableScreenSaver, (void), (), 0) \
    X(void, SDL_EnableScreenSaver, (void), (), 0) \
    X(void, SDL_FreeSurface, (SDL_Surface * surface), (surface), 0) \
    X(int, SDL_GL_BindTexture, (SDL_Texture *texture, float *texw, float *texh), (texture, texw, texh), 0) \
    X(void *, SDL_GL_GetProcAddress, (const char *proc), (proc), 0) \
    X(int, SDL_GL_LoadLibrary, (const char *path), (path), 0) \
    X(int, SDL_GL_SetAttribute, (SDL_GLattr attr, int value), (attr, value), 0) \
    X(int, SDL_GL_UnbindTexture, (SDL_Texture *texture), (texture), 0) \
    X(char *, SDL_GetClipboardText, (void), (), 0) \
    X(int, SDL_GetCurrentDisplayMode, (int displayIndex, SDL_DisplayMode * mode), (displayIndex, mode), 0) \
    X(const char *, SDL_GetCurrentVideoDriver, (void), (), 0) \
    X(int, SDL_GetDisplayBounds, (int displayIndex, SDL_Rect * rect), (displayIndex, rect), 0) \
    X(int, SDL_GetDisplayDPI, (int displayIndex, float * ddpi, float * hdpi, float * vdpi), (displayIndex, ddpi, hdpi, vdpi), 0) \
    X(int, SDL_GetDisplayUsableBounds, (int displayIndex, SDL_Rect * rect), (displayIndex, rect), 0) \
    X(const char *, SDL_GetError, (void), (), 0) \
    X(const char *, SDL_GetHint, (const char *name), (name), 0) \
    X(SDL_Keycode, SDL_GetKeyFromName, (const char *name), (name), 0) \
    X(SDL_Keymod, SDL_GetModState, (void), (), 0) \
    X(Uint32, SDL_GetMouseState, (int *x, int *y), (x, y), 0) \
    X(int, SDL_GetNumVideoDisplays, (void), (), 0) \
    X(Uint64, SDL_GetPerformanceCounter, (void), (), 0) \
    X(Uint64, SDL_GetPerformanceFrequency, (void), (), 0) \
    X(SDL_Texture *, SDL_GetRenderTarget, (SDL_Renderer *renderer), (renderer), 0) \
    X(int, SDL_GetRendererInfo, (SDL_Renderer * renderer, SDL_RendererInfo * info), (renderer, info), 0) \
    X(int, SDL_GetRendererOutputSize, (SDL_Renderer * renderer, int *w, int *h), (renderer, w, h), 0) \
    X(SDL_Scancode, SDL_GetScancodeFromKey, (SDL_Keycode key), (key), 0) \
    X(int, SDL_GetTextureScaleMode, (SDL_Texture * texture, SDL_ScaleMode *scaleMode), (texture, scaleMode), 0) \
    X(Uint32, SDL_GetTicks, (void), (), 0) \
    X(int, SDL_GetWindowDisplayIndex, (SDL_Window * window), (window), 0) \
    X(Uint32, SDL_GetWindowFlags, (SDL_Window * window), (window), 0) \
    X(Uint32, SDL_GetWindowID, (SDL_Window * window), (window), 0) \
    X(void, SDL_GetWindowPosition, (SDL_Window * window, int *x, int *y), (window, x, y), 0) \
    X(void, SDL_GetWindowSize, (SDL_Window * window, int *w, int *h), (window, w, h), 0) \
    X(void, SDL_GetWindowSizeInPixels, (SDL_Window * window, int *w, int *h), (window, w, h), 0) \
    X(SDL_bool, SDL_GetWindowWMInfo, (SDL_Window * window, SDL_SysWMinfo * info), (window, info), 0) \
    X(void, SDL_HapticClose, (SDL_Haptic * haptic), (haptic), 0) \
    X(SDL_Haptic *, SDL_HapticOpen, (int device_index), (device_index), 0) \
    X(int, SDL_HapticRumbleInit, (SDL_Haptic * haptic), (haptic), 0) \
    X(int, SDL_HapticRumblePlay, (SDL_Haptic * haptic, float strength, Uint32 length), (haptic, strength, length), 0) \
    X(int, SDL_HapticRumbleSupported, (SDL_Haptic * haptic), (haptic), 0) \
    X(SDL_bool, SDL_HasClipboardText, (void), (), 0) \
    X(SDL_bool, SDL_HasColorKey, (SDL_Surface * surface), (surface), 0) \
    X(SDL_bool, SDL_HasEvents, (Uint32 minType, Uint32 maxType), (minType, maxType), 0) \
    X(int, SDL_Init, (Uint32 flags), (flags), 0) \
    X(int, SDL_InitSubSystem, (Uint32 flags), (flags), 0) \
    X(SDL_bool, SDL_IsScreenSaverEnabled, (void), (), 0) \
    X(int, SDL_LockSurface, (SDL_Surface * surface), (surface), 0) \
    X(int, SDL_NumHaptics, (void), (), 0) \
    X(int, SDL_PollEvent, (SDL_Event * event), (event), 0) \
    X(void, SDL_PumpEvents, (void), (), 0) \
    X(int, SDL_PushEvent, (SDL_Event * event), (event), 0) \
    X(int, SDL_QueryTexture, (SDL_Texture * texture, Uint32 * format, int *access, int *w, int *h), (texture, format, access, w, h), 0) \
    X(void, SDL_QuitSubSystem, (Uint32 flags), (flags), 0) \
    X(SDL_RWops *, SDL_RWFromConstMem, (const void *mem, int size), (mem, size), 0) \
    X(SDL_RWops *, SDL_RWFromFile, (const char *file, const char *mode), (file, mode), 0) \
    X(Uint32, SDL_RegisterEvents, (int numevents), (numevents), 0) \
    X(int, SDL_RenderClear, (SDL_Renderer * renderer), (renderer), 0) \
    X(int, SDL_RenderCopy, (SDL_Renderer * renderer, SDL_Texture * texture, const SDL_Rect * srcrect, const SDL_Rect * dstrect), (renderer, texture, srcrect, dstrect), 0) \
    X(int, SDL_RenderCopyExF, (SDL_Renderer * renderer, SDL_Texture * texture, const SDL_Rect * srcrect, const SDL_FRect * dstrect, const double angle, const SDL_FPoint *center, const SDL_RendererFlip flip), (renderer, texture, srcrect, dstrect, angle, center, flip), 0) \
    X(int, SDL_RenderFlush, (SDL_Renderer * renderer), (renderer), 0) \
    X(int, SDL_RenderGeometry, (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Vertex *vertices, int num_vertices, const int *indices, int num_indices), (renderer, texture, vertices, num_vertices, indices, num_indices), 0) \
    X(void, SDL_RenderGetViewport, (SDL_Renderer * renderer, SDL_Rect * rect), (renderer, rect), 0) \
    X(void, SDL_RenderPresent, (SDL_Renderer * renderer), (renderer), 0) \
    X(int, SDL_RenderReadPixels, (SDL_Renderer * renderer, const SDL_Rect * rect, Uint32 format, void *pixels, int pitch), (renderer, rect, format, pixels, pitch), 0) \
    X(int, SDL_RenderSetViewport, (SDL_Renderer * renderer, const SDL_Rect * rect), (renderer, rect), 0) \
    X(SDL_bool, SDL_ResetHint, (const char *name), (name), 0) \
    X(int, SDL_SetClipboardText, (const char *text), (text), 0) \
    X(int, SDL_SetColorKey, (SDL_Surface * surface, int flag, Uint32 key), (surface, flag, key), 0) \
    X(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value), 0) \
    X(SDL_bool, SDL_SetHintWithPriority, (const char *name, const char *value, SDL_HintPriority priority), (name, value, priority), 0) \
    X(void, SDL_SetModState, (SDL_Keymod modstate), (modstate), 0) \
    X(int, SDL_SetPaletteColors, (SDL_Palette * palette, const SDL_Color * colors, int firstcolor, int ncolors), (palette, colors, firstcolor, ncolors), 0) \
    X(int, SDL_SetRenderDrawBlendMode, (SDL_Renderer * renderer, SDL_BlendMode blendMode), (renderer, blendMode), 0) \
    X(int, SDL_SetRenderDrawColor, (SDL_Renderer * renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a), (renderer, r, g, b, a), 0) \
    X(int, SDL_SetRenderTarget, (SDL_Renderer *renderer, SDL_Texture *texture), (renderer, texture), 0) \
    X(void, SDL_SetTextInputRect, (const SDL_Rect *rect), (rect), 0) \
    X(int, SDL_SetTextureBlendMode, (SDL_Texture * texture, SDL_BlendMode blendMode), (texture, blendMode), 0) \
    X(int, SDL_SetTextureScaleMode, (SDL_Texture * texture, SDL_ScaleMode scaleMode), (texture, scaleMode), 0) \
    X(int, SDL_SetWindowFullscreen, (SDL_Window * window, Uint32 flags), (window, flags), 0) \
    X(void, SDL_SetWindowTitle, (SDL_Window * window, const char *title), (window, title), 0) \
    X(int, SDL_ShowCursor, (int toggle), (toggle), 0) \
    X(void, SDL_StartTextInput, (void), (), 0) \
    X(void, SDL_StopTextInput, (void), (), 0) \
    X(void, SDL_UnlockSurface, (SDL_Surface * surface), (surface), 0) \
    X(int, SDL_UpdateTexture, (SDL_Texture * texture, const SDL_Rect * rect, const void *pixels, int pitch), (texture, rect, pixels, pitch), 0) \
    X(int, SDL_UpdateYUVTexture, (SDL_Texture * texture, const SDL_Rect * rect, const Uint8 *Yplane, int Ypitch, const Uint8 *Uplane, int Upitch, const Uint8 *Vplane, int Vpitch), (texture, rect, Yplane, Ypitch, Uplane, Upitch, Vplane, Vpitch), 0) \
    X(int, SDL_WaitEvent, (SDL_Event * event), (event), 0) \
    X(int, SDL_WaitEventTimeout, (SDL_Event * event, int timeout), (event, timeout), 0) \
    X(Uint32, SDL_WasInit, (Uint32 flags), (flags), 0) \
    X(void, SDL_free, (void *mem), (mem), 0) \
    X(void, TTF_CloseFont, (TTF_Font *font), (font), 2) \
    X(int, TTF_FontAscent, (const TTF_Font *font), (font), 2) \
    X(int, TTF_FontHeight, (const TTF_Font *font), (font), 2) \
    X(int, TTF_FontLineSkip, (const TTF_Font *font), (font), 2) \
    X(int, TTF_GlyphIsProvided32, (TTF_Font *font, Uint32 ch), (font, ch), 2) \
    X(int, TTF_Init, (void), (), 2) \
    X(TTF_Font *, TTF_OpenFontIndex, (const char *file, int ptsize, long index), (file, ptsize, index), 2) \
    X(TTF_Font *, TTF_OpenFontIndexRW, (SDL_RWops *src, int freesrc, int ptsize, long index), (src, freesrc, ptsize, index), 2) \
    X(SDL_Surface *, TTF_RenderUTF8_Blended, (TTF_Font *font, const char *text, SDL_Color fg), (font, text, fg), 2) \
    X(int, TTF_SizeUTF8, (TTF_Font *font, const char *text, int *w, int *h), (font, text, w, h), 2) \

static const char *const sonames[] = { "libSDL2-2.0.so.0", "libSDL2_image-2.0.so.0", "libSDL2_ttf-2.0.so.0" };

/* Each forwarder waits for the load; a process that cannot load the libraries ends there. */
LAZY_LOADER_AHEAD(SDL_FUNCTIONS, swipe_sdl_load_ahead, swipe_sdl_wait)
