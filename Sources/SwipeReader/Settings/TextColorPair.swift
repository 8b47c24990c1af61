import SwipeDocument

/// The constraint between the text view's `textColor` and `backgroundColor`: WCAG 2's 4.5:1 for
/// body text (`Contrast.minimumTextRatio`). A pair under it is refused with `refusal`'s message,
/// wherever it is asked for (the panel, `--set`, a preference file); the default text colour is
/// whichever of black and white contrasts more with the background.
public enum TextColorPair {
    /// Why `text` on `background` is refused; nil when the pair is legible.
    public static func refusal(text: Color, background: Color) -> SettingError? {
        let ratio = Contrast.ratio(text, background)
        guard ratio < Contrast.minimumTextRatio else { return nil }
        return SettingError("textColor \(SettingValue.hex(text)) on backgroundColor \(SettingValue.hex(background)) has a contrast of "
                            + "\(String(format: "%.1f", ratio)):1; the text view needs at least 4.5:1")
    }

    /// Black or white, whichever contrasts more with `background`.
    public static func defaultText(on background: Color) -> Color {
        Contrast.ratio(.black, background) >= Contrast.ratio(.white, background) ? .black : .white
    }

    /// The constraint as `swipe-player settings` lists it.
    public static let constraint = "contrast with backgroundColor at least 4.5:1"
}
