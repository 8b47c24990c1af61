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
