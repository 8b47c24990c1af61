/// A node's name in the tree, the same in every frame that shows it: made of what the node is
/// (the page's index, the element's index path, the row's, the control's), not of its place in a
/// frame, so a screen reader keeps its place while the page animates. Its segments hold only
/// letters, digits and `_`, so `path` can name a D-Bus object.
public struct AccessibleID: Hashable, Sendable, CustomStringConvertible {
    public private(set) var segments: [String]

    /// The root: the window.
    public static let window = AccessibleID(segments: [])

    private init(segments: [String]) { self.segments = segments }

    /// This node's child named `segment` (characters other than letters, digits and `_` become `_`).
    public func appending(_ segment: String) -> AccessibleID {
        let clean = String(segment.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? Character($0) : "_" })
        return AccessibleID(segments: segments + [clean.isEmpty ? "_" : clean])
    }

    /// The node of an element: `e` and its index path joined by `_` (`e0_3_1`).
    public func element(_ path: [Int]) -> AccessibleID {
        appending("e" + path.map(String.init).joined(separator: "_"))
    }

    /// The element index path this node names (`element(_:)`'s, read back); nil for other nodes.
    public var elementPath: [Int]? {
        guard let last = segments.last, last.first == "e" else { return nil }
        let parts = last.dropFirst().split(separator: "_", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// The segments joined by `/` (empty for the window).
    public var path: String { segments.joined(separator: "/") }

    public var description: String { path.isEmpty ? "window" : path }
}
