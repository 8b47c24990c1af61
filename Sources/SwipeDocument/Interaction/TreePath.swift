extension Array {
    /// The node at `path` (child indices, as `ElementInstance.path`) of the forest whose roots are
    /// these and whose nodes' children `children` gives; nil for an empty or invalid path.
    public func node(at path: [Int], children: (Element) -> [Element]) -> Element? {
        var list = self
        var found: Element?
        for i in path {
            guard list.indices.contains(i) else { return nil }
            found = list[i]
            list = children(list[i])
        }
        return found
    }
}
