import CSDL2

/// The events the player posts to SDL's queue from its own threads, to wake the window's loop: a
/// watched file changed, the theme changed, a slideshow measured a page, a screen reader asked for
/// the accessible tree or an action (the loop runs what it asked after the event), headphones went
/// in or out of the jack (`HeadphoneJackInput`). Registered with SDL once;
/// the window reads them back as `InputEvent.posted`.
public enum PostedEvent: UInt32, CaseIterable, Sendable {
    case fileChanged, themeChanged, slideshowMeasured, accessibilityAsked, headphonesIn, headphonesOut

    /// SDL's number for the first of them; the others follow.
    private static let first = SDL_RegisterEvents(Int32(allCases.count))

    /// The event SDL numbers `type`, if it is one of these.
    init?(type: UInt32) {
        guard type >= Self.first, let event = Self(rawValue: type - Self.first) else { return nil }
        self = event
    }

    /// SDL's number for it.
    var type: UInt32 { Self.first + rawValue }

    /// Puts it on SDL's queue (from any thread); `source` says whose it is (an address compared, never followed).
    func post(source: UnsafeMutableRawPointer? = nil) {
        var event = SDL_Event()
        event.type = type
        event.user.data1 = source
        SDL_PushEvent(&event)
    }
}
