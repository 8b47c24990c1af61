import Foundation
import MediaTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The freedesktop files in `Packaging/linux` (desktop entry, MIME package, AppStream metainfo,
/// icons, thumbnailer), each checked by its specification's own validator or consumer, and
/// consistent with each other and with the program.
struct DesktopFilesTests {
    static let linux = repositoryRoot.appendingPathComponent("Packaging/linux")
    static let appID = InstallTests.appID
    static let mimeType = "application/x-swipe+json"
    static let desktopEntry = linux.appendingPathComponent("\(appID).desktop")
    static let mimePackage = linux.appendingPathComponent("\(appID).mime.xml")
    static let metainfo = linux.appendingPathComponent("\(appID).metainfo.xml")
    static let thumbnailer = linux.appendingPathComponent("\(appID).thumbnailer")
    /// Where the metainfo's screenshot URLs point: this repository's main branch on GitHub.
    static let screenshotURLPrefix = "https://raw.githubusercontent.com/swipe-player/swipe-player/main/"

    /// The groups of a desktop-entry-style key file (desktop entries, thumbnailers), each a map of
    /// its keys to their values; comments and blank lines skipped.
    func keyFile(_ url: URL) throws -> [String: [String: String]] {
        var groups: [String: [String: String]] = [:]
        var group = ""
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("["), line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
            } else if let equals = line.firstIndex(of: "=") {
                groups[group, default: [:]][String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        return groups
    }

    /// The text of every node an XPath query finds in an XML file.
    func xmlValues(_ xpath: String, in file: URL) throws -> [String] {
        try XMLDocument(contentsOf: file).nodes(forXPath: xpath).compactMap(\.stringValue)
    }

    @Test func desktopEntryPassesDesktopFileValidate() throws {
        let r = try runCommand(["desktop-file-validate", Self.desktopEntry.path])
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.isEmpty, "errors, warnings or hints: \(r.output)")

        let groups = try keyFile(Self.desktopEntry)
        let entry = try #require(groups["Desktop Entry"])
        #expect(entry["Exec"] == "swipe-player %U")
        #expect(entry["TryExec"] == "swipe-player")
        #expect(entry["Icon"] == Self.appID)
        #expect(entry["StartupWMClass"] == Self.appID, "the player's windows carry the id as their WM_CLASS and Wayland app id")
        #expect(entry["MimeType"] == "\(Self.mimeType);")
        #expect(entry["Actions"] == "fullscreen;")
        #expect(groups["Desktop Action fullscreen"]?["Exec"] == "swipe-player --fullscreen %U")
    }

    @Test func metainfoPassesAppstreamValidate() throws {
        let r = try runCommand(["appstreamcli", "validate", "--no-net", Self.metainfo.path])
        #expect(r.status == 0, "\(r.output)")
        // Errors (E:), warnings (W:) and infos (I:) are listed one per line; none is expected.
        let issues = r.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") }
        #expect(issues.isEmpty, "\(r.output)")
    }

    @Test func metainfoProvidesTheProgramAndTheMimeTypeAndLaunchesTheDesktopEntry() throws {
        #expect(try xmlValues("/component/provides/binary", in: Self.metainfo) == ["swipe-player"])
        #expect(try xmlValues("/component/provides/mediatype", in: Self.metainfo) == [Self.mimeType])
        #expect(try xmlValues("/component/launchable[@type='desktop-id']", in: Self.metainfo) == [Self.desktopEntry.lastPathComponent])
    }

    @Test func metainfoReleasesTheProgramsVersion() throws {
        let command = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/swipe-player/SwipePlayerCommand.swift"), encoding: .utf8)
        let version = try #require(command.firstMatch(of: /static let version = "([^"]+)"/)).1
        let releases = try xmlValues("/component/releases/release/@version", in: Self.metainfo)
        #expect(releases.first == String(version), "the newest release listed is \(releases), the program is \(version)")
    }

    @Test func metainfoScreenshotsAreInTheRepositoryAtTheirStatedSize() throws {
        let images = try XMLDocument(contentsOf: Self.metainfo).nodes(forXPath: "/component/screenshots/screenshot/image")
        #expect(!images.isEmpty)
        for case let image as XMLElement in images {
            let url = try #require(image.stringValue)
            #expect(url.hasPrefix(Self.screenshotURLPrefix), "\(url)")
            let file = repositoryRoot.appendingPathComponent(String(url.dropFirst(Self.screenshotURLPrefix.count)))
            #expect(file.path.contains("/docs/images/"), "\(file.path)")
            try #require(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing")
            let size = try ReleaseBuild.pngSize(file)
            #expect("\(size.width)" == image.attribute(forName: "width")?.stringValue, "\(file.lastPathComponent)")
            #expect("\(size.height)" == image.attribute(forName: "height")?.stringValue, "\(file.lastPathComponent)")
        }
    }

    @Test func mimePackageMakesSwipeFilesItsTypeForUpdateMimeDatabaseAndGio() throws {
        // A data folder of its own, and only it, so a system-wide install cannot answer for the package.
        let data = try temporaryFolder("mime")
        let packages = data.appendingPathComponent("mime/packages")
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.mimePackage, to: packages.appendingPathComponent("\(Self.appID).xml"))
        let environment = ["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": data.path]

        let update = try runCommand(["update-mime-database", data.appendingPathComponent("mime").path], environment: environment)
        try #require(update.status == 0, "\(update.output)")
        #expect(update.output.isEmpty, "\(update.output)")
        let globs = try String(contentsOf: data.appendingPathComponent("mime/globs2"), encoding: .utf8)
        #expect(globs.split(separator: "\n").contains("50:\(Self.mimeType):*.swipe"), "\(globs)")
        let subclasses = try String(contentsOf: data.appendingPathComponent("mime/subclasses"), encoding: .utf8)
        #expect(subclasses.split(separator: "\n").contains("\(Self.mimeType) application/json"), "\(subclasses)")

        // A document and a document list share the extension, and so the type.
        let samples = ["book.swipe": #"{ "title": "A book", "pages": [] }"#,
                       "list.swipe": #"{ "type": "net.swipe.list", "items": [] }"#]
        for (name, text) in samples {
            let file = data.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            let info = try runCommand(["gio", "info", "--attributes=standard::content-type", file.path], environment: environment)
            try #require(info.status == 0, "\(info.output)")
            #expect(info.stdout.contains("standard::content-type: \(Self.mimeType)\n"), "\(name): \(info.stdout)")
        }
    }

    @Test(arguments: [("apps", InstallTests.appID), ("mimetypes", "application-x-swipe+json")])
    func iconsExistAtEveryHicolorSize(context: String, name: String) throws {
        let hicolor = Self.linux.appendingPathComponent("icons/hicolor")
        #expect(FileManager.default.fileExists(atPath: hicolor.appendingPathComponent("scalable/\(context)/\(name).svg").path))
        for n in [16, 24, 32, 48, 64, 128, 256, 512] {
            let png = hicolor.appendingPathComponent("\(n)x\(n)/\(context)/\(name).png")
            try #require(FileManager.default.fileExists(atPath: png.path), "\(png.path) is missing")
            #expect(try ReleaseBuild.pngSize(png) == (n, n), "\(png.path)")
        }
    }

    @Test func iconsAreNamedAsTheDesktopLooksThemUp() throws {
        let scalable = Self.linux.appendingPathComponent("icons/hicolor/scalable")
        // The application's icon by the desktop entry's Icon key, a MIME type's by its name with "/" as "-".
        let appIcon = try #require(try keyFile(Self.desktopEntry)["Desktop Entry"]?["Icon"])
        #expect(FileManager.default.fileExists(atPath: scalable.appendingPathComponent("apps/\(appIcon).svg").path), "no icon \(appIcon)")
        for type in try xmlValues("//*[local-name()='mime-type']/@type", in: Self.mimePackage) {
            let name = type.replacingOccurrences(of: "/", with: "-")
            #expect(FileManager.default.fileExists(atPath: scalable.appendingPathComponent("mimetypes/\(name).svg").path), "no icon \(name)")
        }
    }

    @Test func thumbnailerRendersTheMimePackagesType() throws {
        let entry = try #require(try keyFile(Self.thumbnailer)["Thumbnailer Entry"])
        #expect(entry["TryExec"] == "swipe-player")
        #expect(entry["Exec"] == "swipe-player thumbnail -s %s %i %o")
        let declared = try xmlValues("//*[local-name()='mime-type']/@type", in: Self.mimePackage)
        #expect(entry["MimeType"] == declared.map { $0 + ";" }.joined())
    }
}
