/// One place where a document names a media file, and whether that file can be found.
public struct AssetUse: Equatable, Hashable, Sendable {
    /// What the file is for: "img", "mask", "sprite", "video", "radio", "audio", "bgm", "icon", ...
    public var kind: String
    public var reference: AssetReference
    /// Whether the file exists: nil for remote files, which are not fetched while loading.
    public var exists: Bool?
    /// Where the file was found when it was not at the exact path written (e.g. a different letter case).
    public var foundAt: String?

    public init(kind: String, reference: AssetReference, exists: Bool?, foundAt: String? = nil) {
        self.kind = kind
        self.reference = reference
        self.exists = exists
        self.foundAt = foundAt
    }
}
