#define _GNU_SOURCE
#include "CLazyLibrary.h"
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int lazy_open(const char *const *sonames, void **handles, int count, char *failure, size_t size) {
    for (int i = 0; i < count; i++) {
        handles[i] = dlopen(sonames[i], RTLD_NOW | RTLD_LOCAL);
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

int lazy_preload(const char *soname, const char *symbol, const char *relative) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return 0;
    Dl_info info;
    void *address = dlsym(handle, symbol);
    if (!address || !dladdr(address, &info) || !info.dli_fname) return 1;
    char path[4096];
    const char *slash = strrchr(info.dli_fname, '/');
    int folder = slash ? (int)(slash - info.dli_fname) : 0;
    if (snprintf(path, sizeof path, "%.*s/%s", folder, info.dli_fname, relative) >= (int)sizeof path || access(path, R_OK) != 0) return 1;
    return dlopen(path, RTLD_NOW | RTLD_LOCAL) ? 2 : 1;
}
