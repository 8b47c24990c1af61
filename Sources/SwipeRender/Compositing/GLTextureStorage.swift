import CSDL2

/// Texture storage that llvmpipe draws fast. Mesa 22.3's llvmpipe draws an upright textured
/// quad with its "linear" rasterizer, several times faster than its general one (a full-window
/// photo 11 → 5 ms on two cores), only from textures it stores B8G8R8A8, and it stores them so
/// only for an unsized `GL_RGBA` given `GL_BGRA` data (`st_format.c`); SDL 2.26 asks for
/// `GL_RGBA8`, stored R8G8B8A8. So SDL's OpenGL renderer makes the texture (its parameters, its
/// framebuffer for a layer) and this gives it the other storage and uploads the pixels in its
/// order (turned here, eight pixels at a time, a band of rows at once: Mesa's own conversion took
/// 0.87 ms a megapixel, a copy 0.15). GL samples the same colours from either storage: the same
/// pictures.
final class GLTextureStorage {
    private typealias TexImage2D = @convention(c) (UInt32, Int32, Int32, Int32, Int32, Int32, UInt32, UInt32, UnsafeRawPointer?) -> Void
    private typealias PixelStorei = @convention(c) (UInt32, Int32) -> Void

    private let texImage2D: TexImage2D
    private let texSubImage2D: TexImage2D
    private let pixelStorei: PixelStorei
    /// A band of the texture being uploaded, B, G, R, A.
    private var turned: [UInt32] = []
    /// The pixels of a band (1 MiB).
    private static let bandPixels = 1 << 18

    private static let texture2D: UInt32 = 0x0DE1, rgba: UInt32 = 0x1908, bgra: UInt32 = 0x80E1, unsignedByte: UInt32 = 0x1401
    private static let unpackAlignment: UInt32 = 0x0CF5, unpackRowLength: UInt32 = 0x0CF2

    /// The SDL format of the textures this stores (its pixels are uploaded R, G, B, A all the same).
    static let sdlFormat = SDL_PIXELFORMAT_ARGB8888.rawValue

    /// For the renderer `info` describes where it is SDL's OpenGL renderer (textures
    /// `GL_TEXTURE_2D`), else nil.
    init?(_ info: SDL_RendererInfo) {
        guard let name = info.name, String(cString: name) == "opengl",
              let image = SDL_GL_GetProcAddress("glTexImage2D"), let sub = SDL_GL_GetProcAddress("glTexSubImage2D"),
              let store = SDL_GL_GetProcAddress("glPixelStorei") else { return nil }
        texImage2D = unsafeBitCast(image, to: TexImage2D.self)
        texSubImage2D = unsafeBitCast(sub, to: TexImage2D.self)
        pixelStorei = unsafeBitCast(store, to: PixelStorei.self)
    }

    /// Gives `texture` (made by SDL in `sdlFormat`, `width` × `height`) its storage, filled with
    /// `pixels` (R, G, B, A; `width` × 4 bytes a row) when given; false when SDL cannot bind it.
    func store(_ texture: OpaquePointer, width: Int, height: Int, pixels: UnsafeRawPointer?) -> Bool {
        guard SDL_GL_BindTexture(texture, nil, nil) == 0 else { return false }
        defer { SDL_GL_UnbindTexture(texture) }
        texImage2D(Self.texture2D, 0, Int32(Self.rgba), Int32(width), Int32(height), 0, Self.bgra, Self.unsignedByte, nil)
        guard let pixels, width > 0 else { return true }
        // SDL leaves its own row length set after an update.
        pixelStorei(Self.unpackRowLength, 0)
        pixelStorei(Self.unpackAlignment, 4)
        // Turned and uploaded a band of rows at a time, so the buffer stays small whatever the picture.
        let rows = max(1, Self.bandPixels / width)
        for top in stride(from: 0, to: height, by: rows) {
            let count = min(rows, height - top)
            Self.swapRedAndBlue(pixels + top * width * 4, count: width * count, into: &turned)
            turned.withUnsafeBytes {
                texSubImage2D(Self.texture2D, 0, 0, Int32(top), Int32(width), Int32(count), Self.bgra, Self.unsignedByte, $0.baseAddress)
            }
        }
        return true
    }

    /// R, G, B, A pixels as B, G, R, A (`into` grows to hold them; its capacity is kept).
    static func swapRedAndBlue(_ pixels: UnsafeRawPointer, count: Int, into out: inout [UInt32]) {
        if out.count < count { out = [UInt32](repeating: 0, count: count) }
        out.withUnsafeMutableBytes { target in
            let to = target.baseAddress!
            func swapped<V: SIMD>(_ p: V) -> V where V.Scalar == UInt32 {
                (p & 0xFF00_FF00) | ((p &>> 16) & 0xFF) | ((p & 0xFF) &<< 16)
            }
            var i = 0
            while i + 8 <= count {
                to.storeBytes(of: swapped(pixels.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
            while i < count {
                let p = SIMD2<UInt32>(pixels.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self), 0)
                to.storeBytes(of: swapped(p)[0], toByteOffset: i * 4, as: UInt32.self)
                i += 1
            }
        }
    }
}
