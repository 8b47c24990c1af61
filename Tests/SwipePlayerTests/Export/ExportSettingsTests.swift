import Foundation
import Testing

/// Presentation settings given to `export` with `--set`: the sound track's volume and muting,
/// and the pictures' fit, as the window shows them.
struct ExportSettingsTests {
    @Test func volumeAndMuteReachTheSoundTrack() throws {
        let (f, doc) = try ExportMovieTests().fixture()
        #expect(try f.export(doc, "full.mkv", ["--dwell", "0.5"]).status == 0)
        #expect(try f.export(doc, "half.mkv", ["--dwell", "0.5", "--set", "playbackVolume=0.5"]).status == 0)
        #expect(try f.export(doc, "muted.mkv", ["--dwell", "0.5", "--set", "mute=on"]).status == 0)
        let full = Measure.peak(try f.sound("full.mkv"), 0.2, 0.9)
        let half = Measure.peak(try f.sound("half.mkv"), 0.2, 0.9)
        #expect(full > 2000, "the music plays: \(full)")
        #expect(abs(Double(half) / Double(full) - 0.5) < 0.08, "half the volume: \(half) of \(full)")
        #expect(Measure.peak(try f.sound("muted.mkv"), 0.2, 0.9) < 50)
    }

    @Test func fitCoverFillsTheMovie() throws {
        let (f, doc) = try ExportMovieTests().fixture()
        #expect(try f.export(doc, "cover.mkv", ["--dwell", "0.5", "--size", "120x120", "--set", "fit=cover"]).status == 0)
        #expect(try f.export(doc, "contain.mkv", ["--dwell", "0.5", "--size", "120x120"]).status == 0)
        // The first page's colour (#203040) at the top edge only when the page covers the picture.
        let cover = try f.frame("cover.mkv", 2), contain = try f.frame("contain.mkv", 2)
        let top = { (rgb: [UInt8]) in Array(rgb[(2 * 120 + 60) * 3..<(2 * 120 + 60) * 3 + 3]) }
        #expect(top(cover).map(Int.init) != top(contain).map(Int.init))
        #expect(abs(Int(top(cover)[2]) - 0x40) < 12, "\(top(cover))")
    }
}
