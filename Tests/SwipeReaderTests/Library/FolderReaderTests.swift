import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Reading real folders into document lists.
struct FolderReaderTests {
    func makeFolder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-reader-\(UUID().uuidString)", isDirectory: true)
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    @Test func aFolderListsItsDocumentsTitlesSubfoldersAndIcons() throws {
        let root = try makeFolder([
            "story.swipe": #"{ "title": "A Story", "pages": [] }"#,
            "story.png": "not really a picture",
            "untitled.swipe": #"{ "pages": [] }"#,
            "broken.swipe": "{ this is not json",
            "comics/deep/more/strip.swipe": "{}",
            "comics.jpg": "",
            "photos/cat.png": "",
            ".git/config.swipe": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FolderReader.isFolder(root.path) && !FolderReader.isFolder(root.appendingPathComponent("story.swipe").path))
        let list = try FolderReader.list(path: root.path)
        #expect(list.title == root.lastPathComponent)
        let items = list.sections[0].items
        #expect(items.map { list.text($0.title, language: "en") } == ["broken", "comics", "A Story", "untitled"])
        #expect(items.map { $0.icon?.url?.lastPathComponent } == [nil, "comics.jpg", "story.png", nil])
        let comics = try #require(items[1].url?.url)
        #expect(FolderReader.isFolder(comics.path))
        #expect(try FolderReader.list(path: comics.path).sections[0].items.map { list.text($0.title, language: "en") } == ["deep"])
        let story = try #require(items[2].url?.url)
        #expect(try DocumentLoader.load(path: story.path).document != nil)
    }

    @Test func aFolderWithoutDocumentsIsAnEmptyListAndAMissingOneAnError() throws {
        let root = try makeFolder(["notes.txt": "hello"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try FolderReader.list(path: root.path).sections.allSatisfy { $0.items.isEmpty })
        #expect(throws: DocumentReadError.self) { try FolderReader.list(path: root.appendingPathComponent("nowhere").path) }
    }

    @Test func theCorpusFolderListsItsDocumentsAndFolders() throws {
        let list = try FolderReader.list(path: TestCorpus.folder.path)
        let items = list.sections[0].items
        let byName = Dictionary(uniqueKeysWithValues: items.map { ($0.url!.url!.lastPathComponent, $0) })
        #expect(list.text(byName["index.swipe"]?.title, language: "en") == "Index")
        #expect(list.text(byName["nasa"]?.text, language: "en") == FolderList.folderSubtitle)
        #expect(byName["nasa"]?.icon?.url?.lastPathComponent == "nasa.png")
        #expect(byName["README.md"] == nil && byName["Icon-180.png"] == nil)
        for item in items {
            let url = try #require(item.url?.url)
            if FolderReader.isFolder(url.path) {
                #expect(try !FolderReader.list(path: url.path).sections[0].items.isEmpty)
            } else {
                #expect(try DocumentLoader.load(path: url.path).content != nil)
            }
        }
    }
}
