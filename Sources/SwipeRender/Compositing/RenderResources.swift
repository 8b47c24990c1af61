import Foundation
import SwipeDocument

/// The parts of a render engine that need no renderer: pictures and fonts. Made before the window
/// so that start-up can decode the first page's pictures and load the font configuration while
/// SDL and OpenGL start.
public struct RenderResources: @unchecked Sendable {
    public let images: ImageLibrary
    public let fonts: FontResolver

    public init() {
        images = ImageLibrary()
        fonts = FontResolver()
    }

    /// A compositor drawing with these pictures and fonts on `device`; `report` hears each of
    /// their problems once (missing fonts, unreadable pictures).
    public func compositor(device: DrawingDevice, report: @escaping (String) -> Void) -> Compositor {
        images.onWarning = report
        fonts.onWarning = report
        return Compositor(device: device, images: images, fonts: fonts, text: TextRasterizer(fonts: fonts))
    }

    /// Starts decoding `page`'s pictures and matching its fonts on a background thread.
    public func warmUp(_ document: Document, page: Int) {
        guard document.pages.indices.contains(page) else { return }
        let pageToWarm = document.pages[page]
        let resources = self
        DispatchQueue.global(qos: .userInitiated).async {
            _ = resources.fonts.face(for: [])
            for asset in RenderEngine.pictures(in: pageToWarm.elements) { _ = resources.images.frame(asset) }
        }
    }
}
