/// One action of an event: the five verbs of the language (behaviour reference 3.1). An object
/// holding several runs only the first in the original engine's order.
public enum InteractionAction: Equatable, Sendable {
    case update(UpdateAction)
    case append(AppendAction)
    case get(RequestAction)
    case post(RequestAction)
    case timer(TimerAction)

    static let verbs = ["update", "append", "get", "post", "timer"]

    /// Reads one action object; nil (reported) when it names no verb: the original engine passes
    /// it up to the page, which drops it.
    static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> InteractionAction? {
        guard let object = node.object else { return nil }
        let present = verbs.filter { object[$0] != nil }
        guard let verb = present.first, let value = object[verb] else {
            let keys = object.keys.filter { !ObjectReader.isComment($0) }
            if !keys.isEmpty {
                let guess = keys.lazy.compactMap { ObjectReader.nearest(to: $0, in: Set(verbs)) }.first
                log.warning(at: node.offset, path: path, "unknown action \(keys.map { "\"\($0)\"" }.joined(separator: ", ")) (the actions are \(verbs.joined(separator: ", ")))\(guess.map { "; did you mean \"\($0)\"?" } ?? ""); ignored")
            }
            return nil
        }
        for other in present.dropFirst() {
            log.warning(at: object.member(other)?.keyOffset, path: path / other, "only one verb runs per action object: \"\(verb)\" runs, \"\(other)\" is ignored; give it an object of its own")
        }
        for m in object.members where !verbs.contains(m.key) && !ObjectReader.isComment(m.key) {
            log.warning(at: m.keyOffset, path: path / m.key, "unknown key \"\(m.key)\" in an action; ignored")
        }
        guard let r = ObjectReader(value, path: path / verb, log: log, what: "\"\(verb)\"") else { return nil }
        switch verb {
        case "update": return .update(UpdateAction(r))
        case "append": return .append(AppendAction(r))
        case "get": return .get(RequestAction(r, method: .get))
        case "post": return .post(RequestAction(r, method: .post))
        default: return .timer(TimerAction(r))
        }
    }
}

/// `{"timer": {"duration", "repeats", "events": {"tick"}}}` (3.3).
public struct TimerAction: Equatable, Sendable {
    /// Seconds to the first tick and between ticks.
    public var duration: Double
    public var repeats: Bool
    /// Without it no timer is scheduled.
    public var tick: EventHandler?

    /// The shortest period a timer runs at (the platform's clamp of 0 and below).
    public static let minimumPeriod = 0.0001

    init(_ r: ObjectReader) {
        duration = max(Self.minimumPeriod, r.number("duration") ?? 0.2)
        if let d = r.object["duration"]?.number, d <= 0 {
            r.log.warning(at: r.object["duration"]?.offset, path: r.path("duration"), "a timer of \(NumberBounds.format(d)) s ticks every \(Self.minimumPeriod) s, as fast as the player goes")
        }
        repeats = r.bool("repeats") ?? false
        tick = EventHandlers.read(r, names: ["tick"], what: "a timer")["tick"]
        if !r.has("events") { r.log.warning(at: r.offset, path: r.path, "a timer without \"events\": {\"tick\": …} is never scheduled") }
        r.finish("a timer")
    }
}

/// `{"append": {"id", "search", "items"}}`: rows added to a list (3.6).
public struct AppendAction: Equatable, Sendable {
    public var id: String?
    public var searchChildren: Bool
    public var items: [JSONNode]
    public var offset: Int
    public var path: JSONPath

    init(_ r: ObjectReader) {
        id = r.string("id")
        searchChildren = r.string("search") == "children"
        items = r.array("items") ?? []
        offset = r.offset
        path = r.path
        r.finish("an append")
    }
}

/// A `get` or `post` request (3.4, 3.5).
public struct RequestAction: Equatable, Sendable {
    public enum Method: String, Equatable, Sendable { case get, post }

    public var method: Method
    /// `source.url` (get) or `target.url` (post); nil when missing or not a string.
    public var url: String?
    /// Whether it has its "source" (get) or "target" (post) object.
    public var hasTarget: Bool
    /// Query parameters of a post.
    public var params: [String: Dynamic<String>]
    public var headers: [String: String]
    /// A post's body: a string, or an object whose top-level valueOfs are evaluated.
    public var data: JSONNode?
    public var completion: EventHandler?
    public var error: EventHandler?
    public var offset: Int
    public var path: JSONPath

    init(_ r: ObjectReader, method: Method) {
        self.method = method
        offset = r.offset
        path = r.path
        let place = method == .get ? "source" : "target"
        let target = r.nested(place, what: "\"\(place)\"")
        hasTarget = target != nil
        if let target {
            url = target.string("url")
            if url == nil { r.log.warning(at: target.offset, path: target.path, "\"\(place)\" needs a \"url\" string; the request fails with \"\(method.rawValue) missing or invalid url\"") }
            if let url, RequestLocation.isRelative(url) {
                r.log.note(at: target.node("url")?.offset, path: target.path("url"), "a relative URL is resolved against the document's URL (the original engine failed on it)")
            }
            target.finish("\"\(place)\"")
        } else {
            url = nil
            r.log.warning(at: r.offset, path: r.path, "a \(method.rawValue) needs \"\(place)\": {\"url\": …}; it fails with \"\(method.rawValue) missing \(place)\"")
        }
        params = [:]
        headers = [:]
        if method == .post {
            if let p = r.nested("params", what: "\"params\"") {
                for m in p.object.members where !ObjectReader.isComment(m.key) {
                    if let v = p.dynamic(m.key, { n in n.string.map { .ok($0) } ?? .invalid("a parameter should be a string or a valueOf, not \(n.kindDescription)") }) { params[m.key] = v }
                }
            }
            if let h = r.nested("headers", what: "\"headers\"") {
                for m in h.object.members where !ObjectReader.isComment(m.key) {
                    if let v = h.string(m.key) { headers[m.key] = v }
                }
            }
            data = r.node("data")
        }
        let events = EventHandlers.read(r, names: ["completion", "error"], what: "a request")
        completion = events["completion"]
        error = events["error"]
        if let c = completion, c.params?.object == nil {
            r.log.warning(at: r.offset, path: r.path("events") / "completion", "a request's completion needs a \"params\" object, or {\"property\": {\"params\": …}} finds nothing")
        }
        r.finish("a \(method.rawValue)")
    }
}
