import SwipeDocument

/// The reader's side of the settings: holds the preferences of every level and the context,
/// re-resolves the settings after each edit, and tells its observers once per change (an edit
/// that changes nothing tells no one). Edits go to one level (`level`: the document's or the
/// global preferences); `onPreferencesChanged` is where they are saved from. Ranges move by their
/// step and clamp; setting a value also sets the values it requires (volume un-mutes), as the
/// draft Presentation API's `activate` does.
public final class SettingsEditor {
    public private(set) var layers: PreferenceLayers
    public private(set) var context: PresentationContext
    public private(set) var settings: PresentationSettings
    /// Where edits are stored.
    public var level: PreferenceLayers.Level = .document
    /// Told the level and its preferences after each edit that changed them.
    public var onPreferencesChanged: ((PreferenceLayers.Level, Preferences) -> Void)?
    private var observers: [Int: (PresentationSettings) -> Void] = [:]
    private var nextObserver = 0

    /// The layers it started with (`--set`, the stored preferences): what `restoreStart` returns to.
    public let startingLayers: PreferenceLayers

    public init(layers: PreferenceLayers, context: PresentationContext) {
        self.layers = layers
        startingLayers = layers
        self.context = context
        settings = PresentationSettings(layers: layers, context: context)
    }

    /// Calls `observer` with the settings after each change; returns its id for `removeObserver`.
    @discardableResult
    public func observe(_ observer: @escaping (PresentationSettings) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = observer
        return nextObserver
    }

    public func removeObserver(_ id: Int) { observers[id] = nil }

    /// Submits the preferences of `level` as a whole.
    public func submit(_ preferences: Preferences, at level: PreferenceLayers.Level) {
        var layers = self.layers
        layers[level] = preferences
        apply(layers, changed: [level])
    }

    /// The window was resized, a slideshow started…: settings are resolved again.
    public func update(context: PresentationContext) {
        self.context = context
        apply(layers, changed: [])
    }

    /// Sets `key` at the editing level (and the values it requires), replacing what `--set` said
    /// for it this run: the reader's latest word wins. A value its constraints refuse (a text
    /// colour under 4.5:1 on the background) changes nothing and is returned with the reason.
    @discardableResult
    public func set(_ key: SettingKey, _ value: SettingValue) -> SettingError? {
        if let refused = settings.refusal(key, value) { return refused }
        var layers = self.layers
        var preferences = layers[level]
        preferences[key] = value
        for (required, requiredValue) in settings[key].requiredValues where settings[required].effectiveValue != requiredValue {
            preferences[required] = requiredValue
            layers.commandLine[required] = nil
        }
        layers[level] = preferences
        layers.commandLine[key] = nil
        apply(layers, changed: [level])
        return nil
    }

    /// Unsets `key` at the editing level: the level below, the document or the player decides.
    public func clear(_ key: SettingKey) {
        var layers = self.layers
        layers[level][key] = nil
        apply(layers, changed: [level])
    }

    /// Inverts a toggle's shown value.
    public func toggle(_ key: SettingKey) {
        guard let on = settings[key].shownValue.bool else { return }
        set(key, .toggle(!on))
    }

    /// Moves a range `steps` steps from its value (or its effective value when unset), clamped.
    public func increment(_ key: SettingKey, by steps: Int = 1) {
        let s = settings[key]
        guard let range = s.range, let current = (s.value ?? s.effectiveValue).number else { return }
        set(key, .number(range.stepped(current, by: steps)))
    }

    public func decrement(_ key: SettingKey) { increment(key, by: -1) }

    /// The next (or previous) of a choice's supported values, wrapping around.
    public func cycle(_ key: SettingKey, by steps: Int = 1) {
        let s = settings[key]
        guard !s.supportedValues.isEmpty else { return }
        let i = s.shownValue.string.flatMap { s.supportedValues.firstIndex(of: $0) } ?? 0
        let n = s.supportedValues.count
        set(key, .choice(s.supportedValues[((i + steps) % n + n) % n]))
    }

    /// Back to the document's and the player's defaults: every level's preferences cleared.
    public func reset() {
        apply(PreferenceLayers(), changed: PreferenceLayers.Level.allCases.filter { !layers[$0].isEmpty })
    }

    /// Back to the settings it started with (an idle kiosk starting over for its next visitor).
    public func restoreStart() {
        apply(startingLayers, changed: PreferenceLayers.Level.allCases)
    }

    private func apply(_ new: PreferenceLayers, changed levels: [PreferenceLayers.Level]) {
        let old = layers
        layers = new
        for level in levels where old[level] != new[level] { onPreferencesChanged?(level, new[level]) }
        let resolved = PresentationSettings(layers: new, context: context)
        guard resolved != settings else { return }
        settings = resolved
        for id in observers.keys.sorted() { observers[id]?(resolved) }
    }
}
