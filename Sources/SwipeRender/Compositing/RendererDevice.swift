import CSDL2
import SwipeDocument
import SwipeMedia

/// Drawing through an SDL renderer: OpenGL in a window or offscreen, or SDL's software renderer
/// where a window has no GL (its large triangles split first; straight-alpha textures and no
/// layers: it refuses the blend modes premultiplied colour needs).
public final class RendererDevice: DrawingDevice {
    public let renderer: OpaquePointer
    public let maxTextureSide: Int
    public private(set) var drawsLayers: Bool
    /// Not SDL's software renderer: it rasterizes (split) triangles its own way.
    public var coversExactly: Bool { !isSoftware }
    private let isSoftware: Bool
    /// Textures hold premultiplied colour (every renderer but SDL's software one).
    private let premultiplies: Bool
    /// Textures stored as llvmpipe draws them fast, under SDL's OpenGL renderer.
    private let storage: GLTextureStorage?
    /// The SDL format textures and layers are made in.
    private let textureFormat: UInt32
    private var vertices: [SDL_Vertex] = []
    private var split: [MeshVertex] = []
    private var pendingTriangles: [MeshVertex] = []

    /// Source colour added as it is (premultiplied), destination kept by what the source leaves.
    static let premultipliedBlend = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                               SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    /// What is drawn multiplies what is there by its alpha: a mask.
    static let maskBlend = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                      SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let limit = Int(min(info.max_texture_width, info.max_texture_height))
        maxTextureSide = limit > 0 ? min(limit, 8192) : 8192
        isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        drawsLayers = !isSoftware
        premultiplies = !isSoftware
        storage = GLTextureStorage(info)
        textureFormat = storage == nil ? SurfaceConversion.rgbaFormat : GLTextureStorage.sdlFormat
    }

    public func makeTexture(_ image: RasterImage) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, textureFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(image.width), Int32(image.height)) else { return nil }
        func upload(_ pixels: [UInt8]) -> Bool {
            pixels.withUnsafeBytes { p in
                if let storage { return storage.store(t, width: image.width, height: image.height, pixels: p.baseAddress) }
                return SDL_UpdateTexture(t, nil, p.baseAddress, Int32(image.width * 4)) == 0
            }
        }
        let uploaded: Bool
        if premultiplies != image.isPremultiplied, !image.isOpaque {
            var converted = image
            if premultiplies { converted.premultiply() } else { converted.unpremultiply() }
            uploaded = upload(converted.pixels)
        } else {
            uploaded = upload(image.pixels)
        }
        guard uploaded else {
            SDL_DestroyTexture(t)
            return nil
        }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }

    public func makeLayerTarget(width: Int, height: Int) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, textureFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)) else { return nil }
        if let storage, !storage.store(t, width: width, height: height, pixels: nil) {
            SDL_DestroyTexture(t)
            return nil
        }
        guard SDL_SetTextureBlendMode(t, Self.premultipliedBlend) == 0 else {
            SDL_DestroyTexture(t)
            drawsLayers = false
            return nil
        }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }

    public func makeVideoTexture(width: Int, height: Int) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_IYUV.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(width), Int32(height)) else { return nil }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }

    public func upload(_ frame: VideoFrame, to texture: OpaquePointer) {
        frame.y.withUnsafeBufferPointer { y in
            frame.u.withUnsafeBufferPointer { u in
                frame.v.withUnsafeBufferPointer { v in
                    _ = SDL_UpdateYUVTexture(texture, nil, y.baseAddress, Int32(frame.width), u.baseAddress, Int32(frame.chromaWidth),
                                             v.baseAddress, Int32(frame.chromaWidth))
                }
            }
        }
    }

    public func destroy(_ texture: OpaquePointer) { SDL_DestroyTexture(texture) }

    public func setSampling(_ texture: OpaquePointer, nearest: Bool) {
        TextureSampling.set(texture, nearest ? SDL_ScaleModeNearest : SDL_ScaleModeLinear, renderer: renderer)
    }

    public func draw(_ mesh: [MeshVertex], texture: OpaquePointer, textureSide: Int, blend: DrawingBlend, tint: SDL_Color) {
        switch blend {
        case .replace: SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        case .over: SDL_SetTextureBlendMode(texture, premultiplies ? Self.premultipliedBlend : SDL_BLENDMODE_BLEND)
        case .mask: SDL_SetTextureBlendMode(texture, Self.maskBlend)
        }
        // Premultiplied colour is multiplied by a premultiplied tint; straight colour by a straight one.
        let color = premultiplies ? SDL_Color(r: RasterImage.premultiplied(tint.r, by: tint.a), g: RasterImage.premultiplied(tint.g, by: tint.a),
                                              b: RasterImage.premultiplied(tint.b, by: tint.a), a: tint.a) : tint
        if isSoftware {
            split.removeAll(keepingCapacity: true)
            TriangleSplitter.split(mesh, maxArea: TriangleSplitter.softwareLimit(textureSide: textureSide), into: &split, pending: &pendingTriangles)
        }
        submit(isSoftware ? split : mesh, texture: texture, color: color)
    }

    public func fill(_ mesh: [MeshVertex], color: SDL_Color) {
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        submit(mesh, texture: nil, color: color)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    private func submit(_ mesh: [MeshVertex], texture: OpaquePointer?, color: SDL_Color) {
        vertices.removeAll(keepingCapacity: true)
        for v in mesh {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(v.x), y: Float(v.y)), color: color,
                                       tex_coord: SDL_FPoint(x: Float(v.u), y: Float(v.v))))
        }
        SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), nil, 0)
    }

    public func clear(_ color: SDL_Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    public var target: OpaquePointer? {
        get { SDL_GetRenderTarget(renderer) }
        set { SDL_SetRenderTarget(renderer, newValue) }
    }

    public var targetBounds: PixelRect {
        var w: Int32 = 0, h: Int32 = 0
        if let target {
            SDL_QueryTexture(target, nil, nil, &w, &h)
        } else {
            SDL_GetRendererOutputSize(renderer, &w, &h)
        }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        return PixelRect(x0: Int(-viewport.x), y0: Int(-viewport.y), x1: Int(w - viewport.x), y1: Int(h - viewport.y))
    }

    /// llvmpipe compiles a shader the first time it meets each blend, sampling, kind of target and
    /// texture whose sides are or are not powers of two, which fell in a frame of a turn or an
    /// animation: `ShaderWarmUp` draws each once ahead, a step a call.
    public func warmUp() -> Bool {
        guard storage != nil else { return false }
        return shaders.step(self)
    }

    private let shaders = ShaderWarmUp()

    public func read(into pixels: UnsafeMutableRawPointer, width: Int, height: Int) -> Bool {
        SDL_RenderReadPixels(renderer, nil, SurfaceConversion.rgbaFormat, pixels, Int32(width * 4)) == 0
    }
}
