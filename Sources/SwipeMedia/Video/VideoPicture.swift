import Foundation
import SwipeDocument

/// What a video element shows at a moment: the decoded picture to draw (with how it is stored),
/// or the state that stands in for it.
public struct VideoPicture: Sendable {
    /// Where the media is.
    public enum Status: Equatable, Sendable {
        /// Nothing to show yet (opening, or not started): the poster is drawn.
        case waiting
        /// A stream is connecting or refilling its buffer.
        case buffering
        /// Playing (or showing a picture).
        case showing
        /// It could not be played; the message was reported.
        case failed
    }

    public var frame: VideoFrame?
    public var info: MediaInfo?
    public var status: Status

    public init(frame: VideoFrame?, info: MediaInfo?, status: Status) {
        self.frame = frame
        self.info = info
        self.status = status
    }

    public static let waiting = VideoPicture(frame: nil, info: nil, status: .waiting)

    /// The words drawn on a stream or radio element for its state, if any.
    public func label(for video: VideoContent) -> String? {
        guard video.isStream || video.isRadio else { return nil }
        switch status {
        case .buffering: return "buffering…"
        case .failed: return "no connection"
        case .waiting: return video.isRadio ? "radio" : nil
        case .showing: return video.isRadio ? "♪ radio" : nil
        }
    }
}

/// Supplies the compositor with the pictures of video elements: decoders running in the
/// background in the player, decoding on demand in `render`.
public protocol VideoFrameSource: AnyObject {
    /// The picture for `video` now (called every frame it is drawn; must not block).
    func picture(for video: VideoContent) -> VideoPicture
    /// Gets `video` ready to be shown soon (a page next to the current one), without drawing.
    func prepare(_ video: VideoContent)
}

extension AssetReference {
    /// What FFmpeg opens: a file path, or the URL; nil for a file that does not exist (the
    /// document loader has reported it already).
    var mediaLocation: String? {
        guard let url else { return nil }
        guard url.isFileURL else { return url.absoluteString }
        return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
    }
}
