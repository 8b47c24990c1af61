import Foundation
import SwipeDocument

/// A reader's highlights in one document: passages of text (or whole elements) marked in a colour,
/// each with an optional short note. Drawn as the `highlights` decoration group (a note adds a
/// margin mark, `<id>-note`), kept beside the bookmarks, and exported as W3C Web Annotations.
public struct Highlights: Equatable, Sendable {
    /// The colours a highlight is drawn in.
    public enum Colour: String, Codable, CaseIterable, Sendable {
        case yellow, green, blue, pink

        public var color: Color {
            switch self {
            case .yellow: return Color(1, 0.85, 0)
            case .green: return Color(0.3, 0.85, 0.3)
            case .blue: return Color(0.3, 0.6, 1)
            case .pink: return Color(1, 0.45, 0.7)
            }
        }
    }

    /// One highlight.
    public struct Highlight: Codable, Equatable, Sendable {
        public var id: String
        public var locator: Locator
        public var colour: Colour
        public var note: String?
        /// When it was made, seconds since 1970.
        public var created: Double

        public init(id: String, locator: Locator, colour: Colour, note: String? = nil, created: Double) {
            self.id = id
            self.locator = locator
            self.colour = colour
            self.note = note
            self.created = created
        }
    }

    /// The decoration group highlights are drawn in.
    public static let group = "highlights"

    public private(set) var items: [Highlight] = []

    /// Highlights as read back (repeated ids keep their first), in page order, then text order.
    public init(_ items: [Highlight] = []) {
        var seen = Set<String>()
        self.items = items.filter { seen.insert($0.id).inserted }.sorted(by: Self.order)
    }

    private static func order(_ a: Highlight, _ b: Highlight) -> Bool {
        (a.locator.page, a.locator.characters?.lowerBound ?? 0, a.created) < (b.locator.page, b.locator.characters?.lowerBound ?? 0, b.created)
    }

    /// Adds a highlight of `locator` with a new id; the id.
    @discardableResult
    public mutating func add(_ locator: Locator, colour: Colour, now: Double) -> String {
        let id = "h\(Int(now * 1000))-\(items.count)"
        items.append(Highlight(id: id, locator: locator, colour: colour, created: now))
        items.sort(by: Self.order)
        return id
    }

    public func highlight(_ id: String) -> Highlight? { items.first { $0.id == id } }

    /// Changes a highlight's colour.
    public mutating func recolour(_ id: String, _ colour: Colour) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].colour = colour
    }

    /// Sets (or, empty, removes) a highlight's note.
    public mutating func annotate(_ id: String, note: String) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
        items[i].note = trimmed.isEmpty ? nil : trimmed
    }

    public mutating func remove(_ id: String) { items.removeAll { $0.id == id } }

    /// The highlights as decorations: each in its colour, with a margin mark where it has a note.
    public var decorations: [Decoration] {
        items.flatMap { h -> [Decoration] in
            let mark = Decoration(id: h.id, locator: h.locator, style: DecorationStyle(.highlight, tint: h.colour.color, opacity: 0.4))
            guard h.note != nil else { return [mark] }
            return [mark, Decoration(id: h.id + "-note", locator: h.locator, style: DecorationStyle(.sidemark, tint: h.colour.color))]
        }
    }

    /// The highlight a decoration id (`<id>` or `<id>-note`) belongs to.
    public func highlight(decoration id: String) -> Highlight? {
        highlight(id) ?? (id.hasSuffix("-note") ? highlight(String(id.dropLast(5))) : nil)
    }
}
