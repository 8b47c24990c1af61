/// The actions an event runs, with the `params` schema a request's completion or error declares
/// (behaviour reference 1.2).
public struct EventHandler: Equatable, Sendable {
    public var params: JSONNode?
    public var actions: [InteractionAction]

    public init(params: JSONNode? = nil, actions: [InteractionAction]) {
        self.params = params
        self.actions = actions
    }
}

/// The `"events"` of an element, a page, an update, a timer or a request: handlers by event name.
public struct EventHandlers: Equatable, Sendable {
    public var handlers: [String: EventHandler]

    public init(_ handlers: [String: EventHandler] = [:]) { self.handlers = handlers }

    public subscript(name: String) -> EventHandler? { handlers[name] }
    public var isEmpty: Bool { handlers.isEmpty }

    /// The events an element can receive (2.1).
    static let elementEvents = ["load", "tapped", "doubleTapped", "gainedFocus", "lostFocus", "enabled", "disabled",
                                "focusable", "unfocusable", "rowSelected", "textChanged", "endEdit"]
    static let pageEvents = ["load", "tapped", "doubleTapped"]

    /// Reads `"events"` of `r`, knowing only `names`; other names are reported as never firing.
    static func read(_ r: ObjectReader, names: [String], what: String) -> EventHandlers {
        guard let events = r.nested("events", what: "\"events\"") else { return EventHandlers() }
        var out: [String: EventHandler] = [:]
        for name in names {
            guard let n = events.node(name) else { continue }
            if let handler = EventHandler.read(n, path: events.path(name), log: r.log) { out[name] = handler }
        }
        for m in events.object.members where !names.contains(m.key) && !ObjectReader.isComment(m.key) {
            var message = "unknown event \"\(m.key)\" of \(what); it never fires"
            if let guess = ObjectReader.nearest(to: m.key, in: Set(names)) { message += " (did you mean \"\(guess)\"?)" }
            r.log.warning(at: m.keyOffset, path: events.path(m.key), message)
        }
        return EventHandlers(out)
    }
}

extension EventHandler {
    /// `{"params": …, "actions": [ … ]}`; nil (reported) when it is not an object. A list with a
    /// non-object entry is dropped whole, as the original engine drops it.
    static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> EventHandler? {
        guard let r = ObjectReader(node, path: path, log: log, what: "an event") else { return nil }
        let params = r.node("params")
        var actions: [InteractionAction] = []
        if let list = r.array("actions") {
            if let bad = list.firstIndex(where: { $0.object == nil }) {
                log.warning(at: list[bad].offset, path: r.path("actions") / bad,
                            "an action should be an object, not \(list[bad].kindDescription); the whole \"actions\" list is ignored, as the original engine does")
            } else {
                actions = list.enumerated().compactMap { InteractionAction.read($1, path: r.path("actions") / $0, log: log) }
            }
        }
        r.finish("an event")
        return EventHandler(params: params, actions: actions)
    }
}
