import Foundation

/// Keeps libdbus from starting a session bus for the player. Asked for the session bus (SDL asks
/// when its video starts, for the screen saver and input methods) with no `DBUS_SESSION_BUS_ADDRESS`
/// and no `$XDG_RUNTIME_DIR/bus`, libdbus runs `dbus-launch --autolaunch` through X11: a bus no
/// desktop knows of, which outlives the player and inherits its environment (a kiosk's
/// `NOTIFY_SOCKET` among it, so that its daemon told systemd it was ready before the player
/// showed anything). Where no bus is given the player goes without one, as it does without libdbus.
public enum SessionBusAutolaunch {
    /// An address that names no bus and fails at once (a path under a file), given to libdbus in
    /// place of the autolaunch it would try.
    static let nowhere = "unix:path=/dev/null/no-session-bus"

    /// The address libdbus must be given so that it autolaunches nothing: nil when `environment`
    /// leads it to a bus of the user's (the same search `BusConnection.sessionAddress` makes).
    static func standIn(environment: [String: String], fileExists: (String) -> Bool = FileManager.default.fileExists) -> String? {
        BusConnection.sessionAddress(environment: environment, fileExists: fileExists) == nil ? nowhere : nil
    }

    /// Runs `body` (SDL's start, where SDL makes its one attempt to reach the session bus: a failed
    /// attempt is not repeated) with libdbus unable to autolaunch a bus. The environment is as it
    /// was afterwards, for the player's own bus connections and its children.
    public static func prevented<T>(_ body: () throws -> T) rethrows -> T {
        let name = "DBUS_SESSION_BUS_ADDRESS"
        guard let address = standIn(environment: ProcessInfo.processInfo.environment) else { return try body() }
        let given = getenv(name).map { String(cString: $0) }
        setenv(name, address, 1)
        defer {
            if let given { setenv(name, given, 1) } else { unsetenv(name) }
        }
        return try body()
    }
}
