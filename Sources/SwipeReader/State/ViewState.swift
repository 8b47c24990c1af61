import Foundation
import SwipeDocument

/// Where a reader left a document: the page and the language it was shown in, saved per document
/// so that reopening it resumes there (behaviour reference 1.5), unless the document says
/// `"viewstate": false`.
public struct ViewState: Codable, Equatable, Sendable {
    /// 0-based.
    public var page: Int
    public var language: String?
    /// Of a Boken story: the scenes visited before `page` along the path taken (0-based).
    public var history: [Int]?

    public init(page: Int, language: String?, history: [Int]? = nil) {
        self.page = page
        self.language = language
        self.history = history
    }

    /// The saved form.
    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// A saved state, or nil when `data` is not one (a damaged or foreign file).
    public init?(data: Data) {
        guard let state = try? JSONDecoder().decode(ViewState.self, from: data), state.page >= 0 else { return nil }
        self = state
    }

    /// Where a document opens and in which language: an explicit page (1-based) or language wins,
    /// then the saved state (when the document keeps one and still offers that language), then the
    /// reader's preferred languages (`LanguageChoice`). The page is kept inside the document.
    public static func start(document: Document, requestedPage: Int?, requestedLanguage: String?, saved: ViewState?,
                             preferred: [String]) -> (page: Int, language: String) {
        let saved = document.viewState ? saved : nil
        let last = max(0, document.pages.count - 1)
        let page = min(last, max(0, requestedPage.map { $0 - 1 } ?? saved?.page ?? 0))
        let savedLanguage = saved?.language.flatMap { id in document.languages.contains { $0.id == id } ? id : nil }
        let language = LanguageChoice.choose(offered: document.languages, preferred: preferred, chosen: requestedLanguage ?? savedLanguage)
        return (page, language)
    }
}
