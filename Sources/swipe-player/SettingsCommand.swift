import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender
import SwipeMedia
import SwipePlayer

/// `swipe-player settings [DOCUMENT] [--json]`: every presentation setting with its value, effective
/// value, constraints and where it came from, for a document or the player alone.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "List the presentation settings: value, effective value, constraints, and where each came from.",
        discussion: """
        Preferences come from --set, then the document's own (saved beside its reading position in \
        $XDG_STATE_HOME/swipe-player/preferences/), then the global defaults in \
        $XDG_CONFIG_HOME/swipe-player/preferences.json (by default ~/.config), a JSON object such as \
        {"fit": "cover", "playbackVolume": 0.8}; a setting nobody set takes the document's value or \
        the player's default.
        """
    )

    @Argument(help: "A Swipe document (a path or an http or https URL); without one, settings that depend on a document are listed as inactive.")
    var document: String?

    @Flag(help: "Print JSON: an object with the files read and a list of settings with their constraints.")
    var json = false

    @Option(help: "The window size WxH the settings are resolved for (default: the document's window).")
    var window: String?

    @OptionGroup var settingsOptions: SettingsOptions

    func validate() throws {
        if let w = window, OutputSize.parse(w) == nil { throw ValidationError("--window must look like 1280x720") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = document.map(DocumentArgument.normalized)
        let stores = PreferencesStores(documentPath: path, environment: environment) { printError("swipe-player: \($0)") }
        var facts: PresentationContext.DocumentFacts?
        var size = window.flatMap(OutputSize.parse) ?? Point(1280, 800)
        if let path {
            guard let doc = try SwipeDocumentOpener.read(path).document else {
                printError("\(path): error: not a Swipe document")
                throw ExitCode(1)
            }
            size = window.flatMap(OutputSize.parse) ?? PlayerWindow.defaultWindowSize(for: doc)
            facts = PresentationContext.DocumentFacts(doc, window: size, defaultLanguage: SwipeDocumentOpener.language(for: doc, chosen: nil))
        }
        let voices = facts?.hasSpeech == true ? SoundDirector.installedVoices() : []
        let settings = PresentationSettings(layers: stores.layers(commandLine: settingsOptions.commandLine),
                                            context: PresentationContext(document: facts, window: size, voices: voices, fontFamilies: FontResolver.installedFamilies()))
        if json {
            let object: [String: Any] = [
                "document": path as Any? ?? NSNull(),
                "window": ["width": Int(size.x), "height": Int(size.y)],
                "files": ["global": stores.global.file.path, "document": stores.document?.file.path as Any? ?? NSNull()],
                "settings": settings.all.map(SettingsCommand.json),
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(Self.table(settings))
        }
    }

    /// One setting as JSON: its name, kind, values, source and constraints.
    static func json(_ s: Setting) -> [String: Any] {
        var out: [String: Any] = [
            "name": s.key.rawValue, "title": s.key.title, "kind": kind(s.key),
            "value": s.value?.jsonObject ?? NSNull(), "effectiveValue": s.effectiveValue.jsonObject, "default": s.defaultValue.jsonObject,
            "label": s.label(s.effectiveValue), "source": s.source.rawValue, "active": s.isActive,
            "inactiveReason": s.inactiveReason as Any? ?? NSNull(), "refused": s.refusal as Any? ?? NSNull(),
            "requiredValues": Dictionary(uniqueKeysWithValues: s.requiredValues.map { ($0.key.rawValue, $0.value.jsonObject) }),
        ]
        if case .choice = s.key.kind { out["supportedValues"] = s.supportedValues }
        if let r = s.range { out["range"] = ["min": r.lower, "max": r.upper, "step": r.step, "unit": r.unit.rawValue] }
        return out
    }

    static func kind(_ key: SettingKey) -> String {
        switch key.kind {
        case .toggle: return "toggle"
        case .choice: return "choice"
        case .range: return "range"
        case .color: return "color"
        }
    }

    /// What a reader reads: name, value, effective value, source, constraints.
    static func table(_ settings: PresentationSettings) -> String {
        let rows = [["SETTING", "VALUE", "EFFECTIVE", "SOURCE", "CONSTRAINTS"]] + settings.all.map { s in
            [s.key.rawValue, s.value?.description ?? "-", s.effectiveValue.description, s.source.rawValue, constraints(s)]
        }
        let widths = (0..<4).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            (0..<4).map { row[$0].padding(toLength: widths[$0] + 2, withPad: " ", startingAt: 0) }.joined() + row[4]
        }.joined(separator: "\n")
    }

    /// A setting's constraints on one line: its values or range, what it needs, why it is inactive.
    static func constraints(_ s: Setting) -> String {
        var parts: [String] = []
        if let r = s.range {
            parts.append("\(SettingValue.number(r.lower))…\(SettingValue.number(r.upper)) step \(SettingValue.number(r.step))")
        } else if case .choice = s.key.kind {
            parts.append(s.supportedValues.isEmpty ? "no values" : s.supportedValues.joined(separator: "|"))
        } else if case .toggle = s.key.kind {
            parts.append("on|off")
        } else {
            parts.append(s.key == .textColor ? "#RRGGBB, \(TextColorPair.constraint)" : "#RRGGBB")
        }
        if !s.requiredValues.isEmpty {
            parts.append("needs " + s.requiredValues.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ", "))
        }
        if let reason = s.inactiveReason { parts.append("inactive: \(reason)") }
        if let refusal = s.refusal { parts.append("refused: \(refusal)") }
        return parts.joined(separator: "; ")
    }
}
