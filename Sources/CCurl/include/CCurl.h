#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/*
 * libcurl is not linked: it and the libraries it pulls in (OpenSSL, nghttp2, LDAP, ...) would cost
 * every start of the player, documents from the network or not. curl_loader.c defines the libcurl
 * functions this project calls, each forwarding to the library loaded on first need. Call
 * swipe_curl_available() before anything else: it loads it, and says whether that worked.
 */
int swipe_curl_available(void);

/* The reason the library could not be loaded (valid when swipe_curl_available() returned 0). */
const char *swipe_curl_error(void);

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one function per argument type. */
typedef size_t (*swipe_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*swipe_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t download_now, curl_off_t upload_total, curl_off_t upload_now);

CURLcode swipe_curl_setopt_long(CURL *curl, CURLoption option, long value);
CURLcode swipe_curl_setopt_string(CURL *curl, CURLoption option, const char *value);
CURLcode swipe_curl_setopt_pointer(CURL *curl, CURLoption option, void *value);
CURLcode swipe_curl_setopt_data_callback(CURL *curl, CURLoption option, swipe_curl_data_callback value);
CURLcode swipe_curl_setopt_progress_callback(CURL *curl, CURLoption option, swipe_curl_progress_callback value);
CURLcode swipe_curl_getinfo_long(CURL *curl, CURLINFO info, long *value);
