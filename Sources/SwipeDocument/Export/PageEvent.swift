/// Something that happened to a page during an export, at a time on the export's clock: what the
/// window tells its sound and videos (behaviour reference 2.4, 2.8-2.9, 3.10), kept so the sound
/// track can be made from it.
public struct PageEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The page became current (background music follows its template).
        case becameCurrent
        /// The page's play started (its audio, speech, vibration).
        case playStarted
        /// A turn away from the page began (its speech stops).
        case willLeave
        /// The page was left (its audio stops).
        case didLeave
        /// The page's videos started from `videoStart`.
        case videosStarted
        /// The page's videos paused.
        case videosPaused
    }

    public var kind: Kind
    public var page: Int
    public var time: Double

    public init(_ kind: Kind, page: Int, time: Double) {
        self.kind = kind
        self.page = page
        self.time = time
    }
}
