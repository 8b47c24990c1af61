import Foundation

/// Writes an animated GIF that loops forever, frame by frame: each frame only the rectangle that
/// changed since the last one (an unchanged frame is one transparent pixel, so frame count and
/// delays stay those of the export), with a palette of its own (`Palette`) and Floyd–Steinberg
/// dithering where the palette cannot hold every colour.
final class GIFWriter {
    let width: Int
    let height: Int
    private let file: FileHandle
    private var previous: [UInt8]?

    /// Creates `path` for `width`×`height` frames (at most 65535 each way).
    init(path: String, width: Int, height: Int) throws {
        guard width <= 65535, height <= 65535 else { throw ExportError("a GIF is at most 65535 pixels wide and high") }
        self.width = width
        self.height = height
        guard FileManager.default.createFile(atPath: path, contents: nil), let f = FileHandle(forWritingAtPath: path) else {
            throw ExportError("cannot write \(path)")
        }
        file = f
        var header: [UInt8] = Array("GIF89a".utf8)
        header += le16(width) + le16(height) + [0x00, 0, 0]
        // NETSCAPE2.0: loop forever.
        header += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        try write(header)
    }

    /// Adds a frame of RGBA `pixels` (`width * 4` bytes a row) shown for `delay` centiseconds.
    func addFrame(_ pixels: UnsafePointer<UInt8>, delay: Int) throws {
        let count = width * height * 4
        let rect = changedRect(pixels)
        var bytes: [UInt8] = []
        guard let rect else {
            // Nothing changed: one transparent pixel keeps the frame and its delay.
            bytes += graphicControl(delay: delay, transparent: true)
            bytes += [0x2C] + le16(0) + le16(0) + le16(1) + le16(1) + [0x80]
            bytes += [0, 0, 0, 0, 0, 0]
            bytes += LZWEncoder.encode([0], colorCount: 2)
            try write(bytes)
            return
        }
        var palette = Palette(pixels: pixels, stride: width, rect: rect)
        let indices = Dithering.indices(pixels, stride: width, rect: rect, palette: &palette)
        let bitsMinus1 = LZWEncoder.bitsFor(palette.count) - 1
        let tableSize = 1 << (bitsMinus1 + 1)
        bytes += graphicControl(delay: delay, transparent: false)
        bytes += [0x2C] + le16(rect.x) + le16(rect.y) + le16(rect.width) + le16(rect.height) + [UInt8(0x80 | bitsMinus1)]
        bytes += palette.colors + [UInt8](repeating: 0, count: (tableSize - palette.count) * 3)
        bytes += LZWEncoder.encode(indices, colorCount: tableSize)
        try write(bytes)
        previous = Array(UnsafeBufferPointer(start: pixels, count: count))
    }

    /// Ends the file.
    func finish() throws {
        try write([0x3B])
        try file.close()
    }

    /// The smallest rectangle holding every pixel whose colour changed; nil when none did. The
    /// first frame is whole.
    private func changedRect(_ pixels: UnsafePointer<UInt8>) -> PixelRect? {
        guard let previous else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        previous.withUnsafeBufferPointer { old in
            for y in 0..<height {
                let row = y * width * 4
                // Rows are compared as words first: most rows of most frames are unchanged.
                if memcmp(old.baseAddress! + row, pixels + row, width * 4) == 0 { continue }
                for x in 0..<width {
                    let i = row + x * 4
                    if old[i] != pixels[i] || old[i + 1] != pixels[i + 1] || old[i + 2] != pixels[i + 2] {
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Delay, no disposal (the next frame draws over this one), and optionally index 0 transparent.
    private func graphicControl(delay: Int, transparent: Bool) -> [UInt8] {
        [0x21, 0xF9, 4, transparent ? 0x05 : 0x04] + le16(delay) + [0, 0]
    }

    private func write(_ bytes: [UInt8]) throws {
        do { try file.write(contentsOf: Data(bytes)) } catch { throw ExportError("cannot write the GIF: \(error.localizedDescription)") }
    }

    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
}
