import SwipeDocument

/// Why the screen must not blank now, if it must not. A reader in a window lets the screen blank as
/// any document viewer does; only while something plays by itself is it kept on: a kiosk (always),
/// a presentation, a running slideshow, sound or video playing. The name is what desktops show in
/// their lists of what keeps the screen on.
public enum ScreenSaverInhibition: Equatable, Sendable {
    case kiosk
    case presenting
    case slideshow
    case media

    /// What the player is doing, as far as blanking goes.
    public struct Activity: OptionSet, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `--kiosk`.
        public static let kiosk = Activity(rawValue: 1 << 0)
        /// `--presenter`.
        public static let presenting = Activity(rawValue: 1 << 1)
        /// A slideshow turns pages by itself (not paused, not stopped on its last page).
        public static let slideshow = Activity(rawValue: 1 << 2)
        /// Music, a page's sound or speech, a video or a radio plays.
        public static let media = Activity(rawValue: 1 << 3)
    }

    /// The reason to keep the screen on during `activity` (the first of kiosk, presenting,
    /// slideshow, media that applies); nil: let it blank.
    public init?(_ activity: Activity) {
        if activity.contains(.kiosk) {
            self = .kiosk
        } else if activity.contains(.presenting) {
            self = .presenting
        } else if activity.contains(.slideshow) {
            self = .slideshow
        } else if activity.contains(.media) {
            self = .media
        } else {
            return nil
        }
    }

    /// The activity's name, as desktops list it.
    public var activityName: String {
        switch self {
        case .kiosk: "Kiosk"
        case .presenting: "Presenting"
        case .slideshow: "Playing a slideshow"
        case .media: "Playing media"
        }
    }
}
