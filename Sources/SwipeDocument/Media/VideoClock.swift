/// The clock a page's videos run on: started by each play start of the page, paused when the
/// page is left (behaviour reference 3.10). Pure: times are parameters, in seconds.
public struct VideoClock: Equatable, Sendable {
    /// When running: the moment that corresponds to elapsed 0.
    private var origin: Double?
    /// Where the clock stopped, while not running.
    private var stopped: Double = 0

    public init() {}

    /// Whether the page's videos are running.
    public var isRunning: Bool { origin != nil }

    /// Seconds of playing since the last start.
    public func elapsed(at time: Double) -> Double {
        origin.map { max(0, time - $0) } ?? stopped
    }

    /// A play start: the videos begin again from their start.
    public mutating func start(at time: Double) {
        origin = time
    }

    /// The page was left: the videos hold where they are.
    public mutating func pause(at time: Double) {
        stopped = elapsed(at: time)
        origin = nil
    }
}
