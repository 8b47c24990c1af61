import ArgumentParser
import Foundation

/// Finds the files the player ships in `Assets/`: beside an installed binary
/// (`PREFIX/share/swipe-player`), in the source tree the binary was built in, or where
/// `SWIPE_PLAYER_ASSETS` points.
enum BundledAssets {
    static var directory: String? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["SWIPE_PLAYER_ASSETS"], fm.fileExists(atPath: env) { return env }
        var dir = executable.deletingLastPathComponent()
        let installed = dir.deletingLastPathComponent().appendingPathComponent("share/swipe-player")
        if fm.fileExists(atPath: installed.path) { return installed.path }
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets")
            if fm.fileExists(atPath: candidate.appendingPathComponent("demo/demo.swipe").path) { return candidate.path }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The running program's file: the kernel's link to it, since `argv[0]` holds no folder
    /// when the program was found on `PATH`.
    private static var executable: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    static var demoDocument: String? { directory.map { $0 + "/demo/demo.swipe" } }

    /// The document named on the command line (a file URI made a path), else the bundled demo;
    /// exits with status 2 when neither is there (`verb` says what it was wanted for).
    static func documentOrDemo(_ given: String?, toDo verb: String) throws -> String {
        if let given { return DocumentArgument.normalized(given) }
        guard let demo = demoDocument else {
            printError("swipe-player: the bundled demo document was not found; give a document to \(verb)")
            throw ExitCode(2)
        }
        return demo
    }
}
