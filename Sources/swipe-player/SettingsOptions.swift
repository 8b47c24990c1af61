import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender
import SwipeMedia
import SwipePlayer

/// `--set NAME=VALUE`, shared by the commands that show a document: presentation preferences for
/// this run, over the document's stored ones and the global defaults.
struct SettingsOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp("A presentation setting for this run, repeatable: fit=cover, readingProgression=rtl, playbackVolume=0.5, … (`swipe-player settings` lists them).",
                                                         valueName: "name=value"))
    var assignments: [String] = []

    func validate() throws {
        if case .failure(let e) = Preferences.parse(assignments: assignments) { throw ValidationError("--set: \(e)") }
    }

    /// The preferences `--set` gives (checked by `validate`).
    var commandLine: Preferences { (try? Preferences.parse(assignments: assignments).get()) ?? Preferences() }

    /// The settings of `doc` (read from `path`) shown at `size`: `--set`, then `--lang` (when
    /// given), over the stored preferences; problems with the files are printed.
    func resolve(_ doc: Document, path: String, size: Point, lang: String?) -> PresentationSettings {
        Self.resolve(doc, path: path, size: size, lang: lang, commandLine: commandLine)
    }

    /// The settings of `doc` (read from `path`) shown at `size`: `commandLine`'s preferences, then
    /// `lang` (when given), over the stored preferences; problems with the files are printed.
    static func resolve(_ doc: Document, path: String, size: Point, lang: String?, commandLine: Preferences) -> PresentationSettings {
        var commandLine = commandLine
        if let lang { commandLine[.language] = .choice(lang) }
        let stores = PreferencesStores(documentPath: path, environment: ProcessInfo.processInfo.environment) { printError("swipe-player: \($0)") }
        let facts = PresentationContext.DocumentFacts(doc, window: size, defaultLanguage: SwipeDocumentOpener.language(for: doc, chosen: nil))
        let layers = stores.layers(commandLine: commandLine)
        // The voices `speechVoice` may choose, as the window offers them: listed only to check a
        // voice someone chose, since starting espeak-ng (and PulseAudio with it) costs a picture
        // tens of milliseconds.
        let voices = facts.hasSpeech && layers.preference(.speechVoice) != nil ? SoundDirector.installedVoices() : []
        return PresentationSettings(layers: layers, context: PresentationContext(document: facts, window: size, voices: voices,
                                                                                 fontFamilies: fontFamilies(layers)))
    }

    /// The installed font families `fontFamily` may choose, as the window offers them: listed only
    /// to check a family someone chose, since fontconfig lists every installed font for it.
    static func fontFamilies(_ layers: PreferenceLayers) -> [String] {
        layers.preference(.fontFamily) != nil ? FontResolver.installedFamilies() : []
    }
}

extension Document {
    /// The document as `settings` show it: its pages turning in the reading direction chosen.
    func presented(_ settings: PresentationSettings) -> Document {
        var doc = self
        doc.paging = settings.readingProgression.paging
        return doc
    }
}
