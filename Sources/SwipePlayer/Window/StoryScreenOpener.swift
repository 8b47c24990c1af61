import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia

extension ScreenOpener {
    /// The screen for the Boken story in `file`: resumed at the scene and along the path where it
    /// was left (or the first `--page`), with its music and scene audio, its settings and the
    /// reader's bookmarks and highlights, its files watched when asked; an error page when it cannot be shown.
    func storyScreen(_ file: String, context: ScreenContext) -> Screen {
        let result: StoryLoadResult
        do { result = try StoryLoader.load(path: file) } catch {
            print("\(error)")
            return StatusScreen(title: file, lines: ["\(error)"], context: context)
        }
        for d in result.diagnostics where d.severity >= .warning { print("\(d)") }
        return storyScreen(result, context: context)
    }

    /// The screen for a story read (from a file, or from the web with its media downloaded), its
    /// messages already reported; a local story's files are watched when asked. `fromStart` opens
    /// it on its first scene whatever was saved (a new version of a kiosk's story).
    func storyScreen(_ result: StoryLoadResult, context: ScreenContext, fromStart: Bool = false) -> Screen {
        let file = result.file
        guard let story = result.story, !story.scenes.isEmpty else {
            let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0)" }
            return StatusScreen(title: file, lines: errors.isEmpty ? ["\(file): error: the story has no scenes"] : errors, context: context)
        }
        let store = ViewStateStore(documentPath: file, directory: ViewStateStore.directory(environment: settings.environment),
                                   warn: { [print] in print("swipe-player: \($0)") })
        let saved = store.load()
        var position = StoryNavigator(current: saved?.page ?? 0, history: saved?.history ?? [])
        if fromStart { position = StoryNavigator() } else if !openedFirst, let first = settings.firstPage { position = StoryNavigator(current: first - 1) }
        openedFirst = true
        let title = story.appTitle.flatMap { $0.isEmpty ? nil : $0 } ?? ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let volume = settings.volume, print = self.print
        // Scenes are read aloud in the reader's language (a story names none).
        let language = settings.language ?? LanguageChoice.preferredLanguages(environment: settings.environment).first ?? "en"
        let openSound = { (story: BokenStory) -> StorySound? in
            let music = result.path(of: "music", story.backgroundMusic?.name).map { URL(fileURLWithPath: $0) }
            return StorySound(music: music, sceneAudio: result.sceneAudio(of: story), volume: volume, language: language, warn: { print("\(file): warning: \($0)") },
                              inform: { print("swipe-player: \($0)") })
        }
        let screen = StoryScreen(result: result, story: story, title: title, position: position, context: context,
                                 openSound: settings.sound ? openSound : nil, report: { print("\(file): warning: \($0)") })
        screen.settingsEditor = settingsEditor(name: file, context: PresentationContext(document: nil, window: context.viewport, content: .story), kiosk: context.kiosk)
        screen.captionLanguage = language
        screen.onPositionChanged = { store.save(ViewState(page: $0.current, language: nil, history: $0.history)) }
        screen.onVolumeChanged = { [weak self] in self?.volumeChanged(to: $0) }
        if !context.kiosk {
            screen.annotations = ReaderAnnotations(href: file, store: AnnotationStore(documentPath: file, directory: AnnotationStore.directory(environment: settings.environment),
                                                                                      warn: { [print] in print("swipe-player: \($0)") }))
        }
        if settings.watch, FileManager.default.fileExists(atPath: file) {
            screen.watch(paths: Self.files(of: result)) { [print] in Self.reloadStory(file, print: print) }
        }
        return screen
    }

    /// The local files a story is made of: itself and the media found for it.
    static func files(of result: StoryLoadResult) -> [String] {
        [result.file] + result.assets.compactMap { result.path(of: $0.kind, $0.name) }
    }

    /// Reads a story again for live reload: the new version, or its errors.
    static func reloadStory(_ path: String, print: (String) -> Void) -> StoryScreen.Reload {
        let result: StoryLoadResult
        do { result = try StoryLoader.load(path: path) } catch { return .errors(["\(error)"]) }
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0)" }
        guard let story = result.story, !story.scenes.isEmpty, errors.isEmpty else {
            return .errors(errors.isEmpty ? ["\(path): error: the story has no scenes"] : errors)
        }
        for d in result.diagnostics where d.severity >= .warning { print("\(d)") }
        return .version(result, watch: files(of: result))
    }
}
