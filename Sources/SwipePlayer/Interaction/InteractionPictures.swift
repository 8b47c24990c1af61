import Foundation
import SwipeDocument
import SwipeNet
import SwipeRender

/// Fetches the pictures on the web that interactive pages' updates name (`PictureRequest`) through
/// the HTTP cache, as a remote document's media are, and decodes them into the render engine's
/// image library, all off the window's and the render thread; the window hands the local copies
/// back to their pages (`take()` each frame). A picture that cannot be had is reported once.
final class InteractionPictures: @unchecked Sendable {
    /// The answer to picture request `id` of the page built as `build`: its decoded local copy, nil on failure.
    struct Answer: Sendable {
        let build: Int
        let id: Int
        let picture: AssetReference?
    }

    private let makeCache: @Sendable () -> HTTPCache
    /// Made on the first fetch, in the background (opening the cache tidies its folder).
    private var madeCache: HTTPCache?
    private let images: ImageLibrary
    private let report: (String) -> Void
    private let answers = BackgroundResults<Answer>(label: "swipe-player.interaction-pictures")
    private let lock = NSLock()
    private var reported = Set<URL>()

    init(cache: @escaping @Sendable () -> HTTPCache = { HTTPCache() }, images: ImageLibrary, report: @escaping (String) -> Void) {
        makeCache = cache
        self.images = images
        self.report = report
    }

    /// Whether a picture has not arrived yet (the window keeps polling meanwhile).
    var isBusy: Bool { answers.isBusy }

    /// Starts fetching `request` of the page built as `build`.
    func start(_ request: PictureRequest, build: Int) {
        answers.run { Answer(build: build, id: request.id, picture: self.fetch(request.url)) }
    }

    /// The pictures that arrived since the last call.
    func take() -> [Answer] { answers.take() }

    private var cache: HTTPCache {
        lock.withLock {
            if let madeCache { return madeCache }
            let made = makeCache()
            madeCache = made
            return made
        }
    }

    private func fetch(_ url: URL) -> AssetReference? {
        switch cache.fetch(url) {
        case .failure(let e):
            fail(url, e.message)
            return nil
        case .success(let fetched):
            let picture = AssetReference(fetched.file.path, relativeTo: nil)
            guard images.frame(picture) != nil else {
                fail(url, "not a picture this player can decode")
                return nil
            }
            return picture
        }
    }

    private func fail(_ url: URL, _ reason: String) {
        guard lock.withLock({ reported.insert(url).inserted }) else { return }
        report("picture \(url.absoluteString) cannot be shown (\(reason)); the element keeps its picture")
    }
}
