import Foundation
import MediaTestSupport
import Testing

/// The release program exports none of its own symbols. SwiftPM's release link with the Swift
/// runtime linked in exports all of an executable's (13,000-odd here), and every library the
/// program loads (SDL, Mesa, FFmpeg…) then binds through that table: a larger lookup at each load,
/// and a library could bind to a copy linked into the program instead of its own.
struct ExportedSymbolsTests {
    @Test func theReleaseProgramExportsNoSymbolsOfItsOwn() throws {
        let listing = try runCommand(["nm", "-D", "--defined-only", "--format=posix", ReleaseBuild.program().path])
        #expect(listing.status == 0, "\(listing.stderr)")
        let linkerMarks: Set<String> = ["__bss_start", "_edata", "_end"]
        let exported = listing.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { !linkerMarks.contains($0) }
        #expect(exported.isEmpty, "\(exported.count) exported, such as \(exported.prefix(5))")
    }
}
