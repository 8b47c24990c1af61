import Foundation
import Testing

/// What `render` no longer makes at every start (the controls' style, the installed font
/// families) is still there when a picture asks for it.
extension SDLSerialTests.CommandLineTests {
    @Test func renderStillRefusesAThemeFileItCannotRead() throws {
        let doc = try temporaryFile("plain.swipe", ##"{ "dimension": [80, 60], "pages": [ { "bc": "#336699" } ] }"##)
        let out = doc + ".png"
        let r = try run(["render", doc, "-o", out, "--theme", doc + ".missing.json"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot read the theme file"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func renderDrawsTheTextViewInAChosenInstalledFamily() throws {
        let doc = try temporaryFile("words.swipe", #"{ "dimension": [320, 200], "pages": [ { "elements": [ { "text": "Handgloves and more words", "w": 320, "h": 200 } ] } ] }"#)
        func picture(_ settings: [String]) throws -> Data {
            let out = doc + "-\(UUID().uuidString).png"
            let r = try run(["render", doc, "-o", out, "--set", "layout=text", "--set", "publisherDefaults=off"] + settings.flatMap { ["--set", $0] })
            #expect(r.status == 0, "\(r.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
        let auto = try picture([])
        // Liberation Mono is installed with the player (Packaging/install-deps.sh): a family the
        // list offers is drawn; one it does not is refused, and the text view keeps its own.
        #expect(try picture(["fontFamily=Liberation Mono"]) != auto)
        #expect(try picture(["fontFamily=No Such Family"]) == auto)
    }
}
