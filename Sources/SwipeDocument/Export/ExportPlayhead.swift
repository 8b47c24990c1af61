/// A `play` export run as the window runs a document, on the export's clock: the document opens
/// on the first page (which replays), each page stays as the schedule says, then the next page is
/// asked for as the Page Down key asks for it, and the `Navigator`'s settle (eased, stretched to
/// the turn's length) carries the view there. The navigator's events drive `Playback`, the page
/// videos' clocks and the page events the sound track is made from, exactly as
/// `DocumentScreen.step` does, so a frame is what the window shows at that moment. A page that
/// waits for its play button (`play: "pause"`) is played on arrival, as a reader would press it.
/// With spreads (the schedule's `showing`) the navigator moves spread by spread and each event
/// is the events of the spread's pages, as in the window; with `autoplay` off no page is played
/// (nobody taps), so pages wait at their start and start no sound. Times must not go backwards.
public struct ExportPlayhead {
    public let schedule: ExportSchedule
    private let document: Document
    private let pageVideos: [Int: [PageVideo]]
    private var navigator: Navigator
    private var playback: Playback
    private var videoClocks: [Int: VideoClock] = [:]
    private var shakeStart: Double?
    /// The stays whose turn has started / ended.
    private var turnsStarted = 0
    private var turnsEnded = 0
    private var now = 0.0
    /// Every page event so far, in time order.
    public private(set) var events: [PageEvent] = []

    /// The navigator settles a one-page turn in this many of its seconds.
    private static let settle = Navigator.settleDuration(1)

    /// `lengths` gives the videos' lengths (whether a page still plays).
    public init(document: Document, schedule: ExportSchedule, lengths: MediaLengths = MediaLengths()) {
        self.document = document
        self.schedule = schedule
        var videos: [Int: [PageVideo]] = [:]
        let showing = schedule.showing
        for i in schedule.stops.flatMap(showing.pages(of:)) {
            let found = PageVideo.of(document.pages[i], index: i).map { v -> PageVideo in
                var v = v
                v.timing.mediaDuration = lengths.files[v.asset]
                return v
            }
            if !found.isEmpty { videos[i] = found }
        }
        pageVideos = videos
        let first = schedule.stops.lowerBound
        navigator = Navigator(pageCount: showing.stopCount(pageCount: document.pages.count), paging: document.paging, position: Double(first))
        playback = Playback(document: document)
        playback.autoplay = showing.autoplay
        // As the window opens a document: pages prepared, the first frame, then the page replays.
        let shown = showing.pages(of: first)
        playback.open(on: shown, at: 0)
        for page in shown {
            events.append(PageEvent(.becameCurrent, page: page, time: 0))
            if showing.autoplay, document.pages[page].play == .pause { playback.play(page, at: 0) }
        }
        step(at: 0)
    }

    /// The moment at `time` (seconds from the start), after everything due by then happened.
    public mutating func moment(at time: Double) -> ExportMoment {
        advance(to: time)
        return ExportMoment(time: time, position: navigator.position, playback: playback, videos: videoClocks,
                            pageVideos: pageVideos, shakeStart: shakeStart)
    }

    /// The page events of the whole export, stepped frame by frame at `fps` as the frames are.
    public static func events(document: Document, schedule: ExportSchedule, lengths: MediaLengths, fps: Int) -> [PageEvent] {
        var head = ExportPlayhead(document: document, schedule: schedule, lengths: lengths)
        for n in 0..<schedule.frameCount(fps: fps) { head.advance(to: Double(n) / Double(fps)) }
        head.advance(to: schedule.duration)
        return head.events
    }

    private mutating func advance(to time: Double) {
        guard time >= now else { return }
        // Turns that start or end by `time`, at their exact times.
        while true {
            let start = turnsStarted < schedule.stays.count - 1 ? schedule.stays[turnsStarted].leave : .infinity
            let end = turnsEnded < turnsStarted ? schedule.stays[turnsEnded + 1].arrival : .infinity
            let next = min(start, end)
            guard next <= time else { break }
            collectCues(at: next)
            if end <= start {
                navigator.advance(to: schedule.stays[turnsEnded].leave + 2 * Self.settle)
                turnsEnded += 1
            } else {
                let stay = schedule.stays[turnsStarted]
                navigator.go(to: stay.page + 1, at: stay.leave, animated: schedule.turn > 0)
                turnsStarted += 1
            }
            step(at: next)
        }
        if turnsEnded < turnsStarted, schedule.turn > 0 {
            let leave = schedule.stays[turnsEnded].leave
            navigator.advance(to: leave + (time - leave) * Self.settle / schedule.turn)
        }
        step(at: time)
    }

    /// What `DocumentScreen.step` does after moving the navigator.
    private mutating func step(at time: Double) {
        now = time
        for e in navigator.takeEvents().flatMap(schedule.showing.pageEvents) {
            switch e {
            case .didLeave(let i, _):
                if videoClocks[i]?.isRunning == true {
                    videoClocks[i]?.pause(at: time)
                    events.append(PageEvent(.videosPaused, page: i, time: time))
                }
            default: break
            }
            playback.navigated(e, at: time)
            switch e {
            case .willLeave(let i): events.append(PageEvent(.willLeave, page: i, time: time))
            case .didLeave(let i, _): events.append(PageEvent(.didLeave, page: i, time: time))
            case .didEnter(let i, _):
                events.append(PageEvent(.becameCurrent, page: i, time: time))
                if schedule.showing.autoplay, document.pages[i].play == .pause { playback.play(i, at: time) }
            case .willEnter, .pulledToReplay: break
            }
        }
        if schedule.showing.spreads == nil { playback.follow(position: navigator.position) }
        collectCues(at: time)
    }

    /// Play starts: the videos' clocks (as `VideoDirector.start`), the vibration, the sound.
    private mutating func collectCues(at time: Double) {
        for cue in playback.takeCues(at: time) {
            let page = document.pages[cue.page]
            if pageVideos[cue.page] != nil, page.play != .scroll, !(page.repeat && videoClocks[cue.page]?.isRunning == true) {
                videoClocks[cue.page, default: VideoClock()].start(at: cue.time)
                events.append(PageEvent(.videosStarted, page: cue.page, time: cue.time))
            }
            if page.vibrate { shakeStart = cue.time }
            events.append(PageEvent(.playStarted, page: cue.page, time: cue.time))
        }
        if events.count > 1, events[events.count - 2].time > events[events.count - 1].time {
            events.sort { $0.time < $1.time }
        }
    }
}
