import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct AssetReferenceTests {
    let fileBase = URL(fileURLWithPath: "/books/nasa/nasa.swipe")
    let webBase = URL(string: "https://example.org/books/nasa.swipe")!

    @Test func relativeFiles() {
        #expect(AssetReference("nasa000.jpg", relativeTo: fileBase).url?.path == "/books/nasa/nasa000.jpg")
        #expect(AssetReference("../bgm/TheDescent.mp3", relativeTo: fileBase).url?.path == "/books/bgm/TheDescent.mp3")
        #expect(AssetReference("img/a b.png", relativeTo: fileBase).url?.path == "/books/nasa/img/a b.png")
        #expect(AssetReference("/abs/x.png", relativeTo: fileBase).url?.path == "/abs/x.png")
        #expect(AssetReference("x.png", relativeTo: fileBase).isLocalFile)
    }

    @Test func remote() {
        let r = AssetReference("a/b.png", relativeTo: webBase)
        #expect(r.url?.absoluteString == "https://example.org/books/a/b.png")
        #expect(r.isRemote)
        let abs = AssetReference("http://other.example/x.m3u8", relativeTo: fileBase)
        #expect(abs.isRemote && abs.url?.host == "other.example")
        #expect(AssetReference("../up.png", relativeTo: webBase).url?.absoluteString == "https://example.org/up.png")
    }

    @Test func emptyNamesResolveToNothing() {
        #expect(AssetReference("  ", relativeTo: fileBase).url == nil)
    }
}
