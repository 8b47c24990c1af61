import SwipeDocument

/// The updates a page makes only on a timer it starts by itself (from a `load` event), to elements
/// nothing the reader does (a tap, a focus, a row chosen, text typed) updates: content that moves
/// on with no way to pause or reach it (WCAG 2.2.2). Pure.
enum TimerOnlyChanges {
    /// The events the reader causes.
    static let readerEvents: Set<String> = ["tapped", "doubleTapped", "gainedFocus", "lostFocus", "rowSelected", "textChanged", "endEdit"]

    /// The updates in timer ticks of `page` that only those ticks make, in the order written.
    static func updates(on page: Page) -> [UpdateAction] {
        var byReader = Set<String>()
        var timed: [(update: UpdateAction, target: String)] = []

        /// `owner`: what an update without `id` changes (nil on the page, which is no element).
        func visit(_ handler: EventHandler?, owner: String?, reader: Bool, ticking: Bool) {
            for action in handler?.actions ?? [] {
                switch action {
                case .update(let u):
                    let target = u.id.flatMap { $0 == "*" ? nil : $0.lowercased() } ?? owner
                    if let target {
                        if reader { byReader.insert(target) } else if ticking { timed.append((u, target)) }
                    }
                    visit(u.completion, owner: owner, reader: reader, ticking: ticking)
                case .timer(let t):
                    visit(t.tick, owner: owner, reader: reader, ticking: true)
                case .get(let q), .post(let q):
                    visit(q.completion, owner: owner, reader: reader, ticking: ticking)
                    visit(q.error, owner: owner, reader: reader, ticking: ticking)
                case .append: break
                }
            }
        }
        func visit(_ events: EventHandlers, owner: String?) {
            for name in events.handlers.keys.sorted() where name == "load" || readerEvents.contains(name) {
                visit(events[name], owner: owner, reader: name != "load", ticking: false)
            }
        }
        func visit(_ elements: [Element]) {
            for e in elements {
                if let events = e.events { visit(events, owner: e.id?.lowercased() ?? "@\(e.sourceOffset)") }
                visit(e.elements)
            }
        }
        visit(page.events, owner: nil)
        visit(page.elements)
        return timed.filter { !byReader.contains($0.target) }.map(\.update).sorted { $0.offset < $1.offset }
    }
}
