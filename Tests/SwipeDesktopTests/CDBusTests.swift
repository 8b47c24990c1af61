import CDBus
import Foundation
import Testing
import MediaTestSupport

/// CDBus declares libdbus's types and constants itself (building needs no libdbus-1-dev): they must
/// be the installed headers' own.
@Suite struct CDBusTests {
    @Test func libdbusLoadsOnFirstNeed() {
        #expect(swipe_dbus_available() == 1, "\(String(cString: swipe_dbus_error()))")
    }

    @Test func theDeclarationsMatchLibdbusHeaders() throws {
        let folder = try temporaryFolder("dbus-abi")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #include <dbus/dbus.h>
            #include <stddef.h>
            #include <stdio.h>
            int main(void) {
                printf("%zu %zu %zu %zu %zu %zu\\n", sizeof(DBusMessageIter), _Alignof(DBusMessageIter),
                       sizeof(DBusError), _Alignof(DBusError), offsetof(DBusError, message), offsetof(DBusError, padding1));
                printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %zu\\n", DBUS_TYPE_INVALID, DBUS_TYPE_INT32, DBUS_TYPE_UINT32, DBUS_TYPE_DOUBLE, DBUS_TYPE_STRING,
                       DBUS_TYPE_VARIANT, DBUS_TYPE_BOOLEAN, DBUS_TYPE_OBJECT_PATH, DBUS_TYPE_ARRAY, DBUS_TYPE_STRUCT, DBUS_TYPE_DICT_ENTRY,
                       DBUS_MESSAGE_TYPE_METHOD_CALL, DBUS_MESSAGE_TYPE_METHOD_RETURN, DBUS_MESSAGE_TYPE_ERROR, DBUS_MESSAGE_TYPE_SIGNAL,
                       sizeof(dbus_bool_t));
                return 0;
            }
            """.write(to: folder.appendingPathComponent("abi.c"), atomically: true, encoding: .utf8)
        let (status, printed) = try shell("cd '\(folder.path)' && cc $(pkg-config --cflags dbus-1) abi.c -o abi && ./abi")
        try #require(status == 0, "cannot compile against libdbus-1-dev's headers")

        let layout = [MemoryLayout<DBusMessageIter>.size, MemoryLayout<DBusMessageIter>.alignment,
                      MemoryLayout<DBusError>.size, MemoryLayout<DBusError>.alignment,
                      MemoryLayout<DBusError>.offset(of: \.message)!, MemoryLayout<DBusError>.offset(of: \.padding1)!]
        let constants = [DBUS_TYPE_INVALID, DBUS_TYPE_INT32, DBUS_TYPE_UINT32, DBUS_TYPE_DOUBLE, DBUS_TYPE_STRING, DBUS_TYPE_VARIANT,
                         DBUS_TYPE_BOOLEAN, DBUS_TYPE_OBJECT_PATH, DBUS_TYPE_ARRAY, DBUS_TYPE_STRUCT, DBUS_TYPE_DICT_ENTRY,
                         DBUS_MESSAGE_TYPE_METHOD_CALL, DBUS_MESSAGE_TYPE_METHOD_RETURN, DBUS_MESSAGE_TYPE_ERROR, DBUS_MESSAGE_TYPE_SIGNAL].map(Int.init)
        let ours = layout.map(String.init).joined(separator: " ") + "\n"
            + (constants + [MemoryLayout<dbus_bool_t>.size]).map(String.init).joined(separator: " ") + "\n"
        #expect(printed == ours)
    }
}
