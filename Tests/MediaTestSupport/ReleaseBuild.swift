import Foundation
import Testing

/// The release program the packaging tests install and package, as `Packaging/install.sh` builds
/// it (Packaging/test.sh builds it before the suite runs, so the tests need not wait for it).
enum ReleaseBuild {
    static let binary = repositoryRoot.appendingPathComponent(".build/release/swipe-player")
    /// The tool `install.sh` writes the manual with; built beforehand, since a build started from
    /// inside `swift test` waits for the build folder's lock forever.
    static let manualTool = repositoryRoot.appendingPathComponent(".build/release/generate-manual")

    /// The program, or a failure saying how to make it (and the manual's tool).
    static func require() throws -> URL {
        for (file, product) in [(binary, "swipe-player"), (manualTool, "generate-manual")] {
            try #require(FileManager.default.isExecutableFile(atPath: file.path),
                         "no release build at \(file.path): run Packaging/test.sh, or swift build -c release --static-swift-stdlib --product \(product)")
        }
        return binary
    }

    /// The program's version, as `--version` prints it.
    static func version() throws -> String {
        try runCommand([require().path, "--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The width and height a PNG file's header gives.
    static func pngSize(_ file: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: file)
        try #require(data.count >= 24 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(file.path) is not a PNG file")
        let field = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (field(16), field(20))
    }
}
