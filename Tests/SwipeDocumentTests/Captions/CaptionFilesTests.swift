import Foundation
import Testing
@testable import SwipeDocument

struct CaptionFilesTests {
    let movie = URL(fileURLWithPath: "/book/movie.mp4")

    @Test func findsTheLanguagesFileThenTheOneForAll() {
        let names = ["movie.vtt", "movie.fr.vtt", "movie.en-GB.vtt", "movies.vtt", "movie.mp4"]
        #expect(CaptionFiles.file(for: movie, language: "fr", in: names) == "movie.fr.vtt")
        #expect(CaptionFiles.file(for: movie, language: "en-GB", in: names) == "movie.en-GB.vtt")
        #expect(CaptionFiles.file(for: movie, language: "fr-CA", in: names) == "movie.fr.vtt", "its first subtag")
        #expect(CaptionFiles.file(for: movie, language: "ja", in: names) == "movie.vtt")
        #expect(CaptionFiles.file(for: movie, language: nil, in: names) == "movie.vtt")
        #expect(CaptionFiles.file(for: movie, language: "ja", in: ["movie.fr.vtt", "film.vtt"]) == nil)
        #expect(CaptionFiles.present(for: movie, in: ["movie.fr.vtt"]))
    }
}
