import SwipeDocument

/// A look at an embedded image's first bytes: what format it really is and, where the header says
/// so cheaply, its pixel size, so data that is no image, is mislabelled, or would take gigabytes to
/// decode is reported when the theme is read, not when it is drawn.
public enum ThemeImageData {
    /// Larger images are left out: 16,384 pixels on a side (a common texture limit), 50 megapixels.
    static let maxSide = 16_384
    static let maxPixels = 50_000_000

    /// What SnappTheming shows: PNG and JPEG natively, PDF (first page), SVG with its SVG package.
    static let portableTypes: Set<String> = ["image/png", "image/jpeg", "application/pdf", "image/svg+xml"]

    /// The outcome of checking one image: a reason to leave it out, or a warning to give.
    enum Verdict: Equatable {
        case ok
        case warning(String)
        case error(String)
    }

    static func check(mime: String, bytes: [UInt8]) -> Verdict {
        guard !bytes.isEmpty else { return .error("the image data is empty") }
        let found = format(of: bytes)
        let declared = mime == "image/jpg" ? "image/jpeg" : mime
        if let size = found?.size, size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels {
            return .error("the image is \(size.width)×\(size.height) pixels, larger than the \(maxSide) a side or \(maxPixels / 1_000_000) megapixels an image may have")
        }
        if let found, found.mime != declared {
            return .warning("the data is \(found.mime), not \(mime) as its data URI says")
        }
        if found == nil, knownTypes.contains(declared) {
            return .error("the data is not \(declared) (it does not start as one)")
        }
        if !portableTypes.contains(declared) {
            return .warning("SnappTheming shows PNG, JPEG, PDF and SVG images only, not \(mime)")
        }
        return .ok
    }

    /// The types recognised by their first bytes.
    private static let knownTypes: Set<String> = portableTypes.union(["image/gif", "image/webp", "image/bmp"])

    /// The format of `b` by its signature, with the pixel size where the header gives it.
    public static func format(of b: [UInt8]) -> (mime: String, size: (width: Int, height: Int)?)? {
        func starts(_ s: [UInt8]) -> Bool { b.count >= s.count && Array(b[0..<s.count]) == s }
        func big(_ i: Int, _ n: Int) -> Int { b[i..<(i + n)].reduce(0) { $0 << 8 | Int($1) } }
        func little(_ i: Int, _ n: Int) -> Int { b[i..<(i + n)].reversed().reduce(0) { $0 << 8 | Int($1) } }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return ("image/png", b.count >= 24 ? (big(16, 4), big(20, 4)) : nil)
        }
        if starts([0xFF, 0xD8, 0xFF]) { return ("image/jpeg", jpegSize(b)) }
        if starts(Array("GIF8".utf8)) { return ("image/gif", b.count >= 10 ? (little(6, 2), little(8, 2)) : nil) }
        if starts(Array("BM".utf8)), b.count >= 26 { return ("image/bmp", (little(18, 4), abs(Int(Int32(truncatingIfNeeded: little(22, 4)))))) }
        if starts(Array("RIFF".utf8)), b.count >= 12, Array(b[8..<12]) == Array("WEBP".utf8) { return ("image/webp", nil) }
        if starts(Array("%PDF-".utf8)) { return ("application/pdf", nil) }
        let text = b.prefix(512).drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || (0x09...0x0D).contains($0) }
        if text.first == UInt8(ascii: "<") { return ("image/svg+xml", nil) }
        return nil
    }

    /// A JPEG's size from its start-of-frame segment, walking the segments before it.
    private static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let sizeBearing = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if sizeBearing { return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6])) }
            if marker == 0xFF { i += 1; continue }
            i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
        }
        return nil
    }
}
