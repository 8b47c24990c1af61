import Foundation
import SwipeDocument

/// Pictures for an export: every moment of a video is asked for, in order, so each video is
/// decoded forward on a thread of its own, a few pictures ahead of the frames being drawn, and a
/// frame waits for its picture (an export is exact, never late). Going back (a repeating page's
/// video looping) or far ahead seeks. Streams and radios show their poster; a video that cannot be
/// read shows a placeholder, reported once.
public final class ExportVideoFrames: VideoFrameSource {
    private var tracks: [VideoContent.Instance: VideoTrack] = [:]
    private var unreadable: Set<String> = []
    private let report: (String) -> Void

    public init(report: @escaping (String) -> Void) {
        self.report = report
    }

    deinit {
        for t in tracks.values { t.close() }
    }

    public func prepare(_ video: VideoContent) {}

    public func picture(for video: VideoContent) -> VideoPicture {
        guard !video.isStream, !video.isRadio else { return .waiting }
        guard let track = track(for: video) else { return VideoPicture(frame: nil, info: nil, status: .failed) }
        let frame = track.picture(at: video.time(mediaDuration: track.info.duration))
        return VideoPicture(frame: frame, info: track.info, status: frame == nil ? .waiting : .showing)
    }

    private func track(for video: VideoContent) -> VideoTrack? {
        if let t = tracks[video.instance] { return t }
        guard let location = video.asset.mediaLocation else { return nil }
        guard !unreadable.contains(location) else { return nil }
        do {
            let reader = try MediaReader(location: location, video: true, audio: nil, timeout: 10)
            guard reader.hasVideo else { throw MediaError("\(location): has no picture") }
            let t = VideoTrack(reader: reader)
            tracks[video.instance] = t
            return t
        } catch {
            unreadable.insert(location)
            report("cannot play video \(error); a placeholder is shown instead")
            return nil
        }
    }
}

/// One video decoded forward on its own thread into a short queue of pictures.
private final class VideoTrack: @unchecked Sendable {
    let info: MediaInfo
    private let reader: MediaReader
    private let condition = NSCondition()
    /// Decoded pictures ahead of the one shown, in time order.
    private var queue: [VideoFrame] = []
    private var spare: [VideoFrame] = []
    /// The picture shown last (the drawing thread's).
    private var current: VideoFrame?
    private var ended = false
    private var closed = false
    private var seekTarget: Double?
    /// Counts seeks, so a picture decoded for the old position is dropped.
    private var generation = 0
    private static let ahead = 3

    init(reader: MediaReader) {
        self.reader = reader
        info = MediaInfo(duration: reader.duration, width: reader.width, height: reader.height, pixelAspect: reader.pixelAspect,
                         rotation: reader.rotation, hasPicture: reader.hasVideo, hasSound: false)
        Thread.detachNewThread { [self] in decode() }
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The last picture at or before `time` (the first one before it starts), waiting for it.
    func picture(at time: Double) -> VideoFrame? {
        let slack = 0.0005
        condition.lock()
        defer { condition.unlock() }
        let shown = current?.time ?? 0
        if time < shown - slack || time > (queue.last?.time ?? shown) + 2 {
            spare += queue + (current.map { [$0] } ?? [])
            queue.removeAll()
            current = nil
            seekTarget = time
            generation += 1
            ended = false
            condition.broadcast()
        }
        while true {
            if let next = queue.first, next.time <= time + slack || current == nil {
                if let old = current { spare.append(old) }
                current = queue.removeFirst()
                condition.broadcast()
                continue
            }
            if !queue.isEmpty || (ended && seekTarget == nil) || closed { return current }
            condition.wait()
        }
    }

    private func decode() {
        while true {
            condition.lock()
            while !closed && seekTarget == nil && (queue.count >= Self.ahead || ended) { condition.wait() }
            if closed {
                condition.unlock()
                return
            }
            let seek = seekTarget
            seekTarget = nil
            let mine = generation
            let frame = spare.popLast() ?? VideoFrame()
            condition.unlock()

            if let seek { reader.seek(to: seek) }
            var decoded = false
            while !decoded {
                switch (try? reader.step()) ?? .end {
                case .picture(let t):
                    reader.copyPicture(into: frame, time: t)
                    decoded = true
                case .end: break
                case .sound, .more: continue
                }
                if !decoded { break }
            }
            condition.lock()
            if !decoded {
                if mine == generation { ended = true }
                spare.append(frame)
            } else if mine == generation {
                queue.append(frame)
            } else {
                spare.append(frame)
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}
