extension Document {
    /// Whether a page has a `textField` or `textArea`: the window then needs the input method's
    /// full setup (X11's Compose table, for dead keys).
    public var hasTextFields: Bool {
        func any(_ elements: [Element]) -> Bool { elements.contains { $0.isTextInput || any($0.elements) } }
        return pages.contains { any($0.elements) }
    }
}
