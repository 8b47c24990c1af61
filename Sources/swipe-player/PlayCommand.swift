import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeMedia
import SwipeRender
import SwipePlayer

/// `swipe-player [DOCUMENT]`: opens a document in a window (the bundled demo when none is given).
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a document in a window (the default command).",
        discussion: """
        Exit status: 0 when the reader leaves (Q, the kiosk's exit chord), 1 when the document or the \
        window cannot be opened, 3 when the display went away (the X server or Wayland compositor stopped). \
        Run by systemd (NOTIFY_SOCKET set), it sends READY=1 once its first frame is on screen, \
        WATCHDOG=1 at half of WATCHDOG_USEC from its frame loop, and STOPPING=1 when it leaves.
        """
    )

    @Argument(help: "A Swipe document, a document list, a folder (a path, a file: URI, or an http or https URL), or a Boken story (a StoryDescription.json, its folder, or its http(s) URL); several documents are offered as a list; the bundled demo when omitted.")
    var documents: [String] = []

    @Option(help: "The page to open, from 1 (default: where the document was left, else the first).")
    var page: Int?

    @Option(help: "Window size WxH in pixels (default: the document's size, fitted to 1280x800).")
    var window: String?

    @Flag(help: "Open fullscreen (F or F11 toggles, Escape leaves).")
    var fullscreen = false

    @Flag(help: "Kiosk mode: fullscreen, cursor hidden, no quitting, fullscreen or help keys; leave with the exit chord or a 3 s press in the top-left corner.")
    var kiosk = false

    @Option(help: "The display to open on (SDL's index, from 0).")
    var display: Int = 0

    @Option(help: ArgumentHelp("Turn the picture, and the touch and mouse positions with it, this many degrees clockwise: for a screen mounted on its side or upside down on the console (KMS/DRM), where no compositor turns it; 90 suits a panel turned a quarter turn anticlockwise. --window is the window before it is turned. Default: $SWIPE_PLAYER_ROTATE, else 0.",
                                valueName: "0|90|180|270"))
    var rotate: ScreenRotation?

    @Flag(name: .customLong("spoken-feedback"), help: "Start with spoken feedback on (the same as --set spokenFeedback=on): the player says each page, what is touched or focused and what changes, through speech-dispatcher or espeak-ng; for a speaking kiosk. Super+Alt+S, or in a kiosk one finger held still for 3 s, turns it on too.")
    var spokenFeedback = false

    @Option(name: .customLong("headphone-jack"), help: ArgumentHelp("In kiosk mode, turn spoken feedback on when headphones are plugged in: the Linux input device that reports the jack (/dev/input/eventN), or auto for the one that advertises a headphone switch (SW_HEADPHONE_INSERT); the kiosk's user must be able to read it (the input group).", valueName: "auto|device"))
    var headphoneJack: String?

    @Option(name: .customLong("exit-chord"), help: "The keys that leave kiosk mode.")
    var exitChord: String = "ctrl+alt+q"

    @Option(name: .customLong("viewing-distance"), help: ArgumentHelp("For a kiosk: how far its readers stand from the screen, in millimetres; the text view's largest text size (--set layout=text, fontSize=4) then makes a capital H subtend 0.7° there (EN 301 549 5.1.4), the screen's size from --screen-diagonal or the display.", valueName: "mm"))
    var viewingDistance: Double?

    @Option(name: .customLong("screen-diagonal"), help: ArgumentHelp("With --viewing-distance: the screen's diagonal in inches (else the display's size as the system reports it).", valueName: "inches"))
    var screenDiagonal: Double?

    @Option(name: .customLong("idle-reset"), help: ArgumentHelp("In kiosk mode, go back to the first page after this many seconds without input.", valueName: "seconds"))
    var idleReset: Double?

    @Option(name: .customLong("update-every"), help: ArgumentHelp("For a document, list or Boken story from http(s): ask its server every this many seconds whether it changed (conditional requests for it, its media and the documents a list's rows lead to); a new version is downloaded whole in the background and shown when the screen is at rest on its first page or scene (or at the kiosk's idle reset), a broken one never; the cached copy shows while the server is away. Status in $XDG_STATE_HOME/swipe-player/status.json (`swipe-player status`). 300 suits a kiosk.", valueName: "seconds"))
    var updateEvery: Double?

    @Option(help: ArgumentHelp("With --update-every, also write the status as Prometheus metrics to this file (for node_exporter's textfile collector: a *.prom file in its folder).", valueName: "file"))
    var metrics: String?

    @Flag(name: .customLong("show-input"), help: "Show the gesture lab: each pointer and touch point with its trail, and how the last gesture was recognized, with the thresholds (I toggles). Ctrl+drag acts as a finger, Ctrl+Shift+drag as two.")
    var showInput = false
    @Option(help: ArgumentHelp("Turn pages by themselves: each page stays this many seconds after its animations, sound, speech and videos end; input pauses for as long, Space or P resumes at once.", valueName: "seconds"))
    var slideshow: Double?

    @Flag(help: "With --slideshow, go from the last page back to the first (without it, the slideshow stops on the last page).")
    var loop = false

    @Flag(help: "Show a presenter view (current and next page, page number, elapsed time) on another display, when there is one.")
    var presenter = false

    @Option(help: "Language id (default: from the environment's locale).")
    var lang: String?

    @Flag(inversion: .prefixedNo, help: "Reload the document in place when it or its local media change on disk (errors are shown over the last good version).")
    var watch = true

    @Option(help: "Sound volume 0...100 (keys: 9 or - quieter, 0 or + louder, M mutes; the same as --set playbackVolume=0.N).")
    var volume: Int?

    @Flag(inversion: .prefixedNo, help: "Play the documents' music, sounds and speech (--no-sound opens no sound device at all).")
    var sound = true

    @Option(help: ArgumentHelp("Read commands from this file or named pipe, one a line: 'key NAME' presses a key by its name (key Right, key Home, as `swipe-player keys` names them), as if typed at the window; for driving a kiosk without a keyboard.", valueName: "file"))
    var control: String?

    @Option(help: ArgumentHelp("Key bindings for this run, over the defaults and $XDG_CONFIG_HOME/swipe-player/keys.conf: one 'KEY COMMAND' a line, as `swipe-player keys` prints them.", valueName: "file"))
    var keys: String?

    @Option(help: ArgumentHelp("When the on-screen keyboard shows as text is typed into a field, the search or a note: auto (until a key of a physical keyboard is pressed), always, never. Default: always in kiosk mode, else auto.", valueName: "auto|always|never"))
    var osk: OnScreenKeyboard.Mode?

    @Flag(help: "Say on standard error which video driver and renderer the window runs on, its size in points and pixels, and the display's density.")
    var verbose = false

    @OptionGroup var themeOptions: ThemeOptions

    /// The soak test's random input: "COUNT,SEED".
    @Option(name: .customLong("input-soak"), help: .hidden)
    var inputSoak: String?

    /// The benchmark's frame timing: "COUNT" frames timed, then printed.
    @Option(name: .customLong("frame-times"), help: .hidden)
    var frameTimes: Int?

    @OptionGroup var settingsOptions: SettingsOptions

    @Flag(name: .customLong("exit-after-first-frame"), help: .hidden)
    var exitAfterFirstFrame = false

    func validate() throws {
        if let w = window, OutputSize.parse(w) == nil { throw ValidationError("--window must look like 1280x720") }
        if let volume, !(0...100).contains(volume) { throw ValidationError("--volume must be between 0 and 100") }
        if let p = page, p < 1 { throw ValidationError("--page starts at 1") }
        if display < 0 { throw ValidationError("--display starts at 0") }
        if rotate == nil, let value = ProcessInfo.processInfo.environment["SWIPE_PLAYER_ROTATE"], ScreenRotation(degrees: value) == nil {
            throw ValidationError("SWIPE_PLAYER_ROTATE must be 0, 90, 180 or 270, not \"\(value)\"")
        }
        if let s = inputSoak, InputSoak.parse(s) == nil { throw ValidationError("--input-soak takes COUNT,SEED") }
        do { _ = try KeyChord.parse(exitChord) } catch { throw ValidationError("--exit-chord: \(error)") }
        if let s = slideshow, !(s >= 0 && s.isFinite) { throw ValidationError("--slideshow must be a number of seconds, 0 or more") }
        if loop && slideshow == nil { throw ValidationError("--loop needs --slideshow") }
        if let s = updateEvery, !(s > 0 && s.isFinite) { throw ValidationError("--update-every must be a number of seconds above 0") }
        if metrics != nil && updateEvery == nil { throw ValidationError("--metrics needs --update-every") }
        if updateEvery != nil, documents.count != 1 || !documents[0].hasPrefix("http") {
            throw ValidationError("--update-every needs one http or https document, list or story")
        }
        if let d = viewingDistance, !(d > 0 && d.isFinite) { throw ValidationError("--viewing-distance must be a number of millimetres above 0") }
        if let d = screenDiagonal, !(d > 0 && d.isFinite) { throw ValidationError("--screen-diagonal must be a number of inches above 0") }
        if screenDiagonal != nil && viewingDistance == nil { throw ValidationError("--screen-diagonal needs --viewing-distance") }
        if headphoneJack != nil, !kiosk { throw ValidationError("--headphone-jack needs --kiosk") }
        if let s = idleReset {
            guard kiosk else { throw ValidationError("--idle-reset needs --kiosk") }
            guard s > 0, s.isFinite else { throw ValidationError("--idle-reset must be a number of seconds above 0") }
        }
    }

    /// `--rotate`, else `SWIPE_PLAYER_ROTATE` (a kiosk unit's `Environment=`), else none.
    private var rotation: ScreenRotation {
        rotate ?? ProcessInfo.processInfo.environment["SWIPE_PLAYER_ROTATE"].flatMap { ScreenRotation(degrees: $0) } ?? .none
    }

    /// The kiosk's options when `--kiosk` is given.
    private var kioskOptions: KioskSession.Options? {
        guard kiosk, let chord = try? KeyChord.parse(exitChord) else { return nil }
        return .init(exitChord: chord, idleReset: idleReset)
    }

    /// `--update-every`'s updater for the document at `remote` (status in the XDG state folder,
    /// metrics where `--metrics` says); nil without it.
    private func updater(for remote: URL?, opener: ScreenOpener) -> FleetUpdater? {
        guard let updateEvery, let remote else { return nil }
        let environment = ProcessInfo.processInfo.environment
        let files = StatusFiles(status: StatusFiles.defaultStatus(environment: environment), metrics: metrics.map { URL(fileURLWithPath: $0) }) {
            printError("swipe-player: \($0)")
        }
        let options = FleetUpdater.Options(url: remote, interval: updateEvery, restAfter: idleReset, environment: environment)
        return FleetUpdater(options: options, files: files, makeScreen: { opener.screen(for: $0, context: $1, fromStart: $2) }) { printError($0) }
    }

    func run() throws {
        let notifier = ServiceNotifier.takenFromEnvironment { printError("swipe-player: \($0)") }
        let given = documents.map(DocumentArgument.normalized)
        let path = try BundledAssets.documentOrDemo(given.first, toDo: "open")
        var preferences = settingsOptions.commandLine
        if let volume { preferences[.playbackVolume] = .number(Double(volume) / 100) }
        if showInput { preferences[.showInput] = .toggle(true) }
        if spokenFeedback { preferences[.spokenFeedback] = .toggle(true) }
        if themeOptions.appearance != .auto { preferences[.appearance] = .choice(themeOptions.appearance.rawValue) }
        var openerSettings = ScreenOpener.Settings(language: lang, firstPage: page, volume: Double(volume ?? 100) / 100, watch: watch, sound: sound)
        openerSettings.preferences = preferences
        openerSettings.viewingDistance = viewingDistance
        openerSettings.screenDiagonal = screenDiagonal
        openerSettings.slideshow = slideshow.map { .init(interval: $0, loops: loop) }
        let opener = ScreenOpener(settings: openerSettings, print: { printError($0) })
        // The player's own controls follow `--appearance`, else the `appearance` setting (`--set`, global);
        // a document's own `appearance` preference applies once it opens.
        let stores = PreferencesStores(documentPath: nil, environment: openerSettings.environment) { printError("swipe-player: \($0)") }
        let appearance = PresentationSettings(layers: stores.layers(commandLine: preferences), context: PresentationContext(document: nil, window: Point(1280, 800))).appearance
        let remote = URL(string: path).flatMap { RemoteAccess.isRemote($0) ? $0 : nil }
        let source = remote ?? URL(fileURLWithPath: path)
        // A local document is read before the window opens (its size is the window's); its first
        // page's pictures are decoded and the fonts loaded while the window and OpenGL start. A folder, or
        // a document from the web (which shows its download's progress), opens in the window.
        let selection = given.count > 1 ? FolderReader.list(documents: given) : nil
        let isStory = selection == nil && remote == nil && StoryLoader.storyFile(at: path) != nil
        let loaded = selection != nil || remote != nil || isStory || FolderReader.isFolder(path) ? nil : try SwipeDocumentOpener.read(path)
        // A story from the web is told by its content once fetched; its file's usual name sizes the window.
        let storyWindow = isStory || remote?.lastPathComponent == StoryLoader.fileName
        let resources = RenderResources()
        // The window's own size, unturned: what it shows turned fits it.
        let size = window.flatMap(OutputSize.parse)
            ?? rotation.logicalSize(of: loaded?.document.map(PlayerWindow.defaultWindowSize) ?? (storyWindow ? StoryScreen.windowSize : PlayerWindow.listWindowSize))
        let displayLost: Bool
        do {
            var options = PlayerWindow.Options(size: size, fullscreen: fullscreen, display: display, kiosk: kioskOptions)
            options.presenter = presenter
            options.notifier = notifier
            options.typesText = isStory ? false : loaded?.document?.hasTextFields ?? true
            options.rotation = rotation
            options.keyboard = osk
            options.updater = updater(for: remote, opener: opener)
            options.keys = try KeysConfig.bindings(extra: keys, environment: ProcessInfo.processInfo.environment) { printError("swipe-player: \($0)") }
            // Not before: SDL's start sets environment variables, which fontconfig reads while
            // the fonts load (a player crashed so in a test run).
            options.environmentSet = { if let doc = loaded?.document { resources.warmUp(doc, page: max(0, (page ?? 1) - 1)) } }
            let player = try PlayerWindow(title: selection?.title ?? source.lastPathComponent, options: options)
            if verbose {
                for line in player.videoSetup.report { printError("swipe-player: \(line)") }
            }
            player.theme = ThemeController(choice: themeOptions.selection.choice, preference: appearance, watch: watch) { printError($0) }
            player.opener = { opener.screen(for: $0, context: $1) }
            player.onResetToStart = { opener.restoreStartingSettings() }
            player.context.showsInput = showInput
            if let soak = inputSoak.flatMap(InputSoak.parse) {
                let feed = InputSoak(count: soak.count, seed: soak.seed, window: player) { print($0) }
                player.inputFeed = feed.frame
            } else if let count = frameTimes {
                player.inputFeed = FrameTimes(count: count) { print($0) }.frame
            }
            if let control { ControlInput.start(path: control, window: player) { printError($0) } }
            if let headphoneJack { HeadphoneJackInput.start(path: headphoneJack) { printError($0) } }
            if let updater = options.updater {
                player.push { updater.waitingScreen(context: $0) }
            } else if let selection {
                player.push { opener.listScreen(selection, title: selection.title ?? "", context: $0) }
            } else if let loaded {
                player.push { opener.screen(for: loaded, source: source, context: $0, resources: resources) }
            } else {
                player.push { opener.screen(for: source, context: $0) }
            }
            player.run(exitAfterFirstFrame: exitAfterFirstFrame)
            displayLost = player.displayLost
        } catch {
            printError("swipe-player: \(error)")
            throw ExitCode(1)
        }
        if displayLost {
            printError(DisplayConnection.lostMessage)
            throw ExitCode(DisplayConnection.lostStatus)
        }
    }
}

extension ScreenRotation: ExpressibleByArgument {
    public init?(argument: String) { self.init(degrees: argument) }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
}

extension OnScreenKeyboard.Mode: ExpressibleByArgument {}
