import SwipeDocument

/// A SnappTheming theme (the JSON of its 0.0.7 schema page, and of its current 0.1 releases):
/// named tokens in 14 categories, read leniently with a diagnostic for each problem, looked up by
/// name. Aliases are kept as written and followed at each lookup, so a theme laid over this one
/// with `overriding(with:)` changes what this one's aliases reach, as upstream. A lookup that
/// cannot be resolved returns nil, where SnappTheming returns an invisible or loud fallback, so
/// the caller falls back to its default theme's token instead.
public struct Theme: Sendable, Hashable {
    var colorTokens = ThemeTable<ThemeColorValue>()
    var metricTokens = ThemeTable<Double>()
    var fontTokens = ThemeTable<ThemeFont>()
    var typographyTokens = ThemeTable<ThemeTypographySpec>()
    var gradientTokens = ThemeTable<ThemeGradientSpec>()
    var imageTokens = ThemeTable<ThemeImage>()
    var animationTokens = ThemeTable<[UInt8]>()
    var shapeTokens = ThemeTable<ThemeShapeSpec>()
    var interactiveColorTokens = ThemeTable<ThemeInteractiveColorSpec>()
    var buttonStyleTokens = ThemeTable<ThemeButtonStyleSpec>()
    var segmentControlStyleTokens = ThemeTable<ThemeSegmentControlStyleSpec>()
    var sliderStyleTokens = ThemeTable<ThemeSliderStyleSpec>()
    var toggleStyleTokens = ThemeTable<ThemeToggleStyleSpec>()
    var shadowTokens = ThemeTable<ThemeShadowSpec>()

    /// An empty theme: every lookup returns nil.
    public init() {}

    /// Our top-level extension key saying how the file's 8-digit colours are written, `"rgba"` or
    /// `"argb"`; it wins over `ThemeReadOptions.colorFormat`. SnappTheming ignores it.
    public static let colorFormatKey = "x-swipe-colorFormat"

    /// The top-level keys a theme may have: SnappTheming's 14 categories.
    public static let categories = ThemeCategory.allCases.map(\.rawValue)

    /// Reads a theme; `name` is the file name messages give. Only bytes that are not a JSON object
    /// give no theme: any other problem leaves out the token it is in, reported.
    public static func read(bytes: [UInt8], name: String, options: ThemeReadOptions = .init()) -> ThemeReadResult {
        let log = DiagnosticLog(file: name, sourceMap: SourceMap(bytes: bytes))
        let json = ThemeJSON.parse(bytes)
        for w in json.warnings { log.warning(at: w.offset, path: nil, w.message) }
        for d in json.duplicates {
            log.warning(at: d.offset, path: nil, "duplicate key \"\(d.key)\": the first one is used, as SnappTheming does; this one is ignored")
        }
        if let offset = json.comment {
            log.warning(at: offset, path: nil, "comments are not JSON: SnappTheming cannot read a theme that has them")
        }
        guard let root = json.root else {
            log.error(at: json.error?.offset ?? 0, path: nil, json.error?.message ?? "cannot read the theme")
            return ThemeReadResult(theme: nil, diagnostics: log.sorted)
        }
        guard let object = root.object else {
            log.error(at: root.offset, path: .root, "a theme must be a JSON object, not \(root.kindDescription)")
            return ThemeReadResult(theme: nil, diagnostics: log.sorted)
        }
        let reader = ThemeReader(log: log, colorFormat: options.colorFormat)
        let theme = reader.theme(object, offset: root.offset)
        reader.checkAliases(in: options.base?.overriding(with: theme) ?? theme)
        return ThemeReadResult(theme: theme, diagnostics: log.sorted)
    }

    /// Whether `bytes` look like a theme: a JSON object with at least one of SnappTheming's
    /// categories among its top-level keys, and no more other keys than categories. For `lint`, to
    /// recognise a theme by its content (a Swipe document shares no top-level key with a theme).
    public static func isTheme(bytes: [UInt8]) -> Bool {
        guard let object = LenientJSONParser().parse(bytes).root?.object else { return false }
        let keys = object.keys.filter { !ObjectReader.isComment($0) }
        let known = keys.filter { ThemeCategory(rawValue: $0) != nil || $0 == colorFormatKey }.count
        return known > 0 && known >= keys.count - known
    }

    /// SnappTheming's `override(with:)`: in each category, each of `other`'s names replaces this
    /// theme's (whole entries, no merge inside one). Aliases are followed at lookup, so this theme's
    /// aliases reach `other`'s tokens. How a user's partial theme sits on the default theme.
    public func overriding(with other: Theme) -> Theme {
        var t = self
        t.colorTokens = colorTokens.overriding(with: other.colorTokens)
        t.metricTokens = metricTokens.overriding(with: other.metricTokens)
        t.fontTokens = fontTokens.overriding(with: other.fontTokens)
        t.typographyTokens = typographyTokens.overriding(with: other.typographyTokens)
        t.gradientTokens = gradientTokens.overriding(with: other.gradientTokens)
        t.imageTokens = imageTokens.overriding(with: other.imageTokens)
        t.animationTokens = animationTokens.overriding(with: other.animationTokens)
        t.shapeTokens = shapeTokens.overriding(with: other.shapeTokens)
        t.interactiveColorTokens = interactiveColorTokens.overriding(with: other.interactiveColorTokens)
        t.buttonStyleTokens = buttonStyleTokens.overriding(with: other.buttonStyleTokens)
        t.segmentControlStyleTokens = segmentControlStyleTokens.overriding(with: other.segmentControlStyleTokens)
        t.sliderStyleTokens = sliderStyleTokens.overriding(with: other.sliderStyleTokens)
        t.toggleStyleTokens = toggleStyleTokens.overriding(with: other.toggleStyleTokens)
        t.shadowTokens = shadowTokens.overriding(with: other.shadowTokens)
        return t
    }

    /// The names `category` ("colors", "buttonStyles"…) defines, aliases included, in the order
    /// written (a base's first, then those an override adds); empty for an unknown category.
    public func names(_ category: String) -> [String] {
        ThemeCategory(rawValue: category).map { links($0).names } ?? []
    }

    /// Every font to register: each font written in place with data, in `fonts` and inside
    /// typographies (as SnappTheming's `fontInformation`) and button styles, once each.
    public var fonts: [ThemeFont] {
        var inline: [ThemeToken<ThemeFont>] = typographyTokens.values.map(\.font)
        inline += buttonStyleTokens.values.compactMap { if case .value(let t) = $0.typography { return t.font } else { return nil } }
        var seen = Set<ThemeFont>()
        let all = fontTokens.values + inline.compactMap { if case .value(let f) = $0 { return f } else { return nil } }
        return all.filter { $0.data != nil && seen.insert($0).inserted }
    }

    /// One category's names and links, whatever its values.
    func links(_ category: ThemeCategory) -> any ThemeTableLinks {
        switch category {
        case .colors: return colorTokens
        case .metrics: return metricTokens
        case .fonts: return fontTokens
        case .typography: return typographyTokens
        case .gradients: return gradientTokens
        case .images: return imageTokens
        case .animations: return animationTokens
        case .shapes: return shapeTokens
        case .interactiveColors: return interactiveColorTokens
        case .buttonStyles: return buttonStyleTokens
        case .segmentControlStyle: return segmentControlStyleTokens
        case .sliderStyle: return sliderStyleTokens
        case .toggleStyle: return toggleStyleTokens
        case .shadows: return shadowTokens
        }
    }
}
