import SwipeDocument

/// How 8-digit hex colours are read: `#RRGGBBAA` (SnappTheming's default) or `#AARRGGBB`.
/// SnappTheming takes this from its parser configuration, never from the file; a theme may also say
/// it itself with the top-level key `"x-swipe-colorFormat"` (see `Theme.colorFormatKey`).
public enum ThemeColorFormat: String, Sendable, CaseIterable {
    case rgba, argb
}

/// What a theme is read with, besides its bytes.
public struct ThemeReadOptions: Sendable {
    /// How 8-digit (and our 4-digit) hex colours are read, unless the file says otherwise.
    public var colorFormat: ThemeColorFormat = .rgba
    /// The theme this one will be laid over with `overriding(with:)` (the default theme, for a user's
    /// partial theme): aliases to its tokens are then not reported as unknown.
    public var base: Theme?

    public init(colorFormat: ThemeColorFormat = .rgba, base: Theme? = nil) {
        self.colorFormat = colorFormat
        self.base = base
    }
}

/// The outcome of reading a theme: the tokens that could be read, and a message for everything else.
public struct ThemeReadResult: Sendable {
    /// nil only when the bytes are not a JSON object at all.
    public var theme: Theme?
    /// In source order. Errors: a token (or the file) that cannot be used as written, left out so the
    /// caller's default applies. Warnings: read, but something is ignored or not portable to
    /// SnappTheming. Notes: the file's dialect.
    public var diagnostics: [Diagnostic]

    public init(theme: Theme?, diagnostics: [Diagnostic]) {
        self.theme = theme
        self.diagnostics = diagnostics
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
