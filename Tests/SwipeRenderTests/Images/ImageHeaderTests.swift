import Foundation
import MediaTestSupport
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    struct ImageHeaderTests {
        static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/demo")

        func header(_ url: URL) -> ImageHeader? {
            (try? Data(contentsOf: url)).flatMap { ImageHeader.read([UInt8]($0)) }
        }

        @Test func pngSize() {
            #expect(header(Self.assets.appendingPathComponent("sunset.png")) == ImageHeader(width: 480, height: 270, frameCount: 1))
            #expect(header(Self.assets.appendingPathComponent("ball-sprite.png")) == ImageHeader(width: 512, height: 64, frameCount: 1))
        }

        @Test func corpusImagesAgreeWithTheDecoder() throws {
            let files = ["nasa/nasa001.jpg", "espresso/IMG_8155.JPG", "tutorial/epsilon.gif", "tutorial/shuttle.png", "tutorial/chara_walk.png"]
            for f in files {
                let url = TestCorpus.url(f)
                let h = try #require(header(url), "\(f)")
                let frames = ImageLibrary.decode(path: url.path, animated: h.frameCount > 1)
                #expect(frames.first?.width == h.width && frames.first?.height == h.height, "\(f)")
                #expect(frames.count == h.frameCount, "\(f)")
            }
        }

        @Test func garbageIsNotAnImage() {
            #expect(ImageHeader.read(Array("not an image".utf8)) == nil)
            #expect(ImageHeader.read([]) == nil)
        }
    }
}
