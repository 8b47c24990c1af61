/// Which background music plays (behaviour reference 2.8): the `bgm` of the current page's template,
/// decided when a page becomes current (never during a drag). Pages sharing a template keep its
/// music playing seamlessly whichever way the reader goes; another template's music starts from the
/// beginning; a page without a template (or whose template has no music) stops it.
public enum BackgroundMusic {
    /// Music that belongs to a page template.
    public struct Track: Equatable, Sendable {
        public var template: String
        public var file: AssetReference

        public init(template: String, file: AssetReference) {
            self.template = template
            self.file = file
        }
    }

    /// What to do with the music when a page becomes current.
    public enum Change: Equatable, Sendable {
        /// Leave it as it is (playing or silent).
        case keep
        /// Fade out whatever plays and start this track from its beginning, looping.
        case start(Track)
        /// Fade out whatever plays.
        case stop
    }

    /// The music page `page` wants.
    public static func track(of page: Page) -> Track? {
        guard let template = page.template, let file = page.bgm else { return nil }
        return Track(template: template, file: file)
    }

    /// The change when `page` becomes current while `playing` plays (nil: nothing plays).
    public static func change(playing: Track?, current page: Page) -> Change {
        let wanted = track(of: page)
        if wanted == playing { return .keep }
        return wanted.map(Change.start) ?? .stop
    }
}
