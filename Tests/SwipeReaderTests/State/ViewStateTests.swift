import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct ViewStateTests {
    private func document(_ json: String) throws -> Document {
        try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "doc.swipe", baseURL: nil).document)
    }

    private let multilingual = #"{ "languages": [ { "id": "en", "title": "English" }, { "id": "ja", "title": "日本語" }, { "id": "*", "title": "Other" } ], "pages": [ {}, {}, {}, {} ] }"#

    @Test func savedFormRoundTrips() {
        let state = ViewState(page: 3, language: "ja")
        #expect(ViewState(data: state.data) == state)
        #expect(ViewState(data: ViewState(page: 0, language: nil).data) == ViewState(page: 0, language: nil))
    }

    @Test func damagedOrForeignDataIsNotAState() {
        #expect(ViewState(data: Data()) == nil)
        #expect(ViewState(data: Data(#"{"page": 2, "langu"#.utf8)) == nil)
        #expect(ViewState(data: Data(#"{"page": -4}"#.utf8)) == nil)
        #expect(ViewState(data: Data(#"[1, 2]"#.utf8)) == nil)
    }

    @Test func theSavedPageAndLanguageAreResumed() throws {
        let doc = try document(multilingual)
        let start = ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: ViewState(page: 2, language: "ja"), preferred: ["en-US"])
        #expect(start.page == 2 && start.language == "ja")
    }

    @Test func anExplicitPageOrLanguageWins() throws {
        let doc = try document(multilingual)
        let saved = ViewState(page: 2, language: "ja")
        #expect(ViewState.start(document: doc, requestedPage: 1, requestedLanguage: nil, saved: saved, preferred: []).page == 0)
        #expect(ViewState.start(document: doc, requestedPage: nil, requestedLanguage: "en", saved: saved, preferred: []).language == "en")
    }

    @Test func withoutASavedStateTheLocaleDecides() throws {
        let doc = try document(multilingual)
        let start = ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: nil, preferred: ["ja-JP"])
        #expect(start.page == 0 && start.language == "ja")
        #expect(ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: nil, preferred: ["fr-FR"]).language == "*")
    }

    @Test func aSavedLanguageTheDocumentNoLongerOffersIsDropped() throws {
        let doc = try document(multilingual)
        let start = ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: ViewState(page: 1, language: "de"), preferred: ["en"])
        #expect(start.page == 1 && start.language == "en")
    }

    @Test func thePageStaysInsideTheDocument() throws {
        let doc = try document(multilingual)
        #expect(ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: ViewState(page: 40, language: nil), preferred: []).page == 3)
        #expect(ViewState.start(document: doc, requestedPage: 99, requestedLanguage: nil, saved: nil, preferred: []).page == 3)
    }

    @Test func aDocumentWithoutViewStateAlwaysStartsAtTheBeginning() throws {
        let doc = try document(#"{ "viewstate": false, "pages": [ {}, {}, {} ] }"#)
        #expect(ViewState.start(document: doc, requestedPage: nil, requestedLanguage: nil, saved: ViewState(page: 2, language: nil), preferred: []).page == 0)
    }
}
