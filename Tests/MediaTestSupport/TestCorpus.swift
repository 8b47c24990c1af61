import Foundation

/// The real Swipe documents and media in `Tests/Corpus` (written by others for the original Swipe
/// engines; see its README), found from this file's place so that every test target reads the
/// repository's own copy, wherever it was cloned and whatever the working directory.
public enum TestCorpus {
    /// The corpus folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The file or folder at `path`, relative to the corpus folder.
    public static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    /// The corpus holds no Swipe document: it is part of the repository, so a test over its
    /// documents must fail rather than check nothing.
    public struct NoDocuments: Error, CustomStringConvertible {
        public var description: String { "no Swipe document in \(TestCorpus.folder.path)" }
    }

    /// The paths of the corpus's Swipe documents, relative to its folder, sorted; throws when the
    /// folder cannot be read or holds none.
    public static func documents() throws -> [String] {
        let documents = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swipe") }.sorted()
        guard !documents.isEmpty else { throw NoDocuments() }
        return documents
    }
}
