import Foundation

extension XvfbSession {
    /// A private X display with two 800×600 monitors side by side, as SDL sees a laptop with a
    /// projector: Xorg with the dummy video driver (whose outputs RandR can switch on, which
    /// Xvfb's cannot), the second output added with xrandr. Xvfb's own multi-screen and Xinerama
    /// layouts show SDL a single display.
    static func twoMonitors() throws -> XvfbSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-xorg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("xorg.conf")
        try """
        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam 64000
        EndSection
        Section "Monitor"
            Identifier "monitor"
            HorizSync 5.0-1000.0
            VertRefresh 5.0-200.0
        EndSection
        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Virtual 1600 600
            EndSubSection
        EndSection
        Section "ServerFlags"
            Option "AutoAddDevices" "false"
        EndSection
        """.write(to: config, atomically: true, encoding: .utf8)
        let session = try XvfbSession(server: "/usr/lib/xorg/Xorg") {
            [$0, "-config", config.path, "-noreset", "-nolisten", "tcp", "-logfile", folder.appendingPathComponent("xorg.log").path]
        }
        guard session.run("xrandr", ["--output", "DUMMY0", "--mode", "800x600"]) != nil,
              session.run("xrandr", ["--addmode", "DUMMY1", "800x600"]) != nil,
              session.run("xrandr", ["--output", "DUMMY1", "--mode", "800x600", "--right-of", "DUMMY0"]) != nil,
              session.run("xrandr", ["--listmonitors"])?.contains("Monitors: 2") == true else {
            throw SessionError("xrandr could not add a second monitor on \(session.display)")
        }
        return session
    }
}
