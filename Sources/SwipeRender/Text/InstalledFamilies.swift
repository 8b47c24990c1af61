import CFontconfig

extension FontResolver {
    /// The font families installed for text, as fontconfig lists them (each by its first name),
    /// for the text view's `fontFamily`: dyslexia-friendly ones first (Debian's
    /// `fonts-opendyslexic`), then by name; emoji, mathematics and the CJK families (which the
    /// per-character fallback reaches anyway) are left out.
    public static func installedFamilies() -> [String] {
        guard initialized, let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var families = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let family = strings(font, FC_FAMILY).first else { continue }
            families.insert(family)
        }
        let left = ["emoji", "math", "cjk"]
        return families.filter { name in !left.contains { name.lowercased().contains($0) } }
            .sorted { a, b in
                let da = a.lowercased().contains("dyslexic"), db = b.lowercased().contains("dyslexic")
                return da != db ? da : a < b
            }
    }
}
