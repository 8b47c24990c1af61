/// A theme's image as the player's controls draw it: the image, the token it comes from (named in
/// the warning when it cannot be drawn), and the folder its `asset:` name is looked for in (the
/// theme file's; nil for the built-in default theme).
public struct ThemeIcon: Hashable, Sendable {
    /// `images/<name>`.
    public var token: String
    public var image: ThemeImage
    public var folder: String?

    public init(token: String, image: ThemeImage, folder: String?) {
        self.token = token
        self.image = image
        self.folder = folder
    }
}

/// An image as a theme gives it: embedded data, or a name SnappTheming looks up in an Apple catalog
/// (`asset:` the app's asset catalog, `system:` an SF Symbol), which the caller maps as it can.
public enum ThemeImage: Hashable, Sendable {
    /// The decoded bytes of a `data:<mime>;base64,…` URI: PNG, JPEG, PDF (first page), SVG…
    case data(mime: String, bytes: [UInt8])
    case asset(String)
    case system(String)

    /// Hashes at most 256 bytes of the data, spread over it: an image drawn in a control is part of
    /// the content key the texture cache hashes every frame.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .data(let mime, let bytes):
            hasher.combine(0)
            hasher.combine(mime)
            hasher.combine(bytes.count)
            let step = max(1, bytes.count / 256)
            for i in stride(from: 0, to: bytes.count, by: step) { hasher.combine(bytes[i]) }
        case .asset(let name): hasher.combine(1); hasher.combine(name)
        case .system(let name): hasher.combine(2); hasher.combine(name)
        }
    }
}
