#include "CCurl.h"
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define CURL_FUNCTIONS(X) \
    X(void, curl_easy_cleanup, (CURL *curl), (curl), 0) \
    X(CURL *, curl_easy_init, (void), (), 0) \
    X(CURLcode, curl_easy_perform, (CURL *curl), (curl), 0) \
    X(const char *, curl_easy_strerror, (CURLcode code), (code), 0) \
    X(CURLcode, curl_global_init, (long flags), (flags), 0) \
    X(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *string), (list, string), 0) \
    X(void, curl_slist_free_all, (struct curl_slist *list), (list), 0)

/* The variadic ones, called only through the wrappers below. */
#define CURL_VARIADIC(X) \
    X(CURLcode, curl_easy_setopt, (CURL *curl, CURLoption option, ...), (), 0) \
    X(CURLcode, curl_easy_getinfo, (CURL *curl, CURLINFO info, ...), (), 0)

static const char *const sonames[] = { "libcurl.so.4" };

LAZY_LOADER_VARIADIC(CURL_FUNCTIONS, CURL_VARIADIC, swipe_curl_available, swipe_curl_error)

CURLcode swipe_curl_setopt_long(CURL *curl, CURLoption option, long value) { return p_curl_easy_setopt(curl, option, value); }
CURLcode swipe_curl_setopt_string(CURL *curl, CURLoption option, const char *value) { return p_curl_easy_setopt(curl, option, value); }
CURLcode swipe_curl_setopt_pointer(CURL *curl, CURLoption option, void *value) { return p_curl_easy_setopt(curl, option, value); }
CURLcode swipe_curl_setopt_data_callback(CURL *curl, CURLoption option, swipe_curl_data_callback value) { return p_curl_easy_setopt(curl, option, value); }
CURLcode swipe_curl_setopt_progress_callback(CURL *curl, CURLoption option, swipe_curl_progress_callback value) { return p_curl_easy_setopt(curl, option, value); }
CURLcode swipe_curl_getinfo_long(CURL *curl, CURLINFO info, long *value) { return p_curl_easy_getinfo(curl, info, value); }
