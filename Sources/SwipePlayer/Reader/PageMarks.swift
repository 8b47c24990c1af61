import SwipeDocument
import SwipeReader

/// The ribbons the page indicator shows beside the page number, while it shows: one for each
/// `pageMark` decoration (a bookmark, or one from a decorations file) on the page shown, in its
/// tint or the theme's. Documents' pages and stories' scenes alike: `isOnPage` says which
/// locators are on the page shown (a story's by their `sceneId`).
enum PageMarks {
    static func ribbons(chrome: PlayerChrome, decorator: Decorator, at t: Double, isOnPage: (Locator) -> Bool) -> [Color] {
        guard chrome.indicatorOpacity(at: t) > 0 else { return [] }
        return decorator.pageMarks(where: isOnPage, fallback: chrome.style.decorations[.pageMark].tint)
    }
}
