import Foundation
import Testing

/// The release program, as `Packaging/install.sh` builds it: what the packaging tests install and
/// package, and what the kiosk soak runs (Packaging/test.sh builds it before the suite runs, so the
/// tests need not wait for it).
public enum ReleaseBuild {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let binary = repositoryRoot.appendingPathComponent(".build/release/swipe-player")
    /// The tool `install.sh` writes the manual with; built beforehand, since a build started from
    /// inside `swift test` waits for the build folder's lock forever.
    public static let manualTool = repositoryRoot.appendingPathComponent(".build/release/generate-manual")

    /// The program, or a failure saying how to make it (and the manual's tool).
    public static func require() throws -> URL {
        try require(manualTool, product: "generate-manual")
        return try program()
    }

    /// The program alone, or a failure saying how to make it.
    public static func program() throws -> URL {
        try require(binary, product: "swipe-player")
        return binary
    }

    private static func require(_ file: URL, product: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: file.path),
                     "no release build at \(file.path): run Packaging/test.sh, or swift build -c release --static-swift-stdlib --product \(product)")
    }
}
