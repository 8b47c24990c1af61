import Foundation

/// A picture on the web an update's `img` names (3.2), for the window to fetch and decode off its
/// threads; it comes back through `PageInteraction.deliverPicture`.
public struct PictureRequest: Equatable, Sendable {
    public var id: Int
    public var url: URL

    public init(id: Int, url: URL) {
        self.id = id
        self.url = url
    }
}

extension PageInteraction {
    /// Where the picture an update's `img` names is.
    enum UpdatedPicture: Equatable {
        /// A local file that exists: shown at once.
        case file(AssetReference)
        /// A picture on the web: fetched, then shown.
        case web(URL)
    }

    /// The picture an update's `img` puts in place (3.2): only on an element built with a
    /// picture, the name (or a valueOf's string) resolved against the document's URL (against that
    /// picture's folder for a document read from memory). A local file must exist; a remote
    /// document may use only pictures on the web (`RemoteAccess`). Nil: the picture stays.
    func picture(_ d: Dynamic<String>, for e: Element, from o: InteractionNode) -> UpdatedPicture? {
        guard let shown = e.img?.url else { return nil }
        let text: String?
        switch d {
        case .value(let s): text = s
        case .valueOf(let v): text = evaluate(v, from: o)?.string
        }
        guard let text, !text.isEmpty else { return nil }
        let ref = AssetReference(text, relativeTo: documentURL ?? (shown.isFileURL ? shown.deletingLastPathComponent() : shown))
        guard let url = ref.url, RemoteAccess.refusal(of: url, from: documentURL) == nil else { return nil }
        if RemoteAccess.isRemote(url) { return .web(url) }
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return .file(ref)
    }

    /// Puts `picture` in place on the element at `target` (state `s`, being applied): a file at
    /// once, a picture on the web asked for unless it is the one shown or already asked for.
    mutating func show(_ picture: UpdatedPicture, on target: [Int], _ s: inout ElementLiveState) {
        switch picture {
        case .file(let ref):
            s.img = ref
            s.pictureURL = nil
            s.pictureRequest = nil
        case .web(let url):
            guard url != s.pictureURL else { return }
            s.pictureURL = url
            s.pictureRequest = pictureTargets.count
            outgoingPictures.append(PictureRequest(id: pictureTargets.count, url: url))
            pictureTargets.append(target)
        }
    }

    /// The pictures asked for since the last call, for the window to fetch.
    public mutating func takePictureRequests() -> [PictureRequest] {
        defer { outgoingPictures.removeAll() }
        return outgoingPictures
    }

    /// Picture request `id` ended: `picture` is its decoded local copy, nil when it could not be
    /// fetched or decoded (the element keeps its picture, and a later update may ask again). An
    /// answer to a request a later update of the element replaced is dropped.
    public mutating func deliverPicture(_ id: Int, _ picture: AssetReference?) {
        guard pictureTargets.indices.contains(id) else { return }
        let target = pictureTargets[id]
        guard var s = states[target], s.pictureRequest == id else { return }
        s.pictureRequest = nil
        if let picture { s.img = picture } else { s.pictureURL = nil }
        states[target] = s
    }
}
