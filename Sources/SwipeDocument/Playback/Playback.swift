/// Every page's clock and what drives it, following the original engine's page lifecycle exactly
/// (behaviour reference 2.3-2.4, 2.7, 3.11): which arrivals start a page's animation, where a page
/// is left and found again, scroll-scrubbed pages, page and element `repeat`, and `action: "play"`.
/// Pure: time is always a parameter (seconds on any monotonic scale).
public struct Playback: Equatable, Sendable {
    /// Something the media layer must do when a page's play starts (audio, speech, vibration, videos).
    public struct Cue: Equatable, Sendable {
        public var page: Int
        public var time: Double
    }

    /// A running page driver: the clock advances from `clock` at `start` over the page's duration.
    struct Driver: Equatable, Sendable {
        var start: Double
        var clock: Double
    }

    private let plays: [PlayMode]
    private let durations: [Double]
    private let repeats: [Bool]
    private let rewinds: [Bool]
    private let hasRepeatingElements: [Bool]
    /// Paused clocks (the value when no driver runs).
    private var clocks: [Double]
    private var drivers: [Int: Driver] = [:]
    /// When repeating elements of a page started cycling on their own.
    private var repeatStarts: [Int: Double] = [:]
    /// Whether pages start playing when they become current (the `autoplay` setting); off, a page
    /// arrives at its start and waits for `play` (a tap).
    public var autoplay = true
    /// Play starts not yet taken by the media layer.
    private var pendingCues: [Cue] = []
    /// How many loops of each repeating page have been cued.
    private var cuedLoops: [Int: Int] = [:]

    public init(document: Document) {
        plays = document.pages.map(\.play)
        durations = document.pages.map { max($0.duration, 0.001) }
        repeats = document.pages.map(\.repeat)
        rewinds = document.pages.map(\.rewind)
        hasRepeatingElements = document.pages.map { $0.elements.contains(where: Self.repeats) }
        clocks = document.pages.map { $0.play == .never ? 1 : 0 }
    }

    private static func repeats(_ e: Element) -> Bool { e.repeat || e.elements.contains(where: repeats) }

    // MARK: Reading

    /// Page `i`'s clock (0...1) at `time`.
    public func clock(_ i: Int, at time: Double) -> Double {
        guard clocks.indices.contains(i) else { return 0 }
        if plays[i] == .never { return 1 }
        guard let d = drivers[i] else { return clocks[i] }
        let t = d.clock + (time - d.start) / durations[i]
        return repeats[i] ? t - t.rounded(.down) : min(1, t)
    }

    /// The clock of page `i`'s repeating elements: the page clock while the page plays, then
    /// cycling 0→1 every `duration` for as long as the page is current.
    public func repeatClock(_ i: Int, at time: Double) -> Double {
        if isPlaying(i, at: time) { return clock(i, at: time) }
        guard let start = repeatStarts[i], clocks.indices.contains(i) else { return clock(i, at: time) }
        let t = (time - start) / durations[i]
        return t - t.rounded(.down)
    }

    /// Whether page `i`'s own animation is running at `time`.
    public func isPlaying(_ i: Int, at time: Double) -> Bool {
        guard let d = drivers[i], clocks.indices.contains(i) else { return false }
        return repeats[i] || d.clock + (time - d.start) / durations[i] < 1
    }

    /// Whether anything moves at `time` (the window redraws at display rate only then).
    public func isAnimating(at time: Double) -> Bool {
        drivers.keys.contains { isPlaying($0, at: time) } || !repeatStarts.isEmpty
    }

    /// Takes the play starts up to `time`: those recorded since the last call, and one for each new
    /// loop of a repeating page (which replays its sounds every time round).
    public mutating func takeCues(at time: Double) -> [Cue] {
        for (i, d) in drivers where repeats[i] {
            let loops = Int((d.clock + (time - d.start) / durations[i]).rounded(.down))
            let done = cuedLoops[i] ?? 0
            if loops > done {
                for k in (done + 1)...loops { pendingCues.append(Cue(page: i, time: d.start + (Double(k) - d.clock) * durations[i])) }
                cuedLoops[i] = loops
            }
        }
        defer { pendingCues.removeAll() }
        return pendingCues
    }

    // MARK: What the window does

    /// A document opened (or read again) on page `i`: every page prepared around it, then `i`
    /// entered forward, so it replays, as the original engine does on open (2.4: the pages are
    /// rebuilt and prepared, then the current one gets willEnter and didEnter).
    public mutating func open(on i: Int, at time: Double) { open(on: [i], at: time) }

    /// The same on the pages shown together (a spread, in reading order): prepared around the
    /// first, then each entered.
    public mutating func open(on pages: [Int], at time: Double) {
        guard let first = pages.first else { return }
        prepare(current: first)
        for i in pages { replay(i, at: time) }
    }

    /// Page `i` entered forward again where it is (the document opened, its language changed, a
    /// pull past the first page).
    public mutating func replay(_ i: Int, at time: Double) {
        willEnter(i, forward: true, at: time)
        didEnter(i, forward: true, at: time)
    }

    /// A navigator's lifecycle event applied to the clocks (2.4): a settle on another page
    /// prepares every page around it before the page is entered. `willLeave` changes no clock, and
    /// a pull to replay is the window's to decide (it replays only while nothing plays).
    public mutating func navigated(_ event: Navigator.Event, at time: Double) {
        switch event {
        case .willEnter(let i, let forward): willEnter(i, forward: forward, at: time)
        case .didLeave(let i, let goingBack): didLeave(i, goingBack: goingBack, at: time)
        case .didEnter(let i, let forward):
            prepare(current: i)
            didEnter(i, forward: forward, at: time)
        case .willLeave, .pulledToReplay: break
        }
    }

    /// The pages shown at page `position`: the one coming in (the later of the two) follows the
    /// position when it plays by scrolling (2.7), whichever way the drag or settle goes. At a
    /// whole page, and in the rubber band before the first page, nothing is scrubbed.
    public mutating func follow(position: Double) {
        let i = position.rounded(.down)
        guard position > i, i >= 0, i + 1 < Double(clocks.count) else { return }
        scrub(Int(i) + 1, to: position - i)
    }

    // MARK: Lifecycle

    /// A move towards page `i` begins (drag released towards it, a key, a replay).
    public mutating func willEnter(_ i: Int, forward: Bool, at time: Double) {
        guard clocks.indices.contains(i) else { return }
        if (forward && (plays[i] == .auto || plays[i] == .always)) || plays[i] == .always {
            drivers[i] = nil
            clocks[i] = 0
        }
        if forward && plays[i] == .scroll { cue(i, time) }
    }

    /// Page `i` became current.
    public mutating func didEnter(_ i: Int, forward: Bool, at time: Double) {
        guard clocks.indices.contains(i) else { return }
        if !autoplay, plays[i] != .scroll, plays[i] != .never {
            if hasRepeatingElements[i] { repeatStarts[i] = time }
        } else if (forward && (plays[i] == .auto || plays[i] == .always)) || plays[i] == .always || repeats[i] {
            start(i, at: time)
        } else if hasRepeatingElements[i] {
            repeatStarts[i] = time
        }
    }

    /// Page `i` stopped being current.
    public mutating func didLeave(_ i: Int, goingBack: Bool, at time: Double) {
        guard clocks.indices.contains(i) else { return }
        clocks[i] = clock(i, at: time)
        drivers[i] = nil
        repeatStarts[i] = nil
        if rewinds[i] || goingBack { clocks[i] = plays[i] == .never ? 1 : 0 }
    }

    /// After the current page changed: pages before it show their end (or start, with `rewind`);
    /// scrubbed pages after it wait at their start, the current one and earlier at their end. A
    /// page before it still driven is one entered with it in its spread (a page left has no
    /// driver): it plays on.
    public mutating func prepare(current: Int) {
        for i in clocks.indices where plays[i] != .never {
            if plays[i] == .scroll {
                if drivers[i] == nil { clocks[i] = i > current ? 0 : 1 }
            } else if i < current, drivers[i] == nil {
                drivers[i] = nil
                clocks[i] = rewinds[i] ? 0 : 1
            }
        }
    }

    /// The drag sets a `play: "scroll"` page's clock directly (2.7). Whatever drove the page
    /// stops, its repeating elements' own clock too: they follow the drag with the rest of the
    /// page (the original engine stops its page timer and sets every element to the drag's time),
    /// and start again only when the page is entered again.
    public mutating func scrub(_ i: Int, to fraction: Double) {
        guard clocks.indices.contains(i), plays[i] == .scroll else { return }
        drivers[i] = nil
        repeatStarts[i] = nil
        clocks[i] = max(0, min(1, fraction))
    }

    /// Plays page `i` from where it paused, or from the start when it had finished
    /// (`action: "play"`, a replay).
    public mutating func play(_ i: Int, at time: Double) {
        guard clocks.indices.contains(i), plays[i] != .never else { return }
        if clock(i, at: time) >= 1 { clocks[i] = 0 }
        start(i, at: time)
    }

    /// Stops the page's driver where it is.
    public mutating func pause(_ i: Int, at time: Double) {
        guard clocks.indices.contains(i) else { return }
        clocks[i] = clock(i, at: time)
        drivers[i] = nil
    }

    /// Runs the page's driver from its paused clock, or from the start when it is at its end (a
    /// repeating page too: its first loop is this play start, not one more).
    private mutating func start(_ i: Int, at time: Double) {
        if clocks[i] >= 1 { clocks[i] = 0 }
        drivers[i] = Driver(start: time, clock: clocks[i])
        cuedLoops[i] = 0
        if hasRepeatingElements[i] { repeatStarts[i] = time + (1 - clocks[i]) * durations[i] }
        cue(i, time)
    }

    private mutating func cue(_ i: Int, _ time: Double) { pendingCues.append(Cue(page: i, time: time)) }
}
