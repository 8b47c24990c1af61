#include "CDBus.h"
/* SDL opens libdbus itself: these forwarders must not stand in for libdbus's own functions. */
#define LAZY_FORWARD_VISIBILITY __attribute__((visibility("hidden")))
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define DBUS_FUNCTIONS(X) \
    X(void, dbus_error_init, (DBusError *error), (error), 0) \
    X(void, dbus_error_free, (DBusError *error), (error), 0) \
    X(DBusConnection *, dbus_connection_open_private, (const char *address, DBusError *error), (address, error), 0) \
    X(void, dbus_connection_set_exit_on_disconnect, (DBusConnection *connection, dbus_bool_t exit_on_disconnect), (connection, exit_on_disconnect), 0) \
    X(dbus_bool_t, dbus_connection_get_unix_fd, (DBusConnection *connection, int *fd), (connection, fd), 0) \
    X(dbus_bool_t, dbus_connection_send, (DBusConnection *connection, DBusMessage *message, dbus_uint32_t *serial), (connection, message, serial), 0) \
    X(dbus_bool_t, dbus_connection_read_write, (DBusConnection *connection, int timeout_milliseconds), (connection, timeout_milliseconds), 0) \
    X(DBusMessage *, dbus_connection_pop_message, (DBusConnection *connection), (connection), 0) \
    X(void, dbus_connection_close, (DBusConnection *connection), (connection), 0) \
    X(void, dbus_connection_unref, (DBusConnection *connection), (connection), 0) \
    X(void, dbus_connection_flush, (DBusConnection *connection), (connection), 0) \
    X(DBusMessage *, dbus_connection_send_with_reply_and_block, (DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error), (connection, message, timeout_milliseconds, error), 0) \
    X(dbus_bool_t, dbus_bus_register, (DBusConnection *connection, DBusError *error), (connection, error), 0) \
    X(const char *, dbus_bus_get_unique_name, (DBusConnection *connection), (connection), 0) \
    X(DBusMessage *, dbus_message_new_method_call, (const char *destination, const char *path, const char *interface, const char *method), (destination, path, interface, method), 0) \
    X(void, dbus_message_unref, (DBusMessage *message), (message), 0) \
    X(DBusMessage *, dbus_message_new_method_return, (DBusMessage *method_call), (method_call), 0) \
    X(DBusMessage *, dbus_message_new_error, (DBusMessage *reply_to, const char *error_name, const char *error_message), (reply_to, error_name, error_message), 0) \
    X(DBusMessage *, dbus_message_new_signal, (const char *path, const char *interface, const char *name), (path, interface, name), 0) \
    X(const char *, dbus_message_get_path, (DBusMessage *message), (message), 0) \
    X(const char *, dbus_message_get_interface, (DBusMessage *message), (message), 0) \
    X(const char *, dbus_message_get_member, (DBusMessage *message), (message), 0) \
    X(const char *, dbus_message_get_sender, (DBusMessage *message), (message), 0) \
    X(dbus_bool_t, dbus_message_get_no_reply, (DBusMessage *message), (message), 0) \
    X(int, dbus_message_get_type, (DBusMessage *message), (message), 0) \
    X(dbus_uint32_t, dbus_message_get_reply_serial, (DBusMessage *message), (message), 0) \
    X(const char *, dbus_message_get_error_name, (DBusMessage *message), (message), 0) \
    X(dbus_bool_t, dbus_message_is_signal, (DBusMessage *message, const char *interface, const char *signal_name), (message, interface, signal_name), 0) \
    X(void, dbus_message_iter_init_append, (DBusMessage *message, DBusMessageIter *iter), (message, iter), 0) \
    X(dbus_bool_t, dbus_message_iter_append_basic, (DBusMessageIter *iter, int type, const void *value), (iter, type, value), 0) \
    X(dbus_bool_t, dbus_message_iter_init, (DBusMessage *message, DBusMessageIter *iter), (message, iter), 0) \
    X(int, dbus_message_iter_get_arg_type, (DBusMessageIter *iter), (iter), 0) \
    X(void, dbus_message_iter_get_basic, (DBusMessageIter *iter, void *value), (iter, value), 0) \
    X(dbus_bool_t, dbus_message_iter_next, (DBusMessageIter *iter), (iter), 0) \
    X(void, dbus_message_iter_recurse, (DBusMessageIter *iter, DBusMessageIter *sub), (iter, sub), 0) \
    X(dbus_bool_t, dbus_message_iter_open_container, (DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub), (iter, type, contained_signature, sub), 0) \
    X(dbus_bool_t, dbus_message_iter_close_container, (DBusMessageIter *iter, DBusMessageIter *sub), (iter, sub), 0)

static const char *const sonames[] = { "libdbus-1.so.3" };

LAZY_LOADER(DBUS_FUNCTIONS, swipe_dbus_available, swipe_dbus_error)
