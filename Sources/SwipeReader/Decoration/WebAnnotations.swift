import Foundation
import SwipeDocument

/// A document's bookmarks and highlights as a W3C Web Annotation collection (JSON-LD): each
/// highlight an annotation whose target is the document with a fragment selector (the locator's
/// fragments), a text quote and a text position, and whose bodies are its colour and its note;
/// each bookmark an annotation with the `bookmarking` motivation.
public enum WebAnnotations {
    public static func collection(href: String, bookmarks: Bookmarks, highlights: Highlights) -> Data {
        var items: [[String: Any]] = []
        func date(_ t: Double) -> String {
            let f = ISO8601DateFormatter()
            return f.string(from: Date(timeIntervalSince1970: t))
        }
        func selectors(_ l: Locator) -> [[String: Any]] {
            let fragments = LocatorFragments(page: l.page + 1, scene: l.scene, element: l.element, characters: l.characters, time: l.time).strings
            var out: [[String: Any]] = [["type": "FragmentSelector", "value": fragments.joined(separator: "&")]]
            if let q = l.text { out.append(["type": "TextQuoteSelector", "exact": q.highlight, "prefix": q.before, "suffix": q.after]) }
            if let c = l.characters { out.append(["type": "TextPositionSelector", "start": c.lowerBound, "end": c.upperBound]) }
            return out
        }
        for b in bookmarks.items {
            items.append(["id": "bookmark-\(b.locator.page + 1)", "type": "Annotation", "motivation": "bookmarking", "created": date(b.created),
                          "target": ["source": href, "selector": selectors(b.locator)]])
        }
        for h in highlights.items {
            var bodies: [[String: Any]] = [["type": "TextualBody", "purpose": "tagging", "value": h.colour.rawValue]]
            if let note = h.note { bodies.append(["type": "TextualBody", "purpose": "commenting", "value": note, "format": "text/plain"]) }
            var annotation: [String: Any] = ["id": h.id, "type": "Annotation", "motivation": "highlighting", "created": date(h.created),
                                             "body": bodies, "target": ["source": href, "selector": selectors(h.locator)]]
            if let lang = h.locator.language { annotation["language"] = lang }
            items.append(annotation)
        }
        let collection: [String: Any] = ["@context": "http://www.w3.org/ns/anno.jsonld", "type": "AnnotationCollection",
                                         "label": "Annotations of \(href)", "total": items.count, "items": items]
        return (try? JSONSerialization.data(withJSONObject: collection, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }
}
