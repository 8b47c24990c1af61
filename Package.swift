// swift-tools-version:6.0
import PackageDescription
import Foundation

/// Each source folder's README.md (the folder's catalogue of types, see docs/architecture.md):
/// documentation, not sources, so SwiftPM is told to leave it out.
func readmes(_ target: String) -> [String] {
    let root = Context.packageDirectory + "/Sources/" + target
    let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0 == "README.md" || $0.hasSuffix("/README.md") }.sorted()
}

let package = Package(
    name: "swipe-player",
    platforms: [.macOS(.v13)],
    products: [
        // What the fuzzers in Fuzz/ drive (a package of their own, built with libFuzzer).
        .library(name: "SwipeFuzzTargets", targets: ["SwipeFuzzTargets"]),
        .executable(name: "swipe-player", targets: ["swipe-player"]),
        .executable(name: "swipe-bench", targets: ["swipe-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The document: read, laid out and drawn as display lists. Never imports SwipeReader.
        .target(name: "SwipeDocument", exclude: readmes("SwipeDocument")),
        // The reader's own user interface: commands, chrome, settings, decorations, themes, lists, kiosk.
        .target(name: "SwipeReader", dependencies: ["SwipeDocument"], exclude: readmes("SwipeReader")),
        .target(name: "SwipeFuzzTargets", dependencies: ["SwipeDocument", "SwipeReader"], exclude: readmes("SwipeFuzzTargets")),
        // SDL's headers only: the libraries are loaded, not linked (CSDLLoader), so no pkg-config.
        .systemLibrary(name: "CSDL2"),
        // Cairo's headers only: the library is loaded, not linked (CCairoLoader).
        .systemLibrary(name: "CCairo"),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .target(name: "CLazyLibrary", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CSDLLoader", dependencies: ["CLazyLibrary", "CSDL2"]),
        .target(name: "CCairoLoader", dependencies: ["CLazyLibrary", "CCairo"]),
        .target(name: "CSDLMixer", dependencies: ["CLazyLibrary", "CSDL2"]),
        .target(name: "CEspeak", dependencies: ["CLazyLibrary"]),
        .target(name: "CSpeechd", dependencies: ["CLazyLibrary"]),
        .target(name: "CFFmpeg", dependencies: ["CLazyLibrary"]),
        .target(name: "CCurl", dependencies: ["CLazyLibrary"]),
        .target(name: "CRsvg", dependencies: ["CLazyLibrary"]),
        .target(name: "CPoppler", dependencies: ["CLazyLibrary"]),
        .target(name: "SwipeNet", dependencies: ["SwipeDocument", "SwipeReader", "CCurl"], exclude: readmes("SwipeNet")),
        .target(name: "CDBus", dependencies: ["CLazyLibrary"]),
        .target(name: "SwipeDesktop", dependencies: ["SwipeReader", "SwipeDocument", "CDBus"], exclude: readmes("SwipeDesktop")),
        .target(name: "CDisplayServer", dependencies: ["CSDL2", "CSDLLoader"], linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SwipeMedia", dependencies: ["SwipeDocument", "CSDL2", "CSDLLoader", "CSDLMixer", "CEspeak", "CSpeechd", "CFFmpeg"], exclude: readmes("SwipeMedia")),
        .target(name: "SwipeRender", dependencies: ["SwipeDocument", "SwipeReader", "SwipeMedia", "CSDL2", "CSDLLoader", "CCairo", "CCairoLoader", "CPixman", "CPNG", "CFontconfig", "CFreeType", "CMalloc", "CRsvg", "CPoppler"], exclude: readmes("SwipeRender")),
        .target(name: "SwipePlayer", dependencies: ["SwipeDocument", "SwipeReader", "SwipeMedia", "SwipeRender", "SwipeNet", "SwipeDesktop", "CSDL2", "CSDLLoader", "CDisplayServer"], exclude: readmes("SwipePlayer")),
        .target(name: "SwipeExport", dependencies: ["SwipeDocument", "SwipeMedia", "SwipeRender", "CFFmpeg", "CCairo", "CCairoLoader", "CSDL2"], exclude: readmes("SwipeExport")),
        .executableTarget(
            name: "swipe-player",
            dependencies: [
                "SwipeDocument",
                "SwipeReader",
                "SwipeMedia",
                "SwipeRender",
                "SwipePlayer",
                "SwipeNet",
                "SwipeDesktop",
                "SwipeExport",
                "CSDLLoader",
                "CCairoLoader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: readmes("swipe-player"),
            // SwiftPM exports every symbol of an executable (13,000-odd here); nothing looks them
            // up, and without them each start binds and loads faster (docs/benchmark.md).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        .executableTarget(
            name: "swipe-bench",
            dependencies: [
                "SwipeDocument",
                "SwipeRender",
                "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: readmes("swipe-bench"),
        ),
        .testTarget(name: "SwipeDocumentTests", dependencies: ["SwipeDocument", "DocumentTestSupport", "MediaTestSupport"]),
        .testTarget(name: "SwipeReaderTests", dependencies: ["SwipeReader", "SwipeDocument", "DocumentTestSupport", "MediaTestSupport"], exclude: ["Theme/Samples"]),
        // What tests share: test targets themselves, so that only builds of the tests build them
        // (MediaTestSupport imports Testing, which has no static module: `swift build -c release
        // --static-swift-stdlib` failed with "no such module 'Testing'" while it was a regular target).
        .testTarget(name: "MediaTestSupport", path: "Tests/MediaTestSupport"),
        .testTarget(name: "DocumentTestSupport", dependencies: ["SwipeDocument"], path: "Tests/DocumentTestSupport"),
        .testTarget(name: "SwipeMediaTests", dependencies: ["SwipeMedia", "CSDL2", "MediaTestSupport"]),
        .testTarget(name: "SwipeNetTests", dependencies: ["SwipeNet", "MediaTestSupport"]),
        .testTarget(name: "SwipeDesktopTests", dependencies: ["SwipeDesktop", "SwipeReader", "SwipeDocument", "CDBus", "MediaTestSupport"]),
        .testTarget(name: "SwipeRenderTests", dependencies: ["SwipeRender", "CRsvg", "CPoppler", "MediaTestSupport", "DocumentTestSupport"]),
        .testTarget(name: "SwipePlayerTests", dependencies: ["swipe-player", "SwipeRender", "SwipePlayer", "SwipeNet", "CSDL2", "MediaTestSupport"]),
        .testTarget(name: "SwipeExportTests", dependencies: ["SwipeExport"]),
        .testTarget(name: "SwipeBenchTests", dependencies: ["swipe-bench"]),
        .testTarget(name: "PackagingTests", dependencies: ["MediaTestSupport"]),
        .testTarget(name: "SwipeFuzzTargetsTests", dependencies: ["SwipeFuzzTargets"], exclude: ["Regressions"]),
    ]
)
