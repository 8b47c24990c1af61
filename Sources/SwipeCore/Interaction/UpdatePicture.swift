import Foundation

extension PageInteraction {
    /// The picture an update's `img` puts in place (3.2): only on an element built with a
    /// picture, the name (or a valueOf's string) resolved against that picture's folder. A local
    /// file must exist; a URL of the web is not fetched (the picture stays, as when the original
    /// engine failed to load one).
    func picture(_ d: Dynamic<String>, for e: Element, from o: InteractionNode) -> AssetReference? {
        guard let base = e.img?.url else { return nil }
        let text: String?
        switch d {
        case .value(let s): text = s
        case .valueOf(let v): text = evaluate(v, from: o)?.string
        }
        guard let text, !text.isEmpty else { return nil }
        let ref = AssetReference(text, relativeTo: base.isFileURL ? base.deletingLastPathComponent() : base)
        guard let url = ref.url, url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return ref
    }
}
