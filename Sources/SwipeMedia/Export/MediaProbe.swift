import Foundation
import SwipeDocument

/// What an export needs to know of a media file before it plays it.
public enum MediaProbe {
    /// The length of the media at `location` (a path or URL) in seconds; nil when it cannot be
    /// opened or does not say.
    public static func duration(of location: String) -> Double? {
        (try? MediaReader(location: location, video: true, audio: PCMFormat(sampleRate: 48000, channels: 2), timeout: 10))?.duration
    }
}

extension AssetReference {
    /// What FFmpeg opens for this reference (a path, or the URL); nil for a missing file.
    public var exportLocation: String? { mediaLocation }
}
