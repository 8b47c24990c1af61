#define _GNU_SOURCE
#include "CLazyLibrary.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

int lazy_open(const char *const *sonames, void **handles, int count, char *failure, size_t size) {
    for (int i = 0; i < count; i++) {
        // Lazily bound, as the libraries a program links are: SDL alone brings 50, whose 3,300
        // calls not bound at load by their own choice (BIND_NOW) would otherwise each be looked up
        // now, though a render calls a few dozen of them (5-6 ms of CPU a thumbnail). A missing
        // function of ours is still reported at load: lazy_symbol asks for each by name.
        handles[i] = dlopen(sonames[i], RTLD_LAZY | RTLD_LOCAL);
        if (!handles[i]) {
            snprintf(failure, size, "%s cannot be loaded (%s)", sonames[i], dlerror());
            return 0;
        }
    }
    return 1;
}

void *lazy_symbol(void *handle, const char *soname, const char *name, char *failure, size_t size) {
    void *symbol = dlsym(handle, name);
    if (!symbol) snprintf(failure, size, "%s lacks %s", soname, name);
    return symbol;
}

int lazy_start_thread(void *(*run)(void *)) {
    pthread_attr_t attributes;
    pthread_t thread;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int started = pthread_create(&thread, &attributes, run, NULL) == 0;
    pthread_attr_destroy(&attributes);
    return started;
}

void lazy_fail(const char *failure) {
    fprintf(stderr, "%s: %s\n", program_invocation_short_name, failure);
    _exit(127);
}
