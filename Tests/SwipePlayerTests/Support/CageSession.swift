import Foundation
import MediaTestSupport
import SwipeRender
import Testing

/// The player under a real Wayland compositor: cage, the kiosk compositor, headless and drawing
/// with pixman, run as an unprivileged user made for the tests (cage refuses to run as root), with
/// grim taking screenshots of its output. The player runs natively on Wayland or through XWayland.
///
/// Cage 0.1.4 (Debian 12) hands a fullscreen client's buffer straight to the output (direct
/// scan-out); a screenshot then makes it draw a frame of its own with nothing damaged, which comes
/// out black whenever the client is at rest, whatever the client drew. The session turns cage's
/// output by 180° (`-r -r`), which rules scan-out out: cage composites the player's frames as it
/// would any window's, and grim hands back the output upright, as a person would see it.
final class CageSession {
    /// How the player reaches cage: natively, through XWayland, or as the player chooses for
    /// itself (no SDL_VIDEODRIVER).
    enum Display {
        case wayland, xwayland, automatic

        var driver: String? {
            switch self {
            case .wayland: "wayland"
            case .xwayland: "x11"
            case .automatic: nil
            }
        }
    }

    /// The user cage runs as when the tests run as root.
    static let user = "swipe-cage-test"

    /// Why the tests cannot run here, or nil when they can.
    static let unavailable: String? = {
        for tool in ["cage", "grim"] where which(tool) == nil {
            return "\(tool) is not installed (Packaging/install-deps.sh installs it)"
        }
        if getuid() == 0 {
            if which("setpriv") == nil { return "setpriv is missing" }
            if !userExists(), (try? run("/usr/sbin/useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user])) != 0 {
                return "cannot create the user \(user) cage runs as"
            }
        }
        return nil
    }()

    /// The session's folder: the player's copy, the document, the player's state and runtime folders.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-cage-\(UUID().uuidString)")
    private let runtime: URL
    private let compositor = Process()
    let log: URL

    /// Starts cage with the player on `display`, given `arguments` (paths inside `folder`), with
    /// `files` written and named pipes made in `folder` first, and `extra` in its environment.
    init(display: Display, files: [String: String], pipes: [String] = [], environment extra: [String: String] = [:], arguments: (URL) -> [String]) throws {
        runtime = folder.appendingPathComponent("runtime")
        log = folder.appendingPathComponent("cage.log")
        let home = folder.appendingPathComponent("home")
        for dir in [folder, runtime, home] {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for name in pipes {
            let path = folder.appendingPathComponent(name).path
            guard mkfifo(path, 0o666) == 0, chmod(path, 0o666) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        // The unprivileged user reaches a copy of the player (the build folder may be under a
        // home folder closed to others); a hard link when the file systems allow.
        let player = folder.appendingPathComponent("swipe-player")
        do { try FileManager.default.linkItem(at: SDLSerialTests.CommandLineTests.binary, to: player) } catch {
            try FileManager.default.copyItem(at: SDLSerialTests.CommandLineTests.binary, to: player)
        }
        chmod(folder.path, 0o755)
        chmod(runtime.path, 0o700)
        if getuid() == 0 {
            for dir in [runtime, home] { _ = try Self.run("/bin/chown", ["\(Self.user):", dir.path]) }
        }

        var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path,
                   "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                   "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                   "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                   "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
                   "WLR_HEADLESS_OUTPUTS": "1"]
        env["SDL_VIDEODRIVER"] = display.driver
        env.merge(extra) { $1 }
        if let lang = ProcessInfo.processInfo.environment["LANG"] { env["LANG"] = lang }
        Self.asUser(compositor, "cage", ["-d", "-r", "-r", "--", player.path] + arguments(folder))
        compositor.environment = env
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        compositor.standardOutput = output
        compositor.standardError = output
        // SIGTERM unblocked, so that `stop` ends it at once.
        try withSignals(SIG_UNBLOCK, [SIGTERM]) { try compositor.runClosingOutputFiles() }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The player's process id, once cage has started it.
    var playerID: pid_t? {
        guard let children = try? String(contentsOfFile: "/proc/\(compositor.processIdentifier)/task/\(compositor.processIdentifier)/children", encoding: .ascii) else { return nil }
        return children.split(separator: " ").compactMap { pid_t($0) }.first
    }

    /// The X display cage's XWayland gave the player (from the player's environment).
    var xDisplay: String? {
        guard let id = playerID, let data = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .first { $0.hasPrefix("DISPLAY=") }.map { String($0.dropFirst("DISPLAY=".count)) }
    }

    var isRunning: Bool { compositor.isRunning }

    /// Makes `process` run `tool` as the session's user (XWayland lets no other user connect).
    private static func asUser(_ process: Process, _ tool: String, _ arguments: [String]) {
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: which("setpriv")!)
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--", which(tool)!] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: which(tool)!)
            process.arguments = arguments
        }
    }

    /// Runs an X11 tool (xdotool, xprop) on the player's XWayland display, as the session's user;
    /// its standard output, or nil when it failed.
    func runOnXDisplay(_ tool: String, _ arguments: [String]) throws -> String? {
        let display = try #require(xDisplay, "the player has no DISPLAY: \(output)")
        let p = Process()
        Self.asUser(p, tool, arguments)
        p.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.readAllAndClose()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// What cage's output shows now (nil when grim could not take it).
    func screenshot() -> RasterImage? {
        let file = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        let grim = Process()
        grim.executableURL = URL(fileURLWithPath: Self.which("grim")!)
        grim.arguments = [file.path]
        grim.environment = ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": "wayland-0"]
        grim.standardError = FileHandle.nullDevice
        guard (try? grim.run()) != nil else { return nil }
        grim.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: file) }
        guard grim.terminationStatus == 0 else { return nil }
        return (try? ImageLibrary.decode(path: file.path, animated: false))?.first
    }

    /// Screenshots until one satisfies `shows` (the last one taken is returned either way).
    func waitForScreen(timeout: TimeInterval = 40, _ shows: (RasterImage) -> Bool) -> (shown: Bool, last: RasterImage?) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: RasterImage?
        while Date() < deadline, compositor.isRunning {
            if let shot = screenshot() {
                last = shot
                if shows(shot) { return (true, shot) }
            }
            usleep(300_000)
        }
        return (false, last)
    }

    /// What cage and the player printed.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Stops cage alone (as `systemctl stop` or a crash would), its client left to notice.
    func stopCompositor() {
        XvfbSession.stop(compositor)
    }

    /// Ends the player and cage.
    func stop() {
        if let id = playerID { kill(id, SIGTERM) }
        XvfbSession.stop(compositor)
    }

    private static func which(_ tool: String) -> String? {
        ["/usr/bin", "/usr/sbin", "/bin", "/sbin", "/usr/local/bin"].map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func userExists() -> Bool { getpwnam(user) != nil }

    @discardableResult
    private static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
