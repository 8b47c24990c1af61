import CSDL2
import SwipeDocument
import SwipeRender

/// One page picture of the presenter view: a `RenderEngine` for the document shown, on the
/// presenter's renderer, drawing into a target texture the size of its place.
final class PresenterPage {
    private let renderer: OpaquePointer
    private let engine: RenderEngine
    private let screen: ObjectIdentifier
    private let version: Int
    private var texture: OpaquePointer?
    private var size = (w: Int32(0), h: Int32(0))

    private init(screen: DocumentScreen, device: RendererDevice, resources: RenderResources) {
        renderer = device.renderer
        self.screen = ObjectIdentifier(screen)
        version = screen.documentVersion
        engine = RenderEngine(document: screen.document, device: device, viewport: Point(1, 1), language: screen.language, resources: resources, report: { _ in })
    }

    deinit { if let texture { SDL_DestroyTexture(texture) } }

    /// `page` when it still shows `screen`'s document as it is now, else a new one.
    static func reusing(_ page: PresenterPage?, for screen: DocumentScreen, device: RendererDevice, resources: RenderResources) -> PresenterPage {
        if let page, page.screen == ObjectIdentifier(screen), page.version == screen.documentVersion {
            if page.engine.language != screen.language { page.engine.setLanguage(screen.language, viewport: page.viewport) }
            return page
        }
        return PresenterPage(screen: screen, device: device, resources: resources)
    }

    private var viewport: Point { Point(Double(size.w), Double(size.h)) }

    /// Draws `screen`'s document at `position` into `frame` of the presenter window.
    func draw(_ screen: DocumentScreen, position: Double, at time: Double, into frame: Rect) {
        let w = Int32(frame.width.rounded()), h = Int32(frame.height.rounded())
        guard w > 0, h > 0 else { return }
        if texture == nil || size != (w, h) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
            size = (w, h)
            engine.resize(viewport: viewport)
        }
        guard let texture, SDL_SetRenderTarget(renderer, texture) == 0 else { return }
        screen.draw(with: engine, position: position, at: time, viewport: viewport)
        SDL_SetRenderTarget(renderer, nil)
        var place = SDL_Rect(x: Int32(frame.x.rounded()), y: Int32(frame.y.rounded()), w: w, h: h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, nil, &place)
    }
}
