import CSDL2
import SwipeDocument

/// The window's picture turned onto its output (`--rotate`), for a screen on its side or upside
/// down with no compositor to turn it (KMS/DRM has no rotation of its own): screens draw into a
/// target texture of the turned size, which is then copied onto the window turned, pixel for
/// pixel. One extra texture the size of the screen, made again when the window's size changes.
/// The turn is `context.rotation`; a renderer that cannot draw into a texture leaves the picture
/// and input upright (the rotation is then none), with a message.
final class RotatedOutput {
    private let renderer: OpaquePointer
    private let context: ScreenContext
    private var texture: OpaquePointer?
    private var size = Point.zero
    private let report: (String) -> Void

    init(context: ScreenContext, report: @escaping (String) -> Void) {
        self.context = context
        renderer = context.renderer
        self.report = report
    }

    deinit { if let texture { SDL_DestroyTexture(texture) } }

    /// Makes the turned picture the renderer's target, for the screens to draw a frame into. False
    /// when the renderer cannot draw into a texture: the turn is given up (the rotation is none
    /// from now on) and the screens have to be laid out again.
    func begin() -> Bool {
        let logical = context.viewport
        if texture == nil || size != logical {
            if let texture { SDL_DestroyTexture(texture) }
            size = logical
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(logical.x), Int32(logical.y))
            if let texture {
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
                SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            }
        }
        guard let texture, SDL_SetRenderTarget(renderer, texture) == 0 else {
            report("swipe-player: --rotate: cannot draw into a texture on this renderer (\(String(cString: SDL_GetError()))); the picture stays upright")
            context.rotation = .none
            return false
        }
        return true
    }

    /// Copies the frame drawn onto the window, turned; the window presents it next.
    func end() {
        guard let texture, SDL_GetRenderTarget(renderer) == texture else { return }
        SDL_SetRenderTarget(renderer, nil)
        // The picture, centred on the output and turned about its centre, covers it exactly.
        var output = (w: Int32(0), h: Int32(0))
        SDL_GetRendererOutputSize(renderer, &output.w, &output.h)
        var place = SDL_FRect(x: Float((Double(output.w) - size.x) / 2), y: Float((Double(output.h) - size.y) / 2), w: Float(size.x), h: Float(size.y))
        SDL_RenderCopyExF(renderer, texture, nil, &place, Double(context.rotation.rawValue), nil, SDL_FLIP_NONE)
    }
}
