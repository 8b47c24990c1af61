/// What `lint` says about a page's events beyond what reading them reports: updates and appends
/// naming an id no element of the page has, valueOfs that can never find their element, id-less
/// updates from page events, updates on pages that play, and taps on elements that move.
enum InteractionCheck {
    static func check(_ page: Page, log: DiagnosticLog) {
        var ids = Set<String>()
        func collect(_ elements: [Element]) {
            for e in elements {
                if let id = e.id { ids.insert(id.lowercased()) }
                collect(e.elements)
            }
        }
        collect(page.elements)
        let pageID = page.id?.lowercased()
        var updates = 0

        func checkValueOf(_ v: ValueOf) {
            guard let id = v.id?.lowercased(), id != "*", id != pageID, !ids.contains(id) else { return }
            log.warning(at: v.offset, path: v.path, "valueOf names \"\(v.id ?? "")\", which no element on this page has; it never has a value")
        }
        func checkTarget(_ id: String?, offset: Int, path: JSONPath, verb: String, fromPage: Bool) {
            if let id, id != "*" {
                if !ids.contains(id.lowercased()) {
                    log.warning(at: offset, path: path, "\(verb) names \"\(id)\", which no element on this page has; it does nothing")
                }
            } else if fromPage {
                log.warning(at: offset, path: path, "an \(verb) without \"id\" in a page event changes nothing (the page is not an element)")
            }
        }
        func checkHandler(_ handler: EventHandler?, fromPage: Bool) {
            guard let handler else { return }
            for action in handler.actions {
                switch action {
                case .update(let u):
                    updates += 1
                    checkTarget(u.id, offset: u.offset, path: u.path, verb: "update", fromPage: fromPage)
                    u.changes.expressions.forEach(checkValueOf)
                    checkHandler(u.completion, fromPage: fromPage)
                case .append(let a):
                    checkTarget(a.id, offset: a.offset, path: a.path, verb: "append", fromPage: fromPage)
                case .timer(let t):
                    checkHandler(t.tick, fromPage: fromPage)
                case .get(let q), .post(let q):
                    for case .valueOf(let v) in q.params.values { checkValueOf(v) }
                    checkHandler(q.completion, fromPage: fromPage)
                    checkHandler(q.error, fromPage: fromPage)
                }
            }
        }
        func checkElements(_ elements: [Element]) {
            for e in elements {
                if let v = e.textExpression { checkValueOf(v) }
                if let events = e.events {
                    for name in events.handlers.keys.sorted() { checkHandler(events[name], fromPage: false) }
                    if events["tapped"] != nil || events["doubleTapped"] != nil, e.to != nil || e.loop != nil {
                        log.note(at: e.sourceOffset, path: nil, "taps reach this element where it is drawn as it moves; the original engine tested its un-animated place")
                    }
                }
                checkElements(e.elements)
            }
        }
        for name in page.events.handlers.keys.sorted() { checkHandler(page.events[name], fromPage: true) }
        checkElements(page.elements)
        if updates > 0, page.play != .never {
            log.warning(at: page.sourceOffset, path: nil, "this page uses \"update\" but does not have \"play\": \"never\"; the original engine froze its tweens there (this player runs them)")
        }
    }
}
