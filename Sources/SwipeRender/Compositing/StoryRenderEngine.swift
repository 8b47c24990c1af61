import Foundation
import SwipeCore

/// Draws Boken stories with the same compositor, fonts and pictures as documents: the window's
/// story screen and `render` of a story share it, so both show the same picture.
public final class StoryRenderEngine: CompositingEngine {
    /// The pictures a loaded story found, with their sizes read from their files.
    public func pictures(_ result: StoryLoadResult) -> StoryPictures {
        StoryPictures(result, sizes: images)
    }

    /// Clears the target and draws a story's display items (window pixels).
    public func draw(_ items: [DisplayItem]) {
        compositor.draw(items, screen: .identity, background: .black)
    }

    /// Decodes every picture of the story on a background thread, so the window never waits for one.
    public func warmUp(_ pictures: StoryPictures) {
        let images = self.images, refs = Array(pictures.references.values)
        DispatchQueue.global(qos: .userInitiated).async {
            for r in refs { _ = images.frame(r) }
        }
    }
}
