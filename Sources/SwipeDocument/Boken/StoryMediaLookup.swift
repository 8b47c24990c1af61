import Foundation

/// Where a story's media are looked for: its folder on this machine, or what the downloads of a
/// story from the web found. `find(kind, name)` gives the asset found, or why it is missing.
public struct StoryMediaLookup {
    public var find: (_ kind: String, _ name: String) -> Result<StoryAsset, StoryMediaMissing>

    public init(find: @escaping (_ kind: String, _ name: String) -> Result<StoryAsset, StoryMediaMissing>) {
        self.find = find
    }

    /// The story's folder: the resource's file there, by `StoryLoader.locate`.
    public static func folder(_ folder: String) -> StoryMediaLookup {
        StoryMediaLookup { kind, name in
            guard let found = StoryLoader.locate(name, kind: kind, in: folder) else {
                return .failure(StoryMediaMissing(reason: "not found in \(folder.isEmpty ? "." : folder) (nor in an asset catalogue there)"))
            }
            return .success(StoryAsset(kind: kind, name: name, foundAt: found))
        }
    }
}

/// Why a story's media file is missing, completing "image \"NAME\" …".
public struct StoryMediaMissing: Error, Equatable, Sendable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
}
