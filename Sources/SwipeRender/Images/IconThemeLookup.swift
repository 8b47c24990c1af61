import Foundation

/// Finds icons of the desktop's freedesktop icon theme, for a theme's `system:` images (SnappTheming
/// means SF Symbols by them, which Linux lacks: a few names are mapped to the icon naming
/// specification's, `chevron.left` to `go-previous`, `globe` to `preferences-desktop-locale`; any
/// other is looked up as written). The Icon Theme Specification, simplified: the current theme
/// (GTK's `gtk-icon-theme-name` setting, else Adwaita), the themes it inherits and hicolor, each
/// searched for the name's symbolic variant first (drawn as a silhouette, which is how the controls
/// draw their icons), then the name; in a theme, the file of the directory whose size is nearest
/// the size asked for (a scalable one covers a range of sizes); last, the unthemed icons in
/// `/usr/share/pixmaps`. Directories for other scales (`@2`) and XPM files are not used.
public struct IconThemeLookup: Sendable {
    /// Folders holding icon themes, in order: `$XDG_DATA_HOME/icons`, `~/.icons`, then
    /// `icons` in each of `$XDG_DATA_DIRS`.
    public let themeFolders: [String]
    /// Folders of unthemed icons, searched last.
    public let pixmapFolders: [String]
    /// The desktop's icon theme.
    public let themeName: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        themeFolders = [dataHome + "/icons", home + "/.icons"] + dataDirs.map { $0 + "/icons" }
        pixmapFolders = dataDirs.map { $0 + "/pixmaps" }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        themeName = Self.gtkSetting("gtk-icon-theme-name", in: configHome + "/gtk-3.0/settings.ini") ?? "Adwaita"
    }

    /// SF Symbol names with an obvious counterpart in the icon naming specification.
    static let symbols: [String: String] = [
        "chevron.left": "go-previous", "chevron.backward": "go-previous", "arrow.left": "go-previous",
        "chevron.right": "go-next", "chevron.forward": "go-next", "arrow.right": "go-next",
        "chevron.up": "go-up", "chevron.down": "go-down", "house": "go-home",
        "globe": "preferences-desktop-locale", "character.bubble": "preferences-desktop-locale",
        "xmark": "window-close", "gear": "preferences-system", "gearshape": "preferences-system",
        "magnifyingglass": "system-search", "arrow.clockwise": "view-refresh",
        "play": "media-playback-start", "pause": "media-playback-pause", "stop": "media-playback-stop",
        "speaker.wave.2": "audio-volume-high", "speaker.slash": "audio-volume-muted",
        "info.circle": "dialog-information", "exclamationmark.triangle": "dialog-warning",
        "questionmark.circle": "help-browser", "trash": "user-trash", "folder": "folder", "doc": "text-x-generic",
    ]

    /// The icon name looked up for `name`: its counterpart when it is a known SF Symbol (`.fill`
    /// variants as the plain one), else itself.
    static func iconName(for name: String) -> String {
        symbols[name] ?? (name.hasSuffix(".fill") ? symbols[String(name.dropLast(5))] : nil) ?? name
    }

    /// The file of the icon `name` nearest `size` pixels, or nil when no theme has it.
    public func file(for name: String, size: Int) -> String? {
        let icon = Self.iconName(for: name)
        guard !icon.isEmpty, !icon.contains("/") else { return nil }
        let themes = chain()
        let names = icon.hasSuffix("-symbolic") ? [icon] : [icon + "-symbolic", icon]
        for candidate in names {
            for theme in themes {
                if let file = theme.file(for: candidate, size: size) { return file }
            }
        }
        for folder in pixmapFolders {
            for ext in ["svg", "png"] where FileManager.default.fileExists(atPath: "\(folder)/\(icon).\(ext)") {
                return "\(folder)/\(icon).\(ext)"
            }
        }
        return nil
    }

    /// The current theme, the themes it inherits (depth first, each once), then hicolor.
    func chain() -> [IndexedTheme] {
        var out: [IndexedTheme] = [], seen = Set<String>()
        func visit(_ name: String) {
            guard seen.insert(name).inserted, let theme = IndexedTheme(name: name, folders: themeFolders) else { return }
            out.append(theme)
            theme.inherits.forEach(visit)
        }
        visit(themeName)
        visit("hicolor")
        return out
    }

    /// A key's value in the `[Settings]` group of a GTK settings file.
    static func gtkSetting(_ key: String, in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let value = IniFile(text).value(key, in: "Settings")?.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        return value?.isEmpty == false ? value : nil
    }
}

/// One icon theme: its `index.theme` read, its directories in every folder holding the theme.
struct IndexedTheme {
    struct Directory {
        var path: String
        var size: Int
        var minSize: Int
        var maxSize: Int
        var threshold: Int
        var type: String

        /// The specification's DirectorySizeDistance: 0 where the directory's icons are meant for `size`.
        func distance(to size: Int) -> Int {
            switch type {
            case "Fixed": return abs(self.size - size)
            case "Scalable": return size < minSize ? minSize - size : size > maxSize ? size - maxSize : 0
            default:
                if size < self.size - threshold { return minSize - size }
                if size > self.size + threshold { return size - maxSize }
                return 0
            }
        }
    }

    let inherits: [String]
    let directories: [Directory]

    init?(name: String, folders: [String]) {
        let roots = folders.map { "\($0)/\(name)" }.filter { FileManager.default.fileExists(atPath: $0) }
        guard let index = roots.lazy.compactMap({ try? String(contentsOfFile: $0 + "/index.theme", encoding: .utf8) }).first else { return nil }
        let ini = IniFile(index)
        let list = { (key: String) in (ini.value(key, in: "Icon Theme") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        inherits = list("Inherits")
        directories = list("Directories").flatMap { sub -> [Directory] in
            guard let size = ini.value("Size", in: sub).flatMap(Int.init), (ini.value("Scale", in: sub).flatMap(Int.init) ?? 1) == 1 else { return [] }
            let int = { (key: String, otherwise: Int) in ini.value(key, in: sub).flatMap(Int.init) ?? otherwise }
            return roots.map {
                Directory(path: "\($0)/\(sub)", size: size, minSize: int("MinSize", size), maxSize: int("MaxSize", size),
                          threshold: int("Threshold", 2), type: ini.value("Type", in: sub) ?? "Threshold")
            }
        }
    }

    /// The file of `name` in the directory nearest `size` (the first of equally near ones; in a
    /// directory, an SVG before a PNG).
    func file(for name: String, size: Int) -> String? {
        var best: (file: String, distance: Int)?
        for directory in directories {
            let distance = directory.distance(to: size)
            guard best.map({ distance < $0.distance }) ?? true else { continue }
            for ext in ["svg", "png"] where FileManager.default.fileExists(atPath: "\(directory.path)/\(name).\(ext)") {
                best = ("\(directory.path)/\(name).\(ext)", distance)
                break
            }
            if best?.distance == 0 { break }
        }
        return best?.file
    }
}

/// The groups and keys of a desktop-entry-style file (`[Group]`, `key=value`, `#` comments).
struct IniFile {
    private var groups: [String: [String: String]] = [:]

    init(_ text: String) {
        var group = ""
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
            } else if let eq = line.firstIndex(of: "=") {
                let key = line[..<eq].trimmingCharacters(in: .whitespaces)
                if groups[group]?[key] == nil { groups[group, default: [:]][key] = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces) }
            }
        }
    }

    func value(_ key: String, in group: String) -> String? { groups[group]?[key] }
}
