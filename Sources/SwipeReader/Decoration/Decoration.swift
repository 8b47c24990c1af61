import SwipeDocument

/// Something drawn on a document that is not part of it (a highlight, a search hit, a bookmark
/// ribbon, the word being spoken): where it is, how it looks, and data the application keeps with
/// it. Its id is unique within its group (the decorator diffs groups by id).
public struct Decoration: Equatable, Hashable, Sendable {
    public var id: String
    public var locator: Locator
    public var style: DecorationStyle
    /// The application's own data, never read by the decorator.
    public var extras: [String: String]

    public init(id: String, locator: Locator, style: DecorationStyle, extras: [String: String] = [:]) {
        self.id = id
        self.locator = locator
        self.style = style
        self.extras = extras
    }
}

/// How a decoration looks: a registered style's id and its parameters. Parameters a style does not
/// use are ignored; nil ones take the style's (and so the theme's) defaults.
public struct DecorationStyle: Equatable, Hashable, Sendable {
    /// A style's name in the registry.
    public struct ID: RawRepresentable, Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }

        public static let highlight: ID = "highlight"
        public static let underline: ID = "underline"
        public static let sidemark: ID = "sidemark"
        public static let outline: ID = "outline"
        public static let pageMark: ID = "pageMark"
        /// A search match (`highlight`'s drawing, the theme's search tint).
        public static let searchHit: ID = "searchHit"
        /// The word being read aloud (`highlight`'s drawing, the theme's read-aloud tint).
        public static let readAloudWord: ID = "readAloudWord"
        /// A frame around what keyboard focus is on (`outline`'s drawing, the theme's focus tint).
        public static let focusRing: ID = "focusRing"
    }

    public var id: ID
    public var tint: Color?
    public var opacity: Double?
    /// Drawn emphasized (Readium's `isActive`): the current search hit, the selected highlight.
    public var isActive: Bool
    /// An icon's name (a theme image token, or a symbol the style knows).
    public var icon: String?

    public init(_ id: ID, tint: Color? = nil, opacity: Double? = nil, isActive: Bool = false, icon: String? = nil) {
        self.id = id
        self.tint = tint
        self.opacity = opacity
        self.isActive = isActive
        self.icon = icon
    }
}
