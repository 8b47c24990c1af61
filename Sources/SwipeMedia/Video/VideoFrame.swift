/// One decoded picture in planar YUV 4:2:0 (the layout SDL's IYUV textures take), with its
/// presentation time. Frames are pooled and refilled by a decoder, so `serial` changes whenever
/// the picture does and a texture is uploaded only for a new one.
public final class VideoFrame: @unchecked Sendable {
    public private(set) var width = 0
    public private(set) var height = 0
    /// Presentation time in seconds from the start of the media.
    public internal(set) var time: Double = 0
    /// Changes each time the frame is filled with another picture.
    public private(set) var serial = 0
    /// Luma plane, `width` bytes a row.
    public private(set) var y: [UInt8] = []
    /// Chroma planes, `chromaWidth` bytes a row, `chromaHeight` rows.
    public private(set) var u: [UInt8] = []
    public private(set) var v: [UInt8] = []

    public var chromaWidth: Int { (width + 1) / 2 }
    public var chromaHeight: Int { (height + 1) / 2 }

    private static let serials = SerialCounter()

    init() {}

    /// Sizes the planes for a `width`×`height` picture (reusing their storage when it fits) and
    /// marks the frame as holding a new picture.
    func reshape(width: Int, height: Int, time: Double) {
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            y = [UInt8](repeating: 0, count: width * height)
            u = [UInt8](repeating: 128, count: chromaWidth * chromaHeight)
            v = [UInt8](repeating: 128, count: chromaWidth * chromaHeight)
        }
        self.time = time
        serial = Self.serials.next()
    }

    /// Writes into the three planes.
    func withPlanes<R>(_ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> R) -> R {
        y.withUnsafeMutableBufferPointer { yp in
            u.withUnsafeMutableBufferPointer { up in
                v.withUnsafeMutableBufferPointer { vp in body(yp.baseAddress!, up.baseAddress!, vp.baseAddress!) }
            }
        }
    }
}
