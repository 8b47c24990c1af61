import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// A picture's luminance is measured once, when it is decoded, and kept when its pixels are
    /// forgotten; the test corpus's list gets backdrops for exactly the icons that vanish on its rows.
    struct IconToneTests {
        static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Corpus").standardized

        func asset(_ name: String) -> AssetReference { AssetReference(name, relativeTo: Self.corpus.appendingPathComponent("index.swipe")) }

        @Test func luminanceIsMeasuredWhenDecodedAndKept() throws {
            let images = ImageLibrary()
            let movie = asset("movie.png"), icon = asset("Icon-180.png")
            _ = images.frame(movie)
            #expect(try #require(images.meanLuminance(of: movie)) < 0.01, "a black line drawing")
            images.forget(movie)
            #expect(images.decodedBytes == 0)
            #expect(try #require(images.meanLuminance(of: movie)) < 0.01)
            #expect(images.decodedBytes == 0, "kept, not decoded again")
            // Never drawn: decoded once to be measured.
            let teal = try #require(images.meanLuminance(of: icon))
            #expect(teal > 0.3 && teal < 0.6)
            #expect(images.meanLuminance(of: asset("no-such.png")) == nil)
        }

        /// Which rows of Tests/Corpus/index.swipe get a backdrop in each bundled theme (light appearance).
        @Test(arguments: [("default", ["Icon-180.png"]), ("kiosk", ["Icon-180.png"]), ("high-contrast", ["Icon-180.png"]),
                          ("dark", ["movie.png", "text.png", "speech.png", "nasa.png", "espresso.png"])])
        func theCorpusListsIconsGetBackdropsWhereTheyVanish(_ theme: String, _ backed: [String]) throws {
            let url = Self.corpus.appendingPathComponent("index.swipe")
            let list = try #require(DocumentLoader.load(bytes: Array(try Data(contentsOf: url)), name: "index.swipe", baseURL: url).list)
            let images = ImageLibrary()
            let layout = ListLayout(list: list, language: "en", viewport: Point(640, 400), showsBack: false, icons: images, tones: images,
                                    style: try ThemeGoldenTests.style(theme, .light))
            let names = Set(layout.rows.filter { $0.iconBackdrop != nil }.compactMap { $0.item.icon?.text })
            #expect(names == Set(backed), "\(theme)")
        }
    }
}
