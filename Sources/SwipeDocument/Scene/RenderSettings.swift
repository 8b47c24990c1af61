/// What building a page's display list needs besides the page: the document's coordinate space,
/// the language shown, the document's markdown styles, and the media metrics.
public struct RenderSettings {
    /// The document's coordinate space (its resolved `dimension`).
    public var documentSize: Point
    public var language: String
    public var markdown: MarkdownSettings
    public var media: MediaMetrics

    public init(documentSize: Point, language: String, markdown: MarkdownSettings, media: MediaMetrics) {
        self.documentSize = documentSize
        self.language = language
        self.markdown = markdown
        self.media = media
    }

    /// The default text size: 20/480 of the document height (behaviour reference 3.4).
    public var defaultFontSize: Double { documentSize.y * 20 / 480 }
}

/// Facts about media files the layout needs: natural sizes and animation frame counts. Nil means
/// the file cannot be read (it is then drawn as a placeholder).
public protocol MediaMetrics: NaturalSizes {
    /// The number of frames of an image (more than 1 for an animated GIF).
    func frameCount(of asset: AssetReference) -> Int
}
