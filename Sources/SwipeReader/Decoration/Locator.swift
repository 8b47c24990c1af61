import Foundation
import SwipeDocument

/// A place in a Swipe document or a Boken story: a page (or scene), optionally an element on it and
/// a range of that element's displayed text, in the shape of Readium's `Locator` so its JSON carries
/// over (`locations.position` is the 1-based page; `fragments` hold `page=`, `scene=`, `element=`,
/// `char=` and `t=`). The quoted text lets a locator find its place again after small edits, and a
/// story scene's `sceneId` its scene after the scenes were reordered.
public struct Locator: Equatable, Hashable, Sendable {
    /// The document (a path or URL), as the application names it.
    public var href: String
    public var title: String?
    /// 0-based page (or scene) index.
    public var page: Int
    /// A Boken story scene's `sceneId` (`scene=`): found before `page` where a scene still has it.
    public var scene: String?
    /// The element on the page; nil for the page as a whole.
    public var element: ElementLocatorPath?
    /// Unicode scalar offsets into the element's displayed text (RFC 5147 `char=`).
    public var characters: Range<Int>?
    /// The language `characters` count in.
    public var language: String?
    /// A moment in the page's timeline, seconds (`t=`).
    public var time: Double?
    /// The located text and its surroundings.
    public var text: TextQuote?

    public init(href: String, page: Int, element: ElementLocatorPath? = nil, characters: Range<Int>? = nil, language: String? = nil,
                time: Double? = nil, text: TextQuote? = nil, title: String? = nil, scene: String? = nil) {
        self.href = href
        self.page = page
        self.scene = scene
        self.element = element
        self.characters = characters
        self.language = language
        self.time = time
        self.text = text
        self.title = title
    }

    /// The media type the project registers for Swipe documents.
    public static let mediaType = "application/vnd.swipe+json"
}

extension Locator: Codable {
    private enum Keys: String, CodingKey { case href, type, title, locations, text }
    private enum LocationKeys: String, CodingKey { case position, fragments, lang }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        href = try c.decode(String.self, forKey: .href)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        text = try c.decodeIfPresent(TextQuote.self, forKey: .text)
        let l = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .locations)
        language = try l.decodeIfPresent(String.self, forKey: .lang)
        let fragments = LocatorFragments(try l.decodeIfPresent([String].self, forKey: .fragments) ?? [])
        let position = try l.decodeIfPresent(Int.self, forKey: .position) ?? fragments.page
        guard let position, position >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .position, in: l, debugDescription: "a locator needs a position (its page, from 1)")
        }
        page = position - 1
        scene = fragments.scene
        element = fragments.element
        characters = fragments.characters
        time = fragments.time
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(href, forKey: .href)
        try c.encode(Self.mediaType, forKey: .type)
        try c.encodeIfPresent(title, forKey: .title)
        var l = c.nestedContainer(keyedBy: LocationKeys.self, forKey: .locations)
        try l.encode(page + 1, forKey: .position)
        try l.encode(LocatorFragments(page: page + 1, scene: scene, element: element, characters: characters, time: time).strings, forKey: .fragments)
        try l.encodeIfPresent(language, forKey: .lang)
        try c.encodeIfPresent(text, forKey: .text)
    }

    /// The locator as JSON (sorted keys, so equal locators give equal bytes).
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A locator's `fragments`, read and written: `page=N`, `scene=ID` (the rest of the fragment, as
/// written), `element=PATH`, `char=S,E`, `t=SECONDS`; fragments it does not know are ignored when read.
struct LocatorFragments {
    var page: Int?
    var scene: String?
    var element: ElementLocatorPath?
    var characters: Range<Int>?
    var time: Double?

    init(page: Int?, scene: String?, element: ElementLocatorPath?, characters: Range<Int>?, time: Double?) {
        self.page = page
        self.scene = scene
        self.element = element
        self.characters = characters
        self.time = time
    }

    init(_ strings: [String]) {
        for s in strings {
            guard let eq = s.firstIndex(of: "=") else { continue }
            let key = s[..<eq], value = String(s[s.index(after: eq)...])
            switch key {
            case "page": page = Int(value)
            case "scene": scene = value.isEmpty ? nil : value
            case "element": element = ElementLocatorPath(value)
            case "t": time = Double(value).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            case "char":
                let bounds = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                if bounds.count == 2, let s = bounds[0], let e = bounds[1], s >= 0, e >= s { characters = s..<e }
            default: continue
            }
        }
    }

    var strings: [String] {
        var out: [String] = []
        if let page { out.append("page=\(page)") }
        if let scene { out.append("scene=\(scene)") }
        if let element { out.append("element=\(element)") }
        if let characters { out.append("char=\(characters.lowerBound),\(characters.upperBound)") }
        if let time { out.append("t=\(time)") }
        return out
    }
}
