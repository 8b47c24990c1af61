import CFontconfig
import CFreeType
import Foundation

/// One face of an installed font file: what SDL_ttf opens (`path`, and `index` inside a .ttc
/// collection) and the family fontconfig knows it by.
public struct FontFace: Hashable, Sendable {
    public var path: String
    public var index: Int
    public var family: String

    public init(path: String, index: Int, family: String) {
        self.path = path
        self.index = index
        self.family = family
    }
}

/// Finds installed fonts for the (Apple) font names documents use, with fontconfig, and faces that
/// cover characters the chosen font lacks, so Latin, CJK and emoji text all render.
/// Safe to call from any thread.
public final class FontResolver: @unchecked Sendable {
    /// Called once per font name that is not installed, with a message naming the substitute.
    public var onWarning: ((String) -> Void)? {
        get { lock.withLock { warningHandler } }
        set { lock.withLock { warningHandler = newValue } }
    }

    private struct FaceKey: Hashable {
        var names: [String]
        var bold: Bool
    }

    private struct Candidate {
        var face: FontFace
        var charset: OpaquePointer
    }

    private struct FallbackKey: Hashable {
        var preferring: FontFace
        var scalar: UInt32
        var emoji: Bool
    }

    static let initialized: Bool = FcInit() != 0

    /// Starts loading fontconfig's configuration and caches (2–3 ms of files read and parsed) on
    /// a thread of its own, so that it overlaps what comes before the first text (a document's
    /// parse); whoever needs fonts first waits for it to finish, never for a second load.
    public static func startLoading() {
        Thread.detachNewThread { _ = initialized }
    }

    private let lock = NSLock()
    private var warningHandler: ((String) -> Void)?
    private var faces: [FaceKey: FontFace] = [:]
    private var defaults: [Bool: FontFace] = [:]
    private var warned: Set<String> = []
    /// Copies of each face's character set (owned; destroyed in deinit).
    private var charsets: [FontFace: OpaquePointer] = [:]
    /// Fonts ordered by likeness to a family, for fallback (their sets are owned; destroyed in deinit).
    private var candidates: [String: [Candidate]] = [:]
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] = []
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    /// Which registration of fonts from memory the caches above were made after.
    private var memoryGeneration = 0

    /// The prefix of the `path` of a face held in memory (never a file name).
    static let memoryPrefix = "memory:"

    public init() {}

    deinit {
        charsets.values.forEach { FcCharSetDestroy($0) }
        fontSets.forEach { FcFontSetDestroy($0) }
    }

    /// Makes a font given as bytes (a theme's embedded font) available to every resolver of the
    /// process under `postScriptName`, from memory: nothing is written to disk or into the user's
    /// fonts. Its family and coverage are read with FreeType and fontconfig. Returns problems to
    /// report: unreadable data, or a font whose own PostScript name differs from the one it is
    /// declared under (it is still registered under the declared one, as themes ask for that).
    @discardableResult
    public static func register(fontData data: [UInt8], postScriptName: String) -> [String] {
        MemoryFonts.shared.register(data, postScriptName: postScriptName)
    }

    /// A face's font file as bytes: a theme's font from memory, an installed one mapped
    /// (`MappedFontFiles`); nil where the file cannot be mapped.
    func data(of face: FontFace) -> UnsafeRawBufferPointer? {
        MemoryFonts.shared.bytes(of: face) ?? MappedFontFiles.shared.bytes(of: face.path)
    }

    /// Whether a face has only fixed bitmap sizes (no outlines, as Noto Color Emoji), as FreeType
    /// reads it from the font's header; false where its file cannot be read.
    func hasFixedSizesOnly(_ face: FontFace) -> Bool {
        data(of: face).map { MemoryFonts.shared.hasFixedSizesOnly($0, index: face.index) } ?? false
    }

    /// Forgets faces chosen before fonts were last registered from memory (they may resolve to one now).
    private func refreshIfFontsWereRegistered() {
        let generation = MemoryFonts.shared.generation
        guard generation != memoryGeneration else { return }
        memoryGeneration = generation
        faces.removeAll()
        fallbacks.removeAll()
    }

    /// The face for the first of `names` that is installed (Apple names map to metric-compatible
    /// equivalents; a "-Bold"/"-Italic" suffix selects the style), else the default sans-serif face.
    public func face(for names: [String], bold: Bool = false) -> FontFace {
        var messages: [String] = []
        let result: FontFace = lock.withLock {
            refreshIfFontsWereRegistered()
            let key = FaceKey(names: names, bold: bold)
            if let known = faces[key] { return known }
            var missing: [String] = []
            var chosen: FontFace?
            for name in names {
                if let f = installed(name, bold: bold) {
                    chosen = f
                    break
                }
                missing.append(name)
            }
            let face = chosen ?? defaultFace(bold: bold)
            for name in missing where warned.insert(name).inserted {
                messages.append("font \"\(name)\" is not installed; using \(face.family)")
            }
            faces[key] = face
            return face
        }
        if !messages.isEmpty, let handler = onWarning { messages.forEach(handler) }
        return result
    }

    /// A face that has a glyph for `scalar`: `preferring` when it covers it, else the installed
    /// face most like it that does; emoji-presentation characters go to a colour emoji font first.
    /// Nil when no installed font covers the character.
    public func fallback(for scalar: Unicode.Scalar, preferring: FontFace) -> FontFace? {
        fallback(for: scalar, preferring: preferring, emoji: scalar.properties.isEmojiPresentation)
    }

    /// As `fallback(for:preferring:)`, with the caller deciding whether the character is shown as
    /// emoji (e.g. a text-default symbol followed by U+FE0F).
    func fallback(for scalar: Unicode.Scalar, preferring: FontFace, emoji: Bool) -> FontFace? {
        lock.withLock {
            refreshIfFontsWereRegistered()
            let key = FallbackKey(preferring: preferring, scalar: scalar.value, emoji: emoji)
            if let known = fallbacks[key] { return known }
            var found: FontFace?
            if !emoji, let cs = charset(of: preferring), FcCharSetHasChar(cs, scalar.value) != 0 {
                found = preferring
            } else {
                let families = emoji ? ["emoji", preferring.family] : [preferring.family]
                found = families.lazy.flatMap { self.sorted(like: $0) }.first { FcCharSetHasChar($0.charset, scalar.value) != 0 }?.face
            }
            fallbacks[key] = found
            return found
        }
    }

    // MARK: Name matching (called with the lock held)

    /// What a document font name asks fontconfig for.
    struct Request: Equatable {
        var family: String
        var bold: Bool
        var italic: Bool
        /// One of our Apple-name substitutes: accepted whatever family fontconfig returns.
        var mapped: Bool
    }

    private static let styleSuffixes: [String: (bold: Bool, italic: Bool)] = [
        "bold": (true, false), "boldmt": (true, false), "italic": (false, true), "italicmt": (false, true),
        "oblique": (false, true), "bolditalic": (true, true), "bolditalicmt": (true, true), "boldoblique": (true, true),
        "regular": (false, false), "roman": (false, false), "medium": (false, false), "light": (false, false),
    ]

    private static let appleNames: [String: String] = [
        "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans", "arial": "Liberation Sans", "arialmt": "Liberation Sans",
        "times": "Liberation Serif", "timesroman": "Liberation Serif", "timesnewroman": "Liberation Serif", "timesnewromanpsmt": "Liberation Serif",
        "courier": "Liberation Mono", "couriernew": "Liberation Mono", "couriernewpsmt": "Liberation Mono", "menlo": "Liberation Mono",
    ]

    static func request(for name: String, bold: Bool) -> Request {
        var base = name.trimmingCharacters(in: .whitespaces)
        var request = Request(family: base, bold: bold, italic: false, mapped: false)
        if let dash = base.lastIndex(of: "-"), let style = styleSuffixes[base[base.index(after: dash)...].lowercased()] {
            base = String(base[..<dash])
            request = Request(family: base, bold: bold || style.bold, italic: style.italic, mapped: false)
        }
        let key = normalized(base)
        if let family = appleNames[key] {
            request.family = family
            request.mapped = true
        } else if key.hasPrefix("hira") {
            request.family = key.contains("mincho") || key.hasPrefix("hiramin") ? "Noto Serif CJK JP" : "Noto Sans CJK JP"
            request.mapped = true
        }
        return request
    }

    static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }

    private func installed(_ name: String, bold: Bool) -> FontFace? {
        if let memory = MemoryFonts.shared.face(named: name) { return memory }
        let r = Self.request(for: name, bold: bold)
        guard let (face, names) = match(family: r.family, bold: r.bold, italic: r.italic) else { return nil }
        let wanted = Self.normalized(r.family)
        return r.mapped || names.contains(where: { Self.normalized($0) == wanted }) ? face : nil
    }

    private func defaultFace(bold: Bool) -> FontFace {
        if let known = defaults[bold] { return known }
        var face: FontFace?
        for family in ["Liberation Sans", "DejaVu Sans"] {
            if let (f, names) = match(family: family, bold: bold, italic: false), names.contains(family) {
                face = f
                break
            }
        }
        let result = face ?? match(family: "sans-serif", bold: bold, italic: false)?.face ?? FontFace(path: "", index: 0, family: "")
        defaults[bold] = result
        return result
    }

    /// fontconfig's best match for a family and style: the face and all family names it has.
    private func match(family: String, bold: Bool, italic: Bool) -> (face: FontFace, families: [String])? {
        guard Self.initialized, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
        if bold { FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_BOLD) }
        if italic { FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ITALIC) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        guard let face = Self.face(of: matched) else { return nil }
        return (face, Self.strings(matched, FC_FAMILY))
    }

    private static func face(of pattern: OpaquePointer) -> FontFace? {
        guard let path = strings(pattern, FC_FILE).first else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontFace(path: path, index: Int(index), family: strings(pattern, FC_FAMILY).first ?? path)
    }

    static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let v = value {
            values.append(String(cString: v))
        }
        return values
    }

    // MARK: Coverage (called with the lock held)

    private func charset(of face: FontFace) -> OpaquePointer? {
        if let known = charsets[face] ?? MemoryFonts.shared.charset(of: face) { return known }
        guard Self.initialized, let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcPatternAddString(pattern, FC_FILE, Array(face.path.utf8) + [0])
        FcPatternAddInteger(pattern, FC_INDEX, Int32(face.index))
        FcObjectSetAdd(objects, FC_CHARSET)
        guard let set = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        var cs: OpaquePointer?
        guard set.pointee.nfont > 0, let first = set.pointee.fonts[0],
              FcPatternGetCharSet(first, FC_CHARSET, 0, &cs) == FcResultMatch, let found = cs,
              let copy = FcCharSetCopy(found) else { return nil }
        charsets[face] = copy
        return copy
    }

    /// Installed fonts ordered by likeness to `family`, keeping only those that add coverage.
    private func sorted(like family: String) -> [Candidate] {
        if let known = candidates[family] { return known }
        var list: [Candidate] = []
        if Self.initialized, let pattern = FcPatternCreate() {
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            if let set = FcFontSort(nil, pattern, FcBool(FcTrue), nil, &result) {
                fontSets.append(set)
                for i in 0..<Int(set.pointee.nfont) {
                    var cs: OpaquePointer?
                    guard let font = set.pointee.fonts[i], let face = Self.face(of: font),
                          FcPatternGetCharSet(font, FC_CHARSET, 0, &cs) == FcResultMatch, let charset = cs else { continue }
                    list.append(Candidate(face: face, charset: charset))
                }
            }
        }
        candidates[family] = list
        return list
    }
}

/// The fonts registered from memory, shared by every resolver of the process (as a theme's fonts
/// are registered for the process on other systems). Kept until the process ends.
private final class MemoryFonts: @unchecked Sendable {
    static let shared = MemoryFonts()

    private struct Font {
        let face: FontFace
        let bytes: UnsafeMutableRawBufferPointer
        let charset: OpaquePointer?
    }

    private let lock = NSLock()
    private var fonts: [String: Font] = [:]
    private var freeType: FT_Library?
    private var count = 0

    /// Changes with every registration, so resolvers know to forget faces they chose before.
    var generation: Int { lock.withLock { count } }

    func face(named name: String) -> FontFace? { lock.withLock { fonts[FontResolver.normalized(name)]?.face } }

    func charset(of face: FontFace) -> OpaquePointer? {
        guard let name = Self.name(of: face) else { return nil }
        return lock.withLock { fonts[name]?.charset }
    }

    func bytes(of face: FontFace) -> UnsafeRawBufferPointer? {
        guard let name = Self.name(of: face) else { return nil }
        return lock.withLock { fonts[name].map { UnsafeRawBufferPointer($0.bytes) } }
    }

    private static func name(of face: FontFace) -> String? {
        face.path.hasPrefix(FontResolver.memoryPrefix) ? FontResolver.normalized(String(face.path.dropFirst(FontResolver.memoryPrefix.count))) : nil
    }

    /// The process's FreeType, started on first need (called with the lock held).
    private func library() -> FT_Library? {
        if freeType == nil { FT_Init_FreeType(&freeType) }
        return freeType
    }

    /// Whether the face at `index` of a font file's `bytes` has no outlines, only fixed sizes.
    func hasFixedSizesOnly(_ bytes: UnsafeRawBufferPointer, index: Int) -> Bool {
        lock.withLock {
            var face: FT_Face?
            guard let library = library(),
                  FT_New_Memory_Face(library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(index), &face) == 0,
                  let face else { return false }
            defer { FT_Done_Face(face) }
            return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        }
    }

    func register(_ data: [UInt8], postScriptName: String) -> [String] {
        lock.withLock {
            guard let freeType = library() else { return ["font \"\(postScriptName)\": FreeType could not be started"] }
            guard !data.isEmpty else { return ["font \"\(postScriptName)\" has no data"] }
            let key = FontResolver.normalized(postScriptName)
            // The same bytes under the same name again (a theme reloaded): nothing to do.
            if let known = fonts[key], known.bytes.elementsEqual(data) { return [] }
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
            data.withUnsafeBytes { bytes.copyMemory(from: $0) }
            var ftFace: FT_Face?
            guard FT_New_Memory_Face(freeType, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), 0, &ftFace) == 0,
                  let ftFace else {
                bytes.deallocate()
                return ["font \"\(postScriptName)\": its data is not a font FreeType can read"]
            }
            defer { FT_Done_Face(ftFace) }
            var problems: [String] = []
            if let actual = FT_Get_Postscript_Name(ftFace).map({ String(cString: $0) }), FontResolver.normalized(actual) != key {
                problems.append("font \"\(postScriptName)\" holds the font \"\(actual)\"; it is used under the declared name")
            }
            let family = ftFace.pointee.family_name.map { String(cString: $0) } ?? postScriptName
            // A font replaced by another keeps its bytes: faces opened from them may still be in use.
            fonts[key] = Font(face: FontFace(path: FontResolver.memoryPrefix + postScriptName, index: 0, family: family), bytes: bytes,
                              charset: FcFreeTypeCharSet(ftFace, nil))
            count += 1
            return problems
        }
    }
}
