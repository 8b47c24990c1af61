import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct StreamPlaylistTests {
    let base = URL(string: "http://dir.example.org/listen/42/listen.m3u")!

    @Test func m3uListsItsNonCommentLines() {
        let text = "\u{FEFF}#EXTM3U\r\n#EXTINF:-1,Radio\r\nhttp://a.example.org:8000/stream\r\n\r\nrelative.mp3\n  http://b.example.org/x  \n"
        #expect(StreamPlaylist.entries(in: text, base: base).map(\.absoluteString) ==
                ["http://a.example.org:8000/stream", "http://dir.example.org/listen/42/relative.mp3", "http://b.example.org/x"])
    }

    @Test func plsListsItsFilesInNumberOrder() {
        let text = """
        [playlist]
        NumberOfEntries=2
        File2=http://second.example.org/s
        Title2=Two
        File1=http://first.example.org/s
        Length1=-1
        Version=2
        """
        #expect(StreamPlaylist.entries(in: text, base: base).map(\.absoluteString) == ["http://first.example.org/s", "http://second.example.org/s"])
    }

    @Test func emptyOrJunkPlaylistsListNothing() {
        #expect(StreamPlaylist.entries(in: "", base: base).isEmpty)
        #expect(StreamPlaylist.entries(in: "[playlist]\nNumberOfEntries=0\n", base: base).isEmpty)
        #expect(StreamPlaylist.entries(in: "#EXTM3U\n# only comments\n", base: base).isEmpty)
    }

    @Test func hlsIsLeftToFFmpeg() {
        #expect(StreamPlaylist.isHLS("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nlow.m3u8\n"))
        #expect(!StreamPlaylist.isHLS("#EXTM3U\nhttp://a/s\n"))
    }

    @Test func playlistsAreKnownByTheirExtension() {
        #expect(StreamPlaylist.isPlaylist(URL(string: "http://x/listen.m3u")!))
        #expect(StreamPlaylist.isPlaylist(URL(string: "http://x/radio.PLS")!))
        #expect(!StreamPlaylist.isPlaylist(URL(string: "http://x/live.m3u8")!))
        #expect(!StreamPlaylist.isPlaylist(URL(string: "http://play.radiopanteon.pl:8000/stream")!))
    }
}
