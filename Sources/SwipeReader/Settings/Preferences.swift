import Foundation
import SwipeDocument

/// What a reader or operator asks for: a value for some settings, the others left to the document
/// and the player. Submitted as a whole and resolved into `PresentationSettings`; stored as a flat
/// JSON object (`{"fit": "cover", "playbackVolume": 0.8}`), unset keys omitted.
public struct Preferences: Equatable, Sendable {
    public private(set) var values: [SettingKey: SettingValue]

    public init(_ values: [SettingKey: SettingValue] = [:]) { self.values = values }

    public subscript(key: SettingKey) -> SettingValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// These preferences with `other`'s over them.
    public func merging(_ other: Preferences) -> Preferences {
        Preferences(values.merging(other.values) { _, new in new })
    }

    /// The file's form: pretty, sorted keys, a newline at the end.
    public var json: Data {
        let object = Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value.jsonObject) })
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }

    /// Preferences read from a file's bytes. A value that cannot be used and a key no setting has
    /// are reported (file, line:column, JSON path) and left out; a file that is not a JSON object
    /// gives no preferences and an error.
    public static func read(_ bytes: [UInt8], file: String) -> (preferences: Preferences, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog(file: file, sourceMap: SourceMap(bytes: bytes))
        let parsed = LenientJSONParser().parse(bytes)
        if let error = parsed.error {
            log.error(at: error.offset, path: nil, error.message)
            return (Preferences(), log.diagnostics)
        }
        guard let root = parsed.root, let object = root.object else {
            log.error(at: parsed.root?.offset, path: .root, "preferences should be an object of settings")
            return (Preferences(), log.diagnostics)
        }
        var preferences = Preferences()
        for member in object.members {
            let path = JSONPath.root / member.key
            guard let key = SettingKey(rawValue: member.key) else {
                log.warning(at: member.keyOffset, path: path, "unknown setting \"\(member.key)\"; ignored")
                continue
            }
            switch value(of: member.value, for: key) {
            case .success(var v):
                // A number is kept as written (its effective value is held to its range), unless it
                // is beyond ±NumberBounds.magnitude, which no range reaches and arithmetic may not.
                if let n = v.number, case .warn(let held, let message) = NumberBounds.checked(n, in: -NumberBounds.magnitude...NumberBounds.magnitude, key.rawValue) {
                    log.warning(at: member.value.offset, path: path, message)
                    v = .number(held)
                }
                preferences[key] = v
            case .failure(let e): log.warning(at: member.value.offset, path: path, "\(e); ignored")
            }
        }
        return (preferences, log.diagnostics)
    }

    /// A JSON value as `key`'s value: booleans for toggles, numbers for ranges, strings for the
    /// rest (a string is also read as a reader would type it, `"on"` or `"0.5"`).
    private static func value(of node: JSONNode, for key: SettingKey) -> Result<SettingValue, SettingError> {
        switch (key.kind, node.value) {
        case (.toggle, .bool(let b)): return .success(.toggle(b))
        case (.range, .number(let n)): return .success(.number(n))
        case (_, .string(let s)): return key.parse(s)
        default: return .failure(SettingError("\(key.rawValue) cannot be \(node.kindDescription)"))
        }
    }

    /// `NAME=VALUE` assignments (`--set`), each checked; the first bad one is the error.
    public static func parse(assignments: [String]) -> Result<Preferences, SettingError> {
        var preferences = Preferences()
        for assignment in assignments {
            guard let eq = assignment.firstIndex(of: "=") else {
                return .failure(SettingError("--set takes NAME=VALUE, not \"\(assignment)\""))
            }
            let name = String(assignment[..<eq]).trimmingCharacters(in: .whitespaces)
            guard let key = SettingKey(rawValue: name) else {
                let known = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(SettingError("unknown setting \"\(name)\" (the settings are \(known))"))
            }
            switch key.parse(String(assignment[assignment.index(after: eq)...])) {
            case .success(let v): preferences[key] = v
            case .failure(let e): return .failure(e)
            }
        }
        if let text = preferences[.textColor]?.color, let background = preferences[.backgroundColor]?.color,
           let refused = TextColorPair.refusal(text: text, background: background) {
            return .failure(refused)
        }
        return .success(preferences)
    }
}
