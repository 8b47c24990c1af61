import Foundation
import SwipeDocument

/// Light or dark, as the reader asks with `--appearance`: one of the two, or `auto`, following the
/// desktop's preference (light where the desktop has none).
public enum AppearancePreference: String, CaseIterable, Sendable {
    case light, dark, auto

    /// The appearance to draw in, given whether the desktop prefers dark (nil: no preference known).
    public func resolved(desktopPrefersDark: Bool?) -> ThemeAppearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .auto: return desktopPrefersDark == true ? .dark : .light
        }
    }
}

/// The theme the reader chose with `--theme`: the default one built in, a theme shipped with the
/// player by name (`dark`, `high-contrast`, `kiosk`, in the bundled `themes` folder), or a file.
public struct ThemeChoice: Equatable, Sendable {
    /// The theme file to read; nil for the built-in default theme.
    public var path: String?

    /// The theme file's folder (absolute), where its `asset:` images are found.
    public var folder: String? { path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } }

    /// The themes shipped with the player, by the names `--theme` takes.
    public static let bundledNames = ["default", "dark", "high-contrast", "kiosk"]

    /// `--theme NAME|FILE`: a bundled name is looked for in `themesFolder`; anything else is a path.
    public init(_ argument: String?, themesFolder: String?) {
        guard let argument, argument != "default" else { path = nil; return }
        if Self.bundledNames.contains(argument), let themesFolder {
            path = (themesFolder as NSString).appendingPathComponent(argument + ".json")
        } else {
            path = argument
        }
    }

    /// The theme and what reading it found: the built-in default for no file; nil with an error
    /// when the file cannot be read or is not a JSON object.
    public func load() -> ThemeReadResult {
        guard let path else { return ThemeReadResult(theme: DefaultTheme.theme, diagnostics: []) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return ThemeReadResult(theme: nil, diagnostics: [Diagnostic(.error, file: path, position: nil, path: nil, message: "cannot read the theme file")])
        }
        return Theme.read(bytes: [UInt8](data), name: path, options: ThemeReadOptions(base: DefaultTheme.theme))
    }
}
