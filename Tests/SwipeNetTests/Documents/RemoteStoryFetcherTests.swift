import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeNet
import Testing

@Suite struct RemoteStoryFetcherTests {
    private func fetcher(_ cache: URL) -> RemoteStoryFetcher {
        RemoteStoryFetcher(documents: RemoteDocumentFetcher(cache: HTTPCache(directory: cache, client: HTTPClient(connectTimeout: 5, stallTimeout: 5))))
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private func story(_ outcome: RemoteStoryFetcher.Outcome) throws -> (StoryLoadResult, [String]) {
        guard case .story(let result, let warnings) = outcome else { throw Failure(description: "not a story: \(outcome)") }
        return (result, warnings)
    }

    /// A story naming a picture in an asset catalogue (found through its `Contents.json`), a sound
    /// with an upper-case extension, music that is not on the server and a local file.
    static let json = #"""
    { "appTitle": "Web story", "backgroundMusic": "theme", "scenes": [
      { "sceneId": "Zero", "navigation": "next", "audio": "bell" },
      { "sceneId": "One", "navigation": "none", "audio": "click",
        "elements": { "elementsArray": [ { "type": "image", "imageFile": "cover", "posX": 0.5, "posY": 0.5 },
                                         { "type": "image", "imageFile": "file:///etc/hostname", "posX": 0.5, "posY": 0.5 } ] } } ] }
    """#

    @Test func aStorysMediaAreFoundRelativeToItsURLAndDownloaded() throws {
        let picture = Data("picture bytes".utf8), sound = Data("RIFF sound".utf8)
        let contents = Data(#"{ "images": [ { "idiom": "universal", "filename": "cover@1x.png", "scale": "1x" } ], "info": { "version": 1 } }"#.utf8)
        let server = try StaticHTTPServer(serving: try site([
            "tales/StoryDescription.json": Data(Self.json.utf8), "tales/click.WAV": sound,
            "tales/Assets.xcassets/cover.imageset/Contents.json": contents, "tales/Assets.xcassets/cover.imageset/cover@1x.png": picture,
            "tales/Assets.xcassets/bell.dataset/Contents.json": Data(#"{ "data": [ { "idiom": "universal", "filename": "bell.wav" } ] }"#.utf8),
            "tales/Assets.xcassets/bell.dataset/bell.wav": sound,
        ]))
        let cache = try temporaryFolder("cache")
        let url = server.url("tales/StoryDescription.json")
        let (result, warnings) = try story(fetcher(cache).load(url))
        #expect(warnings.isEmpty)
        #expect(result.file == url.absoluteString && result.story?.appTitle == "Web story")
        let cover = try #require(result.assets.first { $0.name == "cover" })
        #expect(cover.foundAt == "Assets.xcassets/cover.imageset/cover@1x.png")
        #expect(FileManager.default.contents(atPath: try #require(result.path(of: "image", "cover"))) == picture)
        #expect(result.path(of: "image", "cover")?.hasPrefix(cache.path) == true)
        #expect(result.assets.first { $0.name == "click" }?.foundAt == "click.WAV")
        #expect(result.assets.first { $0.name == "bell" }?.foundAt == "Assets.xcassets/bell.dataset/bell.wav")
        #expect(FileManager.default.contents(atPath: try #require(result.path(of: "audio", "bell"))) == sound)
        #expect(FileManager.default.contents(atPath: try #require(result.path(of: "audio", "click"))) == sound)
        // Missing and refused media: reported once each, where they are named.
        let folder = server.url("tales/").absoluteString
        let media = result.diagnostics.filter { $0.message.hasPrefix("music") || $0.message.hasPrefix("image") }
        #expect(media.map(\.message) == [
            "music \"theme\" not found at \(folder) (nor in Assets.xcassets there)",
            "image \"file:///etc/hostname\" is refused: a remote document may not use local files; file:///etc/hostname is refused",
        ])
        #expect(media.map(\.path?.description) == ["backgroundMusic", "scenes[1].elements.elementsArray[1].imageFile"])
        #expect(result.path(of: "music", "theme") == nil && result.path(of: "image", "file:///etc/hostname") == nil)
        #expect(!server.requests.contains { $0.path.contains("etc") })
    }

    @Test func anUnreachableServerLeavesTheMediaDownloadedEarlier() throws {
        let json = #"{ "appTitle": "Offline", "scenes": [ { "sceneId": "One", "navigation": "none", "elements": { "elementsArray": [ { "type": "image", "imageFile": "sea" } ] } } ] }"#
        var server: StaticHTTPServer? = try StaticHTTPServer(serving: try site(["StoryDescription.json": Data(json.utf8), "sea.png": Data("sea".utf8)]))
        let url = server!.url("StoryDescription.json")
        let cache = try temporaryFolder("cache")
        #expect(try story(fetcher(cache).load(url)).0.assets.first?.foundAt == "sea.png")
        server = nil
        let (offline, warnings) = try story(fetcher(cache).load(url))
        let sea = try #require(offline.assets.first)
        #expect(sea.foundAt == "sea.png")
        #expect(FileManager.default.contents(atPath: try #require(offline.path(of: "image", "sea"))) == Data("sea".utf8))
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("connection refused; using the copy downloaded earlier") }, "\(warnings)")
        #expect(!offline.diagnostics.contains { $0.message.contains("sea") })
    }

    @Test func aFolderURLIsLookedIntoForItsStory() throws {
        let json = #"{ "appTitle": "In a folder", "scenes": [ { "sceneId": "One", "navigation": "none" } ] }"#
        let server = try StaticHTTPServer(serving: try site(["tale/StoryDescription.json": Data(json.utf8), "list/index.html": Data("<html></html>".utf8)]))
        let (result, _) = try story(fetcher(try temporaryFolder("cache")).load(server.url("tale/")))
        #expect(result.file == server.url("tale/StoryDescription.json").absoluteString && result.story?.appTitle == "In a folder")
        guard case .swipe(.loaded(let other, _)) = fetcher(try temporaryFolder("cache")).load(server.url("list/")) else {
            throw Failure(description: "a folder without a story is not read as itself")
        }
        #expect(other.file == server.url("list/").absoluteString)
    }

    @Test func aSwipeDocumentByURLIsLoadedAsADocument() throws {
        let server = try StaticHTTPServer(serving: try site(["doc.swipe": Data(#"{ "title": "Doc", "pages": [ {} ] }"#.utf8)]))
        guard case .swipe(.loaded(let result, _)) = fetcher(try temporaryFolder("cache")).load(server.url("doc.swipe")) else {
            throw Failure(description: "not loaded as a document")
        }
        #expect(result.document?.title == "Doc")
        #expect(server.requests.map(\.path) == ["/doc.swipe"], "fetched once")
    }

    @Test func aStoryThatCannotBeFetchedFails() throws {
        let server = try StaticHTTPServer(serving: try site([:]))
        guard case .swipe(.failed(let failure)) = fetcher(try temporaryFolder("cache")).load(server.url("StoryDescription.json")) else {
            throw Failure(description: "not failed")
        }
        #expect(failure.reason.contains("404"))
    }
}
