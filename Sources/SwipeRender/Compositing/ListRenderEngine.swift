import Foundation
import SwipeDocument
import SwipeReader

/// Draws document lists with the same compositor, fonts and pictures as documents: the window's
/// list screen and `render` of a list share it, as `RenderEngine` is shared for documents.
public final class ListRenderEngine: CompositingEngine {
    /// Lays `list` out with its icons' sizes read from their files and their luminance measured once
    /// decoded (dark icons on dark rows get a backdrop), in a theme's `style`.
    public func layout(_ list: ListDocument, language: String, viewport: Point, showsBack: Bool, style: PlayerStyle = .standard()) -> ListLayout {
        ListLayout(list: list, language: language, viewport: viewport, showsBack: showsBack, icons: images, tones: images, style: style)
    }

    /// Clears the target and draws the list at a scroll offset, with its selected and pressed rows.
    public func draw(_ layout: ListLayout, scroll: Double, selected: Int?, pressed: Int?) {
        compositor.draw(layout.items(scroll: scroll, selected: selected, pressed: pressed), screen: .identity, background: layout.style.listBackground)
    }
}
