import SwipeDocument

/// The 14 top-level keys of a SnappTheming theme (0.1.3), each a table of named tokens. Three are
/// singular, as upstream spells them: `segmentControlStyle`, `sliderStyle`, `toggleStyle`.
enum ThemeCategory: String, CaseIterable, Sendable {
    case colors, metrics, fonts, typography, gradients, images, animations, shapes
    case interactiveColors, buttonStyles, segmentControlStyle, sliderStyle, toggleStyle, shadows

    /// One entry, for messages: "a colour".
    var entry: String {
        switch self {
        case .colors: return "a colour"
        case .metrics: return "a metric"
        case .fonts: return "a font"
        case .typography: return "a typography"
        case .gradients: return "a gradient"
        case .images: return "an image"
        case .animations: return "an animation"
        case .shapes: return "a shape"
        case .interactiveColors: return "an interactive colour"
        case .buttonStyles: return "a button style"
        case .segmentControlStyle: return "a segment control style"
        case .sliderStyle: return "a slider style"
        case .toggleStyle: return "a toggle style"
        case .shadows: return "a shadow"
        }
    }
}
