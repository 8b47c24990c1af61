import Foundation

/// Where the media of a document read from the network are on this machine. A remote document is
/// loaded twice: once to learn which files it names, and, once those are downloaded, again with a
/// locator so that each reference points at its downloaded copy (and one that could not be
/// downloaded is a missing file, reported where it is named).
public struct AssetLocator: Equatable, Sendable {
    /// What became of one remote file.
    public enum Location: Equatable, Sendable {
        /// Downloaded; this is the local copy.
        case file(URL)
        /// Could not be downloaded, for this reason ("HTTP 404 File not found").
        case failed(String)
    }

    /// Remote URL → its location. URLs not listed (videos, streams) stay remote.
    public var locations: [URL: Location]

    public init(_ locations: [URL: Location] = [:]) {
        self.locations = locations
    }
}
