import Foundation
import SwipeDocument

/// A folder shown as a document list, so that `swipe-player` on a folder offers what is in it:
/// one row per Swipe document (its `title`, with the file name under it) and per subfolder that
/// holds documents somewhere below (opening that folder as a list), sorted by name, each with the
/// picture of the same base name beside it as its icon (`nasa.png` for `nasa.swipe` or `nasa/`).
/// Pure: `FolderReader` reads the folder.
public enum FolderList {
    /// One entry of a folder.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var isFolder: Bool
        /// A document's `title`, or a story folder's `appTitle` (nil when it has none or is neither).
        public var title: String?
        /// For a folder: whether it holds Swipe documents, directly or further down.
        public var holdsDocuments: Bool

        public init(name: String, isFolder: Bool, title: String? = nil, holdsDocuments: Bool = false) {
            self.name = name
            self.isFolder = isFolder
            self.title = title
            self.holdsDocuments = holdsDocuments
        }
    }

    /// The subtitle of a row that opens a folder.
    public static let folderSubtitle = "folder"

    /// Whether `name` is a Swipe document's file name.
    public static func isDocument(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name as NSString).pathExtension.lowercased() == "swipe"
    }

    /// The list for `folder` (a file URL) holding `entries`.
    public static func list(folder: URL, entries: [Entry]) -> ListDocument {
        let base = folder.hasDirectoryPath ? folder : folder.appendingPathComponent("", isDirectory: true)
        var pictures: [String: String] = [:]
        for e in entries where !e.isFolder && iconExtensions.contains((e.name as NSString).pathExtension.lowercased()) {
            let key = (e.name as NSString).deletingPathExtension.lowercased()
            if pictures[key].map({ e.name < $0 }) ?? true { pictures[key] = e.name }
        }
        let shown = entries
            .filter { $0.isFolder ? $0.holdsDocuments && !$0.name.hasPrefix(".") : isDocument($0.name) }
            .sorted { $0.name.compare($1.name, options: [.caseInsensitive, .numeric]) == .orderedAscending }
        let items = shown.map { e in
            let stem = e.isFolder ? e.name : (e.name as NSString).deletingPathExtension
            return ListDocument.Item(url: reference(e.name, in: base, isFolder: e.isFolder),
                                     title: .plain(e.title ?? stem),
                                     text: .plain(e.isFolder ? folderSubtitle : e.name),
                                     icon: pictures[stem.lowercased()].map { reference($0, in: base, isFolder: false) })
        }
        return ListDocument(title: base.lastPathComponent, sections: [ListDocument.Section(items: items)])
    }

    /// The list offering documents chosen together (a file manager opening a selection), in the
    /// order given: each `(file, title, picture)` with its `title` (else its name) and the picture
    /// of the same base name beside it (a file URL), when there is one.
    public static func list(selection: [(file: URL, title: String?, picture: URL?)]) -> ListDocument {
        let items = selection.map { s in
            let folder = s.file.deletingLastPathComponent()
            return ListDocument.Item(url: reference(s.file.lastPathComponent, in: folder, isFolder: false),
                                     title: .plain(s.title ?? s.file.deletingPathExtension().lastPathComponent),
                                     text: .plain(s.file.lastPathComponent),
                                     icon: s.picture.map { reference($0.lastPathComponent, in: folder, isFolder: false) })
        }
        return ListDocument(title: "\(items.count) documents", sections: [ListDocument.Section(items: items)])
    }

    /// The picture extensions of icons, in the order of preference (a folder's entries are sorted
    /// by name, and the first of a base name wins).
    static let iconExtensions = ["gif", "jpeg", "jpg", "png"]

    /// A file of the folder by name, as a file URL (whatever characters the name has).
    private static func reference(_ name: String, in base: URL, isFolder: Bool) -> AssetReference {
        var reference = AssetReference(name, relativeTo: base)
        reference.url = base.appendingPathComponent(name, isDirectory: isFolder)
        return reference
    }
}
