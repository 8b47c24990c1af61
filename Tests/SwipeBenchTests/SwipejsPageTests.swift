import Foundation
import Testing
@testable import swipe_bench

struct SwipejsPageTests {
    let checkout = URL(fileURLWithPath: "/opt/swipe js", isDirectory: true)

    @Test func theScriptsComeFromTheCheckoutInSwipejsOrder() throws {
        let html = SwipejsPage(documentText: "{}", documentFolder: URL(fileURLWithPath: "/docs/a", isDirectory: true), checkout: checkout, reportAfterMS: 450).html
        let positions = try SwipejsPage.scripts.map { script in
            try #require(html.range(of: "<script src=\"file:///opt/swipe%20js/\(script)\"></script>")).lowerBound
        }
        #expect(positions == positions.sorted())
        #expect(html.contains("href=\"file:///opt/swipe%20js/html/swipe.css\""))
        #expect(!html.contains("http"))
    }

    @Test func mediaAreFoundInTheDocumentsFolder() {
        let html = SwipejsPage(documentText: "{}", documentFolder: URL(fileURLWithPath: "/docs/nasa"), checkout: checkout, reportAfterMS: 450).html
        #expect(html.contains("<base href=\"file:///docs/nasa/\">"))
    }

    @Test func theDocumentCannotEndTheScript() {
        let text = #"{"pages": [{"elements": [{"text": "</script><script>alert(1)</script>"}]}]}"#
        let html = SwipejsPage(documentText: text, documentFolder: URL(fileURLWithPath: "/d"), checkout: checkout, reportAfterMS: 450).html
        #expect(html.components(separatedBy: "</script>").count == SwipejsPage.scripts.count + 2)
        #expect(html.contains("}, 450);"))
        #expect(html.contains(##"SwipeUtil.initSwipe({"pages": [{"elements": [{"text": "\u003c/script>\u003cscript>alert(1)\u003c/script>"}]}]}, "#swipe", "#swipe_back")"##))
    }

    @Test func aFolderWithoutSwipejsIsNoCheckout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipejs-page-tests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(SwipejsPage.missingFiles(in: folder).count == SwipejsPage.scripts.count + 1)
        for file in SwipejsPage.scripts + [SwipejsPage.styleSheet] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        #expect(SwipejsPage.missingFiles(in: folder).isEmpty)
    }
}
