import Foundation
import MediaTestSupport
import Testing

/// `Packaging/install.sh` into a temporary `DESTDIR`, as packagers use it: every file lands where
/// the desktop looks for it, and the installed program works with the source tree out of reach.
@Suite(.serialized) struct InstallTests {
    static let appID = "io.github.swipeplayer.SwipePlayer"

    /// Installs with `PREFIX` (nil: the script's default) into a new `DESTDIR`, returning it.
    func install(prefix: String?) throws -> URL {
        let destdir = try temporaryFolder("destdir")
        var environment = ["DESTDIR": destdir.path, "SWIPE_PLAYER_BINARY": try ReleaseBuild.require().path]
        if let prefix { environment["PREFIX"] = prefix }
        let r = try runCommand(["bash", "Packaging/install.sh"], in: repositoryRoot, environment: environment)
        try #require(r.status == 0, "install.sh failed: \(r.output)")
        return destdir
    }

    /// Every file below `folder`, as paths relative to it.
    func files(in folder: URL) -> Set<String> {
        let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var found = Set<String>()
        while let url = e?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.insert(String(url.path.dropFirst(folder.path.count + 1)))
            }
        }
        return found
    }

    @Test func installsEveryFileUnderTheDefaultPrefix() throws {
        let destdir = try install(prefix: nil)
        let installed = files(in: destdir)
        let a = Self.appID
        let expected = [
            "usr/local/bin/swipe-player",
            "usr/local/share/swipe-player/demo/demo.swipe",
            "usr/local/share/swipe-player/demo/sunset.png",
            "usr/local/share/swipe-player/demo/ball-sprite.png",
            "usr/local/share/applications/\(a).desktop",
            "usr/local/share/mime/packages/\(a).xml",
            "usr/local/share/metainfo/\(a).metainfo.xml",
            "usr/local/share/thumbnailers/\(a).thumbnailer",
            "usr/local/share/icons/hicolor/scalable/apps/\(a).svg",
            "usr/local/share/icons/hicolor/scalable/mimetypes/application-x-swipe+json.svg",
            "usr/local/share/man/man1/swipe-player.1",
            "usr/local/share/bash-completion/completions/swipe-player",
            "usr/local/share/zsh/site-functions/_swipe-player",
            "usr/local/share/fish/vendor_completions.d/swipe-player.fish",
            "usr/local/share/doc/swipe-player/LICENSE",
        ] + [16, 24, 32, 48, 64, 128, 256, 512].flatMap { n in
            ["usr/local/share/icons/hicolor/\(n)x\(n)/apps/\(a).png", "usr/local/share/icons/hicolor/\(n)x\(n)/mimetypes/application-x-swipe+json.png"]
        }
        let missing = expected.filter { !installed.contains($0) }
        #expect(missing.isEmpty, "not installed: \(missing)")
        #expect(!installed.contains { $0.hasSuffix(".py") }, "the demo's image generator is not needed at run time")
        #expect(installed.allSatisfy { $0.hasPrefix("usr/local/") }, "everything goes under PREFIX")
    }

    @Test func packagersPrefixPutsZshCompletionsWhereDebiansZshLooks() throws {
        let installed = files(in: try install(prefix: "/usr"))
        #expect(installed.contains("usr/bin/swipe-player"))
        #expect(installed.contains("usr/share/zsh/vendor-completions/_swipe-player"))
    }

    @Test func installedProgramRendersTheBundledDemoAwayFromTheSourceTree() throws {
        let destdir = try install(prefix: nil)
        let installed = destdir.appendingPathComponent("usr/local/bin/swipe-player")
        let elsewhere = try temporaryFolder("elsewhere")
        let version = try runCommand([installed.path, "--version"], in: elsewhere)
        #expect(version.status == 0)
        #expect(version.stdout == "\(try ReleaseBuild.version())\n")

        // Found on PATH, as the desktop entry and the thumbnailer start it.
        let out = elsewhere.appendingPathComponent("demo.png")
        let path = installed.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let r = try runCommand(["env", "-u", "SWIPE_PLAYER_ASSETS", "PATH=\(path)", "swipe-player", "render", "-o", out.path], in: elsewhere)
        #expect(r.status == 0, "\(r.output)")
        // The same picture as the demo in the source tree gives: the installed assets were found.
        let reference = elsewhere.appendingPathComponent("reference.png")
        let s = try runCommand([ReleaseBuild.binary.path, "render", repositoryRoot.appendingPathComponent("Assets/demo/demo.swipe").path, "-o", reference.path], in: elsewhere)
        #expect(s.status == 0, "\(s.output)")
        #expect(try Data(contentsOf: out) == Data(contentsOf: reference))
    }

    @Test func installedManualAndCompletionsComeFromTheArgumentParser() throws {
        let share = try install(prefix: nil).appendingPathComponent("usr/local/share")
        let manual = try runCommand(["man", "-l", share.appendingPathComponent("man/man1/swipe-player.1").path], environment: ["MANWIDTH": "100", "MAN_KEEP_FORMATTING": ""])
        #expect(manual.status == 0, "\(manual.output)")
        #expect(manual.stdout.contains("SWIPE-PLAYER(1)"))
        for text in ["render", "--max-size", "--offline", "thumbnail", "lint", "info", "--fullscreen", "keys.conf", "Reading:", "The window:"] {
            #expect(manual.stdout.contains(text), "the manual lacks \(text)")
        }
        let bash = try runCommand(["bash", "-c", "source \"$0\" && complete -p swipe-player", share.appendingPathComponent("bash-completion/completions/swipe-player").path])
        #expect(bash.status == 0 && bash.stdout.contains("swipe-player"), "\(bash.output)")
        let zsh = try String(contentsOf: share.appendingPathComponent("zsh/site-functions/_swipe-player"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef swipe-player"))
        let fish = try String(contentsOf: share.appendingPathComponent("fish/vendor_completions.d/swipe-player.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'swipe-player'"))
        #expect(fish.contains("max-size"))
    }
}
