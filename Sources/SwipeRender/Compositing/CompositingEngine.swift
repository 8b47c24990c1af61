import Foundation
import SwipeDocument

/// What draws the player's other kinds of content (document lists, Boken stories) with the same
/// compositor, fonts and pictures as documents, on a device whose owner it may keep alive.
public class CompositingEngine {
    public let images: ImageLibrary
    public let fonts: FontResolver
    public let compositor: Compositor
    /// Whatever owns the device, kept alive as long as the textures made for it (an offscreen canvas).
    private let deviceOwner: AnyObject?

    /// `report` receives each rendering problem once (missing fonts, unreadable pictures).
    public init(device: DrawingDevice, owner: AnyObject? = nil, resources: RenderResources = RenderResources(), report: @escaping (String) -> Void) {
        deviceOwner = owner
        images = resources.images
        fonts = resources.fonts
        compositor = resources.compositor(device: device, report: report)
    }

    /// On an offscreen canvas, kept alive with the engine.
    public convenience init(canvas: OffscreenCanvas, resources: RenderResources = RenderResources(), report: @escaping (String) -> Void) {
        self.init(device: canvas.device, owner: canvas, resources: resources, report: report)
    }
}
