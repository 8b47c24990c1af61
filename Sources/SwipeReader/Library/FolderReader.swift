import Foundation
import SwipeDocument

/// Reads a folder for `FolderList`: its entries, each document's title, and whether each subfolder
/// holds documents (or is a Boken story's folder) somewhere below (looked for `searchDepth` folders down at most, so a link back up
/// cannot loop; hidden files and folders are left out).
public enum FolderReader {
    static let searchDepth = 4

    /// Whether `path` names a folder.
    public static func isFolder(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The list showing the folder at `path` (empty when it holds no documents).
    public static func list(path: String) throws -> ListDocument {
        let folder = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw DocumentReadError(file: path, reason: "cannot be read as a folder")
        }
        let entries = names.filter { !$0.hasPrefix(".") }.map { name in
            let file = folder.appendingPathComponent(name).path
            let isFolder = isFolder(file)
            return FolderList.Entry(name: name, isFolder: isFolder,
                                    title: isFolder ? StoryLoader.storyFile(at: file).flatMap(DocumentLoader.title) : FolderList.isDocument(name) ? DocumentLoader.title(path: file) : nil,
                                    holdsDocuments: isFolder && holdsDocuments(file, depth: searchDepth))
        }
        return FolderList.list(folder: folder, entries: entries)
    }

    /// The list offering the documents at `paths`, chosen together, in the order given.
    public static func list(documents paths: [String]) -> ListDocument {
        FolderList.list(selection: paths.map { path in
            let file = URL(fileURLWithPath: path).standardizedFileURL
            let stem = file.deletingPathExtension()
            let picture = FolderList.iconExtensions.lazy.map { stem.appendingPathExtension($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
            return (file, DocumentLoader.title(path: file.path), picture)
        })
    }

    private static func holdsDocuments(_ path: String, depth: Int) -> Bool {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        let visible = names.filter { !$0.hasPrefix(".") }
        if visible.contains(where: FolderList.isDocument) || visible.contains(StoryLoader.fileName) { return true }
        return visible.contains { name in
            let child = (path as NSString).appendingPathComponent(name)
            return isFolder(child) && holdsDocuments(child, depth: depth - 1)
        }
    }
}
