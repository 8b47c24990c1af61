#include "CDisplayServer.h"
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <string.h>
#include <unistd.h>

static int lost_status = 1;
static char lost_message[256];

/* Called by Xlib on the thread whose X call failed; it must not return. */
static int exit_on_lost_x11_connection(Display *display) {
    (void)display;
    ssize_t written = write(STDERR_FILENO, lost_message, strlen(lost_message));
    (void)written;
    _exit(lost_status);
}

int swipe_x11_exit_on_connection_loss(int status, const char *message) {
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return 0;
    XIOErrorHandler (*set_handler)(XIOErrorHandler) = (XIOErrorHandler (*)(XIOErrorHandler))dlsym(x11, "XSetIOErrorHandler");
    dlclose(x11);
    if (!set_handler) return 0;
    lost_status = status;
    strncpy(lost_message, message, sizeof lost_message - 1);
    set_handler(exit_on_lost_x11_connection);
    return 1;
}

int swipe_wayland_connection_lost(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND || !info.info.wl.display) return 0;
    static int (*get_error)(struct wl_display *);
    if (!get_error) {
        void *wayland = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
        if (!wayland) return 0;
        get_error = (int (*)(struct wl_display *))dlsym(wayland, "wl_display_get_error");
        dlclose(wayland);
        if (!get_error) return 0;
    }
    return get_error(info.info.wl.display) != 0;
}
