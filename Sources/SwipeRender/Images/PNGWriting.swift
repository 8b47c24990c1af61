import CPNG

extension RasterImage {
    /// Writes the image as a PNG file with libpng, favouring speed over size (a thumbnailer and
    /// `render` wait for it; zlib at its default level took longer than drawing the picture). An
    /// opaque image is written without its alpha channel.
    public func writePNG(to path: String) -> Bool {
        guard width > 0, height > 0 else { return false }
        return pixels.withUnsafeBytes { p in
            isOpaque ? PNGWriting.writeRGB(rgba: p.baseAddress!, width: width, height: height, stride: width * 4, to: path)
                : PNGWriting.write(p.baseAddress!, width: width, height: height, stride: width * 4, alpha: true, to: path)
        }
    }
}

/// PNG files written with libpng's simplified API, favouring speed over size.
enum PNGWriting {
    /// Writes rows of RGBA pixels, `stride` bytes apart, as an RGB picture: their alpha is left
    /// out (a canvas's picture is opaque whatever alpha its pixels kept).
    static func writeRGB(rgba: UnsafeRawPointer, width: Int, height: Int, stride: Int, to path: String) -> Bool {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { out in
            var j = 0
            for y in 0..<height {
                let row = (rgba + y * stride).assumingMemoryBound(to: UInt8.self)
                var i = 0
                while i < width * 4 {
                    out[j] = row[i]
                    out[j + 1] = row[i + 1]
                    out[j + 2] = row[i + 2]
                    j += 3
                    i += 4
                }
            }
        }
        return rgb.withUnsafeBytes { write($0.baseAddress!, width: width, height: height, stride: width * 3, alpha: false, to: path) }
    }

    /// Writes rows of RGB or RGBA pixels, `stride` bytes apart.
    static func write(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool, to path: String) -> Bool {
        guard width > 0, height > 0 else { return false }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        image.format = alpha ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR
        let written = png_image_write_to_file(&image, path, 0, pixels, Int32(stride), nil)
        png_image_free(&image)
        return written != 0
    }
}
