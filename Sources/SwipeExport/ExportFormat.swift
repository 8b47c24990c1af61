import Foundation

/// What an export writes, chosen from the output's name: a movie, an animated GIF, a PDF, or a
/// folder of PNG pictures (a name ending in `/`, or an existing folder).
public enum ExportFormat: Equatable, Sendable {
    case movie(MovieContainer)
    case gif
    case pdf
    case pictures

    /// The format for `path`, or nil for an extension no format has.
    public static func of(_ path: String) -> ExportFormat? {
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            return .pictures
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4", "m4v", "mov": return .movie(.mp4)
        case "webm": return .movie(.webm)
        case "mkv": return .movie(.mkv)
        case "gif": return .gif
        case "pdf": return .pdf
        default: return nil
        }
    }

    /// Whether the format is a timeline of frames (movies and GIFs), not one picture per page.
    public var isAnimated: Bool {
        switch self {
        case .movie, .gif: return true
        case .pdf, .pictures: return false
        }
    }

    /// Frames a second when not given: 30 for movies, 15 for GIFs.
    public var defaultFPS: Int { self == .gif ? 15 : 30 }

    /// What the message for an unknown extension lists.
    public static let known = ".mp4, .webm, .mkv, .gif, .pdf, or a folder (ending in /) for PNG pictures"
}

/// A movie's container and the codecs it is written with.
public enum MovieContainer: String, Equatable, Sendable {
    /// H.264 and AAC.
    case mp4
    /// VP9 and Opus.
    case webm
    /// H.264 and AAC, in Matroska.
    case mkv

    /// FFmpeg's name for the container.
    var muxer: String {
        switch self {
        case .mp4: return "mp4"
        case .webm: return "webm"
        case .mkv: return "matroska"
        }
    }

    var videoEncoder: String { self == .webm ? "libvpx-vp9" : "libx264" }
    var audioEncoder: String { self == .webm ? "libopus" : "aac" }
}
