/// One element of a document as it is drawn: its page and the path of child indices leading to it
/// (an empty path is the page itself). What keeps its own state between frames (a video's decoder
/// and texture, a layer's picture) is keyed by it.
public struct ElementInstance: Equatable, Hashable, Sendable {
    public var page: Int
    public var path: [Int]

    public init(page: Int, path: [Int]) {
        self.page = page
        self.path = path
    }
}
