import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// `lint --accessibility`'s contrast rule on pages drawn by the compositor: text compared with
    /// what is drawn behind it, whatever draws it (the page's colour, the element's own box).
    struct PageSnapshotsTests {
        static let json = """
        {"dimension": [480, 320], "pages": [{"bc": "#ffffff", "elements": [
          {"text": "Hard to read", "textColor": "#bbbbbb", "x": 20, "y": 20, "w": 300, "h": 40},
          {"text": "Easy to read", "textColor": "#000000", "x": 20, "y": 80, "w": 300, "h": 40},
          {"text": "Big and grey", "textColor": "#8a8a8a", "fontSize": 30, "x": 20, "y": 140, "w": 300, "h": 50},
          {"bc": "#202020", "x": 20, "y": 200, "w": 300, "h": 50, "text": "Dark on dark", "textColor": "#404040"},
          {"bc": "#202020", "x": 20, "y": 260, "w": 300, "h": 50, "text": "Light on dark", "textColor": "#ffffff"}
        ]}]}
        """

        @Test func textUnderWCAGsContrastIsReportedWithItsRatio() throws {
            let doc = try #require(DocumentLoader.load(bytes: Array(Self.json.utf8), name: "c.swipe", baseURL: nil).document)
            let size = Point(480, 320)
            let drawing = try #require(PageSnapshots(document: doc, size: size, language: "*", report: { _ in }))
            let settings = RenderSettings(documentSize: size, language: "*", markdown: doc.markdown, media: ImageLibrary())
            let found = AccessibilityCheck(document: doc, source: Array(Self.json.utf8), file: "c.swipe", settings: settings,
                                           folderContents: { _ in [] }, drawing: drawing).diagnostics()
            #expect(found.map { "\($0.position?.description ?? "-") \($0.path?.description ?? "-"): \($0.message)" } == [
                "2:41 pages[0].elements[0].textColor: text with a contrast of 1.91:1 with what is drawn behind it, under 4.5:1 (WCAG 1.4.3)",
                "5:96 pages[0].elements[3].textColor: text with a contrast of 1.57:1 with what is drawn behind it, under 4.5:1 (WCAG 1.4.3)",
            ])
        }
    }
}
