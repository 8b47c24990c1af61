import SwipeDocument

/// The design tokens the player draws its own controls with (the page indicator, the language and
/// back buttons, the help and error overlays, status pages, document lists), resolved once from a
/// theme over the default theme for one appearance. Controls take every colour, font, size, shape
/// and button style from here, so one theme file restyles them all; docs/themes.md lists the
/// tokens. Sizes are in points: a point is a sixteenth of `PlayerChrome.unit`, so the controls
/// grow with the window.
public struct PlayerStyle: Equatable, Sendable {
    public var appearance: ThemeAppearance

    public var accent: Color
    public var overlaySurface: Color
    public var onOverlay: Color
    /// Laid over the whole window behind a panel (the settings, the help), so the page's own
    /// text and shapes do not show through the panel's labels.
    public var overlayBackdrop: Color
    public var errorSurface: Color
    public var onError: Color
    public var statusBackground: Color
    public var onStatus: Color
    public var onStatusSecondary: Color
    public var progressTrack: Color
    public var listBackground: Color
    public var listBar: Color
    public var separator: Color
    public var listHeader: Color
    public var onListHeader: Color
    public var onList: Color
    public var onListSecondary: Color
    public var selection: Color
    public var pressed: Color
    /// A tile behind a row's icon that hardly shows on the row (`IconContrast`).
    public var iconBackdrop: Color
    /// Captions (`CaptionBand`): their text, the band behind them, the mark under the word spoken.
    public var captionsText: Color
    public var captionsBackground: Color
    public var captionsWord: Color

    /// The filled part of a progress bar.
    public var progress: ThemeGradient

    public var help: ThemeTypography
    public var caption: ThemeTypography
    public var statusTitle: ThemeTypography
    public var statusBody: ThemeTypography
    public var listTitle: ThemeTypography
    public var row: ThemeTypography
    public var rowSubtitle: ThemeTypography
    public var sectionHeader: ThemeTypography
    /// Captions' type, in points: they grow with the window, never with the page's zoom.
    public var captions: ThemeTypography

    public var margin: Double
    public var touchTarget: Double
    public var barHeight: Double
    public var rowHeight: Double
    public var rowHeightWithSubtitle: Double
    public var sectionHeaderHeight: Double
    public var iconGap: Double
    public var iconInset: Double
    public var separatorWidth: Double
    public var progressHeight: Double
    public var panelWidth: Double
    public var statusWidth: Double

    /// The help overlay's panel.
    public var panel: ThemeShape
    /// The live-reload error overlay's panel.
    public var errorPanel: ThemeShape
    public var progressShape: ThemeShape

    /// The page indicator, the language and back buttons over a document or status page.
    public var chromeButton: ThemeButtonStyle
    /// The back control and language button in a list's bar.
    public var barButton: ThemeButtonStyle

    /// Drawn before the back buttons' label (`images/back`) and the language buttons' (`images/language`),
    /// in the label's colour; nil (in neither the theme nor the default): a text glyph stands in.
    public var backImage: ThemeIcon?
    public var languageImage: ThemeIcon?

    /// The built-in decoration styles' tints and opacities (`colors/highlight`, `metrics/highlightOpacity`, …).
    public var decorations: DecorationDefaults

    /// The tokens of `theme` for `appearance`, each one it lacks (or cannot resolve) taken from
    /// the default theme; `missing` receives the names of tokens the default lacks too (never,
    /// for the default theme as shipped: a test holds it to that). `folder` is where the theme's
    /// `asset:` images are found: its file's folder.
    public init(theme: Theme, appearance: ThemeAppearance, folder: String? = nil, missing: @escaping (String) -> Void = { _ in }) {
        let r = TokenLookup(theme: theme, fallback: DefaultTheme.theme, appearance: appearance, missing: missing)
        self.appearance = appearance
        accent = r.color("accent")
        overlaySurface = r.color("overlaySurface")
        onOverlay = r.color("onOverlay")
        overlayBackdrop = r.color("overlayBackdrop")
        errorSurface = r.color("errorSurface")
        onError = r.color("onError")
        statusBackground = r.color("statusBackground")
        onStatus = r.color("onStatus")
        onStatusSecondary = r.color("onStatusSecondary")
        progressTrack = r.color("progressTrack")
        listBackground = r.color("listBackground")
        listBar = r.color("listBar")
        separator = r.color("separator")
        listHeader = r.color("listHeader")
        onListHeader = r.color("onListHeader")
        onList = r.color("onList")
        onListSecondary = r.color("onListSecondary")
        selection = r.color("selection")
        pressed = r.color("pressed")
        iconBackdrop = r.color("iconBackdrop")
        captionsText = r.color("captionsText")
        captionsBackground = r.color("captionsBackground")
        captionsWord = r.color("captionsWord")
        progress = r.gradient("progress")
        help = r.typography("help")
        caption = r.typography("caption")
        statusTitle = r.typography("statusTitle")
        statusBody = r.typography("statusBody")
        listTitle = r.typography("listTitle")
        row = r.typography("row")
        rowSubtitle = r.typography("rowSubtitle")
        sectionHeader = r.typography("sectionHeader")
        captions = r.typography("captions")
        margin = r.metric("margin")
        touchTarget = r.metric("touchTarget")
        barHeight = r.metric("barHeight")
        rowHeight = r.metric("rowHeight")
        rowHeightWithSubtitle = r.metric("rowHeightWithSubtitle")
        sectionHeaderHeight = r.metric("sectionHeaderHeight")
        iconGap = r.metric("iconGap")
        iconInset = r.metric("iconInset")
        separatorWidth = r.metric("separator")
        progressHeight = r.metric("progressHeight")
        panelWidth = r.metric("panelWidth")
        statusWidth = r.metric("statusWidth")
        panel = r.shape("panel")
        errorPanel = r.shape("errorPanel")
        progressShape = r.shape("progress")
        chromeButton = r.buttonStyle("chrome")
        barButton = r.buttonStyle("barButton")
        backImage = r.image("back", folder: folder)
        languageImage = r.image("language", folder: folder)
        decorations = DecorationDefaults { .init(tint: r.color($0.rawValue), opacity: min(1, max(0, r.metric($0.rawValue + "Opacity")))) }
    }

    /// The default theme's tokens.
    public static func standard(_ appearance: ThemeAppearance = .light) -> PlayerStyle {
        PlayerStyle(theme: DefaultTheme.theme, appearance: appearance)
    }
}

/// Looks a token up in a theme, then in the fallback theme; a token neither resolves is reported
/// and drawn with a neutral stand-in (never an invisible one).
struct TokenLookup {
    let theme: Theme
    let fallback: Theme
    let appearance: ThemeAppearance
    let missing: (String) -> Void

    private func find<T>(_ category: String, _ name: String, _ get: (Theme) -> T?, otherwise: T) -> T {
        if let v = get(theme) ?? get(fallback) { return v }
        missing("\(category)/\(name)")
        return otherwise
    }

    func color(_ name: String) -> Color { find("colors", name, { $0.color(name, appearance) }, otherwise: Color(0.5, 0.5, 0.5)) }
    func metric(_ name: String) -> Double { find("metrics", name, { $0.metric(name) }, otherwise: 16) }
    func typography(_ name: String) -> ThemeTypography {
        find("typography", name, { $0.typography(name) }, otherwise: ThemeTypography(font: ThemeFont(postScriptName: "Helvetica", data: nil, mime: nil), size: 16))
    }
    func shape(_ name: String) -> ThemeShape { find("shapes", name, { $0.shape(name) }, otherwise: .rectangle) }
    func gradient(_ name: String) -> ThemeGradient {
        find("gradients", name, { $0.gradient(name, appearance) }, otherwise: .linear(colors: [Color(0.5, 0.5, 0.5)], start: Point(0, 0.5), end: Point(1, 0.5)))
    }
    /// An optional token: nil, unreported, where neither theme has it.
    func image(_ name: String, folder: String?) -> ThemeIcon? {
        if let image = theme.image(name) { return ThemeIcon(token: "images/\(name)", image: image, folder: folder) }
        return fallback.image(name).map { ThemeIcon(token: "images/\(name)", image: $0, folder: nil) }
    }
    func buttonStyle(_ name: String) -> ThemeButtonStyle {
        let grey = Color(0.5, 0.5, 0.5)
        let plain = ThemeInteractiveColor(normal: grey, pressed: grey, disabled: grey, focused: grey)
        return find("buttonStyles", name, { $0.buttonStyle(name, appearance) },
                    otherwise: ThemeButtonStyle(surface: plain, text: ThemeInteractiveColor(normal: .white, pressed: .white, disabled: .white, focused: .white),
                                                border: plain, borderWidth: 0, shape: .capsule(.circular), typography: typography("chrome")))
    }
}
