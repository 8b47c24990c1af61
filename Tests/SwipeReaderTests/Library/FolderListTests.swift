import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// A folder's listing made into a document list.
struct FolderListTests {
    let folder = URL(fileURLWithPath: "/books/", isDirectory: true)

    @Test func documentsAndFoldersWithDocumentsBecomeRowsSortedByName() {
        let list = FolderList.list(folder: folder, entries: [
            .init(name: "zoo.swipe", isFolder: false, title: "The Zoo"),
            .init(name: "Apple.swipe", isFolder: false),
            .init(name: "nasa", isFolder: true, holdsDocuments: true),
            .init(name: "empty", isFolder: true),
            .init(name: "notes.txt", isFolder: false),
            .init(name: "page10.swipe", isFolder: false),
            .init(name: "page9.swipe", isFolder: false),
            .init(name: ".hidden.swipe", isFolder: false),
        ])
        #expect(list.title == "books")
        #expect(list.sections.count == 1)
        let items = list.sections[0].items
        #expect(items.map { list.text($0.title, language: "en") } == ["Apple", "nasa", "page9", "page10", "The Zoo"])
        #expect(items.map { list.text($0.text, language: "en") } == ["Apple.swipe", FolderList.folderSubtitle, "page9.swipe", "page10.swipe", "zoo.swipe"])
        #expect(items[0].url?.url == URL(fileURLWithPath: "/books/Apple.swipe"))
        #expect(items[1].url?.url?.path == "/books/nasa" && items[1].url?.url?.hasDirectoryPath == true)
        #expect(items.allSatisfy { $0.url?.isLocalFile == true })
    }

    @Test func aPictureWithTheSameBaseNameIsTheIcon() {
        let list = FolderList.list(folder: folder, entries: [
            .init(name: "nasa", isFolder: true, holdsDocuments: true),
            .init(name: "NASA.PNG", isFolder: false),
            .init(name: "comic.swipe", isFolder: false),
            .init(name: "comic.jpeg", isFolder: false),
            .init(name: "plain.swipe", isFolder: false),
            .init(name: "plain.swipe.txt", isFolder: false),
            .init(name: "odd name #1.swipe", isFolder: false),
            .init(name: "odd name #1.gif", isFolder: false),
        ])
        let icons = list.sections[0].items.map { $0.icon?.url?.path }
        #expect(icons == ["/books/comic.jpeg", "/books/NASA.PNG", "/books/odd name #1.gif", nil])
    }

    @Test func anEmptyFolderGivesAnEmptyList() {
        let list = FolderList.list(folder: folder, entries: [.init(name: "readme.md", isFolder: false)])
        #expect(list.sections.allSatisfy { $0.items.isEmpty })
    }
}
