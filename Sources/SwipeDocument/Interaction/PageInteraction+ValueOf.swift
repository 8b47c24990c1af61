import Foundation

/// valueOf (behaviour reference 4): an expression evaluated from its originator, reading a
/// property of the page or of the element its id names, a request's response or a row's item.
extension PageInteraction {
    /// The value of `v` evaluated from the originator `o`; nil when it has none.
    public func evaluate(_ v: ValueOf, from o: InteractionNode) -> InteractionValue? {
        if case .request(let r) = o, case .path(let steps) = v.property, steps.first == "params" {
            return requests.indices.contains(r) ? responseValue(requests[r], at: steps.dropFirst()) : nil
        }
        if case .path(let steps) = v.property, steps.first == "items" { return itemValue(steps.dropFirst()) }
        guard case .name(let name) = v.property else { return nil }
        switch o {
        case .list(let p):
            // Inside rowSelected only the list's selectedItem reads, whatever id is named (4.2).
            return name == "selectedItem" ? read(name, of: .element(p)) : nil
        case .timer, .request:
            // Timers and requests read from the node that started them, whatever "id" says.
            var n = o
            while n.isTransient, let p = parent(of: n) { n = p }
            return n.isTransient ? nil : read(name, of: n)
        case .page:
            guard let id = v.id, id != "*", id.caseInsensitiveCompare(page.id ?? "") != .orderedSame else { return read(name, of: .page) }
            return firstChild(of: [], named: id).flatMap { read(name, of: .element($0)) }
        case .element(let p):
            guard let id = v.id, id != "*", !hasID(p, id) else { return read(name, of: o) }
            let found = v.searchChildren ? descendant(of: p, named: id) : ancestorSearch(from: p, named: id)
            return found.flatMap { read(name, of: .element($0)) }
        }
    }

    /// A property of the page or an element (4.3).
    private func read(_ name: String, of node: InteractionNode) -> InteractionValue? {
        guard case .element(let p) = node else {
            let size = builder.settings.documentSize
            switch name {
            case "data": return .json(page.data ?? JSONNode(.string("")))
            case "x", "y", "screenX", "screenY": return .number(0)
            case "w": return .number(size.x)
            case "h": return .number(size.y)
            default: return nil
            }
        }
        guard let e = element(at: p), let s = state(of: p) else { return nil }
        switch name {
        case "text": return text(of: e, s).map { .string($0) }
        case "text.length": return text(of: e, s).map { .number(Double($0.count)) }
        case "enabled": return .bool(s.enabled)
        case "focusable": return .bool(s.focusable)
        case "data": return .json(s.data ?? e.data ?? JSONNode(.string("")))
        case "x": return box(at: p).map { .number($0.frame.origin.x) }
        case "y": return box(at: p).map { .number($0.frame.origin.y) }
        case "w": return box(at: p).map { .number($0.frame.size.x) }
        case "h": return box(at: p).map { .number($0.frame.size.y) }
        case "screenX": return box(at: p).map { .number($0.screenOrigin.x) }
        case "screenY": return box(at: p).map { .number($0.screenOrigin.y) }
        case "selectedItem": return lists[p].map { .string($0.scroller.selection.map(String.init) ?? "none") }
        default: return nil
        }
    }

    func text(of e: Element, _ s: ElementLiveState) -> String? {
        (s.text ?? e.text)?.resolved(language: builder.settings.language, strings: page.strings)
    }
}
