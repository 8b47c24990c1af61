import Foundation
import SwipeDocument
import SwipeNet

/// Runs the `get` and `post` requests of interactive pages on a background queue through SwipeNet's
/// HTTP client, so the window never waits for the network, and hands the answers back to the
/// window's thread (`take()` each frame). Plain GETs, no HTTP cache: a document asks every time.
/// A file URL (which `RequestLocation` allows only to a local document's get) is read from disk.
final class InteractionRequests: @unchecked Sendable {
    /// The answer to request `id` of the page built as `build`.
    struct Answer: Sendable {
        let build: Int
        let id: Int
        let response: InteractionResponse
    }

    private let client: HTTPClient
    private let answers = BackgroundResults<Answer>(label: "swipe-player.interaction-requests")

    init(client: HTTPClient = HTTPClient(connectTimeout: 10, stallTimeout: 15)) { self.client = client }

    /// Whether a request has not been answered yet (the window keeps polling meanwhile).
    var isBusy: Bool { answers.isBusy }

    /// Starts `request` of the page built as `build`.
    func start(_ request: InteractionRequest, build: Int) {
        let client = self.client
        answers.run { Answer(build: build, id: request.id, response: Self.run(request, client: client)) }
    }

    /// The answers that arrived since the last call.
    func take() -> [Answer] { answers.take() }

    private static func run(_ request: InteractionRequest, client: HTTPClient) -> InteractionResponse {
        guard let url = URL(string: request.url) else { return .failure("not a URL") }
        if url.isFileURL { return read(url) }
        let result = request.method == .post
            ? client.post(url, headers: request.headers, body: request.body ?? [])
            : client.get(url, headers: request.headers)
        switch result {
        case .success(let r): return .response(status: r.status, body: [UInt8](r.body))
        case .failure(let e): return .failure(e.description)
        }
    }

    /// A file a local document's `get` names (`RequestLocation.file`), answered as a server would.
    private static func read(_ url: URL) -> InteractionResponse {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return .failure("no such file") }
        guard !isFolder.boolValue else { return .failure("is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .failure("cannot be read (permission denied?)") }
        return .response(status: 200, body: [UInt8](data))
    }
}
