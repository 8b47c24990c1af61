/// Text spoken when a page plays (`speech: {text, voice}`).
public struct Speech: Equatable, Sendable {
    public var text: TextSource
    /// A key of the document's `voices`; "*" by default.
    public var voice: String

    init?(_ r: ObjectReader) {
        let t = r.parsed("text", TextSource.parse)
        voice = r.string("voice") ?? "*"
        r.finish("\"speech\"")
        guard let t else {
            r.log.warning(at: r.offset, path: r.path, "\"speech\" needs a \"text\"; nothing is spoken")
            return nil
        }
        if case .localized = t, let n = r.object["text"] {
            r.warn(n, "text", "the original engine does not accept a language dictionary here, only a string or {\"ref\": id}; it is honoured anyway")
        }
        text = t
    }
}

/// A named voice for speech (`voices: {name: {lang, pitch, rate}}`).
public struct Voice: Equatable, Sendable {
    /// BCP-47 language, e.g. "en-GB"; nil for the synthesizer's default.
    public var lang: String?
    /// 0.5 ..< 2.0, 1 is normal.
    public var pitch: Double
    /// 0...2: 0 slowest, 1 normal, 2 fastest.
    public var rate: Double

    init(_ r: ObjectReader) {
        lang = r.string("lang")
        pitch = r.float32("pitch", in: 0.5...2.0) ?? 1
        rate = r.float32("rate", in: 0...2) ?? 1
        r.finish("a voice")
    }
}
