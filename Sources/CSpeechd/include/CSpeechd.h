#ifndef C_SPEECHD_H
#define C_SPEECHD_H

/*
 * speech-dispatcher's client library (libspeechd, LGPL-2.1+) is not linked: the player speaks
 * through it only when spoken feedback is on and a speech-dispatcher answers, so libspeechd.so.2
 * is loaded then (speechd_loader.c). The few types and functions used are declared here, as
 * libspeechd.h 0.11 declares them, so building needs no libspeechd-dev.
 */

#include <stddef.h>

typedef struct SPDConnection SPDConnection;

/* libspeechd's priorities: a MESSAGE cancels a queued TEXT; IMPORTANT goes first. */
typedef enum {
    SPD_IMPORTANT = 1,
    SPD_MESSAGE = 2,
    SPD_TEXT = 3,
    SPD_NOTIFICATION = 4,
    SPD_PROGRESS = 5
} SPDPriority;

/* Loads libspeechd; 0 when that failed (swipe_speechd_error() says why). */
int swipe_speechd_available(void);
const char *swipe_speechd_error(void);

/* A threaded connection named `client` to the user's speech-dispatcher (its socket in
 * $XDG_RUNTIME_DIR, the daemon started when not running), told when each message begins and ends;
 * NULL (with the reason in `error`, to be freed) when none answers. */
SPDConnection *swipe_speechd_open(const char *client, char **error);

/* Whether a message of the connection is being spoken (told by the library's own thread). */
int swipe_speechd_speaking(void);

/* libspeechd's own functions, forwarded to the loaded library. */
void spd_close(SPDConnection *connection);
int spd_say(SPDConnection *connection, SPDPriority priority, const char *text);
int spd_cancel(SPDConnection *connection);
int spd_pause(SPDConnection *connection);
int spd_resume(SPDConnection *connection);
int spd_set_language(SPDConnection *connection, const char *language);
int spd_set_voice_rate(SPDConnection *connection, signed int rate);
int spd_set_volume(SPDConnection *connection, signed int volume);

#endif
