import SwipeDocument

/// One setting resolved: the reader's preference (`value`, nil when unset) and where it came
/// from, the default it falls back to, what the player actually does (`effectiveValue`), the
/// values it can take, the other settings' values it needs, and whether it is active now, with
/// the reason when not ("needs a landscape window"), for a panel to grey it out and say why.
public struct Setting: Equatable, Sendable {
    public var key: SettingKey
    /// The preference as submitted (possibly outside the supported values or the range).
    public var value: SettingValue?
    /// Where `value` came from, or which default `effectiveValue` is when unset.
    public var source: PreferenceSource
    /// The document's or the player's value when nothing is set.
    public var defaultValue: SettingValue
    /// What the player does.
    public var effectiveValue: SettingValue
    /// A choice's possible values now, in order (empty for other kinds).
    public var supportedValues: [String]
    /// A range's bounds and step.
    public var range: SettingRange?
    /// The values of other settings this one needs to be active (activated with it on a change).
    public var requiredValues: [SettingKey: SettingValue]
    /// Why the setting has no effect now; nil when it is active.
    public var inactiveReason: String?
    /// Why the preference is not taken although the setting is active (a text colour under 4.5:1
    /// against the background): the effective value is the default instead.
    public var refusal: String?

    public var isActive: Bool { inactiveReason == nil }

    /// The value a panel shows: the preference if it is one the setting supports, else the effective one.
    public var shownValue: SettingValue { value.flatMap { v in isSupported(v) ? v : nil } ?? effectiveValue }

    func isSupported(_ v: SettingValue) -> Bool {
        if let s = v.string { return supportedValues.contains(s) }
        return true
    }

    /// `value` as a reader reads it: a choice's label, a range's "80 %".
    public func label(_ value: SettingValue) -> String {
        switch value {
        case .choice(let s): return key.label(forChoice: s)
        case .number(let n): return range?.label(n) ?? value.description
        default: return value.description
        }
    }
}
