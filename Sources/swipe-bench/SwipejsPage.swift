import Foundation

/// The HTML page that has swipejs (the original engine's HTML5 port, from a checkout the developer
/// made: github.com/isamu/swipejs) show a document's first page, for timing it in headless
/// Chromium beside `swipe-player render`. Ours, not swipejs's sample page: the document is written
/// into it (no server, no `file:` fetch, which Chromium refuses), its pictures are found next to it
/// through `<base>`, and every URL is a `file:` URL, so nothing goes to the network.
struct SwipejsPage {
    /// The scripts swipejs's own sample page (`html/loader.html`) loads, in its order: jQuery (a
    /// copy in the checkout instead of the sample's CDN), rotation, the video player, SVG paths,
    /// then swipejs itself.
    static let scripts = ["js/jquery-2.2.3.min.js", "js/jQueryRotate.js", "js/mediaelement/mediaelement-and-player.min.js",
                          "js/snap.svg.js", "dist/js/swipe.js"]
    static let styleSheet = "html/swipe.css"

    /// The files of `checkout` the page needs that are missing (empty when it is a usable checkout).
    static func missingFiles(in checkout: URL) -> [String] {
        (scripts + [styleSheet]).filter { !FileManager.default.fileExists(atPath: checkout.appendingPathComponent($0).path) }
    }

    /// What the page logs on the console, `reportAfterMS` after it started, when swipejs has shown
    /// the first page (it shows it once all its pictures loaded, and may fail before, on something
    /// it does not support).
    static let shownMessage = "swipe-bench: first page shown"

    let html: String

    /// `documentText` is the document's JSON, `documentFolder` the folder its relative media paths
    /// start from.
    init(documentText: String, documentFolder: URL, checkout: URL, reportAfterMS: Int) {
        func url(_ file: String) -> String { checkout.appendingPathComponent(file).absoluteString }
        // JSON has "<" only inside strings, where \u003c means the same: no "</script>" can end the
        // script early.
        let document = documentText.replacingOccurrences(of: "<", with: "\\u003c")
        let base = documentFolder.absoluteString.hasSuffix("/") ? documentFolder.absoluteString : documentFolder.absoluteString + "/"
        html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8">
            <base href="\(base)">
            <link rel="stylesheet" href="\(url(Self.styleSheet))">
            \(Self.scripts.map { "<script src=\"\(url($0))\"></script>" }.joined(separator: "\n"))
            </head><body><div id="swipe_back"><div id="swipe"></div></div>
            <script>
            setTimeout(function () {
              var book = SwipeUtil.getSwipeBook();
              console.log(book && book.isLoaded && book.isLoaded[0] ? "\(Self.shownMessage)" : "swipe-bench: first page not shown");
            }, \(reportAfterMS));
            $(function () { SwipeUtil.initSwipe(\(document), "#swipe", "#swipe_back"); });
            </script>
            </body></html>
            """
    }
}
