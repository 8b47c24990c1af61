#include "CLazyLibrary.h"
#include <dlfcn.h>
#include <stdio.h>

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

