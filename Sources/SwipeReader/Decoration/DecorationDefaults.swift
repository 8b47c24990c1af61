import SwipeDocument

/// The tint and opacity each built-in decoration style takes where a decoration gives none: the
/// theme's `colors/<style>` and `metrics/<style>Opacity` tokens (`highlight`, `highlightOpacity`,
/// …; docs/themes.md), so a dark theme can tint highlights differently from a light one.
public struct DecorationDefaults: Equatable, Sendable {
    /// One style's defaults.
    public struct Look: Equatable, Sendable {
        public var tint: Color
        public var opacity: Double

        public init(tint: Color, opacity: Double) {
            self.tint = tint
            self.opacity = opacity
        }
    }

    /// The styles whose defaults a theme gives, in the order docs/themes.md lists their tokens.
    public static let styles: [DecorationStyle.ID] = [.highlight, .underline, .sidemark, .outline, .pageMark, .searchHit, .readAloudWord, .focusRing]

    public private(set) var looks: [DecorationStyle.ID: Look]

    /// `look` gives each of `styles`' defaults (from the theme's tokens).
    public init(_ look: (DecorationStyle.ID) -> Look) {
        looks = Dictionary(uniqueKeysWithValues: Self.styles.map { ($0, look($0)) })
    }

    public subscript(_ id: DecorationStyle.ID) -> Look { looks[id] ?? Look(tint: Color(0.5, 0.5, 0.5), opacity: 1) }

    /// The ring drawn around the control or decoration keyboard focus is on.
    public var focusRing: Look { self[.focusRing] }
}
