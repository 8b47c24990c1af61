import Foundation
import SwipeRender
import Testing

/// SDL, SDL_image and SDL_ttf, and cairo, are loaded by the program, not linked (`CSDLLoader`,
/// `CCairoLoader`): a command that draws nothing never loads them, and one that draws still draws
/// with them.
extension SDLSerialTests.CommandLineTests {
    /// A run, and the shared libraries the dynamic loader opened in it, linked or loaded later
    /// (glibc's `LD_DEBUG=files` lines: `file=libSDL2-2.0.so.0 [0];  dynamically loaded by …`).
    func runListingLibraries(_ arguments: [String]) throws -> (run: Run, libraries: Set<String>) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        let r = try run(arguments, environment: environment)
        let names = r.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "\tfile=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != " " })
        }
        return (r, Set(names))
    }

    @Test func commandsThatDrawNothingNeverLoadSDLNorCairo() throws {
        let doc = try temporaryFile("words.swipe", #"{ "pages": [ { "elements": [ { "text": "Hello" } ] } ] }"#)
        for arguments in [["--version"], ["lint", doc], ["info", doc]] {
            let (r, libraries) = try runListingLibraries(arguments)
            #expect(r.status == 0, "\(arguments): \(r.stderr.suffix(500))")
            #expect(libraries.contains("libpng16.so.16"), "\(arguments): the loader's lines were read")
            #expect(!libraries.contains { $0.hasPrefix("libSDL2") }, "\(arguments) loaded \(libraries.filter { $0.hasPrefix("libSDL2") })")
            for library in ["libcairo.so.2", "libX11.so.6"] {
                #expect(!libraries.contains(library), "\(arguments) loaded \(library)")
            }
        }
    }

    @Test func renderLoadsSDLAndDrawsTextAndPicturesWithIt() throws {
        let dir = URL(fileURLWithPath: try temporaryFile("pixel.txt", "")).deletingLastPathComponent()
        // A 2x2 red PNG for SDL_image to decode.
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==")!
        try png.write(to: dir.appendingPathComponent("red.png"))
        let doc = dir.appendingPathComponent("both.swipe").path
        try ##"{ "dimension": [200, 100], "pages": [ { "bc": "#ffffff", "elements": [ { "img": "red.png", "x": 0, "y": 0, "w": 100, "h": 100 }, { "text": "Hi", "x": 100, "y": 0, "w": 100, "h": 100, "textColor": "#000000", "fontSize": 60 }, { "x": 10, "y": 80, "w": 20, "h": 20, "bc": "#0000ff", "cornerRadius": 5 } ] } ] }"##
            .write(toFile: doc, atomically: true, encoding: .utf8)
        let out = doc + ".png"
        let (r, libraries) = try runListingLibraries(["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr.suffix(500))")
        for library in ["libSDL2-2.0.so.0", "libSDL2_image-2.0.so.0", "libSDL2_ttf-2.0.so.0", "libcairo.so.2"] {
            #expect(libraries.contains(library), "render did not load \(library)")
        }
        let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
        let rounded = image.pixel(20, 90)
        #expect(rounded.2 > 245 && rounded.0 < 10, "the rounded box is drawn with cairo: \(rounded)")
        let (red, green, blue, _) = image.pixel(50, 50)
        #expect(red > 245 && green < 10 && blue < 10, "the picture is drawn")
        var dark = 0
        for x in 100..<200 {
            for y in 0..<100 {
                let (r, g, b, _) = image.pixel(x, y)
                if r < 60 && g < 60 && b < 60 { dark += 1 }
            }
        }
        #expect(dark > 100, "the text is drawn: \(dark) dark pixels")
    }

    /// Where SDL cannot be loaded, a command that draws ends as the dynamic loader would end a
    /// program linked to it: exit status 127 and the library named.
    @Test func aCommandThatDrawsWithoutSDLEndsWithStatus127() throws {
        let doc = try temporaryFile("plain.swipe", #"{ "pages": [ { "elements": [ { "text": "Hello" } ] } ] }"#)
        let dir = URL(fileURLWithPath: doc).deletingLastPathComponent().appendingPathComponent("broken-sdl")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("not a library".utf8).write(to: dir.appendingPathComponent("libSDL2-2.0.so.0"))
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = dir.path
        let r = try run(["render", doc, "-o", doc + ".png"], environment: environment)
        #expect(r.status == 127, "\(r.stderr.suffix(500))")
        #expect(r.stderr.contains("swipe-player: libSDL2-2.0.so.0 cannot be loaded"), "\(r.stderr.suffix(500))")
        #expect(!FileManager.default.fileExists(atPath: doc + ".png"))
    }
}
