import Foundation

/// A new empty folder under the temporary folder.
func temporaryFolder(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-net-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// A folder holding `files` (relative path → contents), to serve.
func site(_ files: [String: Data]) throws -> URL {
    let root = try temporaryFolder("site")
    for (path, data) in files {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
    return root
}

/// Seconds `body` takes.
func elapsed(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}
