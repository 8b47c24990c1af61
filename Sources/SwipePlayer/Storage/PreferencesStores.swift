import Foundation
import SwipeDocument
import SwipeReader

/// The two preference files a document's settings come from (the global defaults, and the
/// document's own when it has a path), merged under the command line's `--set`.
public struct PreferencesStores {
    public let global: PreferencesStore
    /// Nil for settings listed without a document.
    public let document: PreferencesStore?

    public init(documentPath: String?, environment: [String: String], warn: @escaping (String) -> Void) {
        global = PreferencesStore(file: PreferencesStore.globalFile(environment: environment), warn: warn)
        document = documentPath.map { PreferencesStore(file: PreferencesStore.documentFile(documentPath: $0, environment: environment), warn: warn) }
    }

    /// Every level, read now.
    public func layers(commandLine: Preferences) -> PreferenceLayers {
        PreferenceLayers(commandLine: commandLine, document: document?.load() ?? Preferences(), global: global.load())
    }

    /// Saves a level's preferences where they belong.
    public func save(_ preferences: Preferences, at level: PreferenceLayers.Level) {
        switch level {
        case .global: global.save(preferences)
        case .document: document?.save(preferences)
        }
    }
}
