import SwipeDocument
import SwipeReader

extension FontResolver {
    /// Makes the fonts a theme embeds available under their PostScript names (from memory), so
    /// its typography draws in them; returns the problems to report, once each.
    @discardableResult
    public static func register(fontsOf theme: Theme) -> [String] {
        theme.fonts.flatMap { font in font.data.map { register(fontData: $0, postScriptName: font.postScriptName) } ?? [] }
    }
}
