/// When a page's animation runs (`play`; legacy key `animation`).
public enum PlayMode: String, Sendable, CaseIterable {
    /// After arriving forward (default).
    case auto
    /// After every arrival, forward or back.
    case always
    /// Only when started by an `action: "play"` element or a page repeat.
    case pause
    /// Scrubbed by the drag that brings the page in.
    case scroll
    /// Never: everything shows its final state.
    case never
}

/// How a page comes on screen over the previous one (its own `transition`).
public enum PageTransition: String, Sendable, CaseIterable {
    case scroll
    case fadeIn
    case replace
}

/// The direction pages follow each other in.
public enum Paging: String, Sendable, CaseIterable {
    case vertical
    case leftToRight
    case rightToLeft
}

/// The orientation a document asks for.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case landscape
}
