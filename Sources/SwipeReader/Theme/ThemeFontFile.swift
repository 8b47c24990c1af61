import SwipeDocument

/// A quick look at embedded font data, enough to report data that is no font or is cut short
/// (its table directory pointing past the end) without loading it. The renderer checks the rest
/// (the PostScript name inside, the glyphs) when it registers the font.
enum ThemeFontFile {
    /// Why `bytes` cannot be a whole font, or nil when they look like one.
    static func problem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 12 else { return "the font data is \(bytes.count) bytes: too short for a font" }
        switch tag(bytes, 0) {
        case "\0\u{1}\0\0", "true", "typ1", "OTTO": return sfntProblem(bytes, at: 0)
        case "ttcf":
            let count = Int(u32(bytes, 8))
            guard bytes.count >= 12 + 4 * count else { return truncated(bytes, needing: 12 + 4 * count) }
            for k in 0..<count {
                if let p = sfntProblem(bytes, at: Int(u32(bytes, 12 + 4 * k))) { return p }
            }
            return nil
        case "wOFF", "wOF2":
            let declared = Int(u32(bytes, 8))
            return declared == bytes.count ? nil : truncated(bytes, needing: declared)
        default:
            return "the font data is not a TrueType, OpenType or WOFF font"
        }
    }

    /// Checks an sfnt's table directory at `start`: every table inside the data.
    private static func sfntProblem(_ bytes: [UInt8], at start: Int) -> String? {
        guard start >= 0, start + 12 <= bytes.count else { return truncated(bytes, needing: start + 12) }
        let tables = Int(u16(bytes, start + 4))
        let directoryEnd = start + 12 + 16 * tables
        guard tables > 0 else { return "the font has no tables" }
        guard directoryEnd <= bytes.count else { return truncated(bytes, needing: directoryEnd) }
        for k in 0..<tables {
            let record = start + 12 + 16 * k
            let end = Int(u32(bytes, record + 8)) + Int(u32(bytes, record + 12))
            if end > bytes.count {
                return truncated(bytes, needing: end, table: tag(bytes, record))
            }
        }
        return nil
    }

    private static func truncated(_ bytes: [UInt8], needing end: Int, table: String? = nil) -> String {
        let what = table.map { "its '\($0)' table" } ?? "it"
        return "the font data is cut short: \(what) needs \(end) bytes, the data has \(bytes.count)"
    }

    private static func tag(_ b: [UInt8], _ i: Int) -> String { String(decoding: b[i..<(i + 4)], as: UTF8.self) }
    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(u16(b, i)) << 16 | UInt32(u16(b, i + 2)) }
}
