/// Reads an image's pixel size (and a GIF's frame count) from the first bytes of the file, so
/// layout can size elements without decoding pictures.
public struct ImageHeader: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var frameCount: Int

    /// PNG, GIF and JPEG; nil for anything else (the caller then decodes to find out).
    public static func read(_ b: [UInt8]) -> ImageHeader? {
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            return ImageHeader(width: be32(b, 16), height: be32(b, 20), frameCount: 1)
        }
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 {
            return ImageHeader(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8, frameCount: gifFrames(b))
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 { return jpeg(b) }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    private static func jpeg(_ b: [UInt8]) -> ImageHeader? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { i += 1; continue }
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) || marker == 0xFF { i += marker == 0xFF ? 1 : 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // Start-of-frame markers carry the size (not DHT C4, JPG C8, DAC CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return ImageHeader(width: w, height: h, frameCount: 1)
            }
            i += 2 + length
        }
        return nil
    }

    /// Counts the image descriptors of a GIF, skipping extension and data sub-blocks.
    private static func gifFrames(_ b: [UInt8]) -> Int {
        guard b.count > 13 else { return 1 }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 * (1 << (Int(b[10] & 0x07) + 1)) }
        var frames = 0
        func skipSubBlocks() {
            while i < b.count {
                let n = Int(b[i])
                i += 1
                if n == 0 { return }
                i += n
            }
        }
        while i < b.count {
            switch b[i] {
            case 0x21:
                i += 2
                skipSubBlocks()
            case 0x2C:
                frames += 1
                guard i + 10 <= b.count else { return max(frames, 1) }
                let flags = b[i + 9]
                i += 10
                if flags & 0x80 != 0 { i += 3 * (1 << (Int(flags & 0x07) + 1)) }
                i += 1
                skipSubBlocks()
            default:
                return max(frames, 1)
            }
        }
        return max(frames, 1)
    }
}
