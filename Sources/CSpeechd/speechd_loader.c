#include "CSpeechd.h"
/* Hidden: libspeechd calls its own functions, which must not reach these forwarders. */
#define LAZY_FORWARD_VISIBILITY __attribute__((visibility("hidden")))
#include "CLazyLibrary.h"
#include <stdatomic.h>

/* libspeechd.h's connection modes and notifications (speechd_types.h). */
enum { SPD_MODE_THREADED = 1 };
enum { SPD_BEGIN = 1, SPD_END = 2, SPD_CANCEL = 8 };
enum { SPD_EVENT_BEGIN = 0 };

typedef void (*SPDCallback)(size_t msg_id, size_t client_id, int state);

/* The public start of libspeechd's SPDConnection: its callbacks, set before notifications are on. */
struct SPDConnectionCallbacks {
    SPDCallback callback_begin;
    SPDCallback callback_end;
    SPDCallback callback_cancel;
};

#define SPEECHD_FUNCTIONS(X) \
    X(SPDConnection *, spd_open2, (const char *client_name, const char *connection_name, const char *user_name, int mode, const void *address, int autospawn, char **error_result), (client_name, connection_name, user_name, mode, address, autospawn, error_result), 0) \
    X(int, spd_set_notification_on, (SPDConnection *connection, int notification), (connection, notification), 0) \
    X(void, spd_close, (SPDConnection *connection), (connection), 0) \
    X(int, spd_say, (SPDConnection *connection, SPDPriority priority, const char *text), (connection, priority, text), 0) \
    X(int, spd_cancel, (SPDConnection *connection), (connection), 0) \
    X(int, spd_pause, (SPDConnection *connection), (connection), 0) \
    X(int, spd_resume, (SPDConnection *connection), (connection), 0) \
    X(int, spd_set_language, (SPDConnection *connection, const char *language), (connection, language), 0) \
    X(int, spd_set_voice_rate, (SPDConnection *connection, signed int rate), (connection, rate), 0) \
    X(int, spd_set_volume, (SPDConnection *connection, signed int volume), (connection, volume), 0)

static const char *const sonames[] = { "libspeechd.so.2" };

LAZY_LOADER(SPEECHD_FUNCTIONS, swipe_speechd_available, swipe_speechd_error)

static atomic_int speaking;

static void began(size_t msg_id, size_t client_id, int state) { atomic_store(&speaking, 1); }
static void ended(size_t msg_id, size_t client_id, int state) { atomic_store(&speaking, 0); }

SPDConnection *swipe_speechd_open(const char *client, char **error) {
    SPDConnection *connection = spd_open2(client, "feedback", NULL, SPD_MODE_THREADED, NULL, 1, error);
    if (!connection) return NULL;
    struct SPDConnectionCallbacks *callbacks = (struct SPDConnectionCallbacks *)connection;
    callbacks->callback_begin = began;
    callbacks->callback_end = ended;
    callbacks->callback_cancel = ended;
    spd_set_notification_on(connection, SPD_BEGIN);
    spd_set_notification_on(connection, SPD_END);
    spd_set_notification_on(connection, SPD_CANCEL);
    return connection;
}

int swipe_speechd_speaking(void) { return atomic_load(&speaking); }
