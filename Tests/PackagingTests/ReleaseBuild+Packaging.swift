import Foundation
import MediaTestSupport
import Testing

extension ReleaseBuild {
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
