import SwipeDocument

/// Pictures for `render`: each video decoded right away, on the calling thread, to the picture
/// shown at the moment drawn. Streams are not connected to (their poster is drawn); without
/// `network`, neither are videos on the web (a placeholder is drawn: thumbnailers must not wait).
public final class StillVideoFrames: VideoFrameSource {
    private var readers: [String: MediaReader] = [:]
    private var unreadable: Set<String> = []
    private var frames: [VideoContent.Instance: VideoFrame] = [:]
    private let report: (String) -> Void
    private let network: Bool

    /// Problems (unreadable files) go to `report`, once each.
    public init(network: Bool = true, report: @escaping (String) -> Void) {
        self.network = network
        self.report = report
    }

    public func prepare(_ video: VideoContent) {}

    public func picture(for video: VideoContent) -> VideoPicture {
        guard !video.isStream, !video.isRadio else { return .waiting }
        guard let location = video.asset.mediaLocation else { return VideoPicture(frame: nil, info: nil, status: .failed) }
        guard let reader = reader(location) else { return VideoPicture(frame: nil, info: nil, status: .failed) }
        let info = MediaInfo(duration: reader.duration, width: reader.width, height: reader.height, pixelAspect: reader.pixelAspect,
                             rotation: reader.rotation, hasPicture: reader.hasVideo, hasSound: false)
        let time = video.time(mediaDuration: reader.duration)
        let frame = frames[video.instance] ?? VideoFrame()
        frames[video.instance] = frame
        do {
            guard try reader.picture(at: time, into: frame) else { return VideoPicture(frame: nil, info: info, status: .waiting) }
        } catch {
            report("\(error)")
            return VideoPicture(frame: nil, info: info, status: .failed)
        }
        return VideoPicture(frame: frame, info: info, status: .showing)
    }

    private func reader(_ location: String) -> MediaReader? {
        if let r = readers[location] { return r }
        guard !unreadable.contains(location) else { return nil }
        if !network, location.contains("://") {
            unreadable.insert(location)
            report("video \(location) is on the web and not fetched offline; a placeholder is shown instead")
            return nil
        }
        do {
            let r = try MediaReader(location: location, video: true, audio: nil, timeout: 10)
            guard r.hasVideo else { throw MediaError("\(location): has no picture") }
            readers[location] = r
            return r
        } catch {
            unreadable.insert(location)
            report("cannot play video \(error); a placeholder is shown instead")
            return nil
        }
    }
}
