import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeNet
import SwipeRender

/// Makes the screen for whatever a reader opens: a Swipe document (resumed where it was left,
/// with its sound, its files watched), a Boken story (likewise), a document list, a folder shown
/// as a list, or a remote document on its way. The window asks it again for each row chosen in a list.
public final class ScreenOpener {
    /// What the reader asked for on the command line, and how the player reports.
    public struct Settings {
        /// `--lang`: the language every document offering it is shown in.
        public var language: String?
        /// `--page` (1-based): where the first document opens.
        public var firstPage: Int?
        /// 0...1.
        public var volume: Double
        /// Reload local documents in place when they change on disk.
        public var watch: Bool
        public var environment: [String: String]
        /// Seconds a remote host may take to connect, or stay silent, before it counts as unreachable.
        public var timeout: Double
        /// Whether documents play their sound (off: no sound device is opened at all).
        public var sound: Bool
        /// `--slideshow`, `--loop`: documents turn their pages by themselves (nil: they do not).
        public var slideshow: SlideshowSession.Options?
        /// `--set`: presentation preferences for this run, over each document's and the global ones.
        public var preferences = Preferences()
        /// `--viewing-distance` (millimetres) and `--screen-diagonal` (inches): the text view's
        /// largest size makes a capital H subtend 0.7° there (nil: no distance stated).
        public var viewingDistance: Double?
        public var screenDiagonal: Double?

        public init(language: String? = nil, firstPage: Int? = nil, volume: Double = 1, watch: Bool = false,
                    environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Double = 10, sound: Bool = true) {
            self.timeout = timeout
            self.sound = sound
            self.language = language
            self.firstPage = firstPage
            self.volume = volume
            self.watch = watch
            self.environment = environment
        }
    }

    public var settings: Settings
    /// The settings it was made with, which an idle kiosk returns to (`restoreStartingSettings`).
    private let startingSettings: Settings
    /// Where messages go (standard error in the player): "file: warning: …", or the player's own.
    let print: @Sendable (String) -> Void
    /// Whether the first document has been opened (`firstPage` applies to it only).
    var openedFirst = false

    public init(settings: Settings, print: @escaping @Sendable (String) -> Void) {
        self.settings = settings
        startingSettings = settings
        self.print = print
    }

    /// The next document or story opens with the settings it was made with again, not the
    /// volume a visitor chose (an idle kiosk starting over).
    public func restoreStartingSettings() { settings = startingSettings }

    /// The screen for `url`: a file, a folder, or an http(s) URL. What cannot be opened shows as
    /// an error page (the reader goes back from it).
    public func screen(for url: URL, context: ScreenContext) -> Screen {
        let name = url.isFileURL ? url.path : url.absoluteString
        if RemoteAccess.isRemote(url) { return remoteScreen(url, context: context) }
        if let story = StoryLoader.storyFile(at: url.path) { return storyScreen(story, context: context) }
        do {
            if FolderReader.isFolder(url.path) {
                return listScreen(try FolderReader.list(path: url.path), title: url.lastPathComponent, context: context)
            }
            let result = try DocumentLoader.load(path: url.path)
            for d in result.diagnostics where d.severity >= .warning { print("\(d)") }
            return screen(for: result, source: url, context: context)
        } catch {
            print("\(error)")
            return StatusScreen(title: name, lines: ["\(error)"], context: context)
        }
    }

    /// The screen for a loaded document or list (its messages already reported). `resources`
    /// may have been warmed up while the window opened; `fromStart` opens a document on its first
    /// page whatever was saved (a new version of a kiosk's document).
    public func screen(for result: LoadResult, source: URL, context: ScreenContext, resources: RenderResources = RenderResources(), fromStart: Bool = false) -> Screen {
        let name = source.isFileURL ? source.path : source.absoluteString
        if source.isFileURL, RemoteDocumentFetcher.needsDownloads(result) { return localScreenWithDownloads(result, source: source, context: context) }
        switch result.content {
        case .swipe(let doc)?:
            return documentScreen(doc, result: result, name: name, context: context, resources: resources, fromStart: fromStart)
        case .list(let list)?:
            return listScreen(list, title: list.title ?? source.lastPathComponent, context: context)
        case nil:
            let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0)" }
            return StatusScreen(title: name, lines: errors.isEmpty ? ["\(name): error: not a Swipe document"] : errors, context: context)
        }
    }

    /// The screen for a file of a version from the web checked by `--update-every` (a document, a
    /// list, a story, with their media downloaded; messages already reported); `fromStart` as above.
    public func screen(for file: CheckedVersion.File, context: ScreenContext, fromStart: Bool) -> Screen {
        switch file.content {
        case .document(let result): return screen(for: result, source: file.download.url, context: context, fromStart: fromStart)
        case .story(let result): return storyScreen(result, context: context, fromStart: fromStart)
        }
    }

    /// A progress page while the document at `url` and its media download (through the disk
    /// cache), then the document; or an error page saying why it could not be had.
    private func remoteScreen(_ url: URL, context: ScreenContext) -> Screen {
        downloadScreen(title: url.absoluteString, source: url, reported: [], context: context) { fetcher, cancellation, progress in
            fetcher.load(url, cancellation: cancellation, progress: progress)
        }
    }

    /// A progress page while the media on the web a local document names download, then the
    /// document with them. Its other messages were reported when it was first read.
    private func localScreenWithDownloads(_ result: LoadResult, source: URL, context: ScreenContext) -> Screen {
        let file = source.standardizedFileURL
        return downloadScreen(title: result.file, source: source, reported: Set(result.diagnostics.map { "\($0)" }), context: context) { fetcher, cancellation, progress in
            guard let data = FileManager.default.contents(atPath: file.path) else {
                return .swipe(.failed(RemoteLoadFailure(url: file.path, reason: "it can no longer be read")))
            }
            return .swipe(fetcher.documents.complete([UInt8](data), name: result.file, baseURL: file, cancellation: cancellation, progress: progress))
        }
    }

    /// A `StatusScreen` running `work` with a fetcher on the player's cache: its progress shown,
    /// its warnings (but those in `reported`) printed, then the screen for what it brought.
    private func downloadScreen(title: String, source: URL, reported: Set<String>, context: ScreenContext,
                                work: @escaping @Sendable (RemoteStoryFetcher, Cancellation, @escaping @Sendable (RemoteLoadProgress) -> Void) -> RemoteStoryFetcher.Outcome) -> Screen {
        let cache = HTTPCache(directory: HTTPCache.defaultDirectory(environment: settings.environment), client: HTTPClient(connectTimeout: settings.timeout, stallTimeout: settings.timeout))
        let print = self.print
        return StatusScreen(title: title, job: { progress, cancellation in
            let outcome: RemoteLoadOutcome
            switch work(RemoteStoryFetcher(documents: RemoteDocumentFetcher(cache: cache)), cancellation, { progress($0.fraction, Self.describe($0)) }) {
            case .story(let story, let warnings):
                for line in warnings { print(line) }
                for d in story.diagnostics where d.severity >= .warning { print("\(d)") }
                return .success(.story(story))
            case .swipe(let swipe): outcome = swipe
            }
            switch outcome {
            case .loaded(let result, let warnings):
                for line in warnings { print(line) }
                for d in result.diagnostics where d.severity >= .warning && !reported.contains("\(d)") { print("\(d)") }
                return .success(.document(result))
            case .failed(let failure):
                print("\(title): error: \(failure.reason)")
                return .failure(.init(lines: ["Cannot open this document: \(failure.reason)."]))
            case .cancelled:
                return .failure(.init(lines: ["Cancelled."]))
            }
        }, finish: { brought, context in
            switch brought {
            case .document(let result): return self.screen(for: result, source: source, context: context)
            case .story(let result): return self.storyScreen(result, context: context)
            }
        }, context: context)
    }

    /// What a download is doing, for the progress page.
    static func describe(_ p: RemoteLoadProgress) -> String {
        let size = p.bytesReceived > 0 ? ", " + ByteCountFormatter.string(fromByteCount: p.bytesReceived, countStyle: .file) : ""
        switch p.phase {
        case .document: return "Fetching the document…" + size
        case .assets: return "Fetching its media: \(p.filesDone) of \(p.filesTotal) files" + size
        }
    }

    /// The screen showing `list` (a folder's, or a selection of documents).
    public func listScreen(_ list: ListDocument, title: String, context: ScreenContext) -> Screen {
        ListScreen(list: list, title: title, language: settings.language, preferred: LanguageChoice.preferredLanguages(environment: settings.environment),
                   context: context, report: { [print] in print("\(title): warning: \($0)") })
    }

    private func documentScreen(_ doc: Document, result: LoadResult, name: String, context: ScreenContext, resources: RenderResources, fromStart: Bool = false) -> Screen {
        let store = doc.viewState ? ViewStateStore(documentPath: name, directory: ViewStateStore.directory(environment: settings.environment),
                                                    warn: { [print] in print("swipe-player: \($0)") }) : nil
        let requestedPage = fromStart ? 1 : openedFirst ? nil : settings.firstPage
        openedFirst = true
        let start = ViewState.start(document: doc, requestedPage: requestedPage, requestedLanguage: settings.language, saved: store?.load(),
                                    preferred: LanguageChoice.preferredLanguages(environment: settings.environment))
        let title = doc.title.flatMap { $0.isEmpty ? nil : $0 } ?? (name as NSString).lastPathComponent
        let editor = settingsEditor(for: doc, name: name, language: start.language, context: context)
        var doc = doc
        doc.paging = editor.settings.readingProgression.paging
        let language = editor.settings.language ?? start.language
        let volume = settings.volume, print = self.print
        let openSound = { (language: String, page: Int) -> SoundDirector? in
            SoundDirector(document: doc, language: language, volume: volume, startPage: page,
                          warn: { print("\(name): warning: \($0)") }, inform: { print("swipe-player: \($0)") })
        }
        let screen = DocumentScreen(document: doc, title: title, page: start.page, language: language, context: context, resources: resources,
                                    openSound: settings.sound ? openSound : nil, report: { print("\(name): warning: \($0)") })
        screen.slideshowOptions = settings.slideshow
        screen.settingsEditor = editor
        screen.textViewMinimumBase = textViewMinimumBase(window: context.window)
        if let store { screen.onPositionChanged = { store.save(ViewState(page: $0, language: $1)) } }
        if !context.kiosk { screen.annotations = ReaderAnnotations(href: name, store: AnnotationStore(documentPath: name, directory: AnnotationStore.directory(environment: settings.environment),
                                                                              warn: { [print] in print("swipe-player: \($0)") })) }
        screen.onVolumeChanged = { [weak self] in self?.volumeChanged(to: $0) }
        if settings.watch, URL(fileURLWithPath: result.file).isFileURL, FileManager.default.fileExists(atPath: result.file) {
            let file = result.file
            screen.watch(paths: Self.files(of: result)) { [print] in Self.reload(file, print: print) }
        }
        return screen
    }

    /// The reader changed the volume with keys: the next document or story opens at it.
    func volumeChanged(to volume: Double) {
        settings.volume = volume
        settings.preferences[.playbackVolume] = .number(volume)
    }

    /// The text view's least base size (pixels at `fontSize` 1) for `--viewing-distance` on the
    /// window's display; 0 without one, or where the display's size is unknown.
    func textViewMinimumBase(window: OpaquePointer) -> Double {
        guard let distance = settings.viewingDistance,
              let density = DisplayDensity.pixelsPerMillimetre(window: window, diagonalInches: settings.screenDiagonal) else { return 0 }
        return ViewingDistance(distance: distance, pixelsPerMillimetre: density).minimumBaseSize(largestScale: TextViewLayout.largestScale)
    }

    /// The settings of `doc` in the window: `--set` over the document's stored preferences over the
    /// global ones, resolved against the document and the window; edits are saved at their level.
    func settingsEditor(for doc: Document, name: String, language: String, context: ScreenContext) -> SettingsEditor {
        let facts = PresentationContext.DocumentFacts(doc, window: context.viewport, defaultLanguage: language)
        let voices = facts.hasSpeech && settings.sound ? SoundDirector.installedVoices() : []
        return settingsEditor(name: name, context: PresentationContext(document: facts, window: context.viewport, slideshowRunning: settings.slideshow != nil,
                                                                       inputOverlayAvailable: true, voices: voices, fontFamilies: FontResolver.installedFamilies()),
                              kiosk: context.kiosk)
    }

    /// The settings of what is at `name` (a document, a story) resolved against `context`: `--set`
    /// over its stored preferences (kept beside its reading position) over the global ones; edits
    /// are saved at their level, but for a `kiosk`'s, whose visitors leave nothing behind.
    func settingsEditor(name: String, context: PresentationContext, kiosk: Bool) -> SettingsEditor {
        let stores = PreferencesStores(documentPath: name, environment: settings.environment, warn: { [print] in print("swipe-player: \($0)") })
        var commandLine = settings.preferences
        if let language = settings.language { commandLine[.language] = .choice(language) }
        if let slideshow = settings.slideshow { commandLine[.slideshowInterval] = .number(slideshow.interval) }
        let editor = SettingsEditor(layers: stores.layers(commandLine: commandLine), context: context)
        if !kiosk { editor.onPreferencesChanged = { stores.save($1, at: $0) } }
        return editor
    }

    /// The local files a loaded document is made of: itself and the media it names.
    public static func files(of result: LoadResult) -> [String] {
        [result.file] + result.assets.compactMap { use in
            guard let url = use.reference.url, url.isFileURL else { return nil }
            return use.foundAt ?? url.path
        }
    }

    /// Reads `path` again for live reload: the new version, or its errors (`file:line:col:
    /// error: …`), warnings printed as on opening.
    static func reload(_ path: String, print: (String) -> Void) -> DocumentScreen.Reload {
        let result: LoadResult
        do { result = try DocumentLoader.load(path: path) } catch {
            return .errors(["\(error)"])
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0)" }
        guard let doc = result.document, errors.isEmpty else {
            return .errors(errors.isEmpty ? ["\(path): error: not a Swipe document"] : errors)
        }
        for d in result.diagnostics where d.severity >= .warning { print("\(d)") }
        return .version(doc, watch: files(of: result))
    }
}
