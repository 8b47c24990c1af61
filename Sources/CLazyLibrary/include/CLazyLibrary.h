#ifndef C_LAZY_LIBRARY_H
#define C_LAZY_LIBRARY_H

/*
 * For C modules that load a shared library on first need instead of linking it (a library with a
 * large dependency tree costs every start of the player time and memory, whether the document
 * uses it or not). A module lists the functions it forwards as an X-macro of
 * (return type, name, parameters, arguments, library index), names its libraries' sonames in
 * `static const char *const sonames[]`, and writes LAZY_LOADER(list, available, error): that
 * defines each listed function under its own name, forwarding to the loaded library, plus
 * `int available(void)` (loads everything once; 0 when that failed) and `const char *error(void)`.
 * A variadic function cannot be forwarded: a module lists those in a second X-macro and writes
 * LAZY_LOADER_VARIADIC(list, variadic, available, error), which loads them as `p_<name>` pointers
 * only, for the module's own non-variadic wrappers to call. A module whose libraries the program
 * cannot go on without writes LAZY_LOADER_REQUIRED(list, wait), or, loaded ahead of need,
 * LAZY_LOADER_AHEAD(list, load_ahead, wait) instead (below).
 */

#include <pthread.h>
#include <stddef.h>

/* Opens `count` libraries in order; on failure writes why into `failure` and returns 0. */
int lazy_open(const char *const *sonames, void **handles, int count, char *failure, size_t size);

/* `name` in `handle` (the library `soname`); on failure writes why into `failure` and returns NULL. */
void *lazy_symbol(void *handle, const char *soname, const char *name, char *failure, size_t size);

/* Runs `run` on a detached thread of its own; 0 when no thread could be started. */
int lazy_start_thread(void *(*run)(void *));

/* Ends a process that cannot go on without a library, as the dynamic loader would have: the
 * program's name and `failure` on standard error, exit status 127. */
void lazy_fail(const char *failure) __attribute__((noreturn));

#define LAZY_POINTER(ret, name, params, args, lib) static ret (*p_##name) params;
#define LAZY_RESOLVE(ret, name, params, args, lib) \
    if (!(p_##name = (ret (*) params)lazy_symbol(handles[lib], sonames[lib], #name, lazy_failure, sizeof lazy_failure))) return;
/* A module whose library another library of the process may load itself (SDL opens libdbus)
 * defines LAZY_FORWARD_VISIBILITY as hidden before including this header: the program must then
 * not export these names, or that library would call these forwarders instead of its own
 * functions, through pointers this module may never have filled in. (Modules whose headers
 * declare their functions with default visibility, as SDL_mixer's and libcurl's do, cannot.) */
#ifndef LAZY_FORWARD_VISIBILITY
#define LAZY_FORWARD_VISIBILITY
#endif
#define LAZY_FORWARD(ret, name, params, args, lib) LAZY_FORWARD_VISIBILITY ret name params { return (ret)p_##name args; }

#define LAZY_NONE(X)

#define LAZY_LOADER(FUNCTIONS, available, error) LAZY_LOADER_VARIADIC(FUNCTIONS, LAZY_NONE, available, error)

/* The pointers, and `lazy_load`, which fills them in once (`lazy_once`), setting `lazy_loaded` when
 * all were found, else writing why into `lazy_failure`. */
#define LAZY_LOAD_ONCE(FUNCTIONS, VARIADIC) \
    FUNCTIONS(LAZY_POINTER) \
    VARIADIC(LAZY_POINTER) \
    static pthread_once_t lazy_once = PTHREAD_ONCE_INIT; \
    static int lazy_loaded; \
    static char lazy_failure[512]; \
    static void lazy_load(void) { \
        enum { count = sizeof sonames / sizeof *sonames }; \
        void *handles[count]; \
        if (!lazy_open(sonames, handles, count, lazy_failure, sizeof lazy_failure)) return; \
        FUNCTIONS(LAZY_RESOLVE) \
        VARIADIC(LAZY_RESOLVE) \
        __atomic_store_n(&lazy_loaded, 1, __ATOMIC_RELEASE); \
    }

#define LAZY_LOADER_VARIADIC(FUNCTIONS, VARIADIC, available, error) \
    LAZY_LOAD_ONCE(FUNCTIONS, VARIADIC) \
    int available(void) { pthread_once(&lazy_once, lazy_load); return lazy_loaded; } \
    const char *error(void) { return lazy_failure; } \
    FUNCTIONS(LAZY_FORWARD)

/* For libraries a program cannot go on without: each forwarder waits for the load itself (so no
 * caller checks first), and `void wait(void)` waits for it, loading if nobody has yet. A process
 * that cannot load them ends (`lazy_fail`). */
#define LAZY_REQUIRE(ret, name, params, args, lib) \
    LAZY_FORWARD_VISIBILITY ret name params { \
        if (__builtin_expect(!__atomic_load_n(&lazy_loaded, __ATOMIC_ACQUIRE), 0)) lazy_require(); \
        return (ret)p_##name args; \
    }

#define LAZY_LOADER_REQUIRED(FUNCTIONS, wait) \
    LAZY_LOAD_ONCE(FUNCTIONS, LAZY_NONE) \
    static void lazy_require(void) { \
        pthread_once(&lazy_once, lazy_load); \
        if (!__atomic_load_n(&lazy_loaded, __ATOMIC_ACQUIRE)) lazy_fail(lazy_failure); \
    } \
    void wait(void) { lazy_require(); } \
    FUNCTIONS(LAZY_REQUIRE)

/* Required libraries that a program loads ahead of need: `void load_ahead(void (*then)(void))`
 * also starts the load on a thread of its own and returns at once (again, or after the load, it
 * does nothing); `then`, when not NULL, runs on that thread after the load: another module's
 * `wait`, so that its libraries load next, under the same dynamic loader's lock, without a thread
 * of their own. */
#define LAZY_LOADER_AHEAD(FUNCTIONS, load_ahead, wait) \
    LAZY_LOADER_REQUIRED(FUNCTIONS, wait) \
    static void (*lazy_then)(void); \
    static void *lazy_load_on_thread(void *unused) { \
        (void)unused; \
        pthread_once(&lazy_once, lazy_load); \
        if (lazy_then) lazy_then(); \
        return NULL; \
    } \
    void load_ahead(void (*then)(void)) { \
        static int started; \
        if (__atomic_exchange_n(&started, 1, __ATOMIC_ACQ_REL)) return; \
        lazy_then = then; \
        if (!lazy_start_thread(lazy_load_on_thread)) __atomic_store_n(&started, 0, __ATOMIC_RELEASE); \
    }

#endif
