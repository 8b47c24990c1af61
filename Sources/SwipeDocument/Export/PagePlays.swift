/// The pages whose play (audio and speech) is heard at a moment of an export, and how long ago
/// each started, from its page events: a play runs from its start until a turn away begins (its
/// speech stops) or the page is left. What an export's captions follow, as the sound track does.
public enum PagePlays {
    /// Page and seconds since its play started, for each page playing at `time` (events in time order).
    public static func at(_ time: Double, events: [PageEvent]) -> [(page: Int, elapsed: Double)] {
        var started: [Int: Double] = [:]
        for e in events {
            guard e.time <= time else { break }
            switch e.kind {
            case .playStarted: started[e.page] = e.time
            case .willLeave, .didLeave: started[e.page] = nil
            default: break
            }
        }
        return started.keys.sorted().map { ($0, time - started[$0]!) }
    }
}
