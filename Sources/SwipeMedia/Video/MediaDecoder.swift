import Foundation
import SwipeDocument

/// A video or sound decoded on a thread of its own into a few pictures ahead (YUV 4:2:0, with
/// presentation times) and a couple of seconds of sound in the output's format (`sound`, a
/// `PCMSource`). The render thread asks for the picture at a media time; going backwards or far
/// ahead seeks. Memory stays bounded however long the media: the thread sleeps while the queue is
/// full. Opening (a file, a URL, a radio playlist) happens on that thread too, under a deadline.
public final class MediaDecoder: @unchecked Sendable {
    /// How far the decoder got.
    public enum State: Equatable, Sendable {
        case opening
        case ready(MediaInfo)
        case failed(MediaError)
    }

    public let location: String
    /// The soundtrack (silent until `isSoundOn`); nil when no sound was asked for.
    public let sound: PCMRing?
    private let isStream: Bool
    private let interrupt = InterruptDeadline()
    private let condition = NSCondition()
    private var queue: [VideoFrame] = []
    private var pool: [VideoFrame] = []
    private var current: VideoFrame?
    private var seekRequest: Double?
    private var lastSeek: Double?
    /// The picture a seek found is waiting: it replaces the one shown, whatever its time.
    private var seekFound = false
    private var atEnd = false
    private var closing = false
    private var status: State = .opening
    private let capacity: Int
    private let report: (@Sendable (String) -> Void)?

    /// Starts opening `location` (a path or URL). `video`: decode pictures; `audio`: decode
    /// sound resampled to that format. `isStream`: a network stream played as it arrives (no
    /// seeking; sound prebuffered). Problems go to `report` once and show in `state`.
    public init(location: String, video: Bool, audio: PCMFormat?, isStream: Bool, openTimeout: Double = 6, readTimeout: Double = 8,
                queueLength: Int = 8, report: (@Sendable (String) -> Void)? = nil) {
        self.location = location
        self.isStream = isStream
        self.report = report
        capacity = max(2, queueLength)
        sound = audio.map { PCMRing(format: $0, seconds: isStream ? 8 : 2, prebuffer: isStream ? 1 : 0) }
        pool = (0..<(capacity + 3)).map { _ in VideoFrame() }
        let thread = Thread { [self] in run(video: video, audio: audio, openTimeout: openTimeout, readTimeout: readTimeout) }
        thread.name = "swipe-player.media"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Stops decoding and lets go of the media (a blocked network read is cut short).
    public func close() {
        sound?.isPlaying = false
        interrupt.cancel()
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    public var state: State {
        condition.lock()
        defer { condition.unlock() }
        return status
    }

    /// The media's facts once open.
    public var info: MediaInfo? {
        if case .ready(let info) = state { return info }
        return nil
    }

    /// Whether the soundtrack is heard.
    public var isSoundOn: Bool {
        get { sound?.isPlaying ?? false }
        set { sound?.isPlaying = newValue }
    }

    /// The picture to show at media time `time`: the latest decoded one whose presentation time is
    /// at or before it (the first picture while none is; the last one after the end); nil while
    /// nothing is decoded. Asking for a time well before the picture shown, or well past the
    /// pictures decoded, seeks (not on streams). Cheap: no allocation, no I/O.
    public func frame(at time: Double) -> VideoFrame? {
        condition.lock()
        defer { condition.unlock() }
        guard case .ready = status else { return current }
        var advanced = false
        while let next = queue.first, next.time <= time + 0.0005 || current == nil || seekFound {
            if let c = current { pool.append(c) }
            current = queue.removeFirst()
            advanced = true
            seekFound = false
        }
        if advanced {
            condition.signal()
            // Playing on past a seek's target: a later seek to the same place is a new one.
            if let c = current, c.time <= time + 0.0005 { lastSeek = nil }
        }
        guard !isStream, seekRequest == nil else { return current }
        let newest = queue.last?.time ?? current?.time ?? 0
        let behind = current.map { time < $0.time - 0.1 } ?? false
        let farAhead = !atEnd && time > newest + 1
        // A seek that found nothing earlier (media starting late) is not repeated.
        let repeated = lastSeek.map { abs($0 - time) < 0.1 } ?? false
        if (behind || farAhead) && !repeated {
            seekRequest = time
            lastSeek = time
            condition.signal()
        }
        return current
    }

    // MARK: The decoding thread

    private func run(video: Bool, audio: PCMFormat?, openTimeout: Double, readTimeout: Double) {
        let reader: MediaReader
        do {
            let source = isStream ? try StreamLocation.resolve(location, timeout: openTimeout, interrupt: interrupt) : location
            reader = try MediaReader(location: source, video: video, audio: audio, timeout: openTimeout, readTimeout: readTimeout, interrupt: interrupt)
        } catch {
            fail(error)
            return
        }
        condition.lock()
        status = .ready(MediaInfo(duration: reader.duration, width: reader.width, height: reader.height, pixelAspect: reader.pixelAspect,
                                  rotation: reader.rotation, hasPicture: reader.hasVideo, hasSound: reader.hasSound))
        condition.unlock()
        var soundFrom = 0.0
        while true {
            condition.lock()
            while !closing && seekRequest == nil && (atEnd || isFull(reader)) {
                // Sound drains on another thread without signalling: look again shortly.
                _ = condition.wait(until: Date(timeIntervalSinceNow: !reader.hasVideo && !atEnd ? 0.05 : 1))
            }
            if closing {
                condition.unlock()
                return
            }
            let seek = seekRequest
            seekRequest = nil
            if seek != nil {
                pool += queue
                queue.removeAll(keepingCapacity: true)
                atEnd = false
                seekFound = false
            }
            condition.unlock()
            do {
                if let seek {
                    sound?.clear()
                    soundFrom = seek
                    if reader.hasVideo, let frame = takeFree() {
                        if try reader.picture(at: seek, into: frame) { push(frame, found: true) } else { recycle(frame) }
                    } else {
                        reader.seek(to: seek)
                    }
                    continue
                }
                switch try reader.step() {
                case .picture(let t):
                    guard let frame = takeFree() else { continue }
                    reader.copyPicture(into: frame, time: t)
                    push(frame)
                case .sound(let t):
                    if t >= soundFrom - 0.05 { reader.takeSound { _ = sound?.write($0, frames: $1) } }
                case .more:
                    continue
                case .end:
                    condition.lock()
                    atEnd = true
                    condition.unlock()
                }
            } catch {
                if interrupt.isCancelled { return }
                fail(error)
                return
            }
        }
    }

    private func isFull(_ reader: MediaReader) -> Bool {
        if reader.hasVideo { return queue.count >= capacity }
        return (sound?.freeFrames ?? 0) < 8192
    }

    private func takeFree() -> VideoFrame? {
        condition.lock()
        defer { condition.unlock() }
        return pool.popLast()
    }

    private func push(_ frame: VideoFrame, found: Bool = false) {
        condition.lock()
        queue.append(frame)
        if found { seekFound = true }
        condition.unlock()
    }

    private func recycle(_ frame: VideoFrame) {
        condition.lock()
        pool.append(frame)
        condition.unlock()
    }

    private func fail(_ error: Error) {
        let message = (error as? MediaError) ?? MediaError("\(location): \(error)")
        // Reported before the state says so: whoever sees the failure can find its message.
        condition.lock()
        let wasClosing = closing
        condition.unlock()
        if !wasClosing { report?(message.description) }
        condition.lock()
        status = .failed(message)
        atEnd = true
        condition.unlock()
    }
}
