import Foundation

/// An output written under a temporary name beside its final one and renamed into place only when
/// complete, so an export that fails or is stopped never leaves a half-written file under the
/// output's name.
public final class StagedOutput {
    /// The name given.
    public let destination: String
    /// Where the export writes meanwhile (hidden, in the same folder, so the rename is atomic).
    public let staging: String
    private var committed = false
    private let isFolder: Bool

    /// Checks that the output's folder exists and can be written to; throws `ExportError` if not.
    public init(destination: String, folder isFolder: Bool = false) throws {
        let trimmed = isFolder && destination.count > 1 && destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        self.destination = trimmed
        self.isFolder = isFolder
        let url = URL(fileURLWithPath: trimmed)
        let parent = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw ExportError("cannot write \(destination): the folder \(parent) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: parent) else {
            throw ExportError("cannot write \(destination): the folder \(parent) is not writable")
        }
        staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        try? FileManager.default.removeItem(atPath: staging)
        if isFolder {
            do { try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false) } catch {
                throw ExportError("cannot write \(destination): \(error.localizedDescription)")
            }
        }
    }

    deinit { if !committed { discard() } }

    /// Moves the finished output to its name, replacing what was there.
    public func commit() throws {
        let fm = FileManager.default
        do {
            var isDir: ObjCBool = false
            if isFolder, fm.fileExists(atPath: destination, isDirectory: &isDir), isDir.boolValue {
                // Into a folder that exists: each picture replaces its namesake, the others stay.
                for name in try fm.contentsOfDirectory(atPath: staging) {
                    let target = (destination as NSString).appendingPathComponent(name)
                    try? fm.removeItem(atPath: target)
                    try fm.moveItem(atPath: (staging as NSString).appendingPathComponent(name), toPath: target)
                }
                try fm.removeItem(atPath: staging)
            } else if rename(staging, destination) != 0 {
                throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
            }
            committed = true
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError("cannot write \(destination): \(error.localizedDescription)")
        }
    }

    /// Removes whatever was written.
    public func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}

/// Why an export failed, in a sentence for the user.
public struct ExportError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
