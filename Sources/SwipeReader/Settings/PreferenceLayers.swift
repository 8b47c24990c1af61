import SwipeDocument

/// Where a preference comes from, strongest first: `--set` for this run, the document's own
/// preferences (kept beside its reading position), the player's global defaults
/// (`preferences.json`). A setting nobody set takes the document's value or the player's default.
public enum PreferenceSource: String, CaseIterable, Sendable {
    case commandLine = "command line"
    case document
    case global
    /// Not set: the document's own value (its paging, its `bc`, its first language).
    case documentDefault = "document default"
    /// Not set: the player's built-in default.
    case playerDefault = "player default"
}

/// The three levels of preferences, merged `--set` over per-document over global.
public struct PreferenceLayers: Equatable, Sendable {
    public var commandLine: Preferences
    public var document: Preferences
    public var global: Preferences

    public init(commandLine: Preferences = Preferences(), document: Preferences = Preferences(), global: Preferences = Preferences()) {
        self.commandLine = commandLine
        self.document = document
        self.global = global
    }

    /// The levels a reader's change can be stored at.
    public enum Level: String, CaseIterable, Sendable {
        case document, global
    }

    public subscript(level: Level) -> Preferences {
        get { level == .document ? document : global }
        set { if level == .document { document = newValue } else { global = newValue } }
    }

    /// The strongest preference for `key`, and its level.
    public func preference(_ key: SettingKey) -> (value: SettingValue, source: PreferenceSource)? {
        if let v = commandLine[key] { return (v, .commandLine) }
        if let v = document[key] { return (v, .document) }
        if let v = global[key] { return (v, .global) }
        return nil
    }

    /// All levels as one set of preferences.
    public var merged: Preferences { global.merging(document).merging(commandLine) }
}
