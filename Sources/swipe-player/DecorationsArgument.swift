import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader

/// `--decorations FILE`: a decorations file read into a decorator, its problems printed; exits 2
/// when the file cannot be read.
enum DecorationsArgument {
    static func decorator(_ path: String, href: String) throws -> Decorator {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot be read")
            throw ExitCode(2)
        }
        let file = DecorationFile(bytes: [UInt8](data), name: path, href: href)
        for d in file.diagnostics { printError(d.description) }
        var decorator = Decorator()
        for group in file.groups { decorator.apply(group.decorations, in: group.name) }
        return decorator
    }
}
