import CSDL2
import SwipeDocument
import SwipeMedia

/// How a texture's draw combines with what the target holds.
public enum DrawingBlend: Sendable {
    /// The texture replaces what is there (opaque content).
    case replace
    /// The texture over what is there.
    case over
    /// What is there multiplied by the texture's alpha (a mask).
    case mask
}

/// Where the compositor draws: an SDL renderer (the window's, OpenGL offscreen) or the CPU
/// (`PixmanDevice`, for pictures that never reach a screen). Both take the same textured
/// triangles, so every target shows the same picture. Textures are the device's own handles;
/// where the device can, they hold premultiplied colour (a layer's picture always does), so
/// filtering never darkens a translucent edge.
public protocol DrawingDevice: AnyObject {
    /// The longest side a texture may have.
    var maxTextureSide: Int { get }
    /// Whether groups can be rendered into pictures of their own (layers, masks); if not, they
    /// are drawn flattened.
    var drawsLayers: Bool { get }
    /// Whether a pixel is drawn exactly when its centre is inside a triangle and an opaque draw
    /// replaces what was there, so `OcclusionCulling` may leave out what such a draw covers.
    var coversExactly: Bool { get }
    /// A texture holding `image` (straight alpha), filtered linearly.
    func makeTexture(_ image: RasterImage) -> OpaquePointer?
    /// A cleared texture to draw a layer into (it holds premultiplied colour).
    func makeLayerTarget(width: Int, height: Int) -> OpaquePointer?
    /// A texture for a video's pictures (`upload`).
    func makeVideoTexture(width: Int, height: Int) -> OpaquePointer?
    /// Puts a decoded picture into a video texture of its size.
    func upload(_ frame: VideoFrame, to texture: OpaquePointer)
    func destroy(_ texture: OpaquePointer)
    /// Nearest (a texture shown texel for texel) or linear sampling.
    func setSampling(_ texture: OpaquePointer, nearest: Bool)
    /// Draws `mesh` (three vertices a triangle, screen pixels and texture coordinates 0...1) of
    /// `texture` whose longer side is `textureSide` texels, its colour multiplied by `tint` (a
    /// straight colour: white with an alpha fades it; a colour paints a white picture in it).
    func draw(_ mesh: [MeshVertex], texture: OpaquePointer, textureSide: Int, blend: DrawingBlend, tint: SDL_Color)
    /// Fills `mesh` with `color` (straight alpha), blended unless it is opaque.
    func fill(_ mesh: [MeshVertex], color: SDL_Color)
    /// Fills the whole target with `color`.
    func clear(_ color: SDL_Color)
    /// The layer texture drawn into; nil: the canvas or window.
    var target: OpaquePointer? { get set }
    /// The pixels of what is drawn into (`target`, or the canvas or window), in the coordinates
    /// draws use (a window's viewport may be moved).
    var targetBounds: PixelRect { get }
    /// Copies the target's pixels (R, G, B, A, premultiplied where it is a layer; `width` × 4
    /// bytes a row) into `pixels`; false when the target is not that size.
    func read(into pixels: UnsafeMutableRawPointer, width: Int, height: Int) -> Bool
    /// Makes ready, a step a call, what the device makes the first time it meets a kind of draw,
    /// so that no frame of an animation waits for it; true while steps remain. Called while
    /// nothing moves, between two looks at the input; what it draws is cleared by the next frame.
    func warmUp() -> Bool
}

extension DrawingDevice {
    /// Draws `mesh` of `texture` faded by `alpha`.
    public func draw(_ mesh: [MeshVertex], texture: OpaquePointer, textureSide: Int, blend: DrawingBlend, alpha: UInt8) {
        draw(mesh, texture: texture, textureSide: textureSide, blend: blend, tint: SDL_Color(r: 255, g: 255, b: 255, a: alpha))
    }

    /// Copies the target's pixels into `image`, which has the target's size.
    public func read(into image: inout RasterImage) -> Bool {
        let (width, height) = (image.width, image.height)
        return image.pixels.withUnsafeMutableBytes { read(into: $0.baseAddress!, width: width, height: height) }
    }
}
