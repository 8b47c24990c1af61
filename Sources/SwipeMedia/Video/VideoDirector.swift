import Foundation
import SwipeDocument

/// Plays the videos and radios of the pages being shown: one decoder per video element (opened
/// when its page is about to be shown, closed when the user has moved two pages away), each
/// page's video clock started by its play starts and paused when it is left (behaviour reference
/// 3.10), and the soundtracks handed to the audio output. The window tells it what happens
/// (`start`, `navigated`) and the compositor asks it for pictures.
public final class VideoDirector: VideoFrameSource {
    private let document: Document
    /// The sound output's format (nil: no sound); applies to decoders opened from then on.
    public var audioFormat: PCMFormat?
    private let report: (String) -> Void
    /// Messages from decoder threads, handed to `report` on the window's thread.
    private let mailbox = Mailbox()
    private var clocks: [Int: VideoClock] = [:]
    private var decoders: [VideoContent.Instance: MediaDecoder] = [:]
    /// Elements whose file does not exist (looked up once).
    private var missing: Set<VideoContent.Instance> = []
    /// The last content drawn for each instance (its timing, for "is the page still playing").
    private var shown: [VideoContent.Instance: VideoContent] = [:]
    /// Pages with a video or radio element.
    private let pagesWithVideo: Set<Int>
    /// The current page: decoders further than one page from it are closed.
    private var current = 0

    /// A soundtrack began (attach it to the audio output).
    public var onSoundStarted: ((PCMSource) -> Void)?
    /// A soundtrack's decoder closed (detach it).
    public var onSoundStopped: ((PCMSource) -> Void)?

    /// `audioFormat`: the output's format (nil: pictures only, no sound). Problems (unreadable
    /// files, unreachable streams) go to `report`, once each.
    public init(document: Document, audioFormat: PCMFormat?, report: @escaping (String) -> Void) {
        self.document = document
        self.audioFormat = audioFormat
        self.report = report
        pagesWithVideo = Set(document.pages.indices.filter { Self.hasVideo(document.pages[$0].elements) })
    }

    /// Closes every decoder and takes its sound off the output (the window replaced this director
    /// with one for a reloaded document, or closed).
    deinit {
        for instance in Array(decoders.keys) { close(instance) }
    }

    private static func hasVideo(_ elements: [Element]) -> Bool {
        elements.contains { $0.video != nil || $0.radio != nil || hasVideo($0.elements) }
    }

    // MARK: Driven by the window

    /// Play starts (from `Playback.takeCues`): the page's videos start again from `videoStart`;
    /// on a repeating page they keep looping instead.
    public func start(_ cues: [Playback.Cue]) {
        for cue in cues where pagesWithVideo.contains(cue.page) {
            let page = document.pages[cue.page]
            guard page.play != .scroll else { continue }
            if page.repeat, clocks[cue.page]?.isRunning == true { continue }
            clocks[cue.page, default: VideoClock()].start(at: cue.time)
        }
    }

    /// Follows the page lifecycle: a page left pauses its videos and stops its streams; a new
    /// current page lets go of decoders two or more pages away.
    public func navigated(_ event: Navigator.Event, at time: Double) {
        switch event {
        case .didLeave(let i, _):
            clocks[i]?.pause(at: time)
            for (instance, d) in decoders where instance.page == i {
                d.isSoundOn = false
                if shown[instance].map({ $0.isStream || $0.isRadio }) ?? false { close(instance) }
            }
        case .didEnter(let i, _):
            current = i
            for instance in decoders.keys where abs(instance.page - i) > 1 { close(instance) }
        default:
            break
        }
    }

    /// How long page `i`'s videos have played (for the display list).
    public func elapsed(_ i: Int, at time: Double) -> Double {
        clocks[i]?.elapsed(at: time) ?? 0
    }

    /// Whether a video or radio of page `i` is playing (the page counts as playing then, 3.10).
    public func isPlaying(_ i: Int, at time: Double) -> Bool {
        playing(i, at: time, counting: { !hasFailed($0.instance) })
    }

    /// Whether a picture changes at `time` (a video plays, a stream's state may change): the
    /// window keeps drawing then. A radio that plays needs no drawing.
    public func isAnimating(at time: Double) -> Bool {
        clocks.keys.contains { i in
            playing(i, at: time, counting: { c in !hasFailed(c.instance) && (!c.isRadio || isConnecting(c.instance)) })
        }
    }

    /// Whether a stream is still connecting or filling its buffer (its label will change).
    private func isConnecting(_ instance: VideoContent.Instance) -> Bool {
        guard let d = decoders[instance] else { return false }
        switch d.state {
        case .opening: return true
        case .ready: return d.sound?.isBuffering ?? false
        case .failed: return false
        }
    }

    private func hasFailed(_ instance: VideoContent.Instance) -> Bool {
        if case .failed? = decoders[instance]?.state { return true }
        return false
    }

    /// Whether page `i`'s clock runs and one of its elements plays: videos until their end, and
    /// the streams `counting` accepts as long as the page plays.
    private func playing(_ i: Int, at time: Double, counting: (VideoContent) -> Bool) -> Bool {
        guard let clock = clocks[i], clock.isRunning else { return false }
        var any = false
        for (instance, content) in shown where instance.page == i {
            any = true
            var c = content
            c.elapsed = clock.elapsed(at: time)
            if c.isRadio || c.isStream ? counting(c) : c.isPlaying(mediaDuration: decoders[instance]?.info?.duration) { return true }
        }
        // Not drawn yet: the play start just happened.
        return !any && pagesWithVideo.contains(i)
    }

    // MARK: Pictures for the compositor

    public func prepare(_ video: VideoContent) {
        guard !video.isStream, !video.isRadio else { return }
        _ = decoder(for: video)
    }

    public func picture(for video: VideoContent) -> VideoPicture {
        for message in mailbox.take() { report(message) }
        shown[video.instance] = video
        let running = clocks[video.instance.page]?.isRunning ?? false
        // Streams connect only while their page plays.
        if (video.isStream || video.isRadio) && !running && decoders[video.instance] == nil { return .waiting }
        guard let d = decoder(for: video) else { return VideoPicture(frame: nil, info: nil, status: .failed) }
        switch d.state {
        case .opening:
            return VideoPicture(frame: nil, info: nil, status: video.isStream || video.isRadio ? .buffering : .waiting)
        case .failed:
            return VideoPicture(frame: nil, info: nil, status: .failed)
        case .ready(let info):
            let playing = running && (video.isRadio || video.isStream || video.isPlaying(mediaDuration: info.duration))
            if d.isSoundOn != playing { d.isSoundOn = playing }
            let frame = info.hasPicture ? d.frame(at: video.time(mediaDuration: info.duration)) : nil
            let buffering = (video.isStream || video.isRadio) && (d.sound?.isBuffering ?? false) && (frame == nil || !info.hasPicture)
            return VideoPicture(frame: frame, info: info, status: buffering ? .buffering : (frame == nil && !video.isRadio ? .waiting : .showing))
        }
    }

    private func decoder(for video: VideoContent) -> MediaDecoder? {
        if let d = decoders[video.instance] { return d }
        guard !missing.contains(video.instance) else { return nil }
        guard let location = video.asset.mediaLocation else {
            missing.insert(video.instance)
            return nil
        }
        // Without a sound output a radio still connects and shows its state; its sound is not heard.
        let format = audioFormat ?? (video.isRadio ? PCMFormat(sampleRate: 48000, channels: 2) : nil)
        let d = MediaDecoder(location: location, video: !video.isRadio, audio: format, isStream: video.isStream || video.isRadio,
                             report: { [mailbox] in mailbox.post("cannot play \($0)") })
        decoders[video.instance] = d
        if let sound = d.sound { onSoundStarted?(sound) }
        return d
    }

    private func close(_ instance: VideoContent.Instance) {
        shown.removeValue(forKey: instance)
        guard let d = decoders.removeValue(forKey: instance) else { return }
        d.close()
        if let sound = d.sound { onSoundStopped?(sound) }
    }
}

/// Messages posted from any thread, taken on one.
private final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func post(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        guard !messages.isEmpty else { return [] }
        defer { messages.removeAll() }
        return messages
    }
}
