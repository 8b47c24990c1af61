import Foundation
import MediaTestSupport
import Testing

/// `Packaging/build-deb.sh`: the package holds every file a desktop needs, and its `Depends:`
/// covers every library the packaged program links to.
@Suite(.serialized) struct DebianPackageTests {
    /// The package, built once for the suite.
    static let package: Result<URL, PackagingFailure> = {
        do {
            let binary = try ReleaseBuild.require()
            let r = try runCommand(["bash", "Packaging/build-deb.sh"], in: repositoryRoot, environment: ["SWIPE_PLAYER_BINARY": binary.path])
            guard r.status == 0, let line = r.stdout.split(separator: "\n").last(where: { $0.hasPrefix("build-deb: ") }) else {
                return .failure(PackagingFailure("build-deb.sh failed: \(r.output)"))
            }
            return .success(repositoryRoot.appendingPathComponent(String(line.dropFirst("build-deb: ".count))))
        } catch {
            return .failure(PackagingFailure("\(error)"))
        }
    }()

    func field(_ name: String) throws -> String {
        try runCommand(["dpkg-deb", "--field", Self.package.get().path, name]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The package names a `Depends:`-style field lists (versions and alternatives' spacing dropped).
    func packages(in relation: String) -> Set<String> {
        Set(relation.split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// The package owning the file a library's soname resolves to on this machine (looked up by
    /// file name: dpkg records some libraries under /lib, others under /usr/lib).
    func owner(ofLibrary soname: String) throws -> String? {
        let cache = try runCommand(["ldconfig", "-p"]).stdout
        guard let line = cache.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") }),
              let path = line.split(separator: " ").last else { return nil }
        let file = URL(fileURLWithPath: String(path)).resolvingSymlinksInPath().lastPathComponent
        let owner = try runCommand(["dpkg-query", "-S", "*/" + file]).stdout
        return owner.split(separator: ":").first.map(String.init)
    }

    @Test func isNamedByVersionAndArchitecture() throws {
        let deb = try Self.package.get()
        let arch = try runCommand(["dpkg", "--print-architecture"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(deb.lastPathComponent == "swipe-player_\(try ReleaseBuild.version())_\(arch).deb")
        #expect(deb.deletingLastPathComponent().lastPathComponent == ".build")
        #expect(try field("Package") == "swipe-player")
        #expect(try field("Version") == ReleaseBuild.version())
    }

    @Test func holdsEverythingADesktopNeeds() throws {
        let listing = try runCommand(["dpkg-deb", "--contents", Self.package.get().path])
        #expect(listing.status == 0)
        let paths = Set(listing.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last.map { String($0.dropFirst()) } })
        let a = InstallTests.appID
        var expected = [
            "/usr/bin/swipe-player",
            "/usr/share/swipe-player/demo/demo.swipe",
            "/usr/share/applications/\(a).desktop",
            "/usr/share/mime/packages/\(a).xml",
            "/usr/share/metainfo/\(a).metainfo.xml",
            "/usr/share/thumbnailers/\(a).thumbnailer",
            "/usr/share/icons/hicolor/scalable/apps/\(a).svg",
            "/usr/share/icons/hicolor/scalable/mimetypes/application-x-swipe+json.svg",
            "/usr/share/man/man1/swipe-player.1.gz",
            "/usr/share/bash-completion/completions/swipe-player",
            "/usr/share/zsh/vendor-completions/_swipe-player",
            "/usr/share/fish/vendor_completions.d/swipe-player.fish",
            "/usr/share/doc/swipe-player/copyright",
            "/usr/share/doc/swipe-player/changelog.Debian.gz",
        ]
        for n in [16, 24, 32, 48, 64, 128, 256, 512] {
            expected.append("/usr/share/icons/hicolor/\(n)x\(n)/apps/\(a).png")
            expected.append("/usr/share/icons/hicolor/\(n)x\(n)/mimetypes/application-x-swipe+json.png")
        }
        let missing = expected.filter { !paths.contains($0) }
        #expect(missing.isEmpty, "missing from the package: \(missing)")
        #expect(listing.stdout.contains("-rwxr-xr-x root/root"), "the program is executable and owned by root")
    }

    /// SDL and the two libraries beside it, and cairo, are loaded by the program, not linked, yet
    /// it cannot draw without them: they are depended on as the linked libraries are.
    @Test func dependsCoversEveryLibraryTheProgramLinksTo() throws {
        let unpacked = try temporaryFolder("deb")
        #expect(try runCommand(["dpkg-deb", "--extract", Self.package.get().path, unpacked.path]).status == 0)
        let program = unpacked.appendingPathComponent("usr/bin/swipe-player")
        let dynamic = try runCommand(["objdump", "-p", program.path]).stdout
        let needed = dynamic.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return parts.count == 2 && parts[0] == "NEEDED" ? String(parts[1]) : nil
        }
        #expect(!needed.contains("libSDL2-2.0.so.0"), "SDL is loaded by the program, not linked")
        let depends = packages(in: try field("Depends"))
        #expect(!needed.contains("libcairo.so.2"), "cairo is loaded by the program, not linked")
        for soname in needed + ["libSDL2-2.0.so.0", "libSDL2_image-2.0.so.0", "libSDL2_ttf-2.0.so.0", "libcairo.so.2"] {
            let owner = try #require(try owner(ofLibrary: soname), "no package holds \(soname)")
            #expect(depends.contains(owner), "\(soname) comes from \(owner), which Depends: lacks (\(depends.sorted()))")
        }
        #expect(try runCommand(["env", "SDL_VIDEODRIVER=offscreen", program.path, "--version"]).stdout == "\(try ReleaseBuild.version())\n",
                "the stripped program still runs")
    }

    @Test func librariesOpenedOnFirstNeedAreRecommended() throws {
        let recommends = packages(in: try field("Recommends"))
        let depends = packages(in: try field("Depends"))
        for soname in ["libSDL2_mixer-2.0.so.0", "libcurl.so.4", "libespeak-ng.so.1", "libspeechd.so.2", "librsvg-2.so.2", "libpoppler-glib.so.8"] {
            let owner = try #require(try owner(ofLibrary: soname))
            #expect(recommends.contains(owner), "\(soname) (\(owner)) is opened on first need")
            #expect(!depends.contains(owner), "the player works without \(owner)")
        }
        #expect(recommends.contains { $0.hasPrefix("libavcodec") } && recommends.contains { $0.hasPrefix("libavformat") })
        #expect(depends.contains("libgl1"), "SDL opens OpenGL for the window")
        #expect(recommends.contains("speech-dispatcher"), "spoken feedback speaks through it where it runs")
    }

    @Test func maintainerScriptsRefreshTheDesktopCaches() throws {
        let control = try temporaryFolder("control")
        #expect(try runCommand(["dpkg-deb", "--control", Self.package.get().path, control.path]).status == 0)
        for script in ["postinst", "postrm"] {
            let file = control.appendingPathComponent(script)
            #expect(FileManager.default.isExecutableFile(atPath: file.path), "\(script) is executable")
            let text = try String(contentsOf: file, encoding: .utf8)
            for tool in ["update-mime-database", "update-desktop-database", "gtk-update-icon-cache"] {
                #expect(text.contains(tool), "\(script) runs \(tool)")
            }
            #expect(try runCommand(["sh", "-n", file.path]).status == 0, "\(script) is valid sh")
        }
    }
}

/// A packaging step that failed, with what it printed.
struct PackagingFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
