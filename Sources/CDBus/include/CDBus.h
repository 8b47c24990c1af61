#include <stdint.h>

/*
 * libdbus is not linked: the player asks the desktop one question (light or dark?) and serves its
 * accessible tree (AT-SPI2) on threads of their own, and must start where libdbus is missing. dbus_loader.c defines the libdbus functions
 * this project calls, each forwarding to libdbus-1.so.3 loaded on first need. Call
 * swipe_dbus_available() before anything else: it loads it, and says whether that worked.
 *
 * The types and constants below are libdbus's own, copied from its headers (an ABI stable since
 * 1.0), so building needs no libdbus-1-dev; a test compares them with the installed headers.
 */
int swipe_dbus_available(void);

/* The reason the library could not be loaded (valid when swipe_dbus_available() returned 0). */
const char *swipe_dbus_error(void);

typedef uint32_t dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

static const int DBUS_TYPE_INVALID = '\0';
static const int DBUS_TYPE_INT32 = 'i';
static const int DBUS_TYPE_UINT32 = 'u';
static const int DBUS_TYPE_DOUBLE = 'd';
static const int DBUS_TYPE_STRING = 's';
static const int DBUS_TYPE_VARIANT = 'v';
static const int DBUS_TYPE_BOOLEAN = 'b';
static const int DBUS_TYPE_OBJECT_PATH = 'o';
static const int DBUS_TYPE_ARRAY = 'a';
static const int DBUS_TYPE_STRUCT = 'r';
static const int DBUS_TYPE_DICT_ENTRY = 'e';

static const int DBUS_MESSAGE_TYPE_METHOD_CALL = 1;

static const int DBUS_MESSAGE_TYPE_METHOD_RETURN = 2;
static const int DBUS_MESSAGE_TYPE_ERROR = 3;
static const int DBUS_MESSAGE_TYPE_SIGNAL = 4;

void dbus_error_init(DBusError *error);
void dbus_error_free(DBusError *error);

DBusConnection *dbus_connection_open_private(const char *address, DBusError *error);
void dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect);
dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd);
dbus_bool_t dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *serial);
dbus_bool_t dbus_connection_read_write(DBusConnection *connection, int timeout_milliseconds);
DBusMessage *dbus_connection_pop_message(DBusConnection *connection);
void dbus_connection_close(DBusConnection *connection);
void dbus_connection_unref(DBusConnection *connection);
void dbus_connection_flush(DBusConnection *connection);
DBusMessage *dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error);
dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error);
const char *dbus_bus_get_unique_name(DBusConnection *connection);

DBusMessage *dbus_message_new_method_call(const char *destination, const char *path, const char *interface, const char *method);
void dbus_message_unref(DBusMessage *message);
DBusMessage *dbus_message_new_method_return(DBusMessage *method_call);
DBusMessage *dbus_message_new_error(DBusMessage *reply_to, const char *error_name, const char *error_message);
DBusMessage *dbus_message_new_signal(const char *path, const char *interface, const char *name);
const char *dbus_message_get_path(DBusMessage *message);
const char *dbus_message_get_interface(DBusMessage *message);
const char *dbus_message_get_member(DBusMessage *message);
const char *dbus_message_get_sender(DBusMessage *message);
dbus_bool_t dbus_message_get_no_reply(DBusMessage *message);
int dbus_message_get_type(DBusMessage *message);
dbus_uint32_t dbus_message_get_reply_serial(DBusMessage *message);
const char *dbus_message_get_error_name(DBusMessage *message);
dbus_bool_t dbus_message_is_signal(DBusMessage *message, const char *interface, const char *signal_name);

void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value);
dbus_bool_t dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter);
int dbus_message_iter_get_arg_type(DBusMessageIter *iter);
void dbus_message_iter_get_basic(DBusMessageIter *iter, void *value);
dbus_bool_t dbus_message_iter_next(DBusMessageIter *iter);
void dbus_message_iter_recurse(DBusMessageIter *iter, DBusMessageIter *sub);
dbus_bool_t dbus_message_iter_open_container(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub);
dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub);
