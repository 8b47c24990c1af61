import Foundation
import SwipeCore

/// What draws the player's other kinds of content (document lists, Boken stories) with the same
/// compositor, fonts and pictures as documents, on a renderer it may keep alive.
public class CompositingEngine {
    public let images: ImageLibrary
    public let fonts: FontResolver
    public let compositor: Compositor
    /// Whatever owns the renderer, kept alive as long as the textures made for it (an offscreen canvas).
    private let rendererOwner: AnyObject?

    /// `report` receives each rendering problem once (missing fonts, unreadable pictures).
    public init(renderer: OpaquePointer, owner: AnyObject? = nil, resources: RenderResources = RenderResources(), report: @escaping (String) -> Void) {
        rendererOwner = owner
        images = resources.images
        fonts = resources.fonts
        compositor = resources.compositor(renderer: renderer, report: report)
    }
}
