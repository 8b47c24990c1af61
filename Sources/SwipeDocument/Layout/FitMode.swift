/// How a page is fitted into the window (the `fit` setting): `contain` shows the whole page with
/// bands around it (the original engine's letterbox), `cover` fills the window and crops what
/// overflows, `width` and `height` match one side and crop or band the other. The page stays
/// centred on the cropped axis.
public enum FitMode: String, CaseIterable, Sendable {
    case contain, cover, width, height
}
