import SwipeDocument

/// A slider (`sliderStyle`, singular upstream): its track colours on either side of the thumb, the
/// tick marks' colour, and the typographies of its header and tick labels.
public struct ThemeSliderStyle: Hashable, Sendable {
    public var minimumTrack: Color
    public var minimumTrackSecondary: Color
    public var maximumTrack: Color
    public var tickMark: Color
    public var header: ThemeTypography
    public var tickMarkTypography: ThemeTypography

    public init(minimumTrack: Color, minimumTrackSecondary: Color, maximumTrack: Color, tickMark: Color,
                header: ThemeTypography, tickMarkTypography: ThemeTypography) {
        self.minimumTrack = minimumTrack
        self.minimumTrackSecondary = minimumTrackSecondary
        self.maximumTrack = maximumTrack
        self.tickMark = tickMark
        self.header = header
        self.tickMarkTypography = tickMarkTypography
    }
}

/// A slider style as written.
struct ThemeSliderStyleSpec: Hashable, Sendable {
    var colors: [ThemeToken<ThemeColorValue>]
    var header: ThemeToken<ThemeTypographySpec>
    var tickMarkTypography: ThemeToken<ThemeTypographySpec>
}

extension ThemeReader {
    /// The colour keys of a slider style, in `ThemeSliderStyle`'s order.
    static let sliderColors = ["minimumTrackTintColor", "minimumTrackTintColorSecondary", "maximumTrackTintColor", "tickMarkColor"]

    /// A `sliderStyle` entry: all six fields required.
    func sliderStyle(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeSliderStyleSpec>? {
        token(node, path, .sliderStyle) { node, path in
            fields(node, path, "a slider style") { f in
                let colors = Self.sliderColors.map { f.required($0, color) }
                let header = f.required("headerTypography", typography)
                let ticks = f.required("tickMarkTypography", typography)
                let read = colors.compactMap { $0 }
                guard read.count == colors.count, let header, let ticks else { return nil }
                return ThemeSliderStyleSpec(colors: read, header: header, tickMarkTypography: ticks)
            }
        }
    }
}

extension Theme {
    /// The slider style `name` in `appearance`; nil when any part cannot be resolved.
    public func sliderStyle(_ name: String, _ appearance: ThemeAppearance) -> ThemeSliderStyle? {
        guard let spec = sliderStyleTokens.value(named: name),
              let header = typography(spec.header),
              let ticks = typography(spec.tickMarkTypography)
        else { return nil }
        let c = spec.colors.compactMap { color($0, appearance) }
        guard c.count == 4 else { return nil }
        return ThemeSliderStyle(minimumTrack: c[0], minimumTrackSecondary: c[1], maximumTrack: c[2], tickMark: c[3],
                                header: header, tickMarkTypography: ticks)
    }
}
