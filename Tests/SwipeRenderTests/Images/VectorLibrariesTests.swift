import CPoppler
import CRsvg
import Foundation
import Testing
import MediaTestSupport

/// CRsvg and CPoppler declare librsvg's, poppler-glib's and GLib's functions and types themselves
/// (building needs neither -dev package): every signature must be the installed headers' own, and
/// the libraries load on first need.
struct VectorLibrariesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized

    @Test func librsvgAndPopplerLoadOnFirstNeed() {
        #expect(swipe_rsvg_available() == 1, "\(String(cString: swipe_rsvg_error()))")
        #expect(swipe_poppler_available() == 1, "\(String(cString: swipe_poppler_error()))")
    }

    /// Each function of a loader's list assigned to a pointer of the type the list declares, with
    /// the library's headers in scope: a parameter or return type that differs is a compile error.
    @Test(arguments: [("librsvg-2.0", "CRsvg/rsvg_functions.h", "RSVG_FUNCTIONS", "librsvg/rsvg.h"),
                      ("poppler-glib", "CPoppler/poppler_functions.h", "POPPLER_FUNCTIONS", "poppler.h")])
    func theDeclarationsMatchTheHeaders(_ package: String, _ list: String, _ macro: String, _ header: String) throws {
        let folder = try temporaryFolder("vector-abi")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #include <\(header)>
            #include <stddef.h>
            #include <stdint.h>
            #define SWIPE_SYSTEM_HEADERS 1
            #include "\(Self.sources.appendingPathComponent(list).path)"
            #define CHECK(ret, name, params, args, lib) ret (*check_##name) params = name;
            \(macro)(CHECK)
            /* The layout the loaders declare GError with. */
            struct ours { uint32_t domain; int code; char *message; };
            _Static_assert(sizeof(GError) == sizeof(struct ours) && offsetof(GError, message) == offsetof(struct ours, message), "GError");
            int main(void) { return 0; }
            """.write(to: folder.appendingPathComponent("abi.c"), atomically: true, encoding: .utf8)
        let (status, printed) = try shell("cd '\(folder.path)' && cc -Werror -Wno-deprecated-declarations $(pkg-config --cflags \(package)) -c abi.c -o abi.o 2>&1")
        #expect(status == 0, "\(printed)")
    }
}
