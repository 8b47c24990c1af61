/// Headphones plugged into a kiosk's jack (`--headphone-jack`): what the player does as the
/// system reports the jack's state. Plugging them in while spoken feedback is off turns it on
/// (which says so and how to move), once per plug: a jack reported in again without being pulled
/// out (contacts bouncing, a state read again) does nothing, and pulling them out leaves spoken
/// feedback as it is. Pure.
public struct HeadphoneJack: Equatable, Sendable {
    /// Whether headphones are in, as last reported; nil until the first report.
    public private(set) var plugged: Bool?

    public init() {}

    /// The jack reported `inserted`, spoken feedback being `spokenFeedback`: whether to turn spoken
    /// feedback on now.
    public mutating func reported(inserted: Bool, spokenFeedback: Bool) -> Bool {
        defer { plugged = inserted }
        return inserted && plugged != true && !spokenFeedback
    }
}
