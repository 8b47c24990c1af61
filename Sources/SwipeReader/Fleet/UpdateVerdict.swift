import Foundation
import SwipeDocument

/// Whether a version from the web, downloaded with its media, may replace the one shown: only when
/// each of its files (the document, list or story given, and every document a list's rows lead to)
/// reads as something the player shows, `lint` would find no error in it, and every medium on the
/// web it names was downloaded. Otherwise the screen keeps the last good version, rows and all,
/// and the reason is reported.
public enum UpdateVerdict: Equatable, Sendable {
    case accepted
    /// Why it is refused, in a sentence: the first error, or the media or rows that failed.
    case rejected(String)

    /// The verdict on a whole version: its file's, then each row's in the list's order (then those
    /// of lists in rows).
    public init(_ version: CheckedVersion) {
        self = Self(version.main.content)
        guard self == .accepted else { return }
        let nested = Set(version.rows.keys).union(version.missing.keys).sorted { $0.absoluteString < $1.absoluteString }
        for url in CheckedVersion.rows(of: version.main.content) + nested {
            if let why = version.missing[url] {
                self = .rejected("\(url.absoluteString): a row's document could not be downloaded: \(why)")
                return
            }
            if let file = version.rows[url], case .rejected(let why) = Self(file.content) {
                self = .rejected(why)
                return
            }
        }
    }

    /// The verdict on one file read.
    public init(_ content: CheckedVersion.Content) {
        let file = content.file, showable: Bool, missing: [String], nothing: String
        switch content {
        case .document(let result):
            (showable, nothing) = (result.content != nil, "not a Swipe document")
            missing = result.assets.compactMap { use in use.exists == false && use.reference.isRemote ? use.reference.url?.absoluteString : nil }
        case .story(let result):
            (showable, nothing) = (!(result.story?.scenes.isEmpty ?? true), "the story has no scenes")
            missing = result.assets.compactMap { $0.foundAt == nil ? $0.name : nil }
        }
        let errors = content.diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            self = .rejected(errors.count == 1 ? "\(first)" : "\(first) (and \(errors.count - 1) more errors)")
            return
        }
        guard showable else {
            self = .rejected("\(file): \(nothing)")
            return
        }
        if let first = missing.first {
            let more = missing.count > 1 ? " (and \(missing.count - 1) more)" : ""
            self = .rejected("\(file): the media could not be downloaded: \(first)\(more)")
            return
        }
        self = .accepted
    }
}
