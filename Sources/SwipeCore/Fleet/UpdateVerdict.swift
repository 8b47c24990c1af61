import Foundation

/// Whether a version of a remote document, downloaded with its media, may replace the one shown:
/// only when it reads as a document or list, `lint` would find no error in it, and every medium on
/// the web it names was downloaded. Otherwise the screen keeps the last good version and the
/// reason is reported.
public enum UpdateVerdict: Equatable, Sendable {
    case accepted
    /// Why it is refused, in a sentence: the first error, or the media that failed.
    case rejected(String)

    public init(_ result: LoadResult) {
        let errors = result.diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            self = .rejected(errors.count == 1 ? "\(first)" : "\(first) (and \(errors.count - 1) more errors)")
            return
        }
        guard result.content != nil else {
            self = .rejected("\(result.file): not a Swipe document")
            return
        }
        let missing = result.assets.filter { use in
            use.exists == false && use.reference.isRemote
        }
        if let first = missing.first?.reference.url {
            let more = missing.count > 1 ? " (and \(missing.count - 1) more)" : ""
            self = .rejected("\(result.file): the media could not be downloaded: \(first.absoluteString)\(more)")
            return
        }
        self = .accepted
    }
}
