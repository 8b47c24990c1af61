import CPNG

extension RasterImage {
    /// Writes the image as a PNG file with libpng, favouring speed over size (a thumbnailer and
    /// `render` wait for it; zlib at its default level took longer than drawing the picture). An
    /// opaque image is written without its alpha channel.
    public func writePNG(to path: String) -> Bool {
        guard width > 0, height > 0 else { return false }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let opaque = isOpaque
        image.format = opaque ? PNG_FORMAT_FLAG_COLOR : PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
        let written: Int32
        if opaque {
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            pixels.withUnsafeBufferPointer { p in
                var j = 0
                for i in stride(from: 0, to: p.count, by: 4) {
                    rgb[j] = p[i]
                    rgb[j + 1] = p[i + 1]
                    rgb[j + 2] = p[i + 2]
                    j += 3
                }
            }
            written = png_image_write_to_file(&image, path, 0, rgb, Int32(width * 3), nil)
        } else {
            written = png_image_write_to_file(&image, path, 0, pixels, Int32(width * 4), nil)
        }
        png_image_free(&image)
        return written != 0
    }
}
