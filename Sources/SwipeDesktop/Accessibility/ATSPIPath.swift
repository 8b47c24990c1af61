import SwipeReader

/// The D-Bus object paths of the accessible tree: the application at AT-SPI's fixed root path, each
/// node at a path made of its `AccessibleID` (stable, so a screen reader's references survive
/// frames), and AT-SPI's null reference.
public enum ATSPIPath {
    /// The application object: AT-SPI's registry looks for it here.
    public static let root = "/org/a11y/atspi/accessible/root"
    /// The path AT-SPI uses for no object.
    public static let null = "/org/a11y/atspi/null"
    /// AT-SPI's cache object, which clients ask for every object at once (`GetItems`).
    public static let cache = "/org/a11y/atspi/cache"
    /// Where the window node is; the nodes below it follow their id's segments.
    static let window = "/org/a11y/atspi/accessible/window"

    /// The path of the node named `id`.
    public static func path(_ id: AccessibleID) -> String {
        id.segments.isEmpty ? window : window + "/" + id.path
    }

    /// The id a node's path names; nil for a path outside the tree (the root, the null reference).
    public static func id(_ path: String) -> AccessibleID? {
        guard path == window || path.hasPrefix(window + "/") else { return nil }
        return path.dropFirst(window.count).split(separator: "/").reduce(AccessibleID.window) { $0.appending(String($1)) }
    }
}
